// What a page missed (party/README.md "A shaky connection"): a Sync when its socket opens, and a Replay
// from the ledger in answer to its Resume, with the last seq it holds.
import { toBidView } from '#common/bid-answer.ts'
import { toLira } from '#common/money.ts'
import { REPLAY_LIMIT, type AuctionEvent } from '#common/schemas/auction-events.ts'
import type { LedgerBid } from '#common/schemas/room.ts'
import type { RoomState } from '../lib/ledger.ts'
import { bidKey, type RoomCore } from './core.ts'
import { closedEvent } from './close.ts'

/** The auction as it stands and its last ten bids, for a socket that just opened. */
export async function syncEvent(core: RoomCore, state: RoomState): Promise<AuctionEvent> {
  core.newBids.flush() // bids queued before this Sync reach the others first, never this socket twice
  const now = Date.now()
  const last = [...(await core.room.storage.list<LedgerBid>({ prefix: 'bid:', reverse: true, limit: 10 })).values()]
  return {
    event: 'Sync',
    data: {
      auction_id: state.auction_id,
      current_price: toLira(state.current_kurus),
      bidCount: state.bid_count,
      last_seq: state.last_seq,
      end_time: state.end_time,
      start_time: state.start_time,
      closed: state.closed_at !== null,
      last_bids: last.map((b) => toBidView(b)),
      server_time: now,
    },
  }
}

/** A room that holds nothing yet (no bid, never armed) has missed nothing: the page's data stands. */
export const nothingMissed = (auctionId: number, since: number): AuctionEvent => ({
  event: 'Replay',
  data: { auction_id: auctionId, since, complete: true, bids: [], last_seq: since, current_price: null, bidCount: null, end_time: null, closed: null, server_time: Date.now() },
})

/**
 * What a page missed since `since`, from the ledger, in order: the bids, the end as it stands (a
 * soft-close extension), the close. Bids still waiting in the coalescer go first to everyone, so the
 * replay never runs ahead of a NewBid that the page would then apply out of order.
 */
export async function replay(core: RoomCore, state: RoomState, since: number): Promise<AuctionEvent> {
  core.newBids.flush()
  const now = Date.now()
  const gap = Math.max(0, state.last_seq - since)
  let bids: LedgerBid[] = []
  let complete = gap <= REPLAY_LIMIT
  if (complete && gap > 0) {
    bids = [...(await core.room.storage.list<LedgerBid>({ prefix: 'bid:', start: bidKey(since + 1), limit: gap })).values()]
    // The ledger of a room configured from D1 starts at D1's recent bids: an older gap cannot be replayed.
    complete = bids[0]?.seq === since + 1 && bids.length === gap
    if (!complete) bids = []
  }
  return {
    event: 'Replay',
    data: {
      auction_id: state.auction_id,
      since,
      complete,
      bids: bids.map((b) => toBidView(b)),
      last_seq: state.last_seq,
      current_price: toLira(state.current_kurus),
      bidCount: state.bid_count,
      end_time: state.end_time,
      closed: state.closed_at !== null ? closedEvent(state, state.closed_at).data : null,
      ...(state.service_extension ? { reason: 'service_interruption' as const } : {}),
      server_time: now,
    },
  }
}
