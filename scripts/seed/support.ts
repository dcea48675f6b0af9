// Support centre (/destekmerkezi): titles, posts and FAQs. Support tickets are made in seed.ts.
import { INCREMENT_TABLE_TL } from '../../common/auction-rules.ts'
import { formatLira } from '../../common/money.ts'
import { slugify } from '../../common/text.ts'

const grouped = new Intl.NumberFormat('tr-TR')
/**
 * The increment table as the help centre shows it, built from the one table in common/ (docs/bidding.md);
 * a list rather than a table, so it reads on a 390 px phone without styles of its own.
 */
const incrementTableHtml = () =>
  '<ul>' +
  INCREMENT_TABLE_TL.map(([from, step], i) => {
    const next = INCREMENT_TABLE_TL[i + 1]
    const band = next ? `${grouped.format(from)} – ${formatLira(next[0] - 1)} arası` : `${formatLira(from)} ve üzeri`
    return `<li>${band}: en az <strong>${formatLira(step)}</strong></li>`
  }).join('') +
  '</ul>'

interface Post {
  title: string
  html: string
  image?: string
}
interface Topic {
  title: string
  posts: Post[]
  faqs: Array<[string, string]>
}

export const SUPPORT: Topic[] = [
  {
    title: 'Üyelik',
    posts: [
      {
        title: 'Nasıl üye olurum?',
        html:
          '<p>Sağ üstteki <strong>Üye Ol</strong> butonuna tıklayın; kullanıcı adı, e-posta adresi ve şifrenizi girin. Şifreniz en az 8 karakter olmalı, bir büyük harf, bir küçük harf ve bir rakam içermelidir.</p>' +
          '<p>Üyelik Sözleşmesi’ni onayladıktan sonra hesabınız açılır ve e-posta adresinize bir doğrulama bağlantısı gönderilir. KVKK Aydınlatma Metni bilgilendirme içindir, onay istemez; ticari ileti izni isteğe bağlıdır.</p>' +
          '<ul><li>Kullanıcı adınız diğer üyelere görünmez; pey listelerinde takma adınız görünür.</li><li>Bir kişi yalnızca bir hesap açabilir.</li></ul>',
      },
      {
        title: 'E-posta ve telefon doğrulama',
        html:
          '<p>Pey vermek ve satın almak için hangi doğrulamanın gerektiğini yönetim belirler; geçerli koşul bu sayfanın başında yazar. E-posta doğrulaması için gelen kutunuzdaki bağlantıya tıklayın; bağlantı 60 dakika geçerlidir.</p>' +
          '<p>Telefon doğrulaması için <strong>Hesap Bilgilerim</strong> sayfasında telefon numaranızı kaydedin; numaranıza gönderilen <strong>4 haneli kodu</strong> açılan pencereye girin.</p>',
      },
      {
        title: 'Şifremi unuttum',
        html: '<p>Giriş sayfasındaki <strong>Şifremi Unuttum</strong> bağlantısına tıklayın ve e-posta adresinizi yazın. Gönderilen bağlantı ile yeni şifrenizi belirleyebilirsiniz. Şifre yenilendiğinde tüm cihazlardaki oturumlarınız kapatılır.</p>',
      },
    ],
    faqs: [
      [
        'Kullanıcı adımı değiştirebilir miyim?',
        '<p>Kullanıcı adı değiştirilemez; ancak diğer üyelere görünen <strong>takma adınızı</strong> Hesap Bilgilerim sayfasından dilediğiniz zaman değiştirebilirsiniz.</p>',
      ],
      [
        'Doğrulama e-postası gelmedi, ne yapmalıyım?',
        '<p>Önce istenmeyen (spam) klasörünü kontrol edin. Gelmediyse Hesap Bilgilerim sayfasındaki <strong>Doğrulama e-postasını tekrar gönder</strong> butonunu kullanın.</p>',
      ],
      [
        'Hesabımı nasıl kapatırım?',
        '<p>Devam eden mezatlarda peyiniz ve ödenmemiş siparişiniz yoksa destek talebi oluşturarak hesabınızın kapatılmasını isteyebilirsiniz.</p>',
      ],
      [
        'Aynı anda birden fazla cihazdan giriş yapabilir miyim?',
        '<p>Evet. Çıkış yaptığınız cihazdaki oturum hemen kapanır; diğer cihazlarınız etkilenmez.</p>',
      ],
    ],
  },
  {
    title: 'Pey Verme',
    posts: [
      {
        title: 'Mezat nasıl işler?',
        html:
          '<p>Her mezatın bir <strong>açılış fiyatı</strong>, bir başlangıç ve bir bitiş saati vardır. Mezat başladığında üyeler güncel fiyatın üzerine pey ekleyerek teklif verir; her kabul edilen pey fiyatı yükseltir.</p>' +
          '<p>Bitiş saatinde en yüksek teklifi veren üye mezatı kazanır ve ürün otomatik olarak sepetine eklenir.</p>' +
          '<ul><li>Satıcı kendi ilanına pey veremez.</li><li>Verilen pey geri alınamaz.</li><li>Tüm saatler Türkiye saatiyle (GMT+3) gösterilir.</li></ul>',
      },
      {
        title: 'Pey aralığı',
        html:
          '<p>Her pey, güncel fiyatın bulunduğu aralığın en az pey tutarı kadar fiyatı yükseltmelidir. Daha küçük bir özel pey kabul edilmez; size en az ne kadar pey vermeniz gerektiği söylenir.</p>' +
          incrementTableHtml() +
          '<p>Örneğin güncel fiyat 120.000 ₺ ise en az 2.500 ₺ pey verebilirsiniz; teklifiniz en az 122.500 ₺ olur.</p>',
      },
      {
        title: 'Hızlı pey butonları',
        html:
          '<p>Hemen Al fiyatı olan mezatlarda hızlı pey butonları Hemen Al fiyatının yüzde biri, ellide biri, yirmi beşte biri ve onda biri kadar pey ekler; bu tutarlar pey aralığının altında kalıyorsa butonlar, güncel fiyatın pey aralığının 1, 2, 5 ve 10 katıdır. Ucuz ürünlerde bu 1, 5, 10 ve 20 TL’dir.</p>' +
          '<p>Dilerseniz <strong>Özel Pey</strong> alanına istediğiniz tutarı yazabilirsiniz. Onay penceresinde, peyiniz kabul edilirse oluşacak teklif tutarı gösterilir.</p>',
      },
      {
        title: 'Otomatik pey nasıl çalışır?',
        html:
          '<p>Otomatik peyde ödemeye razı olduğunuz en yüksek tutarı (üst limit) belirlersiniz. Başka bir üye teklif verdiğinde sistem sizin adınıza, gerektiği kadar ve üst limitinizi hiç aşmadan pey verir.</p>' +
          '<ul>' +
          '<li>Üst limitiniz güncel fiyatın üzerindeyse her teklife karşılık verir: üst limitiniz ile güncel fiyat + pey aralığından hangisi küçükse o tutarda. Bu yüzden bazen bir tam pey aralığından daha az farkla önde kalırsınız.</li>' +
          '<li>Eşit tutarlarda önce verilen geçerlidir: üst limitinizle aynı tutarda sonradan verilen bir teklif sizi geçemez.</li>' +
          '<li>İki üst limit karşılaştığında düşük olan tamamen kullanılır, yüksek olan onun bir pey aralığı üzerine çıkar (en fazla kendi limitine kadar).</li>' +
          '<li>Verdiğiniz bir teklife daha önce tanımlanmış bir otomatik pey hemen karşılık verirse bunu teklifinizin yanıtında görürsünüz.</li>' +
          '<li>Otomatik peyinizi mezat bitene kadar kaldırabilirsiniz; o ana kadar verilen peyler geçerli kalır. Mezat bittikten sonra değişiklik yapılamaz.</li>' +
          '</ul>' +
          '<p>Pey geçmişinde her üst limitin son peyi görünür: kaybeden üst limit tam tutarıyla, ardından kazanan onun üzerinde (eşit tutarda ise önce verilen, aynı tutarla).</p>',
      },
      {
        title: 'Teklifim neden reddedildi?',
        html: '<p>Siz onay verirken başka bir üye daha önce teklif vermiş olabilir. Bu durumda güncel fiyat ekranınızda yenilenir ve peyinizi yeni fiyat üzerinden tekrar verebilirsiniz. Mezat başlamadan veya bittikten sonra verilen teklifler de kabul edilmez.</p>',
      },
      {
        title: 'Hemen Al nedir?',
        html: '<p>Bazı ilanlarda satıcı bir <strong>Hemen Al</strong> fiyatı belirler. Bu fiyatla ürünü sepetinize ekleyebilirsiniz; ödemeyi mezat bitmeden tamamlamanız gerekir. Ödeme yapılmazsa ürün sepetinizden çıkarılır ve mezatı kazanan üyenin sepetine aktarılır.</p>',
      },
    ],
    faqs: [
      [
        'Mezatın bitmesine saniyeler kala verilen teklif geçerli mi?',
        '<p>Evet, bitiş saatinden önce sunucumuza ulaşan her geçerli teklif kabul edilir. Bağlantınızın yavaş olabileceğini düşünerek son saniyeyi beklememenizi öneririz.</p>',
      ],
      [
        'Teklifimin geçildiğini nasıl anlarım?',
        '<p>Teklifiniz geçildiğinde bildirim zilinde yeni bir bildirim görürsünüz; mezat sayfası açıksa fiyat anında güncellenir.</p>',
      ],
      [
        'Takip listesine eklediğim mezatlar nerede?',
        '<p>Hesap menüsündeki <strong>Takip Listem</strong> sayfasında. Takip ettiğiniz mezat başladığında veya bitmek üzereyken bildirim alırsınız.</p>',
      ],
      [
        'Kazandığım ürünü almaktan vazgeçebilir miyim?',
        '<p>Verilen pey bağlayıcıdır. Kazandığınız ürünün ödemesini yapmamanız hâlinde hesabınızın pey verme hakkı kısıtlanabilir.</p>',
      ],
      [
        'Pey geçmişini görebilir miyim?',
        '<p>Mezat sayfasındaki teklif sayısına tıklayarak tüm peyleri sıra, üye, pey, teklif ve zaman bilgisiyle görebilirsiniz.</p>',
      ],
    ],
  },
  {
    title: 'Ödeme',
    posts: [
      {
        title: 'Ödeme adımları',
        html:
          '<p>Sepetinizde mesafeli satış sözleşmesini onaylayın, teslimat adresinizi seçin, fatura bilgilerinizi kontrol edin ve kart bilgilerinizi girin. Bankanızın <strong>3D Secure</strong> sayfasında cep telefonunuza gelen kodu girerek ödemeyi tamamlayın.</p>' +
          '<p>Ödeme özetinde ürün bedeli, hizmet bedeli (%5), kargo ücreti ve varsa taksit farkı ayrı ayrı gösterilir.</p>',
      },
      {
        title: 'Taksitli ödeme',
        html: '<p>Kart numaranızın ilk 6 hanesini girdiğinizde kartınıza uygun taksit seçenekleri listelenir. Taksit farkı bankanız tarafından belirlenir ve ödeme öncesinde gösterilir.</p>',
      },
    ],
    faqs: [
      [
        'Hangi kartlarla ödeme yapabilirim?',
        '<p>Visa, Mastercard, American Express ve Troy logolu kredi ve banka kartlarıyla ödeme yapabilirsiniz.</p>',
      ],
      [
        'Kart bilgilerim saklanıyor mu?',
        '<p>Hayır. Kart bilgileriniz ödeme kuruluşunun güvenli altyapısında işlenir; Mezat kart numaranızı ve CVC kodunuzu saklamaz.</p>',
      ],
      [
        'Ödemem başarısız oldu, param çekildi mi?',
        '<p>Başarısız ödemelerde kartınızdan tutar çekilmez. Bankanız geçici provizyon uyguladıysa birkaç iş günü içinde otomatik olarak kalkar.</p>',
      ],
      [
        'Fatura kim tarafından kesiliyor?',
        '<p>Ürün faturası satıcı tarafından, hizmet bedeli faturası Mezat tarafından düzenlenir ve e-posta adresinize gönderilir.</p>',
      ],
    ],
  },
  {
    title: 'Kargo ve Teslimat',
    posts: [
      {
        title: 'Kargo süreleri ve ücretleri',
        html:
          '<p>Satıcılar ödemesi tamamlanan siparişleri en geç <strong>2 iş günü</strong> içinde kargoya verir. Anlaşmalı firmalarımız Yurtiçi Kargo ve MNG Kargo’dur.</p>' +
          '<ul><li>Kargo ücreti ilanda “alıcı öder” olarak belirtilmişse sepet sayfasında kargo firmasını seçersiniz.</li><li>“Kargo Bedava” etiketli ilanlarda ücret satıcıya aittir.</li><li>Mobilya gibi büyük ürünler nakliye ile gönderilir.</li></ul>',
      },
      {
        title: 'Kargo takibi',
        html: '<p>Siparişiniz kargoya verildiğinde takip numarası <strong>Siparişlerim</strong> sayfasında görünür ve size bildirim gönderilir.</p>',
      },
      {
        title: 'Hasarlı teslimat',
        html: '<p>Paketi teslim alırken kontrol edin. Hasarlı paketler için kargo görevlisine hasar tespit tutanağı tutturun ve aynı gün destek talebi oluşturun.</p>',
      },
    ],
    faqs: [
      [
        'Teslimat adresimi sonradan değiştirebilir miyim?',
        '<p>Sipariş kargoya verilmeden önce destek talebi oluşturarak adres değişikliği isteyebilirsiniz.</p>',
      ],
      [
        'Elden teslim mümkün mü?',
        '<p>Satıcı kabul ederse ödeme Platform üzerinden yapıldıktan sonra elden teslim alabilirsiniz; teslimde ürünü onaylamayı unutmayın.</p>',
      ],
      ['Yurt dışına gönderim var mı?', '<p>Şu an yalnızca Türkiye içindeki adreslere gönderim yapılmaktadır.</p>'],
    ],
  },
  {
    title: 'İade',
    posts: [
      {
        title: 'İade koşulları',
        html:
          '<p>Hemen Al ile satın aldığınız ürünlerde teslimden itibaren <strong>14 gün</strong> içinde cayma hakkınızı kullanabilirsiniz. Ürünün ilandaki açıklamaya uymaması veya ayıplı olması hâlinde mezatla aldığınız ürünler için de iade talep edebilirsiniz.</p>' +
          '<p>İade talebinizi Siparişlerim sayfasından oluşturun; ürünü satıcının anlaşmalı kargo firmasıyla, faturasıyla birlikte gönderin.</p>',
      },
      {
        title: 'Para iadesi ne zaman yapılır?',
        html: '<p>İade edilen ürün satıcıya ulaşıp kontrol edildikten sonra ödeme, kullandığınız karta 14 gün içinde iade edilir. Bankanıza bağlı olarak hesabınıza yansıması birkaç gün sürebilir.</p>',
      },
    ],
    faqs: [
      [
        'İade kargo ücretini kim öder?',
        '<p>Ürün ayıplı veya açıklamaya aykırıysa iade kargo ücreti satıcıya aittir; cayma hakkı kullanımında ise alıcıya aittir.</p>',
      ],
      [
        'Siparişimi iptal edebilir miyim?',
        '<p>Sipariş “İşlem bekliyor” durumundayken iptal edebilirsiniz. Hazırlık veya kargo aşamasındaki siparişler iptal edilemez.</p>',
      ],
      [
        'Satıcı iade talebimi kabul etmezse ne olur?',
        '<p>Destek ekibimiz iki tarafı dinleyerek arabuluculuk yapar; gerekli hâllerde tüketici hakem heyetine başvurabilirsiniz.</p>',
      ],
    ],
  },
  {
    title: 'Satış Yapma',
    posts: [
      {
        title: 'İlk ilanımı nasıl oluştururum?',
        html:
          '<p><strong>Satış Yap</strong> sayfasındaki beş adımlı sihirbazı izleyin: kategori ve marka, ürün bilgileri ve özellikler, fiyat ve tarihler, fotoğraflar, özet.</p>' +
          '<ul><li>En az 4, en fazla 10 fotoğraf yükleyin.</li><li>Mezat süresi varsayılan olarak 24 saattir; başlangıç ve bitiş en fazla 7 gün sonrası olabilir.</li><li>Açılış ve Hemen Al fiyatlarını belirleyin.</li></ul>',
      },
      {
        title: 'İlan onayı',
        html: '<p>Her ilan editörlerimiz tarafından incelenir; onay en fazla <strong>3 saat</strong> sürer. Reddedilen ilanlarda gerekçe “Mezatlarım” sayfasında gösterilir; düzeltip yeniden gönderebilirsiniz.</p>',
      },
      {
        title: 'Satış bedelim ne zaman yatar?',
        html: '<p>Alıcı ürünü teslim alıp onayladığında veya teslimden itibaren 7 gün içinde itiraz etmediğinde, satış bedeli %8 hizmet bedeli düşülerek kayıtlı IBAN hesabınıza aktarılır.</p>',
      },
      {
        title: 'Kargo etiketi yazdırma',
        html: '<p>Satışlarım sayfasında siparişi açın, gönderici bilgilerinizi kontrol edin ve kargo firmasını seçin. Oluşan barkodlu etiketi yazdırıp paketin üzerine yapıştırın.</p>',
      },
    ],
    faqs: [
      ['Satış yapmak için ne gerekiyor?', '<p>Doğrulanmış e-posta ve telefon, T.C. kimlik numarası ve kendi adınıza kayıtlı bir IBAN.</p>'],
      [
        'Hangi ürünleri satamam?',
        '<p>Sahte, replika, çalıntı ürünler; izinsiz kültür varlıkları; silah, ilaç ve mevzuatça satışı yasak ürünler.</p>',
      ],
      ['Mezatım teklif almadan biterse?', '<p>İlanınızı Mezatlarım sayfasından yeni tarihlerle tekrar yayına gönderebilirsiniz.</p>'],
      ['Hizmet bedeli ne kadar?', '<p>Satıcılardan satış bedelinin %8’i, alıcılardan %5’i hizmet bedeli olarak alınır.</p>'],
    ],
  },
]

export function supportRows() {
  const titles: Array<Record<string, unknown>> = []
  const posts: Array<Record<string, unknown>> = []
  const faqs: Array<Record<string, unknown>> = []
  SUPPORT.forEach((t, i) => {
    const id = i + 1
    titles.push({ id, title: t.title, slug: slugify(t.title), sort_order: i + 1 })
    t.posts.forEach((p, j) =>
      posts.push({
        support_title_id: id,
        title: p.title,
        slug: slugify(p.title),
        video: null,
        content: p.html,
        support_post_image: p.image ?? null,
        sort_order: j + 1,
      }),
    )
    t.faqs.forEach(([q, a], j) =>
      faqs.push({
        support_title_id: id,
        question: q,
        answer: a,
        slug: slugify(q),
        video: null,
        support_faq_image: null,
        sort_order: j + 1,
      }),
    )
  })
  return { support_titles: titles, support_posts: posts, support_faqs: faqs }
}
