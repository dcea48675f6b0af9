// Site content and settings: banners, carousel, videos, footer, site info, contracts, cargo
// channels, commission rates; plus the demo accounts' addresses and support tickets.
import { trFold } from '../../common/text.ts'
import { COMPANY_INFO, CONTRACTS } from './contracts.ts'
import type { Geo } from './geo.ts'
import { BANNERS, CAROUSEL, VIDEO_POSTERS, bannerPath, carouselPath, videoPosterPath } from './images/posters.ts'
import type { Row } from './sql.ts'
import { DEFAULT_COUNTRY } from '../../common/constants.ts'

const DAY = 86_400_000
const HOUR = 3_600_000

export const CARGO_CHANNELS = [
  { code: 'yurtici', cargo_channel_title: 'Yurtiçi Kargo', price_kurus: 8990, is_active: true, sort_order: 1 },
  { code: 'mng', cargo_channel_title: 'MNG Kargo', price_kurus: 7990, is_active: true, sort_order: 2 },
]

const BANNER_LINKS: Record<string, string> = {
  'saat-haftasi': '/kategori/saat',
  koleksiyon: '/kategori/koleksiyon',
  'antika-bakir': '/kategori/antika',
  'satici-ol': '/satisyap',
  'canli-mezat': '/gunun_mezatlari',
}

export interface ContentInput {
  now: number
  categoryId: (slug: string) => number
  auctionBySlug: (slug: string) => { id: number; slug: string } | undefined
  featuredWatchSlug: string
  uid: Map<string, number>
  users: Row[]
  geo: Geo
}

