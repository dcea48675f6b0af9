// Test data written straight into the test file's own D1 (storage is isolated per file).
// Each helper fills only what a test names and gives everything else a unique, valid value.
import { env } from 'cloudflare:workers'
import { count, eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { auctionSearchText } from '../../common/search.ts'
import { slugify, trFold, trLower } from '../../common/text.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { hashPassword } from '../../worker/lib/password.ts'

export const db = drizzle(env.DB, { schema })

let n = 0
/** A short suffix unique within this test file. */
export const unique = () => `${Date.now().toString(36).slice(-4)}${(++n).toString(36)}`

/** A password every rule of common/schemas/auth.ts accepts. */
export const DEFAULT_PASSWORD = 'Parola1234'

/**
 * One PBKDF2 hash per password for the whole file (~100 ms each in workerd): seeded members share a salt,
 * which changes nothing a test checks (tests/worker/member/password.test.ts hashes for itself) and saves
 * about a minute over the suite.
 */
const hashes = new Map<string, Promise<string>>()
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password))
  return hashes.get(password)!
}

export type SeededUser = typeof schema.users.$inferSelect & { password: string }

export async function user(
  over: Partial<typeof schema.users.$inferInsert> & { password?: string; blocked?: boolean; verified?: boolean } = {},
): Promise<SeededUser> {
  const { password = DEFAULT_PASSWORD, blocked, verified, ...cols } = over
  const username = cols.username ?? `uye_${unique()}`
  const [row] = await db
    .insert(schema.users)
    .values({
      email: `${username.replace(/[^a-z0-9]/gi, '') || 'uye'}.${unique()}@example.com`.toLowerCase(),
      title: username,
      slug: `${slugify(username) || 'uye'}-${unique()}`,
      password_hash: await hashOnce(password),
      email_verified_at: verified ? Date.now() : null,
      blocked_at: blocked ? Date.now() : null,
      blocked_reason: blocked ? 'Test' : null,
      ...cols,
      username,
      username_normalized: trLower(username),
    })
    .returning()
  return { ...row!, password }
}

export async function category(over: { title?: string; parent?: { id: number; level: number }; slug?: string } = {}) {
  const title = over.title ?? `Kategori ${unique()}`
  const [row] = await db
    .insert(schema.categories)
    .values({
      title,
      title_normalized: trFold(title),
      slug: over.slug ?? `${slugify(title)}-${unique()}`,
      parent_id: over.parent?.id ?? null,
      level: over.parent ? over.parent.level + 1 : 1,
    })
    .returning()
  return row!
}

const HOUR = 3_600_000

/** An auction (approved and running unless told otherwise), with its search key and FTS row. */
export async function auction(
  over: Partial<typeof schema.auctions.$inferInsert> & { seller?: { id: number }; category?: { id: number; title: string } } = {},
) {
  const { seller: sellerIn, category: categoryIn, ...cols } = over
  const seller = sellerIn ?? (await user())
  const cat = categoryIn ?? (await category())
  const name = cols.name ?? `Mezat ürünü ${unique()}`
  const title = cols.title ?? name
  const now = Date.now()
  const [row] = await db
    .insert(schema.auctions)
    .values({
      slug: `${slugify(name)}-${unique()}`,
      start_time: now - HOUR,
      end_time: now + 24 * HOUR,
      approved: 2,
      approved_at: now - 2 * HOUR,
      opening_price_kurus: 100_00,
      current_price_kurus: 100_00,
      buynow_price_kurus: 1_000_00,
      search_text: auctionSearchText([name, title, cat.title]),
      ...cols,
      name,
      title,
      seller_id: seller.id,
      category_1_id: cat.id,
    })
    .returning()
  await env.DB.prepare('INSERT INTO auctions_fts (rowid, search_text) VALUES (?, ?)').bind(row!.id, row!.search_text).run()
  return row!
}

/** A condition-report photo of an auction (docs/storefront.md "Condition report"), first unless `position` says. */
export async function conditionPhoto(auctionId: number, over: Partial<typeof schema.auction_condition_photos.$inferInsert> = {}) {
  const n = unique()
  const [row] = await db
    .insert(schema.auction_condition_photos)
    .values({ image_path: `auctions/ab/durum-${n}.jpg`, thumbnail_path: `thumbs/ab/durum-${n}.webp`, position: 0, caption: null, ...over, auction_id: auctionId })
    .returning()
  return row!
}

