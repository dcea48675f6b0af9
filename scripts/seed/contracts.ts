// Contracts and policies shown at /sozlesmeler/{slug}, in the registration form and in the cart.
// Demo texts written for Mezat; they follow the usual structure of Turkish marketplace contracts
// (6502 sayılı Kanun, Mesafeli Sözleşmeler Yönetmeliği, 6698 sayılı KVKK) but are not legal advice.

const COMPANY = 'Mezat Elektronik Ticaret A.Ş.'
const ADDRESS = 'Esentepe Mah. Büyükdere Cad. No: 199 Kat: 6, 34394 Şişli / İstanbul'
const MERSIS = '0612 3456 7890 0015'
const EMAIL = 'destek@mezat.test'
const KEP = 'mezat@hs01.kep.tr'

const art = (n: number, title: string, body: string) => `<h3>Madde ${n} – ${title}</h3>${body}`
const p = (...xs: string[]) => xs.map((x) => `<p>${x}</p>`).join('')
const ol = (...xs: string[]) => `<ol>${xs.map((x) => `<li>${x}</li>`).join('')}</ol>`
const ul = (...xs: string[]) => `<ul>${xs.map((x) => `<li>${x}</li>`).join('')}</ul>`

const UYELIK =
  `<h2>Mezat Üyelik Sözleşmesi</h2>` +
  p(`Son güncelleme: 1 Eylül 2025`) +
  art(
    1,
    'Taraflar',
    p(
      `İşbu Üyelik Sözleşmesi (“Sözleşme”), ${ADDRESS} adresinde mukim, MERSİS numarası ${MERSIS} olan <strong>${COMPANY}</strong> (“Mezat”) ile mezat.test alan adlı internet sitesine ve mobil uygulamalarına (birlikte “Platform”) üye olan gerçek veya tüzel kişi (“Üye”) arasında, Üye’nin Platform’daki kayıt işlemini elektronik ortamda onaylamasıyla kurulmuştur.`,
      `Üye, kayıt formundaki “Üyelik Sözleşmesi’ni okudum ve kabul ediyorum” kutucuğunu işaretleyerek işbu Sözleşme’nin tüm hükümlerini okuduğunu, anladığını ve kabul ettiğini beyan eder.`,
    ),
  ) +
  art(
    2,
    'Tanımlar',
    p('İşbu Sözleşme’de geçen;') +
      ol(
        `<strong>Platform:</strong> Mezat’ın sahibi ve işleteni olduğu internet sitesi, mobil uygulamalar ve bunlara bağlı tüm hizmetleri,`,
        `<strong>Üye:</strong> Platform’a kayıt olan, Platform üzerinden ürün satın alan, mezatlara katılan ve/veya ürün satışa sunan gerçek veya tüzel kişiyi,`,
        `<strong>Alıcı:</strong> Platform’da bir mezata pey veren veya bir ürünü “Hemen Al” seçeneğiyle satın alan Üye’yi,`,
        `<strong>Satıcı:</strong> Platform’da ilan oluşturarak ürününü mezata veya satışa sunan Üye’yi,`,
        `<strong>Mezat:</strong> Satıcı tarafından belirlenen başlangıç ve bitiş zamanları arasında, açılış fiyatı üzerinden alıcıların artan teklifler (pey) verdiği çevrim içi açık artırmayı,`,
        `<strong>Pey:</strong> Alıcı’nın bir mezatta, o anki güncel fiyatın üzerine eklediği ve bağlayıcı nitelikteki teklifi,`,
        `<strong>Hemen Al Fiyatı:</strong> Satıcı tarafından belirlenen ve mezatın sona ermesini beklemeden ürünün satın alınabileceği sabit fiyatı,`,
        `<strong>Hizmet Bedeli:</strong> Mezat’ın aracılık hizmeti karşılığında Alıcı’dan ve Satıcı’dan tahsil ettiği, oranı Platform’da ilan edilen bedeli,`,
        `<strong>Canlı Yayın:</strong> Editörler tarafından yönetilen, ürünlerin görüntülü olarak tanıtıldığı ve eş zamanlı sohbet imkânı sunan yayınları ifade eder.`,
      ),
  ) +
  art(
    3,
    'Sözleşmenin Konusu',
    p(
      `İşbu Sözleşme’nin konusu, Platform’da sunulan hizmetlerin Üye tarafından kullanılmasına ilişkin usul ve esasların, Mezat ile Üye’nin karşılıklı hak ve yükümlülüklerinin belirlenmesidir.`,
      `Mezat, Satıcı ile Alıcı arasında kurulan satış sözleşmelerinin tarafı değildir; 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun kapsamında <strong>aracı hizmet sağlayıcı</strong> sıfatıyla hareket eder.`,
    ),
  ) +
  art(
    4,
    'Üyelik Şartları',
    ol(
      `Platform’a üye olabilmek için 18 yaşını doldurmuş ve fiil ehliyetine sahip olmak gerekir. Tüzel kişiler adına üyelik, yetkili temsilci tarafından oluşturulur.`,
      `Üye, kayıt sırasında verdiği kullanıcı adı, e-posta adresi ve diğer bilgilerin doğru, güncel ve kendisine ait olduğunu kabul eder. Gerçeğe aykırı bilgi verilmesinden doğan her türlü sorumluluk Üye’ye aittir.`,
      `Kullanıcı adı, Türkçe harf kurallarına göre büyük-küçük harf ayrımı yapılmaksızın tekildir; başka bir üyenin kullanıcı adına benzer şekilde yanıltıcı kullanıcı adı alınamaz.`,
      `Pey verebilmek ve satış yapabilmek için e-posta adresinin ve cep telefonu numarasının doğrulanması, satış yapacak Üyeler için ayrıca T.C. kimlik numarası ile adına kayıtlı bir IBAN bilgisinin girilmesi zorunludur.`,
      `Her gerçek kişi yalnızca bir üyelik hesabı açabilir. Aynı kişiye ait birden fazla hesap tespit edildiğinde Mezat, hesapları birleştirme veya kapatma hakkına sahiptir.`,
    ),
  ) +
  art(
    5,
    'Üye’nin Hak ve Yükümlülükleri',
    ol(
      `Üye, Platform’u yalnızca hukuka ve işbu Sözleşme’ye uygun amaçlarla kullanacağını kabul eder.`,
      `Üye, hesabına ilişkin şifrenin gizliliğinden sorumludur. Şifre en az 8 karakter olmalı; en az bir büyük harf, bir küçük harf ve bir rakam içermelidir. Hesabın üçüncü kişilerce kullanıldığından şüphelenilmesi hâlinde Üye derhal Mezat’a bildirimde bulunmalıdır.`,
      `Üye, başkalarına ait fikri mülkiyet haklarını ihlal eden, sahte, çalıntı, kaçak veya satışı yasak olan ürünleri Platform’da satışa sunmayacağını kabul eder. 2863 sayılı Kültür ve Tabiat Varlıklarını Koruma Kanunu kapsamında tescilli veya tescile tabi kültür varlıklarının satışı, ilgili mevzuatın öngördüğü izinler olmaksızın yapılamaz.`,
      `Üye, soru-cevap alanlarında, canlı yayın sohbetinde ve değerlendirmelerde hakaret, küfür, nefret söylemi, reklam veya yanıltıcı içerik paylaşmayacağını kabul eder. Mezat bu içerikleri bildirimde bulunmaksızın kaldırabilir ve ilgili Üye’nin sohbet hakkını geçici olarak kısıtlayabilir.`,
      `Üye, Platform’un işleyişini bozacak yazılım, bot veya otomatik araç kullanmayacağını; pey sürecini manipüle etmeye yönelik (kendi ilanına pey verme, başka hesaplar aracılığıyla fiyat yükseltme vb.) davranışlarda bulunmayacağını kabul eder.`,
      `Üye, iletişim bilgilerinin güncelliğinden sorumludur; Platform’a kayıtlı e-posta adresine ve cep telefonuna yapılan bildirimler Üye’ye ulaşmış sayılır.`,
    ),
  ) +
  art(
    6,
    'Mezat ve Pey Kuralları',
    ol(
      `Bir mezata verilen her pey bağlayıcıdır ve geri alınamaz. Pey onay penceresinde gösterilen “oluşacak teklif” tutarı, mezatın güncel fiyatı ile eklenen pey tutarının toplamıdır.`,
      `Teklifler, sunucuya ulaştıkları sıraya göre değerlendirilir. Aynı anda verilen tekliflerden önce ulaşan kabul edilir; güncel fiyatın değişmiş olması nedeniyle geçersiz kalan teklif için Alıcı’ya yeni fiyat gösterilir.`,
      `Satıcı, kendi ilanına pey veremez. Mezat başlangıç saatinden önce ve bitiş saatinden sonra pey kabul edilmez.`,
      `Mezat, bitiş saatinde en yüksek teklifi vermiş olan Alıcı lehine sonuçlanır. Kazanan Alıcı’nın ürünü otomatik olarak sepetine eklenir ve Alıcı, satış bedelini, hizmet bedelini ve varsa kargo ücretini ödemekle yükümlüdür.`,
      `“Hemen Al” seçeneğiyle sepete eklenen ürünün ödemesi mezat bitmeden tamamlanmalıdır; ödeme yapılmadan mezat sona ererse ürün, Alıcı’nın sepetinden çıkarılarak mezatın kazananının sepetine aktarılır.`,
      `Kazandığı ürünün ödemesini makul süre içinde yapmayan Alıcı’nın pey verme hakkı Mezat tarafından kısıtlanabilir.`,
    ),
  ) +
  art(
    7,
    'Satıcılara İlişkin Hükümler',
    ol(
      `Satıcı, ilanında ürünün gerçek durumunu, kusurlarını ve özelliklerini eksiksiz ve doğru şekilde belirtmekle; ilan fotoğraflarının satışa sunulan ürünün kendisine ait olmasını sağlamakla yükümlüdür. İlanlarda en az dört (4), en fazla on (10) fotoğraf bulunmalıdır.`,
      `Her ilan, yayına alınmadan önce Mezat editörlerinin onayından geçer. Onay süresi en fazla üç (3) saattir. Mezat, kurallara aykırı gördüğü ilanları gerekçesini bildirerek reddetme hakkına sahiptir.`,
      `Satıcı, mezat sonucunda oluşan satış bedeli üzerinden Platform’da ilan edilen oranda (%8) hizmet bedeli ödemeyi kabul eder. Hizmet bedeli, Satıcı’ya yapılacak ödemeden mahsup edilir.`,
      `Satıcı, ödemesi tamamlanan siparişi en geç iki (2) iş günü içinde, Platform’da seçtiği anlaşmalı kargo firmasıyla ve ürüne uygun ambalajla göndermekle yükümlüdür.`,
      `Satış bedeli, Alıcı’nın ürünü teslim alıp onaylamasından veya teslimden itibaren yedi (7) gün içinde itiraz bildirilmemesinden sonra Satıcı’nın kayıtlı IBAN hesabına aktarılır.`,
    ),
  ) +
  art(
    8,
    'Hizmet Bedeli ve Ödemeler',
    ol(
      `Alıcı, satın aldığı ürün bedeli üzerinden Platform’da ilan edilen oranda (%5) hizmet bedeli öder. Hizmet bedeli ve kargo ücreti ödeme adımında ayrıca gösterilir.`,
      `Ödemeler, Mezat’ın anlaşmalı ödeme kuruluşu aracılığıyla kredi kartı veya banka kartı ile 3D Secure doğrulaması yapılarak alınır. Kart bilgileri Mezat sunucularında saklanmaz.`,
      `Taksitli ödemelerde vade farkı, kartı çıkaran bankanın koşullarına göre hesaplanır ve ödeme öncesinde Alıcı’ya gösterilir.`,
      `Mezat, hizmet bedeli oranlarını önceden duyurmak kaydıyla değiştirebilir; değişiklikler duyurudan sonra başlayan mezatlara uygulanır.`,
    ),
  ) +
  art(
    9,
    'Kişisel Verilerin Korunması',
    p(
      `Üye’ye ait kişisel veriler, 6698 sayılı Kişisel Verilerin Korunması Kanunu’na uygun olarak işlenir; hangi verinin hangi amaçla ve hangi hukuki sebeple işlendiği, kimlere aktarıldığı ve Üye’nin hakları Platform’da yayımlanan <strong>KVKK Aydınlatma Metni</strong> ile <strong>Gizlilik Politikası</strong>’nda anlatılır. Bu metinler bilgilendirme amaçlıdır; bu Sözleşme’nin parçası değildir ve Üye’den kabul edilmeleri istenmez. Ticari elektronik ileti izni bu Sözleşme’nin koşulu değildir; ayrıca ve isteğe bağlı olarak sorulur.`,
    ),
  ) +
  art(
    10,
    'Fikri Mülkiyet Hakları',
    p(
      `Platform’un tasarımı, yazılımı, logosu, veri tabanı ve içeriklerine ilişkin tüm fikri ve sınai mülkiyet hakları Mezat’a aittir. Üye, bunları kopyalayamaz, çoğaltamaz, tersine mühendislik uygulayamaz.`,
      `Üye, ilanlarında yüklediği fotoğraf ve metinlerin Platform’da ve Mezat’ın tanıtım kanallarında kullanılmasına, ilan süresince ve sonrasında arşiv amacıyla ücretsiz ve süresiz olarak izin verir.`,
    ),
  ) +
  art(
    11,
    'Sorumluluğun Sınırlandırılması',
    p(
      `Mezat, Satıcı tarafından satışa sunulan ürünlerin ayıpsız olduğunu, ilanda belirtilen niteliklere sahip olduğunu veya Satıcı’nın satış yetkisini garanti etmez; ancak şikâyet hâlinde ilgili ilanı yayından kaldırma ve taraflar arasında arabuluculuk yapma hakkını saklı tutar.`,
      `Platform’a erişimde yaşanan kesintilerden, bakım çalışmalarından veya internet altyapısından kaynaklanan gecikmelerden dolayı kaçırılan teklifler nedeniyle Mezat sorumlu tutulamaz. Mezat, teknik bir aksaklığın mezat sonucunu etkilediğini tespit ederse ilgili mezatı iptal edebilir.`,
    ),
  ) +
  art(
    12,
    'Sözleşmenin Feshi ve Üyeliğin Askıya Alınması',
    ol(
      `Üye, dilediği zaman hesabını kapatarak Sözleşme’yi feshedebilir; ancak devam eden mezatlara verdiği peylerden ve ödenmemiş siparişlerinden doğan yükümlülükleri sona ermez.`,
      `Mezat, işbu Sözleşme’ye aykırılık hâlinde Üye’nin hesabını geçici olarak askıya alabilir veya bildirimde bulunarak kapatabilir.`,
    ),
  ) +
  art(
    13,
    'Mücbir Sebepler',
    p(
      `Doğal afet, salgın, savaş, terör, grev, enerji kesintisi, siber saldırı ve benzeri tarafların kontrolü dışındaki olaylar nedeniyle yükümlülüklerin yerine getirilememesinden taraflar sorumlu tutulamaz.`,
    ),
  ) +
  art(
    14,
    'Bildirimler',
    p(
      `Taraflar arasındaki bildirimler, Üye’nin Platform’a kayıtlı e-posta adresi, cep telefonu ve Platform içi bildirimler aracılığıyla yapılır. Mezat’a yapılacak bildirimler için ${EMAIL} adresi ve ${KEP} KEP adresi kullanılır.`,
    ),
  ) +
  art(
    15,
    'Delil Sözleşmesi',
    p(
      `Taraflar, işbu Sözleşme’den doğabilecek uyuşmazlıklarda Mezat’ın sunucu kayıtlarının, pey ve işlem kayıtlarının, elektronik yazışmaların 6100 sayılı Hukuk Muhakemeleri Kanunu’nun 193. maddesi uyarınca kesin delil teşkil edeceğini kabul eder.`,
    ),
  ) +
  art(
    16,
    'Uygulanacak Hukuk ve Yetkili Mahkeme',
    p(
      `İşbu Sözleşme Türkiye Cumhuriyeti hukukuna tabidir. Uyuşmazlıklarda, tüketici işlemleri bakımından Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dâhilinde Tüketici Hakem Heyetleri, bu sınırları aşan uyuşmazlıklarda Tüketici Mahkemeleri; diğer hâllerde İstanbul (Çağlayan) Mahkemeleri ve İcra Daireleri yetkilidir.`,
    ),
  ) +
  art(
    17,
    'Yürürlük',
    p(
      `On yedi (17) maddeden oluşan işbu Sözleşme, Üye tarafından elektronik ortamda onaylandığı anda yürürlüğe girer. Mezat, Sözleşme’de değişiklik yapma hakkını saklı tutar; değişiklikler Platform’da yayımlandığı tarihte yürürlüğe girer ve Üye’ye e-posta ile bildirilir.`,
    ),
  )

