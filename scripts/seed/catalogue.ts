// The demo catalogue: three-level category tree, property groups with their choices, brands.
import { slugify, trFold } from '../../common/text.ts'
import type { Row } from './sql.ts'

/** Property groups: title and labels "Label: choice, choice, …" (label_1..15 of the spec). */
export const PROPERTY_GROUPS: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  [
    'Saat',
    [
      ['Kasa Malzemesi', 'Çelik, Altın Kaplama, 14 Ayar Altın, 18 Ayar Altın, Gümüş, Titanyum, Pirinç, Ahşap'],
      ['Kasa Çapı', '30 mm altı, 30-34 mm, 35-38 mm, 39-42 mm, 43 mm üstü'],
      ['Mekanizma', 'Otomatik, Kurmalı, Quartz, Solar, Kinetik'],
      ['Kordon', 'Çelik, Deri, Kauçuk, Kumaş, Köstek, Yok'],
      ['Cam', 'Safir, Mineral, Akrilik'],
      ['Durum', 'Yeni, Yeni Gibi, Az Kullanılmış, Kullanılmış, Restorasyon Gerekli'],
      ['Kutu ve Belge', 'Kutulu ve Belgeli, Sadece Kutu, Sadece Belge, Yok'],
    ],
  ],
  [
    'Antika',
    [
      ['Dönem', 'Osmanlı (1800 öncesi), Geç Osmanlı (1800-1922), Erken Cumhuriyet (1923-1950), 1950-1970, 1970 sonrası'],
      ['Malzeme', 'Bakır, Pirinç, Gümüş, Bronz, Ahşap, Seramik, Çini, Cam, Porselen, Mermer'],
      ['Menşei', 'Türkiye, Avrupa, Rusya, İran, Uzak Doğu, Bilinmiyor'],
      ['Ölçü', 'Küçük (20 cm altı), Orta (20-50 cm), Büyük (50 cm üstü)'],
      ['Durum', 'Çok İyi, İyi, Orta, Restorasyonlu, Restorasyon Gerekli'],
      ['İmza / Damga', 'Var, Yok'],
    ],
  ],
  [
    'Nümismatik',
    [
      ['Dönem', 'Osmanlı, Cumhuriyet, Yabancı'],
      ['Malzeme', 'Altın, Gümüş, Bronz, Nikel, Kağıt'],
      ['Kondisyon', 'Çil (ÇİL), Çok Çok Temiz (ÇÇT), Çok Temiz (ÇT), Temiz (T), Orta (O)'],
      ['Sertifika', 'NGC, PCGS, Ekspertiz Raporlu, Yok'],
      ['Nadirlik', 'Yaygın, Az Bulunur, Nadir, Çok Nadir'],
    ],
  ],
  [
    'Filateli ve Efemera',
    [
      ['Dönem', 'Osmanlı, Cumhuriyet, Yabancı'],
      ['Tür', 'Tek Pul, Blok, Seri, İlk Gün Zarfı, Kartpostal, Belge, Madalya, Obje'],
      ['Damga', 'Damgasız (**), Damgasız Şarnel (*), Damgalı, Yok'],
      ['Durum', 'Mükemmel, Çok İyi, İyi, Kusurlu'],
    ],
  ],
  [
    'Mücevher',
    [
      ['Malzeme', '14 Ayar Altın, 18 Ayar Altın, 22 Ayar Altın, 925 Ayar Gümüş, Platin, Beyaz Altın'],
      ['Taş', 'Pırlanta, Yakut, Zümrüt, Safir, İnci, Firuze, Taşsız'],
      ['Ağırlık', '5 gr altı, 5-10 gr, 10-20 gr, 20 gr üstü'],
      ['Dönem', 'Osmanlı, Vintage (1950-1980), Modern'],
      ['Sertifika', 'Var, Yok'],
      ['Durum', 'Yeni, Çok İyi, İyi'],
    ],
  ],
  [
    'Sanat',
    [
      [
        'Teknik',
        'Yağlı Boya, Akrilik, Suluboya, Karakalem, Gravür, Litografi, Karışık Teknik, Bronz Döküm, Mermer, Mürekkep ve Altın Varak, Ebru',
      ],
      ['Boyut', '30x40 cm, 50x70 cm, 70x100 cm, 100x150 cm, Diğer'],
      ['İmza', 'İmzalı, İmzasız, Monogramlı'],
      ['Çerçeve', 'Çerçeveli, Çerçevesiz'],
      ['Dönem', '1900 öncesi, 1900-1950, 1950-1980, 1980 sonrası'],
      ['Belge', 'Sertifikalı, Galeri Faturalı, Yok'],
    ],
  ],
  [
    'Elektronik',
    [
      ['Durum', 'Sıfır, Yeni Gibi, Az Kullanılmış, Kullanılmış, Arızalı / Parça'],
      ['Çalışma Durumu', 'Sorunsuz Çalışıyor, Bakım Gerektirir, Test Edilmedi'],
      ['Renk', 'Siyah, Beyaz, Gri, Gümüş, Mavi, Kırmızı, Krem, Ahşap'],
      ['Kutu', 'Kutulu, Kutusuz'],
      ['Garanti', 'Garantili, Garantisi Yok'],
      ['Dönem', '1960 öncesi, 1960-1980, 1980-2000, 2000 sonrası'],
    ],
  ],
  [
    'Fotoğraf',
    [
      ['Tür', 'Telemetreli, SLR, Orta Format, Kompakt, Aynasız, DSLR'],
      ['Bağlantı', 'Leica M, Leica M39, Nikon F, Canon FD, M42, Pentax K, Diğer'],
      ['Film Formatı', '35 mm, 120, Dijital'],
      ['Kozmetik', 'A+ Kusursuz, A Çok İyi, B İyi, C Orta'],
      ['Çalışma Durumu', 'Sorunsuz Çalışıyor, Bakım Gerektirir, Test Edilmedi'],
      ['Kutu', 'Kutulu, Kutusuz'],
    ],
  ],
  [
    'Ev ve Yaşam',
    [
      ['Malzeme', 'Porselen, Cam, Kristal, Bakır, Ahşap, Seramik, Metal'],
      ['Adet', 'Tek, 2 Kişilik, 6 Kişilik, 12 Kişilik, Takım'],
      ['Renk', 'Beyaz, Mavi, Kırmızı, Yeşil, Pembe, Altın Yaldızlı, Çok Renkli'],
      ['Durum', 'Sıfır, Çok İyi, İyi, Kullanılmış'],
      ['Menşei', 'Türkiye, Avrupa, Uzak Doğu'],
    ],
  ],
  [
    'Halı ve Kilim',
    [
      ['Malzeme', 'İpek, Yün, Yün Üzeri Yün, İpek Üzeri İpek, Pamuk'],
      ['Ebat', '60x90 cm, 80x150 cm, 120x180 cm, 160x230 cm, 200x300 cm'],
      ['Yöre', 'Hereke, Uşak, Kayseri, Milas, Konya, Kars, Sivas'],
      ['Düğüm Sıklığı', 'Seyrek, Orta, Sık, Çok Sık'],
      ['Durum', 'Yeni, Çok İyi, İyi, Yıpranmış'],
    ],
  ],
  [
    'Mobilya',
    [
      ['Malzeme', 'Ceviz, Maun, Meşe, Kayın, Boyalı Ahşap, Metal'],
      ['Dönem', 'Osmanlı, Art Nouveau, Art Deco, 1950’ler, Modern'],
      ['Ölçüler', 'Küçük, Orta, Büyük'],
      ['Durum', 'Orijinal, Restorasyonlu, Restorasyon Gerekli'],
    ],
  ],
  [
    'Moda',
    [
      ['Malzeme', 'Hakiki Deri, Süet, Kumaş, İpek, Metal, Asetat'],
      ['Renk', 'Siyah, Kahverengi, Taba, Bordo, Lacivert, Yeşil, Pembe, Altın'],
      ['Beden', 'Standart, XS, S, M, L, XL'],
      ['Durum', 'Etiketli Sıfır, Yeni Gibi, Az Kullanılmış, Kullanılmış'],
      ['Orijinallik', 'Faturalı, Sertifikalı, Belgesiz'],
    ],
  ],
  [
    'Kitap',
    [
      ['Baskı', 'İlk Baskı, İkinci Baskı, Sonraki Baskı'],
      ['Dil', 'Türkçe, Osmanlıca, İngilizce, Fransızca'],
      ['Cilt', 'Ciltli, Karton Kapak, Deri Cilt'],
      ['Dönem', '1928 öncesi, 1928-1950, 1950-1980, 1980 sonrası'],
      ['Durum', 'Çok İyi, İyi, Orta, Yıpranmış'],
      ['İmza', 'İmzalı, İmzasız'],
    ],
  ],
  [
    'Plak',
    [
      ['Format', 'LP 33⅓, 45’lik, 78’lik, Kaset, CD'],
      ['Baskı', 'Orijinal İlk Baskı, Yeniden Baskı'],
      ['Plak Durumu', 'M, NM, VG+, VG, G'],
      ['Kapak Durumu', 'M, NM, VG+, VG, G'],
      ['Tür', 'Anadolu Rock, Türk Sanat Müziği, Türk Halk Müziği, Arabesk, Pop, Caz, Klasik'],
      ['Menşei', 'Türkiye, Avrupa, ABD'],
    ],
  ],
  [
    'Oyuncak',
    [
      ['Malzeme', 'Teneke, Plastik, Metal Döküm, Ahşap, Peluş, Porselen, Mermer'],
      ['Dönem', '1950 öncesi, 1950-1970, 1970-1990, 1990 sonrası'],
      ['Ölçek', '1:18, 1:24, 1:43, 1:64, H0, Ölçeksiz'],
      ['Kutu', 'Orijinal Kutulu, Kutusuz'],
      ['Çalışma', 'Kurmalı Çalışıyor, Pilli Çalışıyor, Mekanizmasız, Çalışmıyor'],
      ['Durum', 'Mint, Çok İyi, İyi, Oynanmış'],
    ],
  ],
]

