// The auction room's rules as pure functions: (state, command, now) → refusal or a new state plus the
// bids to record. The room class only loads, calls these, persists and broadcasts (docs/conventions.md "The room is an adapter over pure rules").
// docs/architecture.md "The bid's invariants"; the rules beyond the spec are written in party/README.md.
// The rules live in three files by responsibility, and this one is their one door: room-state.ts (the state,
// recording a bid, the soft close), auto-bids.ts (automatic bidding), closing.ts (start, close, buy-now).
import { bidIncrementKurus, MAX_BID_KURUS, MIN_BID_KURUS } from '#common/auction-rules.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import type { LedgerBid } from '#common/schemas/room.ts'
import { resolveAutoBids } from './auto-bids.ts'
import { accepted, append, openFor, refuse, type AutoBids, type Outcome, type RoomState } from './room-state.ts'

export {
  fromSnapshot,
  needsSync,
  nextAlarm,
  reconfigure,
  toStateView,
  type Accepted,
  type AutoBids,
  type Outcome,
  type RoomState,
} from './room-state.ts'
export { decideAutoBid, decideAutoBidRemove } from './auto-bids.ts'
export { decideReserveLower, isReserveMet } from './reserve.ts'
export { decideBuyNow, decideBuyNowComplete, decideBuyNowRelease, decideClose, decideOfferAccept, decideStart } from './closing.ts'

/** A member's bid: refused when early, late, own, already leading, or built on a stale price. */
export function decideBid(
  s: RoomState,
  autos: AutoBids,
  cmd: { user_id: number; user_title: string; bid_amount_kurus: number; total_amount_kurus: number },
  now: number,
): Outcome {
  const closed = openFor(s, cmd.user_id, 'bid_amount', now)
  if (closed) return closed
  if (cmd.bid_amount_kurus < MIN_BID_KURUS) return refuse(422, 'bid_amount', tr.bid.amountMin, s)
  if (cmd.bid_amount_kurus > MAX_BID_KURUS) return refuse(422, 'bid_amount', tr.bid.amountMax, s)
  if (s.leader_id === cmd.user_id) return refuse(422, 'bid_amount', tr.bid.alreadyHighest, s)
  if (cmd.total_amount_kurus !== s.current_kurus + cmd.bid_amount_kurus)
    return refuse(409, 'total_amount', tr.bid.priceMoved(formatKurus(s.current_kurus)), s)
  const step = bidIncrementKurus(s.current_kurus)
  if (cmd.bid_amount_kurus < step) return refuse(422, 'bid_amount', tr.bid.belowIncrement(formatKurus(step), formatKurus(s.current_kurus + step)), s)
  const next = { ...s }
  const bids: LedgerBid[] = []
  append(next, bids, cmd, cmd.total_amount_kurus, false, now)
  resolveAutoBids(next, autos, bids, now, true)
  if (next.leader_id === cmd.user_id) return accepted(s, next, null, bids)
  // An earlier maximum answered at once: the bidder learns it in the answer, not from a later notice.
  const price = formatKurus(next.current_kurus)
  const notice = next.current_kurus === cmd.total_amount_kurus ? tr.bid.tiedWithEarlierMax(price) : tr.bid.answeredByEarlierMax(price)
  return accepted(s, next, null, bids, notice)
}