const GIZLILIK =
  `<h2>Gizlilik Politikası</h2>` +
  p(`Son güncelleme: 1 Eylül 2025`) +
  art(
    1,
    'Amaç ve Kapsam',
    p(
      `${COMPANY} (“Mezat”) olarak, Platform’u ziyaret eden ve Platform’a üye olan kişilerin gizliliğine önem veriyoruz. İşbu Gizlilik Politikası, hangi bilgileri topladığımızı, bu bilgileri nasıl kullandığımızı, kimlerle paylaştığımızı ve bilgilerinizi nasıl koruduğumuzu açıklar.`,
      `Bu metin Platform’un tüm kullanıcılarını bilgilendirmek içindir: bir sözleşme değildir, kabulünüz istenmez ve Üyelik Sözleşmesi’nin parçası değildir. Kişisel verilerinizin işlenmesine ilişkin KVKK m.10 kapsamındaki bilgilendirme <a href="/sozlesmeler/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a>’ndedir.`,
    ),
  ) +
  art(
    2,
    'Toplanan Bilgiler',
    p('Hizmetlerimizi sunabilmek için aşağıdaki bilgileri topluyoruz:') +
      ul(
        `<strong>Kimlik ve iletişim bilgileri:</strong> ad, soyad, kullanıcı adı, takma ad, T.C. kimlik numarası (satış yapan ve fatura talep eden üyeler için), doğum tarihi, e-posta adresi, cep telefonu numarası.`,
        `<strong>Adres bilgileri:</strong> teslimat ve fatura adresleri, vergi dairesi ve vergi numarası.`,
        `<strong>Finansal bilgiler:</strong> IBAN ve hesap sahibi adı (satıcılar için), ödeme işlemine ait kartın ilk altı ve son dört hanesi, taksit ve işlem sonuç bilgileri. Kart numaranızın tamamı ve CVC kodu tarafımızca saklanmaz.`,
        `<strong>İşlem bilgileri:</strong> verdiğiniz peyler, takip listeniz, sepetiniz, siparişleriniz, sorularınız, değerlendirmeleriniz ve destek talepleriniz.`,
        `<strong>Teknik bilgiler:</strong> IP adresi, tarayıcı türü, cihaz bilgileri, ziyaret saatleri ve çerez verileri.`,
      ),
  ) +
  art(
    3,
    'Bilgilerin Kullanım Amaçları',
    ol(
      `Üyelik hesabınızı oluşturmak, kimliğinizi ve iletişim bilgilerinizi doğrulamak,`,
      `Mezatları yürütmek, peylerinizi kaydetmek, kazandığınız ürünleri sepetinize eklemek ve ödemelerinizi almak,`,
      `Siparişlerinizin kargoya verilmesi için teslimat bilgilerinizi satıcı ve kargo firmasıyla paylaşmak,`,
      `Takip ettiğiniz mezatlar, geçilen teklifler ve sipariş durumları hakkında size bildirim göndermek,`,
      `Dolandırıcılığı ve kötüye kullanımı önlemek, Platform güvenliğini sağlamak,`,
      `Yasal yükümlülüklerimizi (vergi mevzuatı, 6563 sayılı Kanun, 5651 sayılı Kanun vb.) yerine getirmek,`,
      `Açık rızanız bulunması hâlinde kampanya ve tanıtım iletileri göndermek.`,
    ),
  ) +
  art(
    4,
    'Bilgilerin Paylaşılması',
    p(
      `Kişisel bilgileriniz; yalnızca hizmetin gerektirdiği ölçüde satıcı ve alıcı üyelerle (teslimat için ad, adres ve telefon), anlaşmalı kargo firmalarıyla (Yurtiçi Kargo, MNG Kargo), ödeme kuruluşuyla, barındırma ve e-posta hizmeti aldığımız iş ortaklarımızla ve yasal olarak yetkili kamu kurum ve kuruluşlarıyla paylaşılır.`,
      `Bilgileriniz hiçbir koşulda üçüncü kişilere satılmaz veya kiralanmaz.`,
      `Pey listelerinde ve değerlendirmelerde yalnızca takma adınız görünür; adınız, soyadınız ve iletişim bilgileriniz diğer üyelere gösterilmez.`,
    ),
  ) +
  art(
    5,
    'Çerezler',
    p(
      `Platform yalnızca oturumunuzu açık tutmak ve seçimlerinizi hatırlamak için zorunlu çerezler kullanır; ziyaret istatistiği, reklam veya izleme çerezi kullanmaz. Kullandığımız çerezler ve saklama süreleri <strong>Çerez Politikası</strong>’nda ayrıntılı olarak açıklanmıştır. Tarayıcı ayarlarınızdan çerezleri silebilir veya engelleyebilirsiniz; ancak zorunlu çerezler engellendiğinde üye girişi ve pey verme çalışmaz.`,
    ),
  ) +
  art(
    6,
    'Bilgi Güvenliği',
    ol(
      `Platform ile tarayıcınız arasındaki tüm iletişim TLS (SSL) ile şifrelenir.`,
      `Şifreniz, geri döndürülemez şekilde ve her kullanıcı için ayrı tuz değeriyle özetlenerek (PBKDF2) saklanır; çalışanlarımız dâhil hiç kimse şifrenizi göremez.`,
      `Kart ödemeleri, PCI-DSS sertifikalı ödeme kuruluşunun altyapısında ve 3D Secure doğrulamasıyla gerçekleştirilir.`,
      `Hesabınıza yapılan başarısız giriş denemeleri sınırlandırılır; şüpheli işlemlerde hesabınız geçici olarak kilitlenebilir.`,
    ),
  ) +
  art(
    7,
    'Saklama Süreleri',
    p(
      `Kişisel verileriniz, üyeliğiniz devam ettiği sürece ve üyeliğin sona ermesinden sonra ilgili mevzuatta öngörülen süreler boyunca (ticari defter ve belgeler için 10 yıl, trafik kayıtları için 2 yıl) saklanır; sürenin dolmasıyla silinir, yok edilir veya anonim hâle getirilir.`,
    ),
  ) +
  art(
    8,
    'Haklarınız',
    p(
      `6698 sayılı Kanun’un 11. maddesi uyarınca; kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, şartları oluşmuşsa silinmesini veya yok edilmesini isteme ve zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.`,
    ),
  ) +
  art(
    9,
    'Üçüncü Taraf Bağlantıları',
    p(
      `Platform’da yer alan canlı yayın, video veya sosyal medya bağlantıları üçüncü tarafların hizmetlerine yönlendirebilir. Bu hizmetlerin gizlilik uygulamalarından Mezat sorumlu değildir.`,
    ),
  ) +
  art(
    10,
    'Değişiklikler',
    p(
      `Mezat, işbu Gizlilik Politikası’nı güncelleyebilir. Önemli değişiklikler Platform’da duyurulur ve kayıtlı e-posta adresinize bildirilir.`,
    ),
  ) +
  art(
    11,
    'İletişim',
    p(
      `Gizlilikle ilgili soru ve talepleriniz için ${EMAIL} adresine yazabilir, 0850 555 12 34 numaralı müşteri hizmetlerimizi arayabilir veya ${ADDRESS} adresine yazılı olarak başvurabilirsiniz.`,
    ),
  )

