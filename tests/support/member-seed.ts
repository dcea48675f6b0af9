// Test data of the member area, written straight into the test file's own D1 (see seed.ts).
import { env } from 'cloudflare:workers'
import { count, eq } from 'drizzle-orm'
import { encode as encodeJpeg } from 'jpeg-js'
import { slugify, trFold, trLower } from '../../common/text.ts'
import { makeTurkishIban, TURKISH_BANKS } from '../../common/validation/iban.ts'
import { tcknFromNine } from '../../common/validation/tckn.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { crc32 } from '../../worker/lib/image-check.ts'
import { db, unique, user, type SeededUser } from './seed.ts'

/** The bank table as the demo seed loads it. */
export async function banks() {
  // D1 binds at most 100 values per statement: two columns, so 40 banks at a time.
  for (let i = 0; i < TURKISH_BANKS.length; i += 40)
    await db
      .insert(schema.banks)
      .values(TURKISH_BANKS.slice(i, i + 40))
      .onConflictDoNothing()
  return db.select().from(schema.banks)
}

/** İstanbul (34) with Kadıköy and Üsküdar, Ankara (6) with Çankaya, İzmir (35) with Bornova, some mahalle. */
export async function geo() {
  await db
    .insert(schema.provinces)
    .values([
      { id: 34, name: 'İstanbul', name_normalized: trLower('İstanbul') },
      { id: 6, name: 'Ankara', name_normalized: 'ankara' },
      { id: 35, name: 'İzmir', name_normalized: trLower('İzmir') },
      { id: 7, name: 'Antalya', name_normalized: 'antalya' },
      { id: 16, name: 'Bursa', name_normalized: 'bursa' },
      { id: 9, name: 'Aydın', name_normalized: trLower('Aydın') },
      { id: 20, name: 'Denizli', name_normalized: 'denizli' },
      { id: 63, name: 'Şanlıurfa', name_normalized: trLower('Şanlıurfa') },
      { id: 10, name: 'Balıkesir', name_normalized: trLower('Balıkesir') },
      { id: 18, name: 'Çankırı', name_normalized: trLower('Çankırı') },
    ])
    .onConflictDoNothing()
  const district = (province_id: number, name: string) => ({ province_id, name, name_normalized: trLower(name) })
  const rows = await db
    .insert(schema.districts)
    .values([district(34, 'Kadıköy'), district(34, 'Üsküdar'), district(34, 'Beşiktaş'), district(6, 'Çankaya')])
    .returning()
  // By name: SQLite does not promise RETURNING's rows in the order of VALUES.
  const named = (name: string) => rows.find((r) => r.name === name)!
  const [kadikoy, uskudar, besiktas, cankaya] = ['Kadıköy', 'Üsküdar', 'Beşiktaş', 'Çankaya'].map(named)
  await db.insert(schema.neighbourhoods).values([
    { district_id: kadikoy!.id, name: 'Moda Mah', postal_code: '34710' },
    { district_id: kadikoy!.id, name: 'Caferağa Mah', postal_code: '34710' },
    { district_id: kadikoy!.id, name: 'Çiftehavuzlar Mah', postal_code: '34728' },
    { district_id: kadikoy!.id, name: 'Acıbadem Mah', postal_code: '34718' },
    { district_id: kadikoy!.id, name: 'İçerenköy Mah', postal_code: '34752' },
    { district_id: kadikoy!.id, name: 'Ünalan Mah', postal_code: '34700' },
    { district_id: cankaya!.id, name: 'Kızılay Mah', postal_code: '06420' },
  ])
  return { kadikoy: kadikoy!, uskudar: uskudar!, besiktas: besiktas!, cankaya: cankaya! }
}

/** A valid delivery address in Kadıköy, İstanbul. */
export const addressPayload = (over: Record<string, unknown> = {}) => ({
  person: 'Ayşe Yılmaz',
  title: 'Ev',
  line1: 'Moda Cad. No: 12 D: 3',
  line2: '',
  city: 'İstanbul',
  town: 'Kadıköy',
  neighbourhood: 'Moda Mah',
  postalcode: '34710',
  phone: '0532 123 45 67',
  ...over,
})

let phones = 0
/** A Turkish mobile number (national digits) unique within the test file: 5301000001, 5301000002… */
export const uniquePhone = () => `530${String(1_000_000 + ++phones).slice(-7)}`
/** "5301000001" → "0530 100 00 01", as a member types it. */
export const typed = (national: string) => `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`

export const VALID_TCKN = '10000000146'
export const GARANTI_IBAN = makeTurkishIban('00062', '12345678901')
export const AKBANK_IBAN = makeTurkishIban('00046', '98765432109')

