// Auctions with their pictures, properties, bids, questions and answers, plus what follows from
// them: carts of the winners, seller ratings, watch lists, notifications and the live session.
// All times are relative to `now`, so a reload always shows upcoming, running, ending-soon and
// closed auctions.
import { PAY_DEADLINE_DAYS_DEFAULT, payDeadlineMs } from '../../common/after-the-hammer.ts'
import { tr } from '../../common/messages.ts'
import { formatKurus } from '../../common/money.ts'
import { auctionSearchText } from '../../common/search.ts'
import { slugify } from '../../common/text.ts'
import type { Catalogue, Category } from './catalogue.ts'
import { KIND_BY_KEY, auctionImagePath } from './images/index.ts'
import { VIEWS } from './images/kind.ts'
import { ITEMS, type Item } from './items.ts'
import { SELLER_OF } from './people.ts'
import type { Rng } from './rng.ts'
import type { Row } from './sql.ts'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

export type State = 'upcoming' | 'running' | 'ending' | 'closed' | 'waiting' | 'rejected'

export interface Built {
  id: number
  item: Item
  state: State
  slug: string
  name: string
  seller: number
  c1: Category
  c2: Category
  c3: Category
  start: number
  end: number
  open: number
  buynow: number
  price: number
  shippingType: number
  shippingBy: number
  bids: Array<{ user: number; seq: number; amount: number; total: number; at: number }>
  winner: number | null
}

export interface AuctionInput {
  r: Rng
  now: number
  cat: Catalogue
  /** user id by username */
  uid: Map<string, number>
  /** user title by id */
  utitle: Map<number, string>
  editorId: number
  /** The cheapest active cargo channel: what the worker puts on a winner's cart item. */
  cargoPrice: number
  cargoCode: string
}

const round = (t: number) => Math.floor(t / MIN) * MIN

// ---------- descriptions ----------

const CATEGORY_TEXT: Record<string, string[]> = {
  Saat: [
    'Saat, satışa çıkmadan önce ustamız tarafından açılarak temizlendi; günlük sapması ölçülerek ilan tarihine kadar takip edildi.',
    'Kasa üzerindeki kullanım izleri fotoğraflarda açıkça görülmektedir. Kadran ve akrep-yelkovan orijinaldir, sonradan boya veya parça değişimi yoktur.',
  ],
  Antika: [
    'Eser, dükkânımızda uzman gözetiminde incelenmiş; dönemine uygun işçilik ve malzeme özellikleri taşıdığı tespit edilmiştir.',
    'Yüzeydeki patina ve zamanın bıraktığı doğal izler korunmuş; eserin özgünlüğünü bozacak bir cila veya onarım uygulanmamıştır.',
  ],
  Koleksiyon: [
    'Ürün asitsiz koruma kılıfında, doğrudan güneş ışığından ve nemden uzak saklanmıştır.',
    'Fotoğraflar satışa sunulan ürünün kendisine aittir; kondisyon değerlendirmesi koleksiyoncuların kabul ettiği ölçütlere göre yapılmıştır.',
  ],
  Mücevher: [
    'Ürün kuyumcu ekspertizinden geçmiş; ayar damgası ve taş ölçüleri kontrol edilmiştir.',
    'Özel kutusu ile, sigortalı gönderiyle teslim edilir.',
  ],
  Sanat: [
    'Eser koleksiyonumuzda özenle saklanmıştır; yüzeyde çatlak, yırtık veya sonradan yapılmış rötuş bulunmamaktadır.',
    'Gönderim öncesinde köşe koruyucular ve çift katlı karton ile ambalajlanır.',
  ],
  Elektronik: [
    'Cihaz satış öncesinde tüm fonksiyonlarıyla test edilmiştir; isterseniz test videosu paylaşabiliriz.',
    'Fotoğraflarda görünen aksesuarlar satışa dahildir; görünmeyenler dahil değildir.',
  ],
  'Ev ve Yaşam': [
    'Parçalarda kırık, çatlak veya yaldız kaybı bulunmamaktadır; her parça tek tek kontrol edilmiştir.',
    'Ürün, sigara içilmeyen bir evde vitrinde saklanmıştır.',
  ],
  Moda: [
    'Ürün sigara içilmeyen bir evde, toz torbasında saklanmıştır.',
    'Renkler gün ışığında çekilen fotoğraflarda gerçeğe en yakın haliyle görülmektedir.',
  ],
  'Kitap ve Plak': [
    'Ürün kuru ve serin ortamda, dik olarak saklanmıştır; nem ve küf izi yoktur.',
    'Gönderim, sert karton arasında ve darbe emici ambalajla yapılır.',
  ],
  Oyuncak: [
    'Oyuncak bir koleksiyoncudan alınmıştır; mekanizması ve boyası orijinaldir.',
    'Çocuklar için değil, koleksiyon amaçlı satışa sunulmuştur.',
  ],
}

