// D1's offers follow the auction's room (docs/decisions/0021-offers.md): written in the room sync's own batch
// (worker/domain/auctions/rooms.ts), so whatever the request path failed to write the next sync writes, once.
import { tr } from '#common/messages.ts'
import type { RoomStateView } from '#common/schemas/room.ts'
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { offers } from '../../../db/schema/index.ts'
import type { Statement } from '../projection.ts'
import { offerNotice } from './notice.ts'

const WAITING = ['open', 'countered'] as const

/**
 * The sync's statements for an auction's offers: a close by an accepted offer marks that offer accepted at the
 * lot's price; any close, or the first bids (a bid is a promise the seller may not step over), ends every other
 * offer still waiting, and tells its buyer once. None when nothing concerns offers.
 */
export function offerFollowUps(db: Db, auctionId: number, state: RoomStateView, name: string, opts: { closing: boolean; bidsNow: boolean }, now = Date.now()): Statement[] {
  if (!opts.closing && !(opts.bidsNow && state.bid_count > 0)) return []
  const out: Statement[] = []
  const sold = opts.closing && state.sold_via === 'offer' ? (state.sold_offer_id ?? null) : null
  if (sold !== null)
    out.push(
      db
        .update(offers)
        .set({
          status: 'accepted',
          price_kurus: state.current_kurus,
          decided_at: state.closed_at,
          // Who accepted: the seller's automatic limit (written before the room was asked), the buyer on a counter, or the seller.
          decided_by: sql`coalesce(${offers.decided_by}, CASE WHEN ${offers.counter_kurus} IS NULL THEN 'seller' ELSE 'buyer' END)`,
        })
        .where(and(eq(offers.id, sold), inArray(offers.status, WAITING))),
    )
  const others = and(eq(offers.auction_id, auctionId), inArray(offers.status, WAITING), gt(offers.expires_at, now), sold !== null ? ne(offers.id, sold) : undefined)
  const message = opts.closing ? tr.offers.endedMessage(name) : tr.offers.biddingMessage(name)
  out.push(
    offerNotice(db, { to: 'buyer', title: tr.offers.endedTitle, message, link: '/u/tekliflerim', key: sql<string>`'offer_ended:' || ${offers.id}`, now }, others),
    db.update(offers).set({ status: 'declined', decided_by: 'system', decided_at: now }).where(others),
  )
  return out
}