/** The account form as the browser posts it, valid for a member named Ayşe Yılmaz. */
export const profilePayload = (over: Record<string, string> = {}) => ({
  title: `ayse_${unique()}`,
  Ad: 'Ayşe',
  Soyad: 'Yılmaz',
  TCKN: VALID_TCKN,
  DogumGunu: '14',
  DogumAyi: '5',
  DogumYili: '1990',
  Telefon: '0532 123 45 67',
  account_name: 'Ayşe Yılmaz',
  bank_title: 'Garanti BBVA',
  iban: GARANTI_IBAN,
  ...over,
})

/** A member who may sell: names, TCKN, a verified phone and a payout IBAN on file. */
export function seller(over: Partial<typeof schema.users.$inferInsert> = {}): Promise<SeededUser> {
  return user({
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    tckn: tcknFromNine(`1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`),
    phone_1: '5321234567',
    phone_verified_at: Date.now(),
    bank_title: 'Garanti BBVA',
    bank_account_name: 'Ayşe Yılmaz',
    bank_iban: GARANTI_IBAN,
    ...over,
  })
}

/**
 * A three-level tree: Saat (show_brand 1, cargo) → Kol Saati → Otomatik, with a property group
 * "Saat özellikleri" (Kasa: Çelik, Altın; Cam: Safir, Mineral) on the leaf; and Antika (show_brand
 * 0, freight) with no children.
 */
export async function categoryTree() {
  const [group] = await db
    .insert(schema.property_groups)
    .values({ title: `Saat özellikleri ${unique()}` })
    .returning()
  await db.insert(schema.property_group_labels).values([
    { property_group_id: group!.id, position: 1, title: 'Kasa', values: 'Çelik, Altın ,Titanyum' },
    { property_group_id: group!.id, position: 3, title: 'Cam', values: 'Safir,Mineral' },
    { property_group_id: group!.id, position: 4, title: 'Boş etiket', values: '' },
  ])
  const cat = async (
    title: string,
    parent: { id: number; level: number } | null,
    extra: Partial<typeof schema.categories.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(schema.categories)
      .values({
        title,
        title_normalized: trFold(title),
        slug: `${slugify(title)}-${unique()}`,
        parent_id: parent?.id ?? null,
        level: parent ? parent.level + 1 : 1,
        ...extra,
      })
      .returning()
    return row!
  }
  const watches = await cat('Saat', null, { show_brand: 1, shipping_type: 1 })
  const wrist = await cat('Kol Saati', watches, { show_brand: 1, shipping_type: 1 })
  const automatic = await cat('Otomatik', wrist, { property_group_id: group!.id })
  const quartz = await cat('Quartz', wrist)
  const antiques = await cat('Antika', null, { show_brand: 0, shipping_type: 2 })
  const hidden = await cat('Pasif', null, { is_active: false })
  return { group: group!, watches, wrist, automatic, quartz, antiques, hidden }
}

export async function brand(title = `Marka ${unique()}`) {
  const [row] = await db
    .insert(schema.brands)
    .values({ title, slug: slugify(title), title_normalized: trFold(title) })
    .returning()
  return row!
}

export async function supportTitles() {
  const rows = await db
    .insert(schema.support_titles)
    .values([
      { title: 'Üyelik', slug: 'uyelik', sort_order: 2 },
      { title: 'Ödeme', slug: 'odeme', sort_order: 1 },
    ])
    .returning()
  return rows
}

export async function ticket(userId: number, over: Partial<typeof schema.support_tickets.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.support_tickets)
    .values({ ticket_title: 'Ödeme', ticket_body: 'Kartımdan iki kez çekim yapıldı.', ...over, user_id: userId })
    .returning()
  return row!
}

export async function ticketReply(ticketId: number, userId: number, body: string, createdAt = Date.now()) {
  const [row] = await db
    .insert(schema.support_ticket_replies)
    .values({ ticket_id: ticketId, user_id: userId, ticket_reply_body: body, created_at: createdAt })
    .returning()
  return row!
}

export async function question(auctionId: number, userId: number, body = 'Kutusu var mı?', createdAt = Date.now()) {
  const [row] = await db
    .insert(schema.questions)
    .values({ auction_id: auctionId, user_id: userId, question_body: body, created_at: createdAt })
    .returning()
  return row!
}

export async function answer(questionId: number, userId: number, body = 'Evet, kutusu ve faturası var.') {
  const [row] = await db.insert(schema.answers).values({ question_id: questionId, user_id: userId, answer_body: body }).returning()
  return row!
}

export async function rating(sellerId: number, byUserId: number, value: number, comment = 'Hızlı kargo, teşekkürler.') {
  const [row] = await db
    .insert(schema.seller_ratings)
    .values({ seller_id: sellerId, rated_by_user_id: byUserId, rating: value, comment, approved: 1 })
    .returning()
  return row!
}

export async function siteInfo() {
  await db
    .insert(schema.site_info)
    .values({
      id: 1,
      company_name: 'Mezat Test A.Ş.',
      company_address: 'Caferağa Mah. Moda Cad. No: 1, Kadıköy, İstanbul',
      company_email: 'destek@example.com',
      customer_service_phone: '0850 000 00 00',
      whatsapp_url: 'https://wa.me/908500000000',
    })
    .onConflictDoNothing()
}