export function contentRows(inp: ContentInput): Record<string, Row[]> {
  const { now, uid } = inp
  const t = (days: number) => now - days * DAY
  const out: Record<string, Row[]> = {}

  out.settings = [
    { key: 'commission_rate_buyer_bp', value: '500', updated_at: t(200) },
    { key: 'commission_rate_seller_bp', value: '800', updated_at: t(200) },
  ]
  out.cargo_channels = CARGO_CHANNELS

  // banners: placements 0, 1, 2 and 5 on the home page, and the first two again on their category pages
  out.banners = BANNERS.map((b, i) => ({
    banner_placement: b.placement,
    category_id: null,
    banner_bgcolor: b.c1,
    banner_link: BANNER_LINKS[b.key] ?? '/',
    banner_title: b.title.join(' '),
    banner_target: '_self',
    banner_image: bannerPath(b.key),
    banner_image_mobile: bannerPath(b.key, true),
    sort_order: i + 1,
    is_active: true,
    click_count: 0,
    created_at: t(20 - i),
  }))
  for (const [key, slug] of [
    ['saat-haftasi', 'saat'],
    ['koleksiyon', 'koleksiyon'],
  ] as const) {
    out.banners.push({
      ...out.banners.find((x) => x.banner_image === bannerPath(key))!,
      category_id: inp.categoryId(slug),
      banner_link: `/kategori/${slug}`,
      sort_order: 1,
      created_at: t(15),
    })
  }

  out.carousels = [{ id: 1, slug: 'anasayfa', title: 'Ana Sayfa' }]
  out.carousel_items = CAROUSEL.map((c, i) => ({
    carousel_id: 1,
    image_path: carouselPath(c.key),
    title: c.title.join(' '),
    link_url: c.link,
    link_target: '_self',
    sort_order: i + 1,
  }))

  // videos: a guide and one linked to an auction (placeholder streams: public Blender open movies on YouTube)
  const watch = inp.auctionBySlug(inp.featuredWatchSlug)
  out.videos = [{ id: 1, slug: 'anasayfa', title: 'Ana Sayfa Videoları' }]
  out.video_items = [
    {
      video_id: 1,
      video_url: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
      video_bgcolor: VIDEO_POSTERS[0]!.c1,
      video_image: videoPosterPath(VIDEO_POSTERS[0]!.key),
      video_image_mobile: videoPosterPath(VIDEO_POSTERS[0]!.key),
      video_image_link: '/destekmerkezi/pey-verme',
      video_title: 'Mezat nasıl çalışır? Pey vermeden önce izleyin',
      auction_id: null,
      sort_order: 1,
    },
    {
      video_id: 1,
      video_url: 'https://www.youtube.com/embed/eRsGyueVLvQ',
      video_bgcolor: VIDEO_POSTERS[1]!.c1,
      video_image: videoPosterPath(VIDEO_POSTERS[1]!.key),
      video_image_mobile: videoPosterPath(VIDEO_POSTERS[1]!.key),
      video_image_link: watch ? `/mezat/${watch.slug}` : null,
      video_title: 'Haftanın ürünü: 1930’lar Omega cep saati yakından',
      auction_id: watch?.id ?? null,
      sort_order: 2,
    },
  ]

  out.contracts = CONTRACTS.map((c, i) => ({
    id: i + 1,
    slug: c.slug,
    title: c.title,
    contract_content: c.html,
    sort_order: i + 1,
    updated_at: t(80),
  }))

  const groups: Array<[string, Array<[string, string]>]> = [
    [
      'Kurumsal',
      [
        ['Hakkımızda', '/hakkimizda'],
        ['İletişim', '/iletisim'],
        ['Blog', '/blog'],
        ['Markalar', '/markalar'],
      ],
    ],
    [
      'Yardım',
      [
        ['Destek Merkezi', '/destekmerkezi'],
        ['Nasıl Pey Verilir?', '/destekmerkezi/pey-verme'],
        ['Kargo ve Teslimat', '/destekmerkezi/kargo-ve-teslimat'],
        ['İade ve Cayma', '/destekmerkezi/iade'],
      ],
    ],
    [
      'Mezat',
      [
        ['Kategoriler', '/kategoriler'],
        ['Günün Mezatları', '/gunun_mezatlari'],
        ['Gelecek Mezatlar', '/gelecek_mezatlar'],
        ['Fırsatlar', '/firsatlar'],
        ['Satış Yap', '/satisyap'],
      ],
    ],
    // The KVKK request form sits with the texts it belongs to, where a person looking for their rights looks.
    ['Sözleşmeler', [...CONTRACTS.map((c) => [c.title, `/sozlesmeler/${c.slug}`] as [string, string]), ['KVKK Başvurusu', '/kvkk-basvurusu']]],
  ]
  out.footer_link_groups = groups.map(([h], i) => ({ id: i + 1, footer_header: h, sort_order: i + 1 }))
  out.footer_links = groups.flatMap(([, links], i) =>
    links.map(([title, url], j) => ({ group_id: i + 1, footer_link_title: title, footer_link_url: url, sort_order: j + 1 })),
  )

  out.site_info = [
    {
      id: 1,
      company_name: COMPANY_INFO.COMPANY,
      company_address: COMPANY_INFO.ADDRESS,
      company_email: COMPANY_INFO.EMAIL,
      customer_service_phone: '0850 555 12 34',
      whatsapp_url: 'https://wa.me/908505551234',
      facebook_url: 'https://www.facebook.com/mezat',
      twitter_url: 'https://x.com/mezat',
      instagram_url: 'https://www.instagram.com/mezat',
      youtube_url: 'https://www.youtube.com/@mezat',
      mersis_no: COMPANY_INFO.MERSIS.replace(/\s/g, ''),
      trade_registry_no: 'İstanbul Ticaret Sicil Müdürlüğü – 312845-5',
      about_content:
        '<p><strong>Mezat</strong>, Haziran 2021’de İstanbul’da kurulan, Türkiye’nin canlı mezat ve çevrim içi pazar yeridir. Antikadan saate, koleksiyon ürünlerinden elektroniğe kadar yüzlerce kategoride binlerce satıcıyı ve milyonlarca ürünü alıcılarla buluşturuyoruz.</p>' +
        '<p>Her ilan yayına alınmadan önce editörlerimiz tarafından incelenir; canlı yayınlarımızda ürünleri uzmanlarımızla birlikte yakından tanıtırız. Ödemeler 3D Secure ile güvence altındadır; satış bedeli, alıcı ürünü teslim alıp onayladıktan sonra satıcıya aktarılır.</p>' +
        '<p>Amacımız, koleksiyoncuların ve meraklıların güvenle alışveriş yapabildiği, şeffaf ve adil bir mezat deneyimi sunmaktır. 7 gün 24 saat ulaşabileceğiniz müşteri hizmetlerimiz her zaman yanınızda.</p>',
      updated_at: t(60),
    },
  ]

  // the demo accounts' addresses (postal codes from the geo data)
  const postal = (plate: number, town: string, hood: string) => {
    const d = inp.geo.districts.find((x) => x.province_id === plate && x.name_normalized === trFold(town))
    if (!d) throw new Error(`no district ${town}`)
    const n =
      inp.geo.neighbourhoods.find((x) => x.district_id === d.id && x.name === hood) ??
      inp.geo.neighbourhoods.find((x) => x.district_id === d.id)!
    return { town: d.name as string, hood: n.name as string, code: n.postal_code as string }
  }
  const user = (name: string) => inp.users.find((u) => u.username === name)!
  const alici = user('alici')
  const satici = user('satici')
  const addr = (u: Row, title: string, line1: string, town: string, hood: string, isDefault: boolean, days: number) => {
    const p = postal(34, town, hood)
    return {
      user_id: u.id as number,
      person: `${u.first_name} ${u.last_name}`,
      title,
      line1,
      line2: null,
      city: 'İstanbul',
      town: p.town,
      neighbourhood: p.hood,
      postalcode: p.code,
      phone: u.phone_1 as string,
      country: DEFAULT_COUNTRY,
      is_default: isDefault,
      created_at: t(days),
      updated_at: t(days),
    }
  }
  out.delivery_addresses = [
    addr(alici, 'Ev', 'Moda Cad. No: 112 D: 5', 'Kadıköy', 'Caferağa Mah.', true, 150),
    addr(alici, 'İş', 'Büyükdere Cad. No: 201 Kat: 4', 'Şişli', 'Esentepe Mah.', false, 90),
    addr(satici, 'Dükkân', 'Çukurcuma Cad. No: 37', 'Beyoğlu', 'Firuzağa Mah.', true, 300),
  ]
  out.invoice_addresses = [
    {
      user_id: alici.id as number,
      type: 'gercek',
      full_name: 'Can Yılmaz',
      tax_number: alici.tckn as string,
      tax_office: 'Kadıköy',
      address: 'Caferağa Mah. Moda Cad. No: 112 D: 5',
      phone: `0${alici.phone_1}`,
      is_efatura: 2,
      city: 'İstanbul',
      district: 'Kadıköy',
      created_at: t(150),
      updated_at: t(150),
    },
  ]

  // support tickets of the demo buyer, answered by the editor
  const A = uid.get('alici')!
  const E = uid.get('editor')!
  out.support_tickets = [
    {
      id: 1,
      user_id: A,
      ticket_title: 'Pey Verme',
      ticket_body:
        'Merhaba, bir mezatta pey verirken “güncel fiyat değişti” uyarısı aldım ve teklifim kabul edilmedi. Sistemde bir sorun mu var?',
      ticket_status: 3,
      created_at: t(3),
      updated_at: t(3) + 2 * HOUR,
    },
    {
      id: 2,
      user_id: A,
      ticket_title: 'Ödeme',
      ticket_body: 'Kartımla ödeme yapmaya çalıştım ama 3D Secure doğrulama sayfası açılmadı. Kartımdan para çekildi mi?',
      ticket_status: 4,
      created_at: t(9),
      updated_at: t(8),
    },
    {
      id: 3,
      user_id: A,
      ticket_title: 'Kargo ve Teslimat',
      ticket_body: 'Sepetimdeki iki ürünün kargo ücretleri neden ayrı ayrı hesaplanıyor? Aynı satıcıdan alırsam tek kargo olabilir mi?',
      ticket_status: 0,
      created_at: now - 5 * HOUR,
      updated_at: now - 5 * HOUR,
    },
  ]
  out.support_ticket_replies = [
    {
      ticket_id: 1,
      user_id: E,
      ticket_reply_body:
        'Merhaba Can Bey, siz onay verirken başka bir üye sizden önce teklif vermiş. Bu durumda sistem güncel fiyatı gösterir ve teklifinizi yeni fiyat üzerinden tekrar vermenizi ister; peyleriniz geliş sırasına göre işlenir. İyi mezatlar dileriz.',
      created_at: t(3) + 2 * HOUR,
    },
    {
      ticket_id: 2,
      user_id: E,
      ticket_reply_body:
        'Merhaba, başarısız ödemelerde kartınızdan tutar çekilmez. Tarayıcınızın açılır pencere engelleyicisi 3D Secure sayfasını engellemiş olabilir; kapatıp tekrar dener misiniz?',
      created_at: t(9) + 3 * HOUR,
    },
    {
      ticket_id: 2,
      user_id: A,
      ticket_reply_body: 'Engelleyiciyi kapatınca sayfa açıldı ve ödeme tamamlandı, teşekkür ederim.',
      created_at: t(8) - 4 * HOUR,
    },
    {
      ticket_id: 2,
      user_id: E,
      ticket_reply_body: 'Rica ederiz, talebinizi çözüldü olarak kapatıyoruz. İyi alışverişler!',
      created_at: t(8),
    },
  ]
  out.ticket_notifications = [
    {
      user_id: A,
      kind: 'ticket_answered',
      notification_title: 'Destek talebiniz cevaplandı',
      notification_message: '“Pey Verme” konulu destek talebinize yanıt verildi.',
      notification_target_link: '/u/destektaleplerim',
      read_at: null,
      created_at: t(3) + 2 * HOUR,
      dedupe_key: null,
    },
  ]
  return out
}
