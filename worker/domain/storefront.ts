// Storefront lists and decorations: category listings, today's / upcoming / hot auctions, banners,
// videos and carousels. What each list shows is written down in docs/storefront.md.
import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { Db } from '../db/client.ts'
import { auctions, banners, carousel_items, carousels, categories, video_items, videos } from '../db/schema/index.ts'
import { cardsQuery, isOpen, isPast, isRunning, listCards, openOrder } from './listing.ts'
import { ftsQuery } from './search.ts'

export type CategoryRow = typeof categories.$inferSelect
const DAY_MS = 24 * 3_600_000

/** The active category tree, parents before children. */
const activeCategories = (db: Db) =>
  db.select().from(categories).where(eq(categories.is_active, true)).orderBy(asc(categories.level), asc(categories.sort_order), asc(categories.id))

/** A category by slug with its ancestors (root first) and its children; 404 when unknown. */
export async function findCategory(db: Db, slug: string) {
  const all = await activeCategories(db)
  const category = all.find((c) => c.slug === slug)
  if (!category) throw notFound(tr.storefront.categoryNotFound)
  const byId = new Map(all.map((c) => [c.id, c]))
  const trail: CategoryRow[] = []
  for (let c: CategoryRow | undefined = category; c; c = c.parent_id ? byId.get(c.parent_id) : undefined) trail.unshift(c)
  const children = all.filter((c) => c.parent_id === category.id)
  return { category, trail, children }
}

/** Auctions filed under `category` at its own level (category_1/2/3_id). */
export function inCategory(category: Pick<CategoryRow, 'id' | 'level'>): SQL {
  const column = category.level <= 1 ? auctions.category_1_id : category.level === 2 ? auctions.category_2_id : auctions.category_3_id
  return eq(column, category.id)
}

/** Auctions whose search key matches every word of `q` (prefix match, Turkish-folded). */
export function matchesText(q: string): SQL {
  const match = ftsQuery(q)
  if (!match) return sql`0`
  return sql`${auctions.id} IN (SELECT rowid FROM auctions_fts WHERE auctions_fts MATCH ${match})`
}

export type ListingOptions = { category?: CategoryRow; type: 'open' | 'past'; q?: string; page: number }

/** GET /api/auctions with ?category / ?type / ?q: open (running, then upcoming) or past (latest first). */
export function listAuctions(db: Db, o: ListingOptions, now = Date.now()) {
  const where = and(o.category ? inCategory(o.category) : undefined, o.type === 'open' ? isOpen(now) : isPast(now), o.q ? matchesText(o.q) : undefined)
  const order = o.type === 'open' ? openOrder(now) : [sql`coalesce(${auctions.closed_at}, ${auctions.end_time}) desc`]
  return listCards(db, where, order, o.page)
}

/** Günün Mezatları: running auctions whose hammer falls within the next 24 hours, soonest first. */
export const listDaily = (db: Db, page: number, category?: CategoryRow, now = Date.now()) =>
  listCards(db, and(isRunning(now), lte(auctions.end_time, now + DAY_MS), category && inCategory(category)), [asc(auctions.end_time)], page)

/** Gelecek Mezatlar: approved auctions that have not started yet, soonest start first. */
export const listUpcoming = (db: Db, page: number, category?: CategoryRow, now = Date.now()) =>
  listCards(db, and(isNull(auctions.closed_at), sql`${auctions.start_time} > ${now}`, category && inCategory(category)), [asc(auctions.start_time)], page)

/**
 * Fırsatlar: running auctions with the most to gain — the lowest current price against the buy-now
 * price first (those without buy-now after them), then the most bid on, then the soonest end.
 */
export const listHot = (db: Db, page: number, category?: CategoryRow, now = Date.now()) =>
  listCards(
    db,
    and(isRunning(now), category && inCategory(category)),
    [
      sql`CASE WHEN ${auctions.buynow_price_kurus} > 0 THEN ${auctions.current_price_kurus} * 1.0 / ${auctions.buynow_price_kurus} ELSE 2 END`,
      desc(auctions.bid_count),
      asc(auctions.end_time),
    ],
    page,
  )

/** Open auctions of one category for the "same category" row, `limit` of them, this one left out. */
export const sameCategoryQuery = (db: Db, a: typeof auctions.$inferSelect, limit: number, now = Date.now()) => {
  const deepest = a.category_3_id ?? a.category_2_id
  return cardsQuery(
    db,
    and(eq(auctions.category_1_id, a.category_1_id), sql`${auctions.id} <> ${a.id}`, isOpen(now)),
    [...(deepest ? [sql`(coalesce(${auctions.category_3_id}, ${auctions.category_2_id}) = ${deepest}) desc`] : []), ...openOrder(now)],
    limit,
  )
}

// ---- banners, videos, carousels ----------------------------------------------------------------

/**
 * Banners of a placement. With a category slug: the banners of that category, else of its nearest
 * ancestor that has some, else the general ones (an unknown slug gets the general ones too).
 */
export async function listBanners(db: Db, placement: number, slug?: string) {
  const active = and(eq(banners.banner_placement, placement), eq(banners.is_active, true))
  const order = [asc(banners.sort_order), asc(banners.id)]
  if (slug) {
    const trail = await findCategory(db, slug).then((f) => f.trail.reverse(), () => [] as CategoryRow[])
    if (trail.length) {
      const rows = await db.select().from(banners).where(and(active, inArray(banners.category_id, trail.map((c) => c.id)))).orderBy(...order)
      for (const c of trail) {
        const own = rows.filter((b) => b.category_id === c.id)
        if (own.length) return own
      }
    }
  }
  return db.select().from(banners).where(and(active, isNull(banners.category_id))).orderBy(...order)
}

/** Counts one click on an active banner; 404 for an unknown one. */
export async function countBannerClick(db: Db, id: number) {
  const rows = await db
    .update(banners)
    .set({ click_count: sql`${banners.click_count} + 1` })
    .where(and(eq(banners.id, id), eq(banners.is_active, true)))
    .returning({ id: banners.id })
  if (!rows.length) throw notFound(tr.storefront.bannerNotFound)
}

/** A video block by slug with its items and, for items tied to an auction, that auction's card. */
export async function findVideo(db: Db, slug: string, now = Date.now()) {
  const video = await db.query.videos.findFirst({ where: eq(videos.slug, slug) })
  if (!video) throw notFound(tr.storefront.videoNotFound)
  const items = await db.select().from(video_items).where(eq(video_items.video_id, video.id)).orderBy(asc(video_items.sort_order), asc(video_items.id))
  const ids = items.map((i) => i.auction_id).filter((id): id is number => id != null)
  const cards = ids.length ? await cardsQuery(db, inArray(auctions.id, ids), openOrder(now), ids.length) : []
  return { video, items, cards: new Map(cards.map((c) => [c.auction.id, c])) }
}

/** A carousel by slug with its items in order. */
export async function findCarousel(db: Db, slug: string) {
  const carousel = await db.query.carousels.findFirst({ where: eq(carousels.slug, slug) })
  if (!carousel) throw notFound(tr.storefront.carouselNotFound)
  const items = await db
    .select()
    .from(carousel_items)
    .where(eq(carousel_items.carousel_id, carousel.id))
    .orderBy(asc(carousel_items.sort_order), asc(carousel_items.id))
  return { carousel, items }
}