const CLOSING = [
  'Sorularınız için “Satıcıya Sor” butonunu kullanabilirsiniz. İyi mezatlar!',
  'Teklif vermeden önce tüm fotoğrafları incelemenizi rica ederiz. İyi mezatlar dileriz.',
  'Ürünle ilgili merak ettiklerinizi sormaktan çekinmeyin; en geç birkaç saat içinde cevaplıyoruz.',
]

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const DEMO_GRADES = ['like_new', 'very_good', 'good', 'very_good', 'fair'] as const
const DEMO_NOTES = [
  'Yüzeyde yalnızca yakından görülen ince kıl çizikler var; 3. fotoğrafta işaretli.',
  'Orijinal kutusu yok; kenarlarda hafif aşınma.',
  null,
  'Bir önceki sahibi tarafından temizlenmiş; patina kısmen gitmiş.',
  'Kenarda küçük bir darbe izi ve onarım izi var; fotoğraflarda gösterildi.',
]
/** What the demo's condition photos show: a close look at the wear the notes speak of, and the back or underside. */
const DEMO_CONDITION_CAPTIONS = [
  ['detail', 'Yakından: yüzeydeki kullanım izleri'],
  ['back', 'Arka yüz: etiket ve köşelerdeki aşınma'],
] as const

/**
 * The condition report's own photos on every other graded lot (docs/storefront.md "Condition report"): the demo has
 * no other pictures of a lot, so they are its close and back views, each with the caption a seller would write.
 */
function conditionPhotos(id: number, graded: boolean, kind: string, variant: string, created: number): Row[] {
  if (!graded || id % 2 === 0) return []
  return DEMO_CONDITION_CAPTIONS.map(([view, caption], position) => {
    const path = auctionImagePath(kind, variant, view)
    return { auction_id: id, position, image_path: path, thumbnail_path: path, width: 800, height: 800, caption, created_at: created }
  })
}

/**
 * The demo's collector facts: a condition report on two lots in three, an editor's estimate on every
 * other approved lot (a range below the buy-now price, rounded to 50 ₺), chosen by id so the rest of the
 * demo's random draws stay as they were.
 */
function lotFacts(id: number, buynowKurus: number, approved: boolean) {
  const grade = id % 3 === 0 ? null : DEMO_GRADES[id % DEMO_GRADES.length]!
  const round = (k: number) => Math.max(5_000, Math.round(k / 5_000) * 5_000)
  const estimated = approved && id % 2 === 0 && buynowKurus > 0
  return {
    condition_grade: grade,
    condition_notes: grade ? DEMO_NOTES[id % DEMO_NOTES.length] : null,
    estimate_low_kurus: estimated ? round(buynowKurus * 0.55) : null,
    estimate_high_kurus: estimated ? round(buynowKurus * 0.8) : null,
  }
}

function description(it: Item, props: Array<[string, string]>, shippingType: number, shippingBy: number, r: Rng, l1: string): string {
  const pool = CATEGORY_TEXT[l1] ?? CATEGORY_TEXT.Antika!
  const shipping =
    shippingType === 2
      ? 'Ürün büyük hacimli olduğu için <strong>nakliye</strong> ile gönderilir; nakliye ücreti alıcıya aittir ve teslimat günü alıcıyla birlikte planlanır. İstanbul içinde elden teslim de mümkündür.'
      : shippingBy === 0
        ? 'Kargo ücreti <strong>satıcıya aittir</strong>. Ürün, darbe emici malzemeyle paketlenip ödemenin ardından 1–2 iş günü içinde sigortalı olarak kargoya verilir.'
        : 'Ürün, darbe emici malzemeyle özenle paketlenip ödemenin ardından 2 iş günü içinde kargoya verilir. <strong>Kargo ücreti alıcıya aittir.</strong>'
  const bullets = [
    ...props.slice(0, 6).map(([l, v]) => `<li><strong>${esc(l)}:</strong> ${esc(v)}</li>`),
    ...(it.feats ?? []).map((f) => `<li>${esc(f)}</li>`),
  ]
  return (
    `<p>${esc(it.desc)}</p>` +
    `<p>${esc(pool[0]!)} ${esc(pool[1]!)}</p>` +
    `<p><strong>Öne çıkan özellikler</strong></p><ul>${bullets.join('')}</ul>` +
    `<p>${shipping}</p>` +
    `<p>${esc(r.pick(CLOSING))}</p>`
  )
}

// ---------- questions, answers, ratings ----------

const QA_COMMON: Array<[string, string]> = [
  [
    'Ödeme sonrası kaç günde kargoya veriyorsunuz?',
    'Merhaba, ödeme onaylandıktan sonra en geç 2 iş günü içinde kargoya veriyoruz; takip numarası otomatik olarak iletiliyor.',
  ],
  [
    'Paketleme nasıl yapılıyor? Kırılma riski var mı?',
    'Çift kat balonlu naylon ve sert kutu ile paketliyoruz, bugüne kadar hasarlı teslimat yaşamadık.',
  ],
  [
    'İstanbul’dayım, elden teslim mümkün mü?',
    'Elbette, ödeme site üzerinden yapıldıktan sonra Beyoğlu’ndaki dükkânımızdan teslim alabilirsiniz.',
  ],
  [
    'Daha yakından bir fotoğraf ekleyebilir misiniz?',
    'Merhaba, yakın çekim fotoğrafı ilana ekledik (4. fotoğraf). Başka bir açı isterseniz yazabilirsiniz.',
  ],
  ['Fotoğraflarda görünmeyen bir kusur var mı?', 'Bildiğimiz tüm kusurları açıklamaya yazdık, görünmeyen bir sorun yok.'],
]

