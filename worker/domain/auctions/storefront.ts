// Storefront lists and decorations: category listings, today's / upcoming / hot auctions, banners,
// videos and carousels. What each list shows is written down in docs/storefront.md.
import { and, asc, desc, eq, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { Db } from '../../db/client.ts'
import { auctions, banners, carousel_items, carousels, categories, video_items, videos } from '../../db/schema/index.ts'
import { storefrontContent } from '../content/content-cache.ts'
import { reusable } from '../../db/reusable.ts'
import { PAGE_SIZE } from '#common/constants.ts'
import { cardPageQueries, cardPageQueriesAt, cardsQuery, isOpen, isPast, isRunning, listCards, openOrder, reusableCardPage, toPage } from './listing.ts'
import { ftsQuery } from './search.ts'

export type CategoryRow = typeof categories.$inferSelect
const DAY_MS = 24 * 3_600_000

/** A category's id by slug (active ones only), as a scalar subquery; `level` narrows it to one level. */
const categoryIdBySlug = (slug: string | Placeholder, level?: SQL) =>
  sql`(SELECT sc.id FROM categories sc WHERE sc.slug = ${slug} AND sc.is_active = 1${level ? sql` AND ${level}` : sql``})`

/**
 * The ids of an active category and of its active ancestors, one recursive CTE (an inactive ancestor ends
 * the trail, as it ends the tree the storefront shows).
 */
export const trailIds = (slug: string | Placeholder) => sql`(
  WITH RECURSIVE up(id) AS (
    SELECT tc.id FROM categories tc WHERE tc.slug = ${slug} AND tc.is_active = 1
    UNION ALL
    SELECT p.id FROM up JOIN categories c ON c.id = up.id JOIN categories p ON p.id = c.parent_id AND p.is_active = 1
  ) SELECT id FROM up)`

/**
 * A category by slug with its ancestors and its children, as two statements for a caller's batch
 * (the trail root first: levels grow along a chain); `toCategoryContext` reads them.
 */
export const categoryContextQueries = (db: Db, slug: string | Placeholder) =>
  [
    db.select().from(categories).where(sql`${categories.id} IN ${trailIds(slug)}`).orderBy(asc(categories.level)),
    db
      .select()
      .from(categories)
      .where(and(eq(categories.is_active, true), sql`${categories.parent_id} = ${categoryIdBySlug(slug)}`))
      .orderBy(asc(categories.sort_order), asc(categories.id)),
  ] as const

export type CategoryContext = { category: CategoryRow; trail: CategoryRow[]; children: CategoryRow[] }

/** 404 when the slug named no active category. */
export function toCategoryContext(trail: CategoryRow[], children: CategoryRow[]): CategoryContext {
  const category = trail.at(-1)
  if (!category) throw notFound(tr.storefront.categoryNotFound)
  return { category, trail, children }
}

/** A category by slug with its ancestors (root first) and its children; 404 when unknown. One round trip. */
export async function findCategory(db: Db, slug: string): Promise<CategoryContext> {
  const [trail, children] = await db.batch(categoryContextQueries(db, slug))
  return toCategoryContext(trail, children)
}

/** A category given by its row, or by its slug (resolved inside the query, so no round trip comes first). */
export type CategoryRef = Pick<CategoryRow, 'id' | 'level'> | { slug: string | Placeholder }

/** Auctions filed under `category` at its own level (category_1/2/3_id). */
export function inCategory(category: CategoryRef): SQL {
  if ('slug' in category) {
    // Each arm is an indexed equality (auctions_cat1/2/3_idx); at most one of the subqueries finds the category.
    const { slug } = category
    return sql`(${auctions.category_1_id} = ${categoryIdBySlug(slug, sql`sc.level <= 1`)} OR ${auctions.category_2_id} = ${categoryIdBySlug(slug, sql`sc.level = 2`)} OR ${auctions.category_3_id} = ${categoryIdBySlug(slug, sql`sc.level >= 3`)})`
  }
  const column = category.level <= 1 ? auctions.category_1_id : category.level === 2 ? auctions.category_2_id : auctions.category_3_id
  return eq(column, category.id)
}

/** Auctions whose search key matches every word of `q` (prefix match, Turkish-folded). */
export function matchesText(q: string): SQL {
  const match = ftsQuery(q)
  if (!match) return sql`0`
  return sql`${auctions.id} IN (SELECT rowid FROM auctions_fts WHERE auctions_fts MATCH ${match})`
}

export type ListingOptions = { category?: CategoryRef; type: 'open' | 'past'; q?: string; page: number }
type ListSpec = { where: SQL | undefined; order: SQL[] }

const listingSpec = (o: Omit<ListingOptions, 'page'>, now: number | Placeholder): ListSpec => ({
  where: and(o.category ? inCategory(o.category) : undefined, o.type === 'open' ? isOpen(now) : isPast(now), o.q ? matchesText(o.q) : undefined),
  order: o.type === 'open' ? openOrder(now) : [sql`coalesce(${auctions.closed_at}, ${auctions.end_time}) desc`],
})

/** GET /api/auctions with ?category / ?type / ?q: open (running, then upcoming) or past (latest first). */
export function listAuctions(db: Db, o: ListingOptions, now = Date.now()) {
  const { where, order } = listingSpec(o, now)
  return listCards(db, where, order, o.page)
}

/** The three storefront lists (docs/storefront.md), each narrowed to a category when one is given. */
export const showcaseSpecs = {
  /** Günün Mezatları: running auctions whose hammer falls within the next 24 hours, soonest first. */
  daily: (category: CategoryRef | undefined, now: number | Placeholder): ListSpec => ({
    where: and(isRunning(now), lte(auctions.end_time, sql`${now} + ${DAY_MS}`), category && inCategory(category)),
    order: [asc(auctions.end_time)],
  }),
  /** Gelecek Mezatlar: approved auctions that have not started yet, soonest start first. */
  upcoming: (category: CategoryRef | undefined, now: number | Placeholder): ListSpec => ({
    where: and(isNull(auctions.closed_at), sql`${auctions.start_time} > ${now}`, category && inCategory(category)),
    order: [asc(auctions.start_time)],
  }),
  /**
   * Fırsatlar: running auctions with the most to gain — the lowest current price against the buy-now
   * price first (those without buy-now after them), then the most bid on, then the soonest end.
   */
  hot: (category: CategoryRef | undefined, now: number | Placeholder): ListSpec => ({
    where: and(isRunning(now), category && inCategory(category)),
    order: [
      sql`CASE WHEN ${auctions.buynow_price_kurus} > 0 THEN ${auctions.current_price_kurus} * 1.0 / ${auctions.buynow_price_kurus} ELSE 2 END`,
      desc(auctions.bid_count),
      asc(auctions.end_time),
    ],
  }),
}
export type ShowcaseList = keyof typeof showcaseSpecs

/** A list with no category has one shape: its SQL is built once per isolate (listing.ts reusableCardPage). */
const showcase = (list: ShowcaseList) => {
  const whole = reusableCardPage((now) => showcaseSpecs[list](undefined, now))
  return (db: Db, page: number, category?: CategoryRef, now = Date.now()) => {
    if (!category) return whole(db, page, now)
    const { where, order } = showcaseSpecs[list](category, now)
    return listCards(db, where, order, page)
  }
}
export const listDaily = showcase('daily')
export const listUpcoming = showcase('upcoming')
export const listHot = showcase('hot')

/**
 * A list narrowed to the category named by `slug`, with that category's trail and children: one round
 * trip (the category is resolved inside the queries); 404 when the slug names no active category.
 */
export async function listInCategory(db: Db, spec: ListSpec, slug: string, page: number) {
  const [trail, children, rows, totals] = await db.batch([...categoryContextQueries(db, slug), ...cardPageQueries(db, spec.where, spec.order, page)])
  return { ctx: toCategoryContext(trail, children), page: toPage(rows, totals, page) }
}

/** GET /api/show{daily,next,hot}?category=: the list with its category context, in one round trip. */
export const listShowcaseInCategory = (db: Db, list: ShowcaseList, slug: string, page: number, now = Date.now()) =>
  listInCategory(db, showcaseSpecs[list]({ slug }, now), slug, page)

/** A category's listing without a search (open or past), its SQL built once per isolate (db/reusable.ts). */
const categoryListing = (type: ListingOptions['type']) =>
  reusable(['slug', 'now', 'offset'], (db, p) => {
    const spec = listingSpec({ type, category: { slug: p.slug } }, p.now)
    return [...categoryContextQueries(db, p.slug), ...cardPageQueriesAt(db, spec.where, spec.order, p.offset, PAGE_SIZE)] as const
  })
const categoryListings = { open: categoryListing('open'), past: categoryListing('past') }

/** GET /api/auctions?category=: the listing with its category context, in one round trip. */
export async function listAuctionsInCategory(db: Db, o: Omit<ListingOptions, 'category'>, slug: string, now = Date.now()) {
  if (o.q) return listInCategory(db, listingSpec({ ...o, category: { slug } }, now), slug, o.page)
  const queries = categoryListings[o.type](db, { slug, now, offset: (o.page - 1) * PAGE_SIZE })
  const [trail, children, rows, totals] = await db.batch(queries)
  return { ctx: toCategoryContext(trail, children), page: toPage(rows, totals, o.page) }
}

// ---- banners, videos, carousels ----------------------------------------------------------------

/**
 * Banners of a placement. With a category slug: the banners of that category, else of its nearest
 * ancestor that has some, else the general ones (an unknown slug gets the general ones too). From the
 * worker's copy of the storefront content (content-cache.ts): one round trip.
 */
export async function listBanners(db: Db, placement: number, slug?: string) {
  const content = await storefrontContent(db)
  const placed = content.banners.filter((b) => b.banner_placement === placement)
  const byId = new Map(content.categories.map((c) => [c.id, c]))
  const category = slug ? content.categories.find((c) => c.slug === slug) : undefined
  for (let c = category; c; c = c.parent_id ? byId.get(c.parent_id) : undefined) {
    const own = placed.filter((b) => b.category_id === c!.id)
    if (own.length) return own
  }
  return placed.filter((b) => b.category_id === null)
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

/** At most this many auction cards in one video block. */
export const VIDEO_CARDS_MAX = 50

const videoQueries = reusable(['slug', 'now'], (db, { slug, now }) => {
  const videoId = sql`(SELECT v.id FROM videos v WHERE v.slug = ${slug})`
  return [
    db.select().from(videos).where(eq(videos.slug, slug)).limit(1),
    db.select().from(video_items).where(sql`${video_items.video_id} = ${videoId}`).orderBy(asc(video_items.sort_order), asc(video_items.id)),
    cardsQuery(db, sql`${auctions.id} IN (SELECT vi.auction_id FROM video_items vi WHERE vi.video_id = ${videoId})`, openOrder(now), VIDEO_CARDS_MAX),
  ] as const
})

/** A video block by slug with its items and, for items tied to an auction, that auction's card. One round trip. */
export async function findVideo(db: Db, slug: string, now = Date.now()) {
  const [found, items, cards] = await db.batch(videoQueries(db, { slug, now }))
  const video = found[0]
  if (!video) throw notFound(tr.storefront.videoNotFound)
  return { video, items, cards: new Map(cards.map((c) => [c.auction.id, c])) }
}

const carouselQueries = reusable(['slug'], (db, { slug }) => [
  db.select().from(carousels).where(eq(carousels.slug, slug)).limit(1),
  db
    .select()
    .from(carousel_items)
    .where(sql`${carousel_items.carousel_id} = (SELECT k.id FROM carousels k WHERE k.slug = ${slug})`)
    .orderBy(asc(carousel_items.sort_order), asc(carousel_items.id)),
] as const)

/** A carousel by slug with its items in order. One round trip. */
export async function findCarousel(db: Db, slug: string) {
  const [found, items] = await db.batch(carouselQueries(db, { slug }))
  const carousel = found[0]
  if (!carousel) throw notFound(tr.storefront.carouselNotFound)
  return { carousel, items }
}