const MESAFELI =
  `<h2>Mesafeli Satış Sözleşmesi</h2>` +
  p(
    `İşbu sözleşme, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri uyarınca, Platform üzerinden yapılan satışlar için elektronik ortamda kurulur. Sözleşmenin sipariş anındaki hâli, sipariş özetiyle birlikte Alıcı’nın e-posta adresine gönderilir ve “Siparişlerim” sayfasında saklanır.`,
  ) +
  art(
    1,
    'Taraflar',
    p(
      `<strong>Satıcı:</strong> İlanı oluşturan ve bilgileri sipariş özetinde yer alan satıcı üye. Satıcının adı/unvanı, adresi, telefonu ve e-posta adresi sipariş özetinde ve sipariş detay sayfasında gösterilir.`,
      `<strong>Alıcı:</strong> Platform üzerinden ürünü mezat yoluyla kazanan veya “Hemen Al” seçeneğiyle satın alan üye. Alıcının teslimat ve fatura bilgileri, ödeme adımında beyan ettiği bilgilerdir.`,
      `<strong>Aracı Hizmet Sağlayıcı:</strong> ${COMPANY}, ${ADDRESS}, MERSİS No: ${MERSIS}, Telefon: 0850 555 12 34, E-posta: ${EMAIL}.`,
    ),
  ) +
  art(
    2,
    'Sözleşmenin Konusu',
    p(
      `İşbu sözleşmenin konusu, Alıcı’nın Platform üzerinden elektronik ortamda satın aldığı, nitelikleri ve satış fiyatı aşağıda ve sipariş özetinde belirtilen ürünün satışı ve teslimi ile ilgili olarak tarafların hak ve yükümlülüklerinin belirlenmesidir.`,
    ),
  ) +
  art(
    3,
    'Sözleşme Konusu Ürün, Ödeme ve Teslimat',
    ol(
      `Ürünün cinsi, türü, adedi, markası/modeli, temel nitelikleri, mezat sonucunda oluşan veya Hemen Al ile belirlenen satış fiyatı (KDV dâhil), ödeme şekli ve teslimat bilgileri sipariş özetinde yer alır ve işbu sözleşmenin ayrılmaz parçasıdır.`,
      `Alıcı, ürün bedeline ek olarak sipariş özetinde gösterilen hizmet bedelini ve (ilanda kargo ücretinin alıcıya ait olduğu belirtilmişse) seçtiği kargo firmasının ücretini öder. Nakliye ile gönderilen büyük hacimli ürünlerde nakliye ücreti taraflarca ayrıca kararlaştırılır.`,
      `Ödeme, kredi kartı veya banka kartı ile 3D Secure doğrulaması yapılarak tek çekim veya Alıcı’nın kartının izin verdiği taksit sayısı kadar taksitle yapılır. Taksitli ödemelerde vade farkı ödeme öncesinde gösterilir.`,
      `Ürün, ödemenin onaylanmasından itibaren en geç iki (2) iş günü içinde kargoya verilir ve yasal otuz (30) günlük süreyi aşmamak kaydıyla Alıcı’nın bildirdiği teslimat adresine teslim edilir.`,
      `Ürün, Alıcı’dan başka bir kişiye teslim edilecekse teslim alacak kişinin teslimatı kabul etmemesinden Satıcı sorumlu tutulamaz.`,
    ),
  ) +
  art(
    4,
    'Genel Hükümler',
    ol(
      `Alıcı, sözleşme konusu ürünün temel nitelikleri, satış fiyatı, ödeme şekli ve teslimata ilişkin ön bilgileri okuyup bilgi sahibi olduğunu ve elektronik ortamda gerekli teyidi verdiğini kabul eder.`,
      `Satıcı, ürünü ilanda belirtilen niteliklere uygun, varsa garanti belgesi ve kullanım kılavuzu ile birlikte, sağlam ve eksiksiz olarak teslim etmekle yükümlüdür.`,
      `Ürünün teslimi anına kadar ürünün kaybolması veya hasar görmesinden Satıcı sorumludur. Alıcı, kargo teslimatı sırasında paketi kontrol etmeli; hasarlı paketleri kargo görevlisine tutanak tutturarak teslim almalıdır.`,
      `Ödemenin, kartın hamili olmayan kişilerce haksız veya hukuka aykırı kullanımı nedeniyle banka tarafından yapılmaması hâlinde Satıcı, ürünü teslim etmekle yükümlü değildir.`,
    ),
  ) +
  art(
    5,
    'Cayma Hakkı',
    ol(
      `Alıcı, “Hemen Al” seçeneğiyle satın aldığı ürünlerde, ürünün kendisine veya gösterdiği üçüncü kişiye tesliminden itibaren on dört (14) gün içinde hiçbir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir.`,
      `Cayma hakkının kullanıldığına ilişkin bildirim, süresi içinde “Siparişlerim” sayfasındaki iade talebi ile veya ${EMAIL} adresine yazılı olarak yapılır. Ürün, cayma bildiriminden itibaren on (10) gün içinde, Satıcı’nın anlaşmalı kargo firmasıyla ve faturasıyla birlikte iade edilir.`,
      `Cayma hakkının kullanılması hâlinde ürün bedeli ve varsa teslimat masrafları, Satıcı’ya veya Mezat’a ulaşan cayma bildiriminden itibaren on dört (14) gün içinde, ödemede kullanılan karta iade edilir.`,
      `Ürünün, kullanım talimatlarına aykırı şekilde kullanılması veya olağan kullanım dışında değer kaybına uğraması hâlinde Alıcı, değer kaybından sorumludur.`,
    ),
  ) +
  art(
    6,
    'Cayma Hakkının Kullanılamayacağı Hâller',
    p(
      `Mesafeli Sözleşmeler Yönetmeliği’nin 15. maddesinde sayılan istisnalar saklıdır. Bu kapsamda; tüketicinin istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan ürünler, çabuk bozulabilen ürünler, ambalajı açılmış olup sağlık ve hijyen açısından iadesi uygun olmayan ürünler ile mevzuatta istisna olarak düzenlenen diğer hâllerde cayma hakkı kullanılamaz.`,
      `Mezat (açık artırma) yoluyla kurulan sözleşmelerde cayma hakkına ilişkin hükümler, ilgili mevzuatın öngördüğü istisnalar çerçevesinde uygulanır; bu durum Alıcı’nın ayıplı mala ilişkin haklarını ortadan kaldırmaz.`,
    ),
  ) +
  art(
    7,
    'Ayıplı Mal',
    p(
      `Teslim edilen ürünün ilanda belirtilen niteliklere aykırı veya ayıplı olması hâlinde Alıcı, 6502 sayılı Kanun’un 11. maddesi uyarınca sözleşmeden dönme, ayıp oranında bedel indirimi, ücretsiz onarım veya ayıpsız misli ile değişim haklarından birini kullanabilir. Ayıp bildirimi, teslimden itibaren “Siparişlerim” sayfası veya müşteri hizmetleri aracılığıyla yapılabilir.`,
    ),
  ) +
  art(
    8,
    'Temerrüt Hâli',
    p(
      `Alıcı’nın kredi kartı ile yaptığı işlemlerde temerrüde düşmesi hâlinde, kart sahibi bankası ile arasındaki kredi kartı sözleşmesi çerçevesinde faiz ödeyeceğini ve bankaya karşı sorumlu olacağını kabul eder.`,
    ),
  ) +
  art(
    9,
    'Uyuşmazlıkların Çözümü',
    p(
      `İşbu sözleşmeden doğan uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dâhilinde Alıcı’nın veya Satıcı’nın yerleşim yerindeki Tüketici Hakem Heyetleri, bu sınırların üzerindeki uyuşmazlıklarda Tüketici Mahkemeleri yetkilidir. Alıcı, şikâyet ve itirazlarını ayrıca Mezat müşteri hizmetlerine iletebilir.`,
    ),
  ) +
  art(
    10,
    'Yürürlük',
    p(
      `On (10) maddeden ibaret işbu sözleşme, Alıcı tarafından sepet sayfasında “Mesafeli Satış Sözleşmesi’ni okudum ve kabul ediyorum” kutucuğunun işaretlenmesi ve ödemenin onaylanmasıyla kurulmuş sayılır.`,
    ),
  )