interface CatOpts {
  group?: string
  freight?: boolean
  brand?: boolean
}
type Node = readonly [string, CatOpts, ReadonlyArray<Node>] | readonly [string, CatOpts]

/** title, options (property group, freight, show_brand; children inherit), children. */
export const TREE: ReadonlyArray<Node> = [
  [
    'Antika',
    { group: 'Antika', brand: false },
    [
      [
        'Bakır ve Metal Eserler',
        {},
        [
          ['Sahan ve Sefer Tası', {}],
          ['İbrik ve Güğüm', {}],
          ['Şamdan ve Buhurdan', {}],
        ],
      ],
      [
        'Çini ve Seramik',
        {},
        [
          ['Kütahya Çinisi', {}],
          ['İznik Desenli', {}],
          ['Çanakkale Seramiği', {}],
        ],
      ],
      [
        'Antika Mobilya',
        { group: 'Mobilya', freight: true },
        [
          ['Konsol ve Şifonyer', {}],
          ['Sandık ve Çekmece', {}],
          ['Sandalye ve Koltuk', {}],
        ],
      ],
      [
        'Aydınlatma',
        {},
        [
          ['Gaz Lambası', {}],
          ['Avize', {}],
          ['Abajur', {}],
        ],
      ],
      [
        'Osmanlı Objeleri',
        {},
        [
          ['Yazı Takımları', {}],
          ['Hamam Takımları', {}],
          ['Tespih ve Ağızlık', {}],
        ],
      ],
    ],
  ],
  [
    'Koleksiyon',
    { group: 'Filateli ve Efemera', brand: false },
    [
      [
        'Nümismatik',
        { group: 'Nümismatik' },
        [
          ['Osmanlı Paraları', {}],
          ['Cumhuriyet Paraları', {}],
          ['Kağıt Paralar', {}],
          ['Yabancı Paralar', {}],
        ],
      ],
      [
        'Filateli',
        {},
        [
          ['Osmanlı Pulları', {}],
          ['Cumhuriyet Pulları', {}],
          ['İlk Gün Zarfları', {}],
        ],
      ],
      [
        'Kartpostal ve Efemera',
        { brand: true },
        [
          ['Kartpostallar', {}],
          ['Eski Belgeler', {}],
          ['Teneke Kutu ve Reklam', {}],
        ],
      ],
      [
        'Madalya ve Nişan',
        {},
        [
          ['Nişanlar', {}],
          ['Hatıra Madalyaları', {}],
        ],
      ],
      [
        'Çakmak ve Kalem',
        { brand: true },
        [
          ['Çakmaklar', {}],
          ['Dolma Kalemler', {}],
        ],
      ],
    ],
  ],
  [
    'Saat',
    { group: 'Saat', brand: true },
    [
      [
        'Kol Saati',
        {},
        [
          ['Otomatik', {}],
          ['Kurmalı', {}],
          ['Quartz', {}],
        ],
      ],
      [
        'Cep Saati',
        {},
        [
          ['Gümüş Cep Saatleri', {}],
          ['Altın Cep Saatleri', {}],
          ['Osmanlı Pazarı Saatler', {}],
        ],
      ],
      [
        'Duvar ve Masa Saati',
        {},
        [
          ['Masa ve Şömine Saatleri', {}],
          ['Duvar Saatleri', {}],
          ['Çalar Saatler', {}],
        ],
      ],
      [
        'Saat Aksesuarları',
        {},
        [
          ['Kordon ve Kayış', {}],
          ['Saat Kutuları', {}],
        ],
      ],
    ],
  ],
  [
    'Mücevher',
    { group: 'Mücevher', brand: false },
    [
      [
        'Yüzük',
        {},
        [
          ['Pırlanta Yüzük', {}],
          ['Renkli Taşlı Yüzük', {}],
          ['Vintage Yüzük', {}],
        ],
      ],
      [
        'Kolye',
        {},
        [
          ['Altın Kolye', {}],
          ['İnci Kolye', {}],
          ['Gümüş Kolye', {}],
        ],
      ],
      [
        'Bilezik ve Bileklik',
        {},
        [
          ['Burma Bilezik', {}],
          ['Gümüş Bileklik', {}],
        ],
      ],
      [
        'Küpe',
        {},
        [
          ['Altın Küpe', {}],
          ['Gümüş Küpe', {}],
        ],
      ],
      [
        'Broş',
        {},
        [
          ['Vintage Broş', {}],
          ['Taşlı Broş', {}],
        ],
      ],
    ],
  ],
  [
    'Sanat',
    { group: 'Sanat', brand: false },
    [
      [
        'Tablo',
        {},
        [
          ['Yağlı Boya', {}],
          ['Suluboya', {}],
          ['Karakalem', {}],
          ['Akrilik', {}],
        ],
      ],
      [
        'Heykel',
        {},
        [
          ['Bronz Heykel', {}],
          ['Mermer Heykel', {}],
          ['Ahşap Heykel', {}],
        ],
      ],
      [
        'Geleneksel Sanatlar',
        {},
        [
          ['Hat Sanatı', {}],
          ['Ebru', {}],
          ['Minyatür', {}],
        ],
      ],
      [
        'Baskı ve Gravür',
        {},
        [
          ['Litografi', {}],
          ['Gravür', {}],
        ],
      ],
    ],
  ],
  [
    'Elektronik',
    { group: 'Elektronik', brand: true },
    [
      [
        'Fotoğraf Makinesi',
        { group: 'Fotoğraf' },
        [
          ['Film Makineleri', {}],
          ['Dijital Makineler', {}],
          ['Objektifler', {}],
        ],
      ],
      [
        'Telefon',
        {},
        [
          ['Akıllı Telefonlar', {}],
          ['Klasik Cep Telefonları', {}],
          ['Ev Telefonları', {}],
        ],
      ],
      [
        'Ses Sistemleri',
        {},
        [
          ['Radyo', {}],
          ['Pikap', {}],
          ['Kulaklık ve Hoparlör', {}],
        ],
      ],
      [
        'Oyun Konsolu',
        {},
        [
          ['Retro Konsollar', {}],
          ['Güncel Konsollar', {}],
        ],
      ],
      [
        'Bilgisayar ve Tablet',
        {},
        [
          ['Dizüstü Bilgisayar', {}],
          ['Tablet', {}],
        ],
      ],
    ],
  ],
  [
    'Ev ve Yaşam',
    { group: 'Ev ve Yaşam', brand: true },
    [
      [
        'Porselen ve Yemek Takımları',
        {},
        [
          ['Yemek Takımları', {}],
          ['Çay ve Kahve Takımları', {}],
          ['Kristal ve Cam', {}],
        ],
      ],
      [
        'Halı ve Kilim',
        { group: 'Halı ve Kilim' },
        [
          ['El Dokuma Halı', {}],
          ['Kilim', {}],
          ['Seccade', {}],
        ],
      ],
      [
        'Dekorasyon',
        {},
        [
          ['Vazo ve Biblo', {}],
          ['Ayna ve Çerçeve', {}],
          ['Mumluk ve Şamdan', {}],
        ],
      ],
      [
        'Mobilya',
        { group: 'Mobilya', freight: true },
        [
          ['Sehpa', {}],
          ['Şifonyer ve Komodin', {}],
          ['Koltuk ve Berjer', {}],
        ],
      ],
      [
        'Mutfak Gereçleri',
        {},
        [
          ['Cezve ve Kahve', {}],
          ['Tencere ve Tava', {}],
        ],
      ],
    ],
  ],
  [
    'Moda',
    { group: 'Moda', brand: true },
    [
      [
        'Çanta',
        {},
        [
          ['Deri Çanta', {}],
          ['Abiye Çanta', {}],
          ['Cüzdan', {}],
        ],
      ],
      [
        'Aksesuar',
        {},
        [
          ['Güneş Gözlüğü', {}],
          ['Eşarp ve Şal', {}],
          ['Kemer', {}],
        ],
      ],
      [
        'Ayakkabı',
        {},
        [
          ['Kadın Ayakkabı', {}],
          ['Erkek Ayakkabı', {}],
        ],
      ],
      [
        'Vintage Giyim',
        {},
        [
          ['Ceket ve Mont', {}],
          ['Elbise', {}],
        ],
      ],
    ],
  ],
  [
    'Kitap ve Plak',
    { group: 'Kitap', brand: false },
    [
      [
        'Kitap',
        {},
        [
          ['İlk Baskılar', {}],
          ['Osmanlıca Eserler', {}],
          ['İmzalı Kitaplar', {}],
          ['Çocuk Kitapları', {}],
        ],
      ],
      [
        'Plak',
        { group: 'Plak', brand: true },
        [
          ['Anadolu Rock', {}],
          ['Türk Sanat Müziği', {}],
          ['Yabancı Plaklar', {}],
          ['45’likler', {}],
        ],
      ],
      [
        'Dergi ve Gazete',
        {},
        [
          ['Eski Dergiler', {}],
          ['Gazeteler', {}],
        ],
      ],
      [
        'Kaset ve CD',
        { group: 'Plak' },
        [
          ['Kasetler', {}],
          ['CD’ler', {}],
        ],
      ],
    ],
  ],
  [
    'Oyuncak',
    { group: 'Oyuncak', brand: true },
    [
      [
        'Teneke Oyuncaklar',
        {},
        [
          ['Teneke Arabalar', {}],
          ['Robotlar', {}],
        ],
      ],
      [
        'Model Araçlar',
        {},
        [
          ['Diecast Arabalar', {}],
          ['Model Trenler', {}],
        ],
      ],
      [
        'Bebek ve Peluş',
        {},
        [
          ['Porselen Bebekler', {}],
          ['Peluş Ayılar', {}],
        ],
      ],
      [
        'Kutu Oyunları',
        {},
        [
          ['Satranç Takımları', {}],
          ['Tavla', {}],
          ['Aile Oyunları', {}],
        ],
      ],
    ],
  ],
]

