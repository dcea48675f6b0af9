// Titles and descriptions of the per-page HTML (link previews, search results, the tab before the
// app runs): "First visit on a Turkish phone". The page's own name comes first, the site last.
// Only the worker reads these, so they stay out of `tr` (which every first visit downloads).
export const pages = {
  siteTitle: 'Mezat · Canlı Mezat ve Açık Artırma',
  siteDescription: 'Mezat: güvenli ödeme, onaylı satıcılar ve canlı açık artırmalarla antika, koleksiyon ve sanat eserlerine pey verin, hemen alın.',
  title: (name: string) => `${name} · Mezat`,
  auctionDescription: (name: string, price: string, category: string) =>
    `${name}: güncel fiyat ${price}.${category ? ` ${category} kategorisinde` : ''} Mezat'ta canlı açık artırmaya katılın, pey verin.`,
  auctionImageAlt: (name: string) => `${name} fotoğrafı`,
  // A closed lot no longer invites bids: it says how it ended and points to the category's open lots.
  auctionSoldDescription: (name: string, price: string, category: string) =>
    `${name} ${price} fiyatla satıldı; bu açık artırma sona erdi.${category ? ` ${category} kategorisindeki benzer ürünlere Mezat'ta göz atın.` : ` Benzer ürünlere Mezat'ta göz atın.`}`,
  auctionEndedDescription: (name: string, category: string) =>
    `${name} için açık artırma sona erdi; ürün satılmadı.${category ? ` ${category} kategorisindeki benzer ürünlere Mezat'ta göz atın.` : ` Benzer ürünlere Mezat'ta göz atın.`}`,
  siteImageAlt: 'Mezat logosu: canlı mezat ve açık artırma',
  homeCrumb: 'Ana Sayfa',
  categoryDescription: (name: string) => `${name} kategorisindeki açık artırmalar: antika ve koleksiyon ürünlerine Mezat'ta pey verin.`,
  searchTitle: (q: string) => (q ? `“${q}” için arama sonuçları` : 'Arama'),
  searchDescription: (q: string) => (q ? `Mezat'ta “${q}” için açık artırmalar ve ürünler.` : "Mezat'ta açık artırmaları ve ürünleri arayın."),
  dailyTitle: 'Günün Mezatları',
  dailyDescription: 'Bugün sona eren açık artırmalar: son dakikada pey verin.',
  upcomingTitle: 'Gelecek Mezatlar',
  liveShowsTitle: 'Yaklaşan Canlı Mezatlar',
  liveShowsDescription: 'Satıcıların planladığı canlı mezat yayınları, gün gün: hatırlatma isteyin, başlamadan önce haber verelim.',
  upcomingDescription: 'Yakında başlayacak açık artırmalar: takip listenize ekleyin, başladığında haber alın.',
  dealsTitle: 'Fırsatlar',
  dealsDescription: 'Hemen al fiyatlı fırsat ürünleri ve düşük açılış fiyatlı açık artırmalar.',
  categoriesTitle: 'Kategoriler',
  categoriesDescription: "Mezat'taki tüm kategoriler: antika, koleksiyon, sanat ve daha fazlası.",
  brandsTitle: 'Markalar',
  brandsDescription: "Mezat'ta açık artırmaya çıkan markalar.",
  brandDescription: (name: string) => `${name} markalı ürünlerin açık artırmaları.`,
  sellerDescription: (name: string) => `${name} satıcısının profili, değerlendirmeleri ve açık mezatları.`,
  blogTitle: 'Blog',
  blogDescription: "Mezat blog: antika, koleksiyon ve açık artırma üzerine yazılar.",
  supportTitle: 'Destek Merkezi',
  supportDescription: (topic: string) => `${topic}: Mezat destek merkezinde sık sorulan sorular ve yardım yazıları.`,
  contactTitle: 'İletişim',
  aboutTitle: 'Hakkımızda',
  verifyTitle: 'Pey makbuzu doğrula',
  verifyDescription: 'Mezat odasının imzaladığı bir pey makbuzunu ya da bir mezatın bütün pey zincirini yayımlanan açık anahtarlarla doğrulayın.',
  loading: 'Sayfa yükleniyor…',
  photoLoading: 'Fotoğraf yükleniyor',
  priceLoading: 'Fiyat yükleniyor',
} as const