const KVKK =
  `<h2>Kişisel Verilerin Korunması Kanunu Aydınlatma Metni</h2>` +
  p(
    `${COMPANY} (“Şirket”) olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca veri sorumlusu sıfatıyla, kişisel verilerinizi aşağıda açıklanan kapsamda işlemekteyiz.`,
  ) +
  art(1, 'Veri Sorumlusu', p(`${COMPANY}, ${ADDRESS}. MERSİS No: ${MERSIS}.`)) +
  art(
    2,
    'İşlenen Kişisel Veriler',
    ul(
      'Kimlik: ad, soyad, T.C. kimlik numarası, doğum tarihi',
      'İletişim: e-posta adresi, cep telefonu, teslimat ve fatura adresi',
      'Müşteri işlem: pey, sipariş, sepet, takip listesi, soru ve değerlendirme kayıtları',
      'Finans: IBAN, hesap sahibi adı, kartın ilk altı ve son dört hanesi, ödeme sonuç bilgileri',
      'İşlem güvenliği: IP adresi, oturum ve giriş kayıtları, şifre özeti',
    ),
  ) +
  art(
    3,
    'İşleme Amaçları ve Hukuki Sebepler',
    p(
      `Kişisel verileriniz; üyelik ve satış sözleşmelerinin kurulması ve ifası (KVKK md. 5/2-c), hukuki yükümlülüklerimizin yerine getirilmesi (md. 5/2-ç), bir hakkın tesisi, kullanılması veya korunması (md. 5/2-e) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatlerimiz (md. 5/2-f) hukuki sebeplerine dayanılarak; mezatların yürütülmesi, ödemelerin alınması, siparişlerin teslimi, müşteri hizmetlerinin sunulması ve Platform güvenliğinin sağlanması amaçlarıyla işlenir. Ticari elektronik ileti gönderimi yalnızca açık rızanıza dayanır.`,
    ),
  ) +
  art(
    4,
    'Aktarım',
    p(
      `Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak; işlemin karşı tarafı olan satıcı ve alıcı üyelere, yetkili kamu kurumlarına ve şu hizmet sağlayıcılarımıza aktarılır: Cloudflare (barındırma, veri tabanı ve içerik dağıtımı; tüm Platform verileri), iyzico (ödeme ve güvenli ödeme; ad, iletişim, adres ve sepet bilgileri; kart bilgileriniz doğrudan iyzico’ya iletilir, Mezat’ta tutulmaz), Resend (e-posta gönderimi; e-posta adresi ve ileti), Netgsm (SMS gönderimi; telefon numarası ve ileti), MNG Kargo (teslimat; ad, telefon ve adres) ve İleti Yönetim Sistemi (İYS; ticari ileti izinleriniz).`,
      `Cloudflare ve Resend verileri Türkiye dışında işlediğinden bu aktarım yurt dışına aktarımdır ve KVKK’nın 9. maddesi uyarınca Kurul’un ilan ettiği standart sözleşmeye dayanır.`,
    ),
  ) +
  art(
    5,
    'Toplama Yöntemi',
    p(
      `Kişisel verileriniz; Platform’daki kayıt, profil, adres ve ödeme formları, çerezler ve müşteri hizmetleri kanalları aracılığıyla elektronik ortamda toplanır.`,
    ),
  ) +
  art(
    6,
    'Haklarınız',
    p(
      `KVKK’nın 11. maddesindeki haklarınızı (verilerinizin işlenip işlenmediğini öğrenme, bilgi isteme, işleme amacını ve aktarıldığı üçüncü kişileri öğrenme, düzeltme, silme veya yok etme, bunların aktarılanlara bildirilmesi, otomatik analize itiraz ve zararın giderilmesi) Platform’daki <a href="/kvkk-basvurusu">KVKK başvurusu</a> formuyla (üye girişi yaparak ya da e-posta adresinizi doğrulayarak), ${ADDRESS} adresine yazılı olarak veya ${KEP} adresine KEP ile kullanabilirsiniz. Talepleriniz en geç otuz (30) gün içinde ücretsiz olarak sonuçlandırılır; cevabı yetersiz bulursanız Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz. Üyeyseniz verilerinizin bir kopyasını “Kişisel verilerim” sayfasından hemen indirebilirsiniz.`,
    ),
  )