export const BRANDS: readonly string[] = [
  'Seiko',
  'Casio',
  'Omega',
  'Orient',
  'Rolex',
  'Citizen',
  'Tissot',
  'Swatch',
  'Longines',
  'Zenith',
  'Doxa',
  'Junghans',
  'Kienzle',
  'Serkisof',
  'Paşabahçe',
  'Kütahya Porselen',
  'Yıldız Porselen',
  'Güral Porselen',
  'Hereke',
  'İznik Vakfı',
  'Şişecam',
  'Özdilek',
  'Çilek',
  'Ülker',
  'Ürgüp Seramik',
  'Apple',
  'Samsung',
  'Sony',
  'Philips',
  'Grundig',
  'Telefunken',
  'Arçelik',
  'Vestel',
  'Beko',
  'Nokia',
  'Ericsson',
  'Nintendo',
  'Sega',
  'Atari',
  'Lenovo',
  'Nikon',
  'Canon',
  'Zenit',
  'Leica',
  'Olympus',
  'Pentax',
  'Yashica',
  'Polaroid',
  'Montblanc',
  'Parker',
  'Pelikan',
  'Zippo',
  'Ronson',
  'Dunhill',
  'Matchbox',
  'Corgi',
  'Märklin',
  'Schuco',
  'Hot Wheels',
  'Lego',
  'Steiff',
  'Derimod',
  'Vakko',
  'Beymen',
  'Ray-Ban',
  'Hermès',
  'Odeon',
  'Columbia',
  'Sahibinin Sesi',
  'Ezgi Plak',
  'İstanbul Plak',
]