export async function contract(over: Partial<typeof schema.contracts.$inferInsert> = {}) {
  const title = over.title ?? `Sözleşme ${unique()}`
  const [row] = await db
    .insert(schema.contracts)
    .values({ slug: `${slugify(title)}-${unique()}`, contract_content: `<p>${title} metni.</p>`, ...over, title })
    .returning()
  return row!
}

/** Two footer groups with two links each (inserted out of order), and the site info row. */
export async function footer() {
  const [second] = await db.insert(schema.footer_link_groups).values({ footer_header: 'Yardım', sort_order: 2 }).returning()
  const [first] = await db.insert(schema.footer_link_groups).values({ footer_header: 'Kurumsal', sort_order: 1 }).returning()
  await db.insert(schema.footer_links).values([
    { group_id: first!.id, footer_link_title: 'İletişim', footer_link_url: '/iletisim', sort_order: 2 },
    { group_id: first!.id, footer_link_title: 'Hakkımızda', footer_link_url: '/hakkimizda', sort_order: 1 },
    { group_id: second!.id, footer_link_title: 'Destek Merkezi', footer_link_url: '/destekmerkezi', sort_order: 1 },
    { group_id: second!.id, footer_link_title: 'Sözleşmeler', footer_link_url: '/sozlesmeler', sort_order: 2 },
  ])
  const [site] = await db
    .insert(schema.site_info)
    .values({
      id: 1,
      company_name: 'Mezat Test A.Ş.',
      company_address: 'Kadıköy, İstanbul',
      company_email: 'destek@example.com',
      customer_service_phone: '0850 000 00 00',
      whatsapp_url: 'https://wa.me/908500000000',
      facebook_url: 'https://facebook.com/mezat',
      twitter_url: 'https://twitter.com/mezat',
      instagram_url: 'https://instagram.com/mezat',
      youtube_url: 'https://youtube.com/@mezat',
    })
    .onConflictDoNothing()
    .returning()
  return { site: site!, groups: { first: first!, second: second! } }
}

export async function notification(userId: number, over: Partial<typeof schema.notifications.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.notifications)
    .values({ kind: 'test', notification_title: 'Bildirim', notification_message: 'Yeni bir bildiriminiz var.', ...over, user_id: userId })
    .returning()
  return row!
}

// ---- reading back -------------------------------------------------------------------------

/** Row counts, for "a refusal writes nothing". */
export async function countRows(table: 'users' | 'outbox' | 'sessions' | 'password_resets') {
  const [row] = await db.select({ n: count() }).from(schema[table])
  return row!.n
}

export async function findUser(id: number) {
  return db.query.users.findFirst({ where: eq(schema.users.id, id) })
}

export async function findUserByEmail(email: string) {
  return db.query.users.findFirst({ where: eq(schema.users.email, email.toLowerCase()) })
}

/** Mails queued for one address, oldest first. */
export async function mailsTo(recipient: string) {
  return db
    .select()
    .from(schema.outbox)
    .where(sql`${schema.outbox.channel} = 'mail' AND lower(${schema.outbox.recipient}) = ${recipient.toLowerCase()}`)
    .orderBy(schema.outbox.id)
}

/**
 * Waits (briefly) until `recipient` has at least `atLeast` mails: the worker may queue a mail in
 * waitUntil after it has answered.
 */
export async function waitForMails(recipient: string, atLeast = 1, timeoutMs = 3000) {
  // Counts rounds rather than reading the clock: some tests fake Date.
  for (let round = 0; ; round++) {
    const rows = await mailsTo(recipient)
    if (rows.length >= atLeast || round * 50 >= timeoutMs) return rows
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The first link in a mail body whose path starts with `pathPrefix` (e.g. '/epostadogrula/'). */
export function linkIn(body: string, pathPrefix: string): URL | undefined {
  for (const m of body.matchAll(/(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]+)/g)) {
    const url = new URL(m[1]!, 'http://localhost')
    if (url.pathname.startsWith(pathPrefix)) return url
  }
  return undefined
}
