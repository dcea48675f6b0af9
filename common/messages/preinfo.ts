// The pre-information before a binding bid (docs/law.md), apart from the seller's kind (law.ts): the lot page's
// dialog loads these sentences when it opens.
/**
 * The pre-information (ön bilgilendirme) a member reads and confirms before the first binding bid on a lot,
 * its buy-now or an accepted offer (6502 m.48, Mesafeli Sözleşmeler Yönetmeliği m.5–6; docs/law.md). Every
 * line the member reads is here; common/preinfo.ts puts them together with the lot's facts.
 */
export const preinfo = {
  title: 'Ön Bilgilendirme Formu',
  lead: 'Bu mezatta ilk peyinizden (ya da hemen al ile satın almadan) önce aşağıdaki bilgileri okuyup onaylamanız gerekir. Onayınız bu ürün için bir kez kaydedilir.',
  confirmLabel: 'Ön bilgilendirme formunu okudum ve onaylıyorum.',
  required:
    'Bu üründe pey vermeden ya da satın almadan önce Ön Bilgilendirme Formu’nu okuyup onaylamanız gerekir. Formu ürün sayfasında açıp onayladıktan sonra yeniden deneyin.',
  versionChanged: 'Ön bilgilendirme metni siz okurken güncellendi. Lütfen güncel metni okuyup yeniden onaylayın.',
  versionRequired: 'Onayladığınız metnin sürümü eksik.',
  notOpen: 'Bu mezat pey ve satın almaya açık değil; ön bilgilendirme onayı alınmıyor.',
  ownLot: 'Kendi ürününüz için ön bilgilendirme onayı gerekmez.',
  confirmed: 'Ön bilgilendirme onayınız kaydedildi.',
  section: {
    seller: 'Satıcı',
    platform: 'Aracı hizmet sağlayıcı',
    item: 'Ürün',
    price: 'Fiyat ve toplam tutar',
    payment: 'Ödeme ve teslimat',
    cayma: 'Cayma hakkı',
    complaints: 'Şikâyet ve uyuşmazlıklar',
    binding: 'Peyin bağlayıcılığı',
  },
  sellerPrivate: (title: string) =>
    `Bireysel satıcı (kullanıcı adı: ${title}). Satıcı bu ürünü ticari ya da mesleki amaçla satmadığını beyan etmiştir; satış Türk Borçlar Kanunu’na tabidir.`,
  sellerTrader: (s: { trade_name: string; vkn: string; mersis: string; address: string; kep: string }, verified: boolean) => [
    `Ticari satıcı: ${s.trade_name}`,
    `Vergi kimlik no: ${s.vkn} · MERSİS no: ${s.mersis}`,
    `Adres: ${s.address}`,
    `KEP adresi: ${s.kep}`,
    verified ? 'Satıcının kimlik bilgileri Mezat editörlerince resmî kayıtlarla karşılaştırılmıştır.' : 'Satıcının kimlik bilgileri henüz Mezat editörlerince doğrulanmamıştır.',
  ],
  platform: (p: { name: string; address: string; mersis: string | null; phone: string; email: string }) => [
    `${p.name}, ${p.address}${p.mersis ? `, MERSİS no: ${p.mersis}` : ''}`,
    `Telefon: ${p.phone} · E-posta: ${p.email}`,
    'Mezat, satıcı ile alıcı arasındaki mesafeli satışa aracılık eder; ödemeyi alır, teslimattan sonra satıcıya aktarır ve bu ön bilgilendirmenin doğruluğundan satıcı ile birlikte sorumludur.',
  ],
  item: (name: string, id: number) => `${name} (mezat no: ${id}). Ürünün nitelikleri, fotoğrafları ve durumu ürün sayfasında yazdığı gibidir.`,
  itemCondition: (grade: string, meaning: string, notes: string | null) =>
    `Satıcının durum raporu: ${grade} (${meaning})${notes ? ` Notlar: ${notes}` : ''}`,
  /** The condition report's photos: how many, and each one's caption (the photos are on the lot's page). */
  itemConditionPhotos: (captions: ReadonlyArray<string | null>) =>
    `Durum raporunda ${captions.length} fotoğraf var (ürün sayfasında): ${captions.map((c, i) => `${i + 1}) ${c?.replace(/[.\s]+$/, '') || 'açıklamasız'}`).join('; ')}.`,
  itemEstimate: (low: string, high: string) =>
    `Uzman tahmini: ${low} – ${high}. Tahmin editörün görüşüdür; satış fiyatını, taban fiyatı ya da rezervi belirlemez.`,
  price: (feeRate: string | null, shipping: string) => [
    'Satış bedeli, mezat sizin peyinizle kapanırsa kazanan peyinizdir (hemen al fiyatıyla alırsanız hemen al fiyatıdır). Fiyatlara KDV dahildir.',
    feeRate ? `Bu tutara Mezat hizmet bedeli olarak satış bedelinin %${feeRate}’i eklenir.` : 'Mezat bu satış için alıcıdan hizmet bedeli almaz.',
    shipping,
    'Pey onay penceresi, vereceğiniz pey kazanırsa ödeyeceğiniz toplamı (ürün + hizmet bedeli + kargo) gösterir. Taksitli ödemede bankanın vade farkı ödeme adımında ayrıca gösterilir.',
  ],
  shippingBuyer: (price: string) => `Kargo ücreti alıcıya aittir: ${price} (Mezat’ın anlaşmalı kargo firmasıyla).`,
  shippingSeller: 'Kargo ücreti satıcıya aittir; sizden kargo ücreti alınmaz.',
  shippingFreight: 'Ürün ambar/nakliye ile gönderilir; nakliye ücreti teslimatta, nakliye firmasına ödenir.',
  payment: (days: number) => [
    `Ödemeyi mezat kapandıktan sonra ${days} gün içinde, Mezat üzerinden kartla (3-D Secure) yaparsınız; ödeme yapılmazsa satış iptal edilebilir ve hesabınıza ödememe kaydı işlenir.`,
    'Satıcı ürünü ödemeniz onaylandıktan sonra kargoya verir; teslimat en geç 30 gün içinde yapılır. Ödediğiniz tutar, ürünü teslim aldığınızı onaylayana kadar Mezat’ta güvence altında tutulur.',
  ],
  caymaApplies: [
    'Satıcı ticari satıcı olduğu için, ürünü teslim aldığınız günden başlayarak 14 gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayabilirsiniz.',
    'Cayma bildiriminizi süre içinde Hesabım > Siparişlerim’de siparişin sayfasındaki “Cayma Hakkımı Kullan” formuyla ya da satıcının KEP adresine yazılı olarak yaparsınız; bildiriminiz Mezat’a ve satıcıya aynı anda ulaşır ve size hemen onaylanır. Bildiriminizden sonra 10 gün içinde ürünü Mezat’ın anlaşmalı kargo firmasıyla, alıcı ödemeli olarak satıcıya geri gönderirsiniz; iade kargo ücreti satıcıya aittir.',
    'Ödediğiniz tutarın tamamı, cayma bildiriminiz Mezat’a ve satıcıya ulaştıktan sonra en geç 14 gün içinde, ödemede kullandığınız karta iade edilir.',
  ],
  caymaNotApplies: [
    'Satıcı bireysel satıcı olduğu için bu satışta tüketici mevzuatındaki 14 günlük cayma hakkı uygulanmaz.',
    'Ürün ilan edilen niteliklere uymuyorsa ya da kusurluysa, teslimattan sonra sipariş detay sayfasından iade talebinde bulunabilirsiniz.',
  ],
  complaints: [
    'Şikâyetlerinizi Hesabım > Destek Taleplerim’den Mezat’a iletebilirsiniz.',
    'Ticari satıcıdan yapılan alımlarda, parasal sınırın altındaki uyuşmazlıklar için yerleşim yerinizdeki ya da işlemi yaptığınız yerdeki Tüketici Hakem Heyeti’ne başvurabilirsiniz; sınırın üzerindeki uyuşmazlıklarda tüketici mahkemesinde dava açmadan önce arabulucuya başvurmanız zorunludur.',
    'Bireysel satıcıdan yapılan alımlarda uyuşmazlıklar genel hükümlere göre çözülür.',
  ],
  binding: [
    'Verdiğiniz her pey bağlayıcı bir tekliftir ve geri alınamaz. Mezat sizin peyinizle kapanırsa satış sözleşmesi kurulur ve ödeme yükümlülüğünüz doğar.',
    'Onayladığınız bu metin, sürümü ve onay zamanıyla birlikte kaydedilir; Mesafeli Satış Sözleşmesi’ni ödeme adımında okursunuz.',
  ],
} as const
