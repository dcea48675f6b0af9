// Aydınlatma (KVKK m.10) at each place Mezat collects personal data (docs/privacy.md "Aydınlatma at every
// collection point"). Only the browser reads these, and only on the pages that collect: so they are not joined
// into `tr` (common/messages.ts), whose shared chunk the lot page downloads on a first visit
// (docs/first-visit.md).

/** The full text editors keep as a content page (SITE_CONTRACTS in worker/domain/admin/content.ts). */
export const AYDINLATMA_PATH = '/sozlesmeler/kvkk-aydinlatma-metni'

/** Where data is collected; each has one short notice, shown beside its form. */
export type CollectionPoint = keyof typeof collectionNotice.points

export const collectionNotice = {
  title: 'Kişisel verileriniz hakkında',
  link: 'KVKK Aydınlatma Metni',
  linkLead: 'Ayrıntılar ve haklarınız:',
  points: {
    registration:
      'Kullanıcı adı, e-posta ve şifrenizi üyelik sözleşmesini kurmak ve hesabınızı yönetmek için işleriz (KVKK m.5/2-c). Bu bir bilgilendirmedir, onayınızı gerektirmez; üyelik sözleşmesi ve isteğe bağlı ticari ileti izni aşağıda ayrı ayrı sorulur.',
    account:
      'Ad, telefon, doğum tarihi ve adreslerinizi üyeliğinizi yürütmek, siparişlerinizi teslim etmek ve yasal yükümlülüklerimizi yerine getirmek için işleriz (KVKK m.5/2-c, ç).',
    seller:
      'Satıcı kimliğinizi (T.C. kimlik no ya da vergi bilgileri), IBAN’ınızı ve iletişim bilgilerinizi satış bedelini size aktarmak, tacir bilgilerinizi alıcıya göstermek ve vergi mevzuatı için işleriz (KVKK m.5/2-c, ç); ödeme için iyzico’ya aktarılır.',
    listing:
      'İlanınızın bilgileri ve fotoğrafları alıcılara yayımlanmak için işlenir (KVKK m.5/2-c). Fotoğraflarda yüz, adres ya da plaka gibi kişisel veri bulunmamasına dikkat edin.',
    checkout:
      'Teslimat ve fatura bilgileriniz siparişi teslim etmek ve faturalamak için satıcıya, kargo firmasına ve ödeme için iyzico’ya aktarılır (KVKK m.5/2-c, ç). Kart bilgileriniz Mezat’ta saklanmaz.',
    support: 'Destek talebinizi ve yazışmalarınızı talebinizi sonuçlandırmak için işleriz (KVKK m.5/2-c, f).',
    contact: 'Adınızı, e-posta adresinizi ve mesajınızı yalnızca size cevap vermek için işleriz (KVKK m.5/2-f).',
    liveChat:
      'Sohbete yazdığınız mesaj kullanıcı adınızla yayını izleyen herkese görünür; kötüye kullanımı önlemek için saklanır (KVKK m.5/2-c, f).',
    report:
      'Adınızı ve e-posta adresinizi bildirimin kimden geldiğini kayda geçirmek ve sonucunu size bildirmek için; hak sahipliğinizi ve tescil numaranızı hak ihlali iddiasını değerlendirmek için işleriz (6563 sayılı Kanun ve Aracı Hizmet Sağlayıcılar Yönetmeliği; KVKK m.5/2-ç). Bu bilgiler yalnızca editörlerimize ve hukuki zorunluluk hâlinde yetkili mercilere açılır; satıcıya kimliğiniz verilmez.',
    kvkk: 'Başvurunuzdaki ad, e-posta ve açıklamayı yalnızca başvurunuzu sonuçlandırmak ve cevabınızı belgelemek için işleriz (KVKK m.5/2-ç).',
  },
} as const