export interface Category {
  id: number
  parent_id: number | null
  level: number
  slug: string
  title: string
  group: string | null
  shipping_type: number
  show_brand: number
  path: string
  children: Category[]
  parent: Category | null
}

export interface Catalogue {
  categories: Category[]
  byPath: Map<string, Category>
  groups: Array<{ id: number; title: string; labels: Array<{ position: number; title: string; values: string[] }> }>
  groupByTitle: Map<string, { id: number; labels: Array<{ position: number; title: string; values: string[] }> }>
  brands: Array<{ id: number; title: string; slug: string }>
  brandByTitle: Map<string, { id: number; title: string; slug: string }>
}

export function buildCatalogue(): Catalogue {
  const groups = PROPERTY_GROUPS.map(([title, labels], i) => ({
    id: i + 1,
    title,
    labels: labels.map(([t, values], j) => ({ position: j + 1, title: t, values: values.split(',').map((v) => v.trim()) })),
  }))
  const groupByTitle = new Map(groups.map((g) => [g.title, g]))

  const categories: Category[] = []
  const byPath = new Map<string, Category>()
  const slugs = new Set<string>()
  const walk = (nodes: ReadonlyArray<Node>, parent: Category | null, inherited: CatOpts) => {
    nodes.forEach((node) => {
      const [title, opts] = node
      const o = { ...inherited, ...opts }
      let slug = slugify(title)
      if (slugs.has(slug) && parent) slug = `${parent.slug}-${slug}`
      if (slugs.has(slug)) throw new Error(`duplicate category slug ${slug}`)
      slugs.add(slug)
      const path = parent ? `${parent.path}/${title}` : title
      const c: Category = {
        id: categories.length + 1,
        parent_id: parent?.id ?? null,
        level: parent ? parent.level + 1 : 1,
        slug,
        title,
        group: o.group ?? null,
        shipping_type: o.freight ? 2 : 1,
        show_brand: o.brand === false ? 0 : 1,
        path,
        children: [],
        parent,
      }
      categories.push(c)
      byPath.set(path, c)
      parent?.children.push(c)
      if (node.length === 3) walk(node[2], c, o)
    })
  }
  walk(TREE, null, {})

  const brands = [...BRANDS].map((title, i) => ({ id: i + 1, title, slug: slugify(title) }))
  if (new Set(brands.map((b) => b.slug)).size !== brands.length) throw new Error('duplicate brand slug')
  return { categories, byPath, groups, groupByTitle, brands, brandByTitle: new Map(brands.map((b) => [b.title, b])) }
}

export function catalogueRows(cat: Catalogue, t: (daysAgo: number) => number) {
  const sortOf = (c: Category) => (c.parent ? c.parent.children.indexOf(c) : cat.categories.filter((x) => x.level === 1).indexOf(c)) + 1
  return {
    property_groups: cat.groups.map((g) => ({ id: g.id, title: g.title, created_at: t(400) })) as Row[],
    property_group_labels: cat.groups.flatMap((g) =>
      g.labels.map((l) => ({ property_group_id: g.id, position: l.position, title: l.title, values: l.values.join(', ') })),
    ) as Row[],
    categories: cat.categories.map((c) => ({
      id: c.id,
      parent_id: c.parent_id,
      level: c.level,
      slug: c.slug,
      title: c.title,
      title_normalized: trFold(c.title),
      show_brand: c.show_brand,
      shipping_type: c.shipping_type,
      property_group_id: c.group ? cat.groupByTitle.get(c.group)!.id : null,
      sort_order: sortOf(c),
      is_active: true,
      created_at: t(400),
    })) as Row[],
    brands: cat.brands.map((b) => ({
      id: b.id,
      title: b.title,
      slug: b.slug,
      title_normalized: trFold(b.title),
      created_at: t(400),
    })) as Row[],
  }
}
