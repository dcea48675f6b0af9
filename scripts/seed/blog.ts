// Blog (/blog): three categories, ten pages with a header picture, a summary and 2–4 sections.
import { slugify } from '../../common/text.ts'
import { auctionImagePath } from './images/index.ts'
import { blogImagePath } from './images/posters.ts'

export const BLOG_CATEGORIES = ['Koleksiyon Rehberi', 'Mezat İpuçları', 'Haberler ve Etkinlikler']

interface Page {
  cat: number
  title: string
  image: string
  summary: string
  daysAgo: number
  sections: Array<[string, string?]>
}

const P = (...xs: string[]) => xs.map((x) => `<p>${x}</p>`).join('')

export const BLOG_PAGES: Page[] = [
  {
    cat: 0,
    title: 'Antika Bir Eserin Gerçek Olduğu Nasıl Anlaşılır?',
    image: 'antika-nasil-anlasilir',
    daysAgo: 4,
    summary: 'Patina, işçilik izleri ve damgalar: antika alırken dikkat etmeniz gereken beş ipucu.',
    sections: [
      [
        P(
          'Antika alımında ilk kural acele etmemektir. Eserin yüzeyindeki <strong>patina</strong>, yıllar içinde oluşan doğal bir tabakadır; eşit dağılmamış, girintilerde koyulaşmış bir patina genellikle iyi bir işarettir.',
          'Parlak, her yerde aynı tonda bir yüzey ise yakın zamanda yapılmış bir cilaya veya suni eskitmeye işaret edebilir.',
        ),
      ],
      [
        P(
          'Bakır eserlerde el dövmesi izlerine bakın: çekiç darbeleri küçük, düzensiz çukurlar bırakır. Makine üretiminde yüzey kusursuz derecede düzgündür.',
          'Çini ve porselende ise dip kısmı önemlidir; sırsız bırakılan halka bölgesi hamurun rengini ve yaşını gösterir.',
        ),
        auctionImagePath('copperpot', 'copper', 'detail'),
      ],
      [
        P(
          'Son olarak, satıcıya soru sormaktan çekinmeyin. Mezat’ta her ilanın altındaki <strong>Satıcıya Sor</strong> butonuyla ek fotoğraf, ölçü ve damga bilgisi isteyebilirsiniz.',
        ),
      ],
    ],
  },
  {
    cat: 0,
    title: 'Para Koleksiyonuna Nereden Başlamalı?',
    image: 'para-koleksiyonu',
    daysAgo: 9,
    summary: 'Cumhuriyet dönemi madeni paralarla başlamanın avantajları ve kondisyon kısaltmaları.',
    sections: [
      [
        P(
          'Nümismatiğe yeni başlayanlar için Cumhuriyet dönemi madeni paraları ideal bir başlangıçtır: bulunması kolay, fiyatları makul ve tarihçeleri iyi belgelenmiştir.',
        ),
      ],
      [
        P(
          'Kondisyon, bir paranın değerini belirleyen en önemli ölçüttür. Türkiye’de yaygın kullanılan kısaltmalar: <strong>ÇİL</strong> (hiç dolaşmamış), <strong>ÇÇT</strong> (çok çok temiz), <strong>ÇT</strong> (çok temiz), <strong>T</strong> (temiz) ve <strong>O</strong> (orta).',
        ),
        auctionImagePath('coin', 'silver', 'front'),
      ],
      [
        P(
          'Paralarınızı asitsiz kılıflarda saklayın, çıplak elle tutmayın ve asla temizlemeye çalışmayın: yanlış temizlik bir paranın değerini yarıya indirebilir.',
        ),
      ],
    ],
  },
  {
    cat: 0,
    title: 'Mekanik Saatinizin Bakımı: Ne Zaman, Nasıl?',
    image: 'saat-bakimi',
    daysAgo: 15,
    summary: 'Otomatik ve kurmalı saatlerde periyodik bakım, manyetizma ve doğru kurma alışkanlıkları.',
    sections: [
      [
        P(
          'Mekanik saatler, içlerindeki yağların zamanla kurumasıyla hassasiyet kaybeder. Kullanım sıklığına bağlı olarak <strong>her 4–6 yılda bir</strong> genel bakım önerilir.',
        ),
      ],
      [
        P(
          'Kurmalı saatleri her gün aynı saatte, direnç hissedene kadar yavaşça kurun. Otomatik saatleri uzun süre takmayacaksanız bir saat kurma kutusu kullanabilirsiniz.',
        ),
        auctionImagePath('pocketwatch', 'gold', 'back'),
      ],
      [
        P(
          'Saatiniz bir anda hızlanmaya başladıysa mıknatıslanmış olabilir; telefon ve tablet kılıflarındaki mıknatıslardan uzak tutun. Ustanız birkaç dakikada demanyetize edebilir.',
        ),
      ],
      [
        P(
          'Mezat’ta satılan saatlerin açıklamasında son bakım tarihi ve günlük sapma değeri belirtilir; teklif vermeden önce bu bilgilere mutlaka göz atın.',
        ),
      ],
    ],
  },
  {
    cat: 0,
    title: 'Plaklarınızı Doğru Saklamanın 6 Yolu',
    image: 'plak-saklama',
    daysAgo: 21,
    summary: 'Dik saklama, iç kılıf seçimi ve temizlik: plak koleksiyonunuzu yıllarca korumak için.',
    sections: [
      [
        P(
          'Plaklar her zaman <strong>dik</strong> saklanmalıdır; üst üste yığılan plaklar zamanla eğilir. Raflarınızı doğrudan güneş ışığı ve kalorifer peteklerinden uzak tutun.',
        ),
      ],
      [
        P(
          'Orijinal kağıt iç kılıfları koruyun ama plağı antistatik bir iç kılıfa alın. Kapakları dış koruyucu naylon kılıfla tozdan ve aşınmadan koruyabilirsiniz.',
        ),
        auctionImagePath('record', 'orange', 'back'),
      ],
      [
        P(
          'Çalmadan önce karbon fırçayla tozunu alın; iğnenizi de düzenli temizleyin. Yıpranmış bir iğne, en iyi korunmuş plağa bile zarar verir.',
        ),
      ],
    ],
  },
  {
    cat: 0,
    title: 'Kütahya Çinisinin Kısa Tarihi',
    image: 'kutahya-cini',
    daysAgo: 30,
    summary: 'İznik’ten Kütahya’ya uzanan çini geleneği ve koleksiyoncuların aradığı özellikler.',
    sections: [
      [
        P(
          'Kütahya, 16. yüzyıldan bu yana İznik ile birlikte Anadolu’nun en önemli çini merkezlerinden biridir. 18. yüzyılda İznik atölyelerinin sönmesiyle Kütahya ön plana çıkmıştır.',
        ),
      ],
      [
        P(
          'Kütahya çinisini tanımanın yolları: sarı, yeşil, firuze ve kobalt mavisini bir arada kullanan canlı palet, serbest fırça işçiliği ve dipte usta imzası.',
        ),
        auctionImagePath('vase', 'blue', 'detail'),
      ],
      [
        P(
          'Bugün Kütahya’daki atölyeler geleneği yaşatmaya devam ediyor. Mezat’ta hem eski dönem eserleri hem de ustaların yeni çalışmalarını bulabilirsiniz.',
        ),
      ],
    ],
  },
  {
    cat: 1,
    title: 'İlk Mezatınıza Katılmadan Önce Bilmeniz Gerekenler',
    image: 'ilk-mezat',
    daysAgo: 2,
    summary: 'Açılış fiyatı, pey, Hemen Al ve kazanınca ne olur? Yeni üyeler için adım adım rehber.',
    sections: [
      [
        P(
          'Bir mezata katılmak için üye olmanız, e-posta ve telefon numaranızı doğrulamanız yeterli. Mezat sayfasında açılış fiyatını, güncel fiyatı, teklif sayısını ve kalan süreyi görürsünüz.',
        ),
      ],
      [
        P(
          '<strong>Pey</strong>, güncel fiyatın üzerine eklediğiniz tutardır. Hızlı pey butonlarıyla veya özel tutar yazarak pey verebilirsiniz; onay penceresi oluşacak teklifi gösterir.',
        ),
      ],
      [
        P(
          'Mezat bittiğinde en yüksek teklif sizdeyse ürün otomatik olarak sepetinize eklenir. Sepetinizde mesafeli satış sözleşmesini onaylayıp ödemeyi tamamlamanız yeterli.',
        ),
      ],
    ],
  },
  {
    cat: 1,
    title: 'Son Dakika Teklifleri: Strateji mi, Risk mi?',
    image: 'mucevher-ekspertiz',
    daysAgo: 11,
    summary: 'Son saniyede pey vermenin artıları ve eksileri; bütçe belirlemenin önemi.',
    sections: [
      [
        P(
          'Birçok deneyimli koleksiyoncu, fiyatı erken yükseltmemek için son dakikayı bekler. Ancak bağlantınızdaki birkaç saniyelik gecikme teklifinizin geç kalmasına neden olabilir.',
        ),
      ],
      [
        P(
          'Kendinize bir <strong>üst limit</strong> belirleyin ve mezatın heyecanına kapılıp bu limiti aşmayın. Takip listenize eklediğiniz mezatlar bitmeden önce size bildirim gönderilir.',
        ),
      ],
    ],
  },
  {
    cat: 1,
    title: 'İyi Bir İlan Fotoğrafı Nasıl Çekilir?',
    image: 'film-kamera',
    daysAgo: 18,
    summary: 'Satıcılar için: gün ışığı, sade fon ve dört temel açı ile daha çok teklif alın.',
    sections: [
      [P('Ürününüzü pencere önünde, gün ışığında ve sade bir fon üzerinde fotoğraflayın. Flaş, metal ve cam yüzeylerde yansıma yapar.')],
      [
        P(
          'En az dört fotoğraf yükleyin: <strong>önden</strong>, <strong>yandan</strong>, <strong>yakın çekim</strong> (damga, imza, kusur) ve <strong>arkadan</strong> veya ölçü gösteren bir kare.',
        ),
        auctionImagePath('camera', 'chrome', 'angle'),
      ],
      [P('Kusurları saklamayın; açıkça gösterilen küçük bir kusur, alıcının güvenini artırır ve iade riskini azaltır.')],
    ],
  },
  {
    cat: 2,
    title: 'Canlı Antika Mezatları Her Pazar Akşamı',
    image: 'hali-kilim',
    daysAgo: 6,
    summary: 'Editörlerimizin sunduğu canlı yayınlarda ürünleri yakından görün, sohbete katılın, anında pey verin.',
    sections: [
      [
        P(
          'Her pazar saat <strong>21:00</strong>’de başlayan canlı yayınlarımızda editörlerimiz seçilmiş antika ve koleksiyon ürünlerini kamerada yakından gösteriyor.',
        ),
      ],
      [
        P(
          'Yayın sırasında sohbet penceresinden sorularınızı iletebilir, yayındaki ürünlere aynı sayfadan pey verebilirsiniz. Yayın başladığında ana sayfada canlı yayın alanı otomatik olarak açılır.',
        ),
      ],
    ],
  },
  {
    cat: 2,
    title: 'Oyuncak Koleksiyonculuğunda Yükselen Trend: Teneke Oyuncaklar',
    image: 'oyuncak-koleksiyonu',
    daysAgo: 25,
    summary: '1950–70 arası teneke oyuncaklara ilgi artıyor. Kutulu ve çalışır durumdaki parçalar öne çıkıyor.',
    sections: [
      [
        P(
          'Son bir yılda Mezat’ta teneke oyuncak kategorisindeki teklif sayısı iki katına çıktı. Özellikle kurmalı arabalar ve pilli robotlar yoğun ilgi görüyor.',
        ),
      ],
      [
        P('Değeri belirleyen başlıca etkenler: orijinal kutu, mekanizmanın çalışması ve litografi baskının korunmuşluğu.'),
        auctionImagePath('robot', 'red', 'front'),
      ],
      [P('Koleksiyonunuzu nemden uzak tutun; teneke oyuncaklarda pas, değer kaybının en önemli nedenidir.')],
    ],
  },
]

export function blogRows(now: number) {
  const DAY = 86_400_000
  const categories = BLOG_CATEGORIES.map((title, i) => ({ id: i + 1, title, slug: slugify(title), sort_order: i + 1 }))
  const pages: Array<Record<string, unknown>> = []
  const sections: Array<Record<string, unknown>> = []
  BLOG_PAGES.forEach((p, i) => {
    const at = now - p.daysAgo * DAY - (i % 5) * 3_600_000
    pages.push({
      id: i + 1,
      blog_category_id: p.cat + 1,
      page_title: p.title,
      page_slug: slugify(p.title),
      page_image: blogImagePath(p.image),
      page_description: p.summary,
      published_at: at,
      created_at: at - DAY,
    })
    p.sections.forEach(([html, img], j) =>
      sections.push({ blog_page_id: i + 1, position: j, section_image: img ?? null, section_content: html }),
    )
  })
  return { blog_categories: categories, blog_pages: pages, blog_page_sections: sections }
}
