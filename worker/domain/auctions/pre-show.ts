// Bids before the show (docs/bidding.md "Bids before the show"): which lots take a maximum before they open
// (a live show's lots), and a member's maxima waiting for their lot to open.
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import { toWireTime } from '#common/time.ts'
import type { MyPreShowBidsAnswer } from '#common/schemas/pre-show.ts'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ApiError } from '#common/errors.ts'
import type { Db } from '../../db/client.ts'
import { auctions, auto_bids, live_session_auctions } from '../../db/schema/index.ts'
import { APPROVAL } from '#common/approval.ts'

/** The room refused a maximum because the lot has not opened, and the lot is in a live show. */
export async function opensInLiveShow(db: Db, refusal: unknown, auctionId: number): Promise<boolean> {
  if (!(refusal instanceof ApiError) || refusal.status !== 422 || refusal.body.message !== tr.bid.notStarted) return false
  const [row] = await db
    .select({ id: live_session_auctions.auction_id })
    .from(live_session_auctions)
    .where(eq(live_session_auctions.auction_id, auctionId))
    .limit(1)
  return row !== undefined
}

/**
 * The member's maxima on live show lots that have not opened yet, soonest first: what they will bid when
 * each lot opens. D1's auto_bids row is written with each accepted maximum (worker/domain/auctions/bids.ts).
 */
export async function myPreShowBids(db: Db, userId: number, now = Date.now()): Promise<z.input<typeof MyPreShowBidsAnswer>> {
  const rows = await db
    .select({
      auction_id: auctions.id,
      slug: auctions.slug,
      name: auctions.name,
      start_time: auctions.start_time,
      max_kurus: auto_bids.max_amount_kurus,
    })
    .from(auto_bids)
    .innerJoin(auctions, eq(auctions.id, auto_bids.auction_id))
    .where(
      and(
        eq(auto_bids.user_id, userId),
        eq(auctions.approved, APPROVAL.approved),
        gt(auctions.start_time, now),
        sql`EXISTS (SELECT 1 FROM ${live_session_auctions} WHERE ${live_session_auctions.auction_id} = ${auctions.id})`,
      ),
    )
    .orderBy(asc(auctions.start_time), asc(auctions.id))
  return { pre_bids: rows.map(({ max_kurus, start_time, ...r }) => ({ ...r, start_time: toWireTime(start_time), max_amount: toLira(max_kurus) })) }
}