const CEREZ =
  `<h2>Çerez Politikası</h2>` +
  p(
    `Bu politika, ${COMPANY} tarafından işletilen Platform’un tarayıcınıza yazdığı çerezleri ve tarayıcı depolama kayıtlarını, her birinin amacını ve süresini açıklar.`,
  ) +
  art(
    1,
    'Çerez Nedir?',
    p(
      `Çerezler, ziyaret ettiğiniz internet siteleri tarafından tarayıcınıza kaydedilen küçük metin dosyalarıdır. Tarayıcı depolaması (localStorage, sessionStorage) aynı amaçla tarayıcınızda tutulan kayıtlardır.`,
    ),
  ) +
  art(
    2,
    'Yalnızca Zorunlu Çerezler',
    p(
      `Platform yalnızca, talep ettiğiniz hizmetin (üye girişi, pey verme, sepet ve ödeme) sunulabilmesi için zorunlu olan çerezleri kullanır. Reklam, analiz, profil çıkarma veya sosyal medya çerezi kullanılmaz; bu nedenle çerezler için onayınız istenmez. Zorunlu olmayan bir çerez eklenirse, yazılmadan önce “Kabul Et” ve “Reddet” seçenekleriyle onayınız istenir.`,
    ) +
      ul(
        `<strong>access_token</strong> (çerez): üye girişinizi açık tutar; çıkış yaptığınızda veya en geç 30 gün sonra silinir.`,
        `<strong>mezat_bookmark</strong> (çerez): bir işleminizden (ör. pey, adres kaydı) hemen sonra sayfaların o işlemi göstermesini sağlar; 1 saat saklanır, sayfa kodları okuyamaz.`,
        `<strong>cookie_notice</strong> (çerez): bu bildirimi kapattığınızı hatırlar; 365 gün saklanır.`,
        `<strong>deliverySelected</strong> (tarayıcı depolaması, localStorage): ödeme adımında teslimat adresinin fatura adresi olarak da kullanılmasını seçtiğinizi hatırlar; tarayıcınızdan silinene kadar saklanır.`,
        `<strong>mezat.reloadedForDeploy</strong> (tarayıcı depolaması, sessionStorage): sitenin yeni sürümü yayımlandığında sayfanın bir kez yenilendiğini hatırlar; sekme kapanınca silinir.`,
        `<strong>tsr-scroll-restoration-v1_3</strong> (tarayıcı depolaması, sessionStorage): geri döndüğünüzde sayfanın kaldığınız yerden açılmasını sağlar; sekme kapanınca silinir.`,
      ),
  ) +
  art(
    3,
    'Üçüncü Taraf İçerikleri',
    p(
      `Canlı yayın ve tanıtım videoları, siz yayını açtığınızda veya oynat düğmesine bastığınızda YouTube’un gizlilik geliştirilmiş oynatıcısından (youtube-nocookie.com) ya da Vimeo’dan yüklenir. Bu oynatıcılar kendi kayıtlarını yazabilir; bunlar ilgili hizmetin kendi politikalarına tabidir ve siz oynatmadan hiçbiri yüklenmez.`,
    ),
  ) +
  art(
    4,
    'Çerezleri Nasıl Yönetebilirsiniz?',
    p(
      `Tarayıcınızın ayarlarından çerezleri ve tarayıcı depolamasını silebilir veya engelleyebilirsiniz. Zorunlu çerezler engellendiğinde üye girişi, sepet ve pey verme işlemleri çalışmaz.`,
    ),
  ) +
  art(5, 'İletişim', p(`Sorularınız için ${EMAIL} adresine yazabilirsiniz.`))

export const CONTRACTS: ReadonlyArray<{ slug: string; title: string; html: string }> = [
  { slug: 'uyelik-sozlesmesi', title: 'Üyelik Sözleşmesi', html: UYELIK },
  { slug: 'gizlilik-sozlesmesi', title: 'Gizlilik Politikası', html: GIZLILIK },
  { slug: 'mesafeli-satis-sozlesmesi', title: 'Mesafeli Satış Sözleşmesi', html: MESAFELI },
  { slug: 'kvkk-aydinlatma-metni', title: 'KVKK Aydınlatma Metni', html: KVKK },
  { slug: 'cerez-politikasi', title: 'Çerez Politikası', html: CEREZ },
]

export const COMPANY_INFO = { COMPANY, ADDRESS, MERSIS, EMAIL }