const QA_BY_CAT: Record<string, Array<[string, string]>> = {
  Saat: [
    ['Saatin günlük sapması ne kadar?', 'Son ölçümde günlük +8 saniye çıktı, dönemine göre çok iyi bir değer.'],
    ['Son bakımı ne zaman yapıldı?', 'Geçen yıl Kapalıçarşı’daki ustamız tarafından bakımı yapıldı, fişi mevcut.'],
  ],
  Antika: [
    ['Dipte herhangi bir damga veya imza var mı?', 'Evet, dipte usta damgası var; ilandaki son fotoğrafta görebilirsiniz.'],
    ['Daha önce restorasyon gördü mü?', 'Açıklamada belirttiğimiz dışında bir restorasyon yok.'],
  ],
  Koleksiyon: [
    ['Gramajı ve çapı nedir?', 'Hassas terazide ölçtük; değerler açıklamada yer alıyor, çap kumpasla ölçüldü.'],
    ['Ekspertiz raporunu görebilir miyim?', 'Rapor ürünle birlikte gönderiliyor; isterseniz taranmış halini mesajla iletebiliriz.'],
  ],
  Mücevher: [
    ['Yüzük ölçüsü büyütülebilir mi?', 'İki numaraya kadar ücretsiz ölçü ayarı yapıyoruz.'],
    ['Fatura veriyor musunuz?', 'Evet, ürünle birlikte fatura düzenleniyor.'],
  ],
  Sanat: [
    ['Çerçeve dahil ölçüsü nedir?', 'Çerçeve dahil yaklaşık 12 cm daha büyük; kesin ölçüyü açıklamaya ekledik.'],
    ['Eserin arkasında galeri etiketi var mı?', 'Evet, arkasında galeri etiketi ve sanatçının notu bulunuyor.'],
  ],
  Elektronik: [
    ['Çalışma testi videosu atabilir misiniz?', 'Tabii, video bağlantısını mesajla gönderdik.'],
    ['Kutusu ve aksesuarları tam mı?', 'Fotoğraflarda görünen her şey satışa dahil.'],
  ],
  'Ev ve Yaşam': [
    ['Parçalarda kırık veya çatlak var mı?', 'Hayır, her parçayı tek tek kontrol ettik.'],
    ['Bulaşık makinesinde yıkanabilir mi?', 'Yaldızlı parçalar için elde yıkamanızı öneririz.'],
  ],
  Moda: [
    ['Ölçüleri nedir?', 'En 32 cm, boy 24 cm, derinlik 11 cm.'],
    ['Orijinal kutusu var mı?', 'Toz torbası var, kutusu yok.'],
  ],
  'Kitap ve Plak': [
    ['Sayfalarda eksik var mı?', 'Hayır, sayfalar tam; sadece yaşa bağlı sararma var.'],
    ['Plakta atlama var mı?', 'Baştan sona dinledik, atlama yok.'],
  ],
  Oyuncak: [
    ['Mekanizması çalışıyor mu?', 'Evet, sorunsuz çalışıyor; videosunu gönderebiliriz.'],
    ['Kutusu da satışa dahil mi?', 'Açıklamada kutulu yazanlarda kutu dahil.'],
  ],
}

const RATING_COMMENTS: Record<number, string[]> = {
  5: [
    'Ürün anlatıldığı gibi, çok özenli paketlenmişti. Teşekkürler!',
    'Hızlı kargo, güvenilir satıcı. Gönül rahatlığıyla tavsiye ederim.',
    'İkinci alışverişim, yine sorunsuz.',
    'Fotoğraflardan bile güzel çıktı, eline sağlık.',
    'Sorularıma hemen cevap verdi, ürün beklediğimden iyi.',
  ],
  4: [
    'Ürün güzel, kargo bir gün gecikti.',
    'Genel olarak memnunum; paketleme biraz daha iyi olabilirdi.',
    'İletişim iyiydi, ürün açıklamadaki gibi.',
  ],
  3: ['Ürün fena değil ama fotoğraflardaki kadar parlak değil.', 'Kargo geç geldi, ürün idare eder.'],
  2: ['Açıklamada belirtilmeyen küçük bir kusur vardı, satıcı indirim teklif etti.'],
  1: ['Ürün geç gönderildi, iletişim zayıftı.'],
}

const LABELS = ['Fırsat', 'Yeni', 'Nadir', 'Ekspertizli', 'Vitrin', 'Koleksiyonluk']

// ---------- bid steps ----------

function steps(lira: number): number[] {
  if (lira < 100) return [5, 10, 20]
  if (lira < 500) return [10, 25, 50]
  if (lira < 2000) return [25, 50, 100]
  if (lira < 10_000) return [100, 250, 500]
  if (lira < 50_000) return [250, 500, 1000]
  return [1000, 2500, 5000]
}

// ---------- the build ----------