// ---- reading back -------------------------------------------------------------------------

type Counted =
  | 'delivery_addresses'
  | 'invoice_addresses'
  | 'support_tickets'
  | 'support_ticket_replies'
  | 'auctions'
  | 'auction_images'
  | 'auction_condition_photos'
  | 'auction_properties'
  | 'brands'
  | 'contact_messages'
  | 'outbox'
  | 'phone_verifications'

export async function rows(table: Counted) {
  const [row] = await db.select({ n: count() }).from(schema[table])
  return row!.n
}

export async function ftsRows() {
  const r = await env.DB.prepare('select count(*) as n from auctions_fts').first<{ n: number }>()
  return r!.n
}

export async function smsTo(phone: string) {
  return db.select().from(schema.outbox).where(eq(schema.outbox.recipient, phone)).orderBy(schema.outbox.id)
}

/** The 4-digit code of the newest SMS to `phone`. */
export async function lastCode(phone: string) {
  const all = await smsTo(phone)
  const body = all.at(-1)?.body ?? ''
  return /\b(\d{4})\b/.exec(body)?.[1] ?? ''
}

export const findUserRow = (id: number) => db.query.users.findFirst({ where: eq(schema.users.id, id) })

// ---- photos ---------------------------------------------------------------------------------

let photoSeq = 0
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))
const pngChunk = (type: string, data: number[] | Uint8Array) => {
  const body = new Uint8Array([...ascii(type), ...data])
  return [...u32(data.length), ...body, ...u32(crc32(body))]
}
/** zlib with stored (uncompressed) deflate blocks, so no compressor is needed here. */
function zlibStored(raw: Uint8Array) {
  const out = [0x78, 0x01]
  for (let at = 0; at < raw.length || at === 0; at += 65_535) {
    const block = raw.subarray(at, at + 65_535)
    const last = at + 65_535 >= raw.length ? 1 : 0
    out.push(last, block.length & 255, block.length >> 8, ~block.length & 255, (~block.length >> 8) & 255, ...block)
    if (last) break
  }
  let a = 1
  let b = 0
  for (const byte of raw) {
    a = (a + byte) % 65_521
    b = (b + a) % 65_521
  }
  return [...out, ...u32(((b << 16) | a) >>> 0)]
}
/** A real PNG of width × height (1-bit grey, blank), unique bytes per call (a tEXt chunk). */
export function pngBytes(width = 1600, height = 1200) {
  const raw = new Uint8Array(height * (1 + Math.ceil(width / 8))) // filter byte 0 and blank pixels per row
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', [...u32(width), ...u32(height), 1, 0, 0, 0, 0]),
    ...pngChunk('tEXt', ascii(`Comment\0${++photoSeq}`)),
    ...pngChunk('IDAT', zlibStored(raw)),
    ...pngChunk('IEND', []),
  ])
}
const encodedJpegs = new Map<string, Uint8Array>()
/**
 * A real JPEG of width × height (jpeg-js's encoder: baseline, 4:4:4), a soft gradient, unique bytes per
 * call (a COM segment after SOI carries a counter). Encoded once per size: small sizes keep tests fast,
 * every upload of one is decoded in full by the worker.
 */
export function jpegBytes(width = 64, height = 48) {
  const key = `${width}x${height}`
  let base = encodedJpegs.get(key)
  if (!base) {
    const data = new Uint8Array(width * height * 4)
    for (let i = 0; i < width * height; i++) data.set([(i % width) * 3, (i / width) * 4, 128, 255], i * 4)
    base = new Uint8Array(encodeJpeg({ width, height, data }, 80).data)
    encodedJpegs.set(key, base)
  }
  const comment = ascii(`mezat ${++photoSeq}`)
  return new Uint8Array([0xff, 0xd8, 0xff, 0xfe, 0, comment.length + 2, ...comment, ...base.subarray(2)])
}
/** A WebP (VP8X with a VP8L image) of width × height, unique bytes per call. */
export function webpBytes(width = 400, height = 300) {
  const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255]
  const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255]
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)
  const vp8l = [0x2f, ...le32(bits >>> 0), ...u32(++photoSeq), 0]
  const body = [
    ...ascii('WEBP'),
    ...ascii('VP8X'),
    ...le32(10),
    0,
    0,
    0,
    0,
    ...le24(width - 1),
    ...le24(height - 1),
    ...ascii('VP8L'),
    ...le32(vp8l.length),
    ...vp8l,
  ]
  return new Uint8Array([...ascii('RIFF'), ...le32(body.length), ...body])
}
export const photoFile = (bytes: Uint8Array, name: string, type = 'image/jpeg') => new File([bytes], name, { type })

export async function photoKeys() {
  const listed = await env.PHOTOS.list()
  return listed.objects.map((o) => o.key)
}
