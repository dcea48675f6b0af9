// Cayma (the consumer's right of withdrawal, 6502 m.48 and the Mesafeli Sözleşmeler Yönetmeliği m.9–15):
// the order page's form, the confirmations to both parties, the refusals (docs/law.md "Cayma").
import { tooLong } from './phrases.ts'

export const cayma = {
  title: 'Cayma hakkı',
  formTitle: 'Cayma bildirimi',
  /** The Yönetmelik's form: the statement is fixed, the consumer names themselves and their address. */
  statement: 'Bu formla aşağıdaki ürünün satışına ilişkin sözleşmeden cayma hakkımı kullandığımı beyan ederim.',
  to: 'Kime (satıcı)',
  orderDate: 'Sipariş tarihi',
  deliveryDate: 'Teslim tarihi',
  goods: 'Cayma hakkına konu ürün',
  price: 'Ürünün bedeli',
  fullName: 'Tüketicinin adı ve soyadı',
  address: 'Tüketicinin adresi',
  date: 'Tarih',
  whyAsked:
    'Adınız ve adresiniz, bildirimin sizden geldiğini kanıtlamak ve satıcının iadeyi eşleştirmesi için bildirime yazılır; başka bir amaçla kullanılmaz.',
  fullNameRequired: 'Adınızı ve soyadınızı yazın.',
  fullNameTooLong: tooLong('Ad ve soyad', 120),
  addressRequired: 'Adresinizi yazın (en az 10 karakter).',
  addressTooLong: tooLong('Adres', 500),
  /** The order page, before the notice. */
  appliesUntil: (until: string) =>
    `Bu ürünü ticari bir satıcıdan aldınız: ${until} tarihine kadar hiçbir gerekçe göstermeden ve cezai şart ödemeden cayabilirsiniz.`,
  notApplies:
    'Satıcı bireysel satıcı olduğu için bu satışta tüketici mevzuatındaki 14 günlük cayma hakkı uygulanmaz. Ürün ilan edilen niteliklere uymuyorsa ya da kusurluysa iade talebinde bulunabilirsiniz.',
  expired: 'Teslimattan bu yana 14 gün geçtiği için cayma süresi doldu.',
  notYet: 'Cayma süresi ürünü teslim aldığınız gün başlar; bildirimi teslimattan sonra bu sayfadan yapabilirsiniz.',
  /** After the notice: what happens now. */
  noticed: (at: string) => `Cayma bildiriminiz ${at} tarihinde Mezat’a ve satıcıya ulaştı.`,
  returnHow: (firm: string, days: number) =>
    `Ürünü bildiriminizden sonra ${days} gün içinde ${firm} şubesinden, “alıcı ödemeli” olarak aşağıdaki satıcı adresine gönderin: iade kargo ücreti satıcıya aittir, sizden alınmaz. Gönderdikten sonra “İadeyi Kargoya Verdim” düğmesine basın.`,
  refundBy: (at: string) => `Ödediğiniz tutarın tamamı en geç ${at} tarihinde kartınıza iade edilir.`,
  returnTo: 'İade adresi',
  submit: 'Cayma bildirimini gönder',
  open: 'Cayma Hakkımı Kullan',
  confirmTick: 'Bilgilerin doğru olduğunu ve sözleşmeden caydığımı onaylıyorum.',
  mustTick: 'Göndermek için kutuyu işaretleyin.',
  sent: 'Cayma bildiriminiz alındı. Onayı e-posta adresinize de gönderdik.',
  /** Refusals (422, nothing changes). */
  refusedNotApplies: 'Bu siparişte cayma hakkı yok: satıcı bireysel satıcı.',
  refusedWindow: 'Cayma süresi doldu: bildirim teslimattan sonraki 14 gün içinde yapılabilir.',
  refusedStatus: 'Bu sipariş için şu anda cayma bildirimi yapılamaz.',
  already: 'Bu sipariş için cayma bildirimi zaten yapıldı.',
  /** The return's label among the reasons (stored as `withdrawal`). */
  reasonLabel: 'Cayma hakkı (gerekçe gerekmez)',
  notify: {
    buyerTitle: 'Cayma bildiriminiz alındı',
    buyer: (orderId: number, refundBy: string) =>
      `#${orderId} numaralı siparişinizin cayma bildirimi Mezat’a ve satıcıya ulaştı. Tutar en geç ${refundBy} tarihinde iade edilir.`,
    sellerTitle: 'Cayma bildirimi',
    seller: (orderId: number, refundBy: string) =>
      `Alıcı #${orderId} numaralı siparişte cayma hakkını kullandı. Ürün size alıcı ödemeli gönderilecek; tutar alıcıya en geç ${refundBy} tarihinde iade edilir.`,
    mailSubject: (orderId: number) => `Cayma bildirimi alındı: sipariş #${orderId}`,
    mailBody: (p: {
      name: string
      orderId: number
      goods: string
      at: string
      fullName: string
      address: string
      refundBy: string
      link: string
    }) =>
      [
        `Merhaba ${p.name},`,
        '',
        `#${p.orderId} numaralı siparişin cayma bildirimi ${p.at} tarihinde Mezat’a ve satıcıya ulaştı.`,
        '',
        `Beyan: Bu formla aşağıdaki ürünün satışına ilişkin sözleşmeden cayma hakkımı kullandığımı beyan ederim.`,
        `Ürün: ${p.goods}`,
        `Tüketici: ${p.fullName}`,
        `Adres: ${p.address}`,
        '',
        `Ürün 10 gün içinde satıcıya alıcı ödemeli gönderilir; ödenen tutarın tamamı en geç ${p.refundBy} tarihinde karta iade edilir.`,
        '',
        `Sipariş: ${p.link}`,
      ].join('\n'),
    refundedTitle: 'Cayma: tutar iade edildi',
    refunded: (orderId: number) => `#${orderId} numaralı siparişin tutarı cayma bildirimi üzerine iade edildi.`,
  },
} as const