export function buildAuctions(inp: AuctionInput) {
  const { r, now, cat, uid, utitle, editorId } = inp
  const rows: Record<string, Row[]> = {
    auctions: [],
    auction_images: [],
    auction_condition_photos: [],
    auction_properties: [],
    auctions_fts: [],
    bids: [],
    questions: [],
    answers: [],
    carts: [],
    cart_items: [],
    seller_ratings: [],
    watchlist: [],
    notifications: [],
    live_sessions: [],
    live_session_auctions: [],
    live_chat_messages: [],
  }
  const alici = uid.get('alici')!
  const satici = uid.get('satici')!
  const members = [...uid.entries()].filter(([u]) => u !== 'editor').map(([, id]) => id)

  // 1. resolve and validate every item
  const slugs = new Set<string>()
  const built: Built[] = ITEMS.map((it, i) => {
    const [t1, t2] = it.cat.split('/')
    const c1 = cat.byPath.get(t1!)
    const c2 = cat.byPath.get(`${t1}/${t2}`)
    const c3 = cat.byPath.get(it.cat)
    if (!c1 || !c2 || !c3) throw new Error(`${it.name}: unknown category ${it.cat}`)
    if (it.brand && !cat.brandByTitle.has(it.brand)) throw new Error(`${it.name}: unknown brand ${it.brand}`)
    if (it.brand && !c3.show_brand) throw new Error(`${it.name}: ${it.cat} does not show brands`)
    const [kind, variant] = it.img.split('/')
    const k = KIND_BY_KEY.get(kind!)
    if (!k || !k.variants.some((v) => v.key === variant)) throw new Error(`${it.name}: unknown picture ${it.img}`)
    const sellerName = it.seller ?? SELLER_OF[t1!]!
    const seller = uid.get(sellerName)
    if (!seller) throw new Error(`${it.name}: unknown seller ${sellerName}`)
    let slug = slugify(it.name)
    while (slugs.has(slug)) slug += '-2'
    slugs.add(slug)
    const shippingType = c3.shipping_type
    return {
      id: i + 1,
      item: it,
      state: it.approval ?? 'running',
      slug,
      name: it.name,
      seller,
      c1,
      c2,
      c3,
      start: 0,
      end: 0,
      open: Math.round(it.open * 100),
      buynow: Math.round((it.bn ?? 0) * 100),
      price: 0,
      shippingType,
      shippingBy: shippingType === 2 ? 1 : r.chance(0.3) ? 0 : 1,
      bids: [],
      winner: null,
    }
  })

  // 2. states: a fixed share of each, shuffled deterministically
  const approved = r.shuffle(built.filter((b) => !b.item.approval))
  const nEnding = 10
  const nUpcoming = Math.round(approved.length * 0.18)
  const nClosed = Math.round(approved.length * 0.3)
  approved.forEach((b, i) => {
    b.state = i < nEnding ? 'ending' : i < nEnding + nUpcoming ? 'upcoming' : i < nEnding + nUpcoming + nClosed ? 'closed' : 'running'
  })
  // the demo seller must have running, ending-soon and closed approved listings
  for (const want of ['running', 'closed', 'ending', 'upcoming'] as const) {
    const mine = approved.filter((b) => b.seller === satici)
    if (mine.some((b) => b.state === want)) continue
    const give = mine.find((b) => mine.filter((x) => x.state === b.state).length > 1)!
    const take = approved.find((b) => b.seller !== satici && b.state === want)!
    ;[give.state, take.state] = [take.state, give.state]
  }

  // 3. times
  const byState = (s: State) => built.filter((b) => b.state === s)
  byState('upcoming').forEach((b, i, all) => {
    b.start = round(now + HOUR + ((i + r.next()) / all.length) * 5 * DAY)
    b.end = round(Math.min(b.start + r.int(24, 72) * HOUR, now + 7 * DAY - HOUR))
    if (b.end - b.start < 12 * HOUR) b.end = b.start + 12 * HOUR
  })
  byState('running').forEach((b, i, all) => {
    b.start = round(now - HOUR - r.next() * 4 * DAY)
    b.end = round(now + 2 * HOUR + ((i + r.next()) / all.length) * (6 * DAY - 2 * HOUR))
  })
  byState('ending').forEach((b, i, all) => {
    b.start = round(now - r.int(24, 96) * HOUR)
    b.end = round(now + (3 + (i * 52) / Math.max(1, all.length - 1)) * MIN + 30_000)
  })
  // closed: the demo buyer's wins end in the last two days, the others up to ten days ago
  const closed = byState('closed')
  closed.forEach((b, i) => {
    b.end = round(now - HOUR - ((i + r.next()) / closed.length) * (10 * DAY - 2 * HOUR))
    b.start = round(b.end - r.int(24, 120) * HOUR)
  })
  byState('waiting').forEach((b) => {
    b.start = round(now + r.int(20, 40) * HOUR)
    b.end = b.start + 2 * DAY
  })
  byState('rejected').forEach((b) => {
    b.start = round(now + r.int(6, 12) * HOUR)
    b.end = b.start + DAY
  })

  // 4. bids
  const running = byState('running')
  const ending = byState('ending')
  const recentClosed = r.shuffle(closed.filter((b) => b.end > now - 2 * DAY))
  const plan = new Map<number, 'high' | 'outbid' | 'won' | 'lost'>()
  // the demo buyer's auctions, picked at random among those with room between opening and buy-now
  const roomy = (list: Built[]) => r.shuffle(list.filter((b) => b.buynow === 0 || b.buynow > b.open * 1.5))
  const runningPicks = roomy(running)
  runningPicks.slice(0, 4).forEach((b) => plan.set(b.id, 'high'))
  runningPicks.slice(4, 9).forEach((b) => plan.set(b.id, 'outbid'))
  const endingPicks = roomy(ending)
  endingPicks.slice(0, 1).forEach((b) => plan.set(b.id, 'high'))
  endingPicks.slice(1, 3).forEach((b) => plan.set(b.id, 'outbid'))
  recentClosed.slice(0, 3).forEach((b) => plan.set(b.id, 'won'))
  roomy(closed.filter((b) => !plan.has(b.id)))
    .slice(0, 2)
    .forEach((b) => plan.set(b.id, 'lost'))

  for (const b of built) {
    if (b.state === 'upcoming' || b.state === 'waiting' || b.state === 'rejected') {
      b.price = b.open
      continue
    }
    const role = plan.get(b.id)
    let n: number
    if (role) n = r.int(3, 9)
    else if (b.state === 'ending') n = r.int(4, 14)
    else if (b.state === 'running') n = r.chance(0.22) ? 0 : r.int(1, 11)
    else n = r.chance(0.22) ? 0 : r.int(2, 15)
    // amounts first: the first bid builds on the opening price; stay under 90 % of a buy-now price
    const minBids = role ? 2 : 1
    let cur = b.open
    const amounts: Array<[number, number]> = []
    for (let s = 0; s < n; s++) {
      const st = steps(Math.max(cur, b.open) / 100)
      const amount = s < minBids ? st[0]! * 100 : r.pick(st) * 100 * r.pick([1, 1, 1, 2, 2, 4])
      if (b.buynow && cur + amount >= b.buynow * 0.9 && s >= minBids) break
      cur += amount
      amounts.push([amount, cur])
    }
    n = amounts.length
    // then the bidders: never the seller, never the same member twice in a row; the demo buyer
    // bids exactly once where the plan puts him (last when he leads or won, earlier when outbid)
    const pool = members.filter((m) => m !== b.seller && m !== alici)
    const k = role === 'high' || role === 'won' ? n - 1 : role ? r.int(Math.max(0, n - 4), n - 2) : -1
    const who: number[] = []
    for (let s = 0; s < n; s++) who.push(s === k ? alici : r.pick(pool.filter((u) => u !== who[s - 1])))
    // times between the start and now (or the end), strictly increasing
    const until = Math.min(now - 30_000, b.end - 5_000)
    const span = until - b.start - MIN
    const times = Array.from(
      { length: n },
      () => b.start + MIN + Math.floor(Math.pow(r.next(), b.state === 'closed' ? 0.6 : 0.9) * span),
    ).sort((x, y) => x - y)
    for (let s = 1; s < n; s++) if (times[s]! <= times[s - 1]!) times[s] = times[s - 1]! + 1000 + r.int(0, 5000)
    b.bids = amounts.map(([amount, total], s) => ({ user: who[s]!, seq: s + 1, amount, total, at: Math.min(times[s]!, until) }))
    for (let s = 1; s < n; s++) if (b.bids[s]!.at <= b.bids[s - 1]!.at) throw new Error(`bid times of ${b.slug}`)
    b.price = n ? b.bids[n - 1]!.total : b.open
    if (b.state === 'closed' && n) b.winner = b.bids[n - 1]!.user
  }

  // 5. rows: auctions, pictures, properties, search
  const labelFor = new Map<number, { label: string; badge: number }>()
  for (const b of built) {
    if (b.state !== 'waiting' && b.state !== 'rejected' && r.chance(0.35))
      labelFor.set(b.id, { label: b.shippingBy === 0 && r.chance(0.5) ? 'Kargo Bedava' : r.pick(LABELS), badge: r.int(1, 3) })
  }
  for (const b of built) {
    const it = b.item
    const brand = it.brand ? cat.brandByTitle.get(it.brand)! : null
    const group = b.c3.group ? cat.groupByTitle.get(b.c3.group)! : null
    if (!group) throw new Error(`${it.name}: category without property group`)
    const props: Array<[string, string]> = []
    const positions: number[] = []
    for (const part of it.props
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [label, value] = part.split('=').map((x) => x.trim()) as [string, string]
      const l = group.labels.find((x) => x.title === label)
      if (!l) throw new Error(`${it.name}: no label "${label}" in group ${b.c3.group} (${group.labels.map((x) => x.title).join(', ')})`)
      if (!l.values.includes(value)) throw new Error(`${it.name}: "${value}" is not a choice of ${label} (${l.values.join(', ')})`)
      props.push([label, value])
      positions.push(l.position)
    }
    if (props.length < 3 || props.length > 8) throw new Error(`${it.name}: ${props.length} properties`)
    const title = `${it.name} – ${it.sub}`
    const started = b.state === 'running' || b.state === 'ending' || b.state === 'closed'
    const created =
      b.state === 'waiting'
        ? round(now - r.int(25, 100) * MIN)
        : b.state === 'rejected'
          ? round(now - r.int(20, 30) * HOUR)
          : b.state === 'upcoming'
            ? round(now - r.int(2, 30) * HOUR)
            : round(b.start - r.int(3, 40) * HOUR)
    const approvedAt = b.state === 'waiting' || b.state === 'rejected' ? null : Math.min(created + r.int(15, 150) * MIN, now - MIN, b.start)
    const decidedAt = b.state === 'rejected' ? created + r.int(40, 160) * MIN : null
    const lastBid = b.bids.at(-1)?.at ?? 0
    const lab = labelFor.get(b.id)
    const type = b.buynow > 0 ? 0 : r.chance(0.4) ? 1 : 0
    rows.auctions!.push({
      id: b.id,
      seller_id: b.seller,
      category_1_id: b.c1.id,
      category_2_id: b.c2.id,
      category_3_id: b.c3.id,
      brand_id: brand?.id ?? null,
      model: it.model ?? null,
      series: it.series ?? null,
      name: it.name,
      title,
      slug: b.slug,
      description: description(it, props, b.shippingType, b.shippingBy, r, b.c1.title),
      sale_label: lab?.label ?? null,
      badgetype: lab?.badge ?? 0,
      type,
      opening_price_kurus: b.open,
      current_price_kurus: b.price,
      buynow_price_kurus: b.buynow,
      bid_count: b.bids.length,
      last_seq: b.bids.length,
      start_time: b.start,
      end_time: b.end,
      started_at: started ? b.start : null,
      closed_at: b.state === 'closed' ? b.end : null,
      approved: b.state === 'waiting' ? 0 : b.state === 'rejected' ? 1 : 2,
      rejection_reason: b.state === 'rejected' ? (it.rejection ?? 'İlan kurallara uygun değil.') : null,
      approved_at: approvedAt,
      approved_by: b.state === 'waiting' ? null : editorId,
      shipping_type: b.shippingType,
      shipping_payment_by: b.shippingBy,
      winner_user_id: b.winner,
      sold_via: b.state === 'closed' ? (b.winner ? 'bid' : 'unsold') : null,
      ...lotFacts(b.id, b.buynow, b.state !== 'waiting' && b.state !== 'rejected'),
      search_text: auctionSearchText([it.name, title, brand?.title, it.model, b.c1.title, b.c2.title, b.c3.title]),
      room_armed_at: null,
      view_count: started ? r.int(25, 160) + b.bids.length * r.int(20, 60) : b.state === 'upcoming' ? r.int(3, 60) : 0,
      created_at: created,
      updated_at: Math.max(created, approvedAt ?? 0, decidedAt ?? 0, lastBid, b.state === 'closed' ? b.end : 0),
    })
    rows.auctions_fts!.push({ rowid: b.id, search_text: rows.auctions!.at(-1)!.search_text })
    const [kind, variant] = it.img.split('/') as [string, string]
    VIEWS.forEach((view, pos) => {
      const path = auctionImagePath(kind, variant, view)
      rows.auction_images!.push({
        auction_id: b.id,
        position: pos,
        image_path: path,
        thumbnail_path: path,
        width: 800,
        height: 800,
        created_at: created,
      })
    })
    rows.auction_condition_photos!.push(...conditionPhotos(b.id, rows.auctions!.at(-1)!.condition_grade != null, kind, variant, created))
    props.forEach(([label, value], j) => rows.auction_properties!.push({ auction_id: b.id, position: positions[j]!, label, value }))
    for (const bid of b.bids)
      rows.bids!.push({
        auction_id: b.id,
        user_id: bid.user,
        seq: bid.seq,
        bid_amount_kurus: bid.amount,
        total_amount_kurus: bid.total,
        is_auto: 0,
        created_at: bid.at,
      })
  }

  // 6. carts of the winners
  const cartOf = new Map<number, number>()
  for (const b of closed.filter((x) => x.winner).sort((x, y) => x.end - y.end)) {
    const w = b.winner!
    if (!cartOf.has(w)) {
      cartOf.set(w, cartOf.size + 1)
      rows.carts!.push({ id: cartOf.get(w)!, user_id: w, created_at: b.end, updated_at: b.end })
    }
    const buyerPays = b.shippingType === 1 && b.shippingBy === 1
    rows.cart_items!.push({
      cart_id: cartOf.get(w)!,
      auction_id: b.id,
      item_price_kurus: b.price,
      item_shipping_price_buyer_kurus: buyerPays ? inp.cargoPrice : 0,
      cargo_channel: inp.cargoCode,
      from_bn_or_auc: 2,
      // The winner's pay deadline (docs/after-the-hammer.md), counted from the load like the rest of the
      // demo data, so a fresh demo never starts with items already overdue.
      pay_before: Math.max(b.end, now) + payDeadlineMs(PAY_DEADLINE_DAYS_DEFAULT),
      created_at: b.end,
    })
  }
  for (const c of rows.carts!)
    c.updated_at = Math.max(...rows.cart_items!.filter((i) => i.cart_id === c.id).map((i) => i.created_at as number))

  // 7. questions and answers on about thirty started auctions
  const started = built.filter((b) => b.state === 'running' || b.state === 'ending' || b.state === 'closed')
  const mineRunning = started.filter((b) => b.seller === satici && b.state === 'running')
  const qTargets = [...mineRunning.slice(0, 2), ...r.shuffle(started.filter((b) => !mineRunning.slice(0, 2).includes(b))).slice(0, 28)]
  let qid = 0
  let aliciAsked = 0
  const answeredForAlici: Built[] = []
  qTargets.forEach((b, i) => {
    const pool = [...(QA_BY_CAT[b.c1.title] ?? []), ...QA_COMMON]
    const count = r.chance(0.35) ? 2 : 1
    const picks = r.shuffle(pool).slice(0, count)
    const until = Math.min(now - 20 * MIN, b.end - 10 * MIN)
    picks.forEach(([q, a], j) => {
      const asker = aliciAsked < 5 && j === 0 && i % 5 === 1 ? alici : r.pick(members.filter((m) => m !== b.seller && m !== alici))
      if (asker === alici) aliciAsked++
      const at = b.start + MIN * 5 + Math.floor(r.next() * Math.max(MIN, until - b.start - 10 * MIN))
      rows.questions!.push({ id: ++qid, auction_id: b.id, user_id: asker, question_body: q, created_at: at })
      // the demo seller's first running listing keeps one question unanswered, for the reply box
      const unanswered = (b === mineRunning[0] && j === 0) || (b !== mineRunning[0] && r.chance(0.2))
      if (!unanswered) {
        const aAt = Math.min(at + r.int(8, 600) * MIN, now - 2 * MIN)
        rows.answers!.push({ question_id: qid, user_id: b.seller, answer_body: a, created_at: Math.max(aAt, at + MIN) })
        if (asker === alici) answeredForAlici.push(b)
      }
    })
    if (b === mineRunning[0] && picks.length === 1) {
      // and one answered question as well
      const [q, a] = QA_COMMON[0]!
      const at = b.start + 2 * MIN
      rows.questions!.push({ id: ++qid, auction_id: b.id, user_id: uid.get('gulsen.hanim')!, question_body: q, created_at: at })
      rows.answers!.push({ question_id: qid, user_id: b.seller, answer_body: a, created_at: at + 40 * MIN })
    }
  })

  // 8. seller ratings: every seller gets a handful, so averages show
  const sellers = [...new Set(built.map((b) => b.seller))]
  for (const s of sellers) {
    const count = r.int(5, 9)
    for (let i = 0; i < count; i++) {
      const x = r.next()
      const rating = x < 0.52 ? 5 : x < 0.82 ? 4 : x < 0.93 ? 3 : x < 0.97 ? 2 : 1
      rows.seller_ratings!.push({
        seller_id: s,
        rated_by_user_id: r.pick(members.filter((m) => m !== s)),
        order_id: null,
        rating,
        comment: r.pick(RATING_COMMENTS[rating]!),
        approved: r.chance(0.75) ? 1 : 0,
        created_at: round(now - r.int(3, 150) * DAY - r.int(0, 23) * HOUR),
      })
    }
  }

  // 9. watch lists
  const watch = new Set<string>()
  const addWatch = (u: number, b: Built, at: number) => {
    const key = `${u}|${b.id}`
    if (watch.has(key) || u === b.seller) return
    watch.add(key)
    rows.watchlist!.push({ user_id: u, auction_id: b.id, created_at: Math.min(at, now - MIN) })
  }
  const aliciWatch = [
    ...[...plan.entries()]
      .filter(([, p]) => p === 'high' || p === 'outbid')
      .slice(0, 3)
      .map(([id]) => built[id - 1]!),
    ...ending.filter((b) => !plan.has(b.id)).slice(0, 2),
    ...byState('upcoming').slice(0, 3),
    ...running.filter((b) => !plan.has(b.id)).slice(0, 1),
  ]
  aliciWatch.forEach((b) => addWatch(alici, b, Math.min(b.start, now) - r.int(1, 20) * HOUR))
  for (const u of members.filter((m) => m !== alici)) {
    for (const b of r.shuffle([...running, ...ending, ...byState('upcoming')]).slice(0, r.int(1, 4)))
      addWatch(u, b, now - r.int(1, 48) * HOUR)
  }

  // 10. notifications for the demo buyer and the demo seller (same sentences, links and dedupe keys
  // as the worker writes for live events, so a later room sync never doubles them)
  const note = (
    u: number,
    kind: string,
    title: string,
    message: string,
    link: string | null,
    at: number,
    read: boolean,
    dedupe: string | null = null,
  ) =>
    rows.notifications!.push({
      user_id: u,
      kind,
      notification_title: title,
      notification_message: message,
      notification_target_link: link,
      read_at: read ? Math.min(at + r.int(5, 240) * MIN, now - MIN) : null,
      created_at: Math.min(at, now - MIN),
      dedupe_key: dedupe,
    })
  // A notice about one lot links to the lot's page.
  const onLot = (u: number, kind: string, title: string, message: string, b: Built, at: number, read: boolean, dedupe?: string) =>
    note(u, kind, title, message, `/mezat/${b.slug}`, at, read, dedupe)
  // The winner's and the seller's notice of a sale: written as the room closes it, read once a day has passed.
  const atClose = (u: number, kind: 'won' | 'sold', title: string, message: string, link: string, b: Built) =>
    note(u, kind, title, message, link, b.end + 2000, b.end < now - DAY, `${kind}:${b.id}`)
  const q = (s: string) => `“${s}”`
  for (const [id, role] of plan) {
    const b = built[id - 1]!
    if (role === 'outbid' || role === 'lost') {
      const mine = b.bids.findLast((x) => x.user === alici)!
      const next = b.bids.find((x) => x.seq > mine.seq)!
      onLot(
        alici,
        'outbid',
        tr.bid.outbidTitle,
        tr.bid.outbidMessage(b.name, formatKurus(next.total)),
        b,
        next.at,
        role === 'lost' || next.at < now - 6 * HOUR,
        `outbid:${b.id}:${next.seq}`,
      )
    }
    if (role === 'won') atClose(alici, 'won', tr.bid.wonTitle, tr.bid.wonMessage(b.name, formatKurus(b.price)), '/sepetim', b)
  }
  for (const b of aliciWatch.filter((x) => x.state === 'running' || x.state === 'ending'))
    onLot(
      alici,
      'watch_started',
      'Takip ettiğiniz mezat başladı',
      `${q(b.name)} mezatı başladı. Açılış fiyatı ${formatKurus(b.open)}.`,
      b,
      b.start,
      b.start < now - 12 * HOUR,
    )
  for (const b of aliciWatch.filter((x) => x.state === 'ending'))
    onLot(
      alici,
      'watch_closed',
      'Takip ettiğiniz mezat bitmek üzere',
      `${q(b.name)} mezatının bitmesine bir saatten az kaldı.`,
      b,
      b.end - 60 * MIN,
      false,
    )
  for (const b of answeredForAlici.slice(0, 3))
    onLot(alici, 'answered', tr.questions.answeredTitle, tr.questions.answeredMessage(b.name), b, now - r.int(2, 40) * HOUR, r.chance(0.5))

  const mine = built.filter((b) => b.seller === satici)
  for (const b of mine.filter((x) => x.state !== 'waiting' && x.state !== 'rejected').slice(0, 6)) {
    const row = rows.auctions![b.id - 1]!
    onLot(satici, 'approved', tr.admin.approvedTitle, tr.admin.approvedMessage(b.name), b, row.approved_at as number, true)
  }
  for (const b of mine.filter((x) => x.state === 'rejected')) {
    const row = rows.auctions![b.id - 1]!
    note(
      satici,
      'rejected',
      tr.admin.rejectedTitle,
      tr.admin.rejectedMessage(b.name, row.rejection_reason as string),
      '/u/mezatlarim',
      row.updated_at as number,
      false,
    )
  }
  for (const b of mine.filter((x) => x.state === 'closed')) {
    if (b.winner) atClose(satici, 'sold', tr.bid.soldTitle, tr.bid.soldMessage(b.name, formatKurus(b.price)), '/u/satislarim', b)
    else
      onLot(
        satici,
        'unsold',
        'Mezatınız teklifsiz kapandı',
        `${q(b.name)} teklif almadan kapandı. İlanı yeni tarihlerle yeniden yayına gönderebilirsiniz.`,
        b,
        b.end + 2000,
        true,
      )
  }
  const satQuestions = rows.questions!.filter((x) => mine.some((b) => b.id === x.auction_id))
  for (const x of satQuestions.slice(0, 4)) {
    const b = built[(x.auction_id as number) - 1]!
    const answered = rows.answers!.some((a) => a.question_id === x.id)
    onLot(satici, 'question', tr.questions.askedTitle, tr.questions.askedMessage(b.name), b, x.created_at as number, answered)
  }
  for (const b of mine.filter((x) => (x.state === 'running' || x.state === 'ending') && x.bids.length).slice(0, 3)) {
    const last = b.bids.at(-1)!
    onLot(
      satici,
      'new_bid',
      'Mezatınıza yeni teklif',
      `${q(b.name)} için ${utitle.get(last.user)} ${formatKurus(last.total)} teklif verdi.`,
      b,
      last.at,
      last.at < now - 3 * HOUR,
    )
  }

  // 11. one live session (inactive) with a few of the running and upcoming lots, and its past chat
  const liveLots = [...running, ...byState('upcoming')].filter((b) => ['Antika', 'Koleksiyon', 'Saat'].includes(b.c1.title)).slice(0, 6)
  const lsStart = round(now - 3 * DAY - 2 * HOUR)
  rows.live_sessions!.push({
    id: 1,
    title: 'Pazar Akşamı Canlı Antika ve Koleksiyon Mezatı',
    category_id: null,
    live_active: 0,
    live_broadcast_url: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
    live_session_started_at: lsStart,
    live_session_stopped_at: lsStart + 2 * HOUR,
    scheduled_at: null,
    owner_id: null,
    followers_told_at: null,
    start_told_at: null,
    created_by: editorId,
    created_at: lsStart - 2 * DAY,
  })
  liveLots.forEach((b, i) => rows.live_session_auctions!.push({ live_session_id: 1, auction_id: b.id, position: i }))
  const chat: Array<[string, string]> = [
    ['gulsen.hanim', 'İyi akşamlar herkese, yayın çok net geliyor.'],
    ['burak_1983', 'Cep saatinin arka kapağını tekrar gösterebilir misiniz?'],
    ['editor', 'Tabii, hemen yakın çekim yapıyoruz.'],
    ['alici', 'Bakır sahan takımının ölçüleri neydi?'],
    ['antikaci_ahmet', '18, 22 ve 26 santim; açıklamada da yazıyor.'],
    ['selin.kara', 'Bir sonraki canlı mezat ne zaman?'],
    ['editor', 'Önümüzdeki pazar 21:00’de, duyurusu ana sayfada olacak. İyi geceler!'],
  ]
  chat.forEach(([u, m], i) =>
    rows.live_chat_messages!.push({
      live_session_id: 1,
      user_id: uid.get(u)!,
      message: m,
      deleted_at: null,
      deleted_by: null,
      created_at: lsStart + (10 + i * 14) * MIN,
    }),
  )

  // 12. one scheduled show ("Yaklaşan canlı mezatlar"): the upcoming lots of the seller with most of them,
  // outside the past session, starting when the first of them opens; its followers already told
  const pastShow = new Set(liveLots.map((b) => b.id))
  const bySeller = new Map<number, Built[]>()
  for (const b of byState('upcoming').filter((x) => !pastShow.has(x.id))) bySeller.set(b.seller, [...(bySeller.get(b.seller) ?? []), b])
  const showLots = [...bySeller.values()].sort((x, y) => y.length - x.length)[0]?.sort((x, y) => x.start - y.start).slice(0, 4) ?? []
  if (showLots.length) {
    const owner = showLots[0]!.seller
    rows.live_sessions!.push({
      id: 2,
      title: 'Nostalji ve Elektronik Canlı Mezatı',
      category_id: null,
      live_active: 0,
      live_broadcast_url: '',
      live_session_started_at: null,
      live_session_stopped_at: null,
      scheduled_at: showLots[0]!.start,
      owner_id: owner,
      followers_told_at: now - DAY,
      start_told_at: null,
      created_by: owner,
      created_at: now - DAY,
    })
    showLots.forEach((b, i) => rows.live_session_auctions!.push({ live_session_id: 2, auction_id: b.id, position: i }))
  }

  return { rows, built, plan }
}
