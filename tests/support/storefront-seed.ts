// Storefront test data: photos, properties, bids, questions, reviews, cargo prices, banners,
// videos, carousels, watch list and cart rows, written straight into the test file's own D1.
import { env } from 'cloudflare:workers'
import { count, eq } from 'drizzle-orm'
import * as schema from '../../worker/db/schema/index.ts'
import { db, unique } from './seed.ts'

type Auction = typeof schema.auctions.$inferSelect
type User = { id: number }

export async function images(auction: { id: number }, n = 2) {
  const rows = Array.from({ length: n }, (_, i) => ({
    auction_id: auction.id,
    position: i,
    image_path: `/demo/${auction.id}-${i}.jpg`,
    thumbnail_path: `/demo/${auction.id}-${i}-thumb.jpg`,
  }))
  return db.insert(schema.auction_images).values(rows).returning()
}

export async function properties(auction: { id: number }, pairs: Array<[string, string]>) {
  return db
    .insert(schema.auction_properties)
    .values(pairs.map(([label, value], i) => ({ auction_id: auction.id, position: i + 1, label, value })))
    .returning()
}

/**
 * Bids the way the room would have written them to D1: consecutive sequence numbers, each total the
 * previous price plus the bid; the auction's current price and bid count follow.
 */
export async function bids(auction: Auction, steps: Array<{ user: User; lira: number; at?: number }>) {
  let price = auction.current_price_kurus
  let seq = auction.last_seq
  const rows = []
  for (const s of steps) {
    price += s.lira * 100
    seq += 1
    rows.push({ auction_id: auction.id, user_id: s.user.id, seq, bid_amount_kurus: s.lira * 100, total_amount_kurus: price, created_at: s.at ?? Date.now() - (steps.length - rows.length) * 1000 })
  }
  const inserted = await db.insert(schema.bids).values(rows).returning()
  await db.update(schema.auctions).set({ current_price_kurus: price, bid_count: seq, last_seq: seq }).where(eq(schema.auctions.id, auction.id))
  return inserted
}

export async function question(auction: { id: number }, asker: User, body = `Ürün orijinal mi? ${unique()}`, at = Date.now()) {
  const [row] = await db.insert(schema.questions).values({ auction_id: auction.id, user_id: asker.id, question_body: body, created_at: at }).returning()
  return row!
}

export async function answer(q: { id: number }, seller: User, body = 'Evet, faturası var.', at = Date.now()) {
  const [row] = await db.insert(schema.answers).values({ question_id: q.id, user_id: seller.id, answer_body: body, created_at: at }).returning()
  return row!
}

export async function rating(seller: User, by: User, over: Partial<typeof schema.seller_ratings.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.seller_ratings)
    .values({ seller_id: seller.id, rated_by_user_id: by.id, rating: 5, comment: 'Hızlı kargo, teşekkürler.', approved: 1, ...over })
    .returning()
  return row!
}

export async function cargoChannels() {
  return db
    .insert(schema.cargo_channels)
    .values([
      { code: 'yurtici', cargo_channel_title: 'Yurtiçi Kargo', price_kurus: 89_90, sort_order: 1 },
      { code: 'mng', cargo_channel_title: 'MNG Kargo', price_kurus: 79_50, sort_order: 2 },
      { code: 'ptt', cargo_channel_title: 'PTT Kargo', price_kurus: 60_00, sort_order: 3, is_active: false },
    ])
    .onConflictDoNothing()
    .returning()
}

export async function setting(key: string, value: string) {
  await db.insert(schema.settings).values({ key, value }).onConflictDoUpdate({ target: schema.settings.key, set: { value } })
}

export async function banner(over: Partial<typeof schema.banners.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.banners)
    .values({ banner_placement: 0, banner_title: `Afiş ${unique()}`, banner_image: '/demo/banner.jpg', ...over })
    .returning()
  return row!
}

export async function video(slug: string, items: Array<Partial<typeof schema.video_items.$inferInsert>>) {
  const [v] = await db.insert(schema.videos).values({ slug, title: `Video ${slug}` }).returning()
  const rows = items.length
    ? await db
        .insert(schema.video_items)
        .values(items.map((i, n) => ({ video_title: `Video ${n + 1}`, sort_order: n, ...i, video_id: v!.id })))
        .returning()
    : []
  return { video: v!, items: rows }
}

export async function carousel(slug: string, items: Array<Partial<typeof schema.carousel_items.$inferInsert>>) {
  const [c] = await db.insert(schema.carousels).values({ slug, title: `Carousel ${slug}` }).returning()
  const rows = await db
    .insert(schema.carousel_items)
    .values(items.map((i, n) => ({ image_path: `/demo/carousel-${n}.jpg`, sort_order: n, ...i, carousel_id: c!.id })))
    .returning()
  return { carousel: c!, items: rows }
}

export async function watch(user: User, auction: { id: number }) {
  await db.insert(schema.watchlist).values({ user_id: user.id, auction_id: auction.id }).onConflictDoNothing()
}

export async function cartItem(user: User, auction: Auction) {
  const [cart] = await db.insert(schema.carts).values({ user_id: user.id }).onConflictDoNothing().returning()
  const c = cart ?? (await db.query.carts.findFirst({ where: eq(schema.carts.user_id, user.id) }))!
  await db.insert(schema.cart_items).values({ cart_id: c.id, auction_id: auction.id, item_price_kurus: auction.buynow_price_kurus, from_bn_or_auc: 1 })
}

// ---- reading back -------------------------------------------------------------------------

export async function rows(table: 'watchlist' | 'questions' | 'answers' | 'notifications' | 'rate_limits') {
  const [row] = await db.select({ n: count() }).from(schema[table])
  return row!.n
}

export async function bannerClicks(id: number) {
  return (await db.query.banners.findFirst({ where: eq(schema.banners.id, id) }))!.click_count
}

export async function watching(user: User, auction: { id: number }) {
  const all = await db.select().from(schema.watchlist).where(eq(schema.watchlist.user_id, user.id))
  return all.some((w) => w.auction_id === auction.id)
}

/** Runs raw SQL against the test D1 (for FTS rows). */
export const exec = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).run()
