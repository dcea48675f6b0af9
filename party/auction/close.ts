// The start and the close as the room tells them (the rules: party/lib/closing.ts; the soft close's
// extension rides on each NewBid's `end_time`): on time from the alarm, also with nobody connected and after
// a restart, or at once when a buy-now payment ends the auction.
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import type { AuctionEvent } from '#common/schemas/auction-events.ts'
import { decideClose, decideStart, type RoomState } from '../lib/ledger.ts'
import type { RoomCore } from './core.ts'

export function closedEvent(s: RoomState, now: number): Extract<AuctionEvent, { event: 'AuctionClosed' }> {
  return {
    event: 'AuctionClosed',
    data: {
      auction_id: s.auction_id,
      message: s.sold_via === 'unsold' ? tr.room.closedUnsold : tr.room.closed,
      final_price: toLira(s.sold_via === 'buynow' ? s.buynow_kurus : s.current_kurus),
      bidCount: s.bid_count,
      sold_via: s.sold_via ?? 'unsold',
      server_time: now,
    },
  }
}

/** The close reaches every page after the bids still waiting in the coalescer, never before them. */
export function announceClose(core: RoomCore, s: RoomState, now: number) {
  core.newBids.flush()
  core.broadcast(closedEvent(s, now))
}

/** The alarm's first step: announces the start and closes at the end, once each; returns the state after. */
export async function startOrClose(core: RoomCore, state: RoomState, now: number): Promise<RoomState> {
  const started = decideStart(state, now)
  if (started) state = started
  const closed = decideClose(state, now) // closing checks closed_at first: it happens once
  if (closed) state = closed
  if (started || closed) await core.room.storage.put('state', state)
  if (started) core.broadcast({ event: 'AuctionStarted', data: { auction_id: state.auction_id, message: tr.room.started, server_time: now } })
  if (closed) announceClose(core, state, now)
  return state
}
