// The member's watch list (addtoWatchList, removefromWatchList, mywatchlist).
// Adding and removing are idempotent, so a double click or a retried request changes nothing.
import { and, eq, sql } from 'drizzle-orm'
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { Db } from '../../db/client.ts'
import { auctions, watchlist } from '../../db/schema/index.ts'
import { maySee } from './auction-detail.ts'
import { cardsQuery, openOrder } from './listing.ts'

/** The longest watch list answered in one go. */
export const WATCHLIST_MAX = 200

async function visibleAuction(db: Db, userId: number, slug: string) {
  const a = await db.query.auctions.findFirst({ where: eq(auctions.slug, slug), columns: { id: true, approved: true, seller_id: true } })
  if (!a || !maySee(a, { id: userId, role: 'member' })) throw notFound(tr.storefront.auctionNotFound)
  return a
}

/** Watches an approved auction (or one's own); 404 for unknown or unpublished ones. */
export async function watchAuction(db: Db, userId: number, slug: string) {
  const a = await visibleAuction(db, userId, slug)
  await db.insert(watchlist).values({ user_id: userId, auction_id: a.id }).onConflictDoNothing()
}

/** Stops watching; also fine when the auction was not watched. */
export async function unwatchAuction(db: Db, userId: number, slug: string) {
  const a = await db.query.auctions.findFirst({ where: eq(auctions.slug, slug), columns: { id: true } })
  if (!a) throw notFound(tr.storefront.auctionNotFound)
  await db.delete(watchlist).where(and(eq(watchlist.user_id, userId), eq(watchlist.auction_id, a.id)))
}

/** Cards of the watched auctions: open ones first (soonest end first), then the ended ones. */
export const listWatchlist = (db: Db, userId: number, now = Date.now()) =>
  cardsQuery(
    db,
    sql`${auctions.id} IN (SELECT w.auction_id FROM watchlist w WHERE w.user_id = ${userId})`,
    [sql`(${auctions.closed_at} IS NOT NULL OR ${auctions.end_time} <= ${now})`, ...openOrder(now)],
    WATCHLIST_MAX,
  )
