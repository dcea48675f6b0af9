// Auction lists for the storefront: one batch (page + total) per request, or two statements of a larger batch.
import { and, asc, eq, gt, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { PAGE_SIZE } from '#common/constants.ts'
import type { Db } from '../../db/client.ts'
import { reusable } from '../../db/reusable.ts'
import { auctions, users } from '../../db/schema/index.ts'
import { APPROVAL } from '#common/approval.ts'

// NOTE: every column name of a card row must be unique: drizzle 0.45 maps D1 batch results by
// column name (d1ToRawMapping), so a second `title` or `slug` from the joined users table would
// shift every value after it. Hence the aliases.
export const cardColumns = {
  auction: auctions,
  seller_title: sql<string>`${users.title}`.as('seller_title'),
  seller_slug: sql<string>`${users.slug}`.as('seller_slug'),
  image_path: sql<string | null>`(select ai.image_path from auction_images ai where ai.auction_id = ${auctions.id} order by ai.position, ai.id limit 1)`.as('card_image_path'),
  thumbnail_path: sql<string | null>`(select ai.thumbnail_path from auction_images ai where ai.auction_id = ${auctions.id} order by ai.position, ai.id limit 1)`.as('card_thumbnail_path'),
  seller_rating: sql<number | null>`(select round(avg(sr.rating), 1) from seller_ratings sr where sr.seller_id = ${auctions.seller_id})`.as('card_seller_rating'),
}
export type CardRow = {
  auction: typeof auctions.$inferSelect
  seller_title: string
  seller_slug: string
  image_path: string | null
  thumbnail_path: string | null
  seller_rating: number | null
}

export type Page<T> = { data: T[]; current_page: number; last_page: number; total: number; per_page: number }

/** Cards of approved auctions matching `where`, at most `limit`: a query to run alone or in a batch. */
export const cardsQuery = (db: Db, where: SQL | undefined, orderBy: SQL[], limit: number) =>
  db
    .select(cardColumns)
    .from(auctions)
    .innerJoin(users, eq(users.id, auctions.seller_id))
    .where(and(eq(auctions.approved, APPROVAL.approved), where))
    .orderBy(...orderBy, asc(auctions.id))
    .limit(limit)

/** Not closed and not past its end: running or upcoming. */
export const isOpen = (now: number | Placeholder) => and(isNull(auctions.closed_at), gt(auctions.end_time, now))
/** Closed, or past its end and waiting for the room to close it. */
export const isPast = (now: number | Placeholder) => or(sql`${auctions.closed_at} is not null`, lte(auctions.end_time, now))
/** Running now: started, not closed, not past its end. */
export const isRunning = (now: number | Placeholder) => and(isOpen(now), lte(auctions.start_time, now))
/** Running first (soonest end first), then upcoming (soonest start first). */
export const openOrder = (now: number | Placeholder) => [
  sql`(${auctions.start_time} > ${now})`,
  sql`CASE WHEN ${auctions.start_time} <= ${now} THEN ${auctions.end_time} ELSE ${auctions.start_time} END`,
]

/**
 * One page of approved auctions matching `where`, in `orderBy` order, as two statements (the page and
 * the total) to put into a caller's batch beside whatever else its answer needs; `toPage` reads them.
 */
export const cardPageQueries = (db: Db, where: SQL | undefined, orderBy: SQL[], page: number, perPage = PAGE_SIZE) =>
  cardPageQueriesAt(db, where, orderBy, (page - 1) * perPage, perPage)

/** cardPageQueries from an offset, which may be a placeholder (db/reusable.ts). */
export const cardPageQueriesAt = (db: Db, where: SQL | undefined, orderBy: SQL[], offset: number | Placeholder, perPage: number) => {
  const filter = and(eq(auctions.approved, APPROVAL.approved), where)
  return [
    db
      .select(cardColumns)
      .from(auctions)
      .innerJoin(users, eq(users.id, auctions.seller_id))
      .where(filter)
      .orderBy(...orderBy, asc(auctions.id))
      .limit(perPage)
      .offset(offset),
    db.select({ n: sql<number>`count(*)` }).from(auctions).where(filter),
  ] as const
}

export function toPage<T extends CardRow>(rows: T[], totals: { n: number }[], page: number, perPage = PAGE_SIZE): Page<T> {
  const total = totals[0]?.n ?? 0
  return { data: rows, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage }
}

/** Approved auctions matching `where`, in `orderBy` order, one page of PAGE_SIZE: one round trip. */
export async function listCards(db: Db, where: SQL | undefined, orderBy: SQL[], page: number, perPage = PAGE_SIZE): Promise<Page<CardRow>> {
  const [rows, totals] = await db.batch(cardPageQueries(db, where, orderBy, page, perPage))
  return toPage(rows, totals, page, perPage)
}

/**
 * listCards for a list whose shape never changes, only the time and the page: its SQL is built once per
 * isolate (db/reusable.ts); `spec` gets the time as a placeholder. One round trip.
 */
export function reusableCardPage(spec: (now: Placeholder) => { where: SQL | undefined; order: SQL[] }, perPage = PAGE_SIZE) {
  const queries = reusable(['now', 'offset'], (db, p) => {
    const { where, order } = spec(p.now)
    return cardPageQueriesAt(db, where, order, p.offset, perPage)
  })
  return async (db: Db, page: number, now = Date.now()): Promise<Page<CardRow>> => {
    const [rows, totals] = await db.batch(queries(db, { now, offset: (page - 1) * perPage }))
    return toPage(rows, totals, page, perPage)
  }
}

/** Open auctions (running first, soonest end first; then upcoming, soonest start first). */
export const listOpen = reusableCardPage((now) => ({ where: isNull(auctions.closed_at), order: openOrder(now) }))

/** The showcase: open auctions an editor marked (sale label or badge), the most bid on first. */
export const listShowcase = reusableCardPage(
  (now) => ({
    where: and(isNull(auctions.closed_at), gt(auctions.end_time, now), or(gt(auctions.badgetype, 0), sql`${auctions.sale_label} is not null`)),
    order: [sql`${auctions.bid_count} desc`, asc(auctions.end_time)],
  }),
  12,
)
