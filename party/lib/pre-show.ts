// Bids before the show (docs/bidding.md "Bids before the show"): a lot of a live show takes members'
// automatic maxima before it opens, and when it opens they bid by the online rules of auto-bids.ts (the
// increment table, ties to the earlier maximum). Pure, like every rule of party/lib/.
import { bidIncrementKurus, MAX_BID_KURUS } from '#common/auction-rules.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import type { LedgerBid } from '#common/schemas/room.ts'
import { decideAutoBid, resolveAutoBids } from './auto-bids.ts'
import { accepted, refuse, type Accepted, type AutoBids, type Outcome, type RoomState } from './room-state.ts'

type MaxCommand = { user_id: number; user_title: string; max_kurus: number; pre_show?: true | undefined }

/**
 * A maximum before the lot opens: kept, nothing bid yet (nobody may bid on a lot that has not opened). It must
 * reach the first bid the lot will take (the opening price + the table's step), as online. Its time is when it
 * was set: equal maxima go to the one set first, at the opening as later.
 */
function decidePreShowMax(s: RoomState, autos: AutoBids, cmd: MaxCommand, now: number): Outcome {
  if (s.withdrawn) return refuse(422, 'max_amount', tr.bid.withdrawn, s)
  if (s.closed_at !== null || now >= s.end_time) return refuse(422, 'max_amount', tr.autoBid.closed, s)
  if (cmd.user_id === s.seller_id) return refuse(422, 'max_amount', tr.bid.ownAuction, s)
  if (cmd.max_kurus > s.current_kurus + MAX_BID_KURUS) return refuse(422, 'max_amount', tr.bid.amountMax, s)
  const min = s.current_kurus + bidIncrementKurus(s.current_kurus)
  if (cmd.max_kurus < min) return refuse(422, 'max_amount', tr.autoBid.tooLow(formatKurus(min)), s)
  const mine = { user_id: cmd.user_id, user_title: cmd.user_title, max_kurus: cmd.max_kurus, at: now }
  const journal = { ...mine, after_seq: s.last_seq, pre_show: true as const }
  return { ...accepted(s, { ...s }, { ...autos, [String(cmd.user_id)]: mine }, []), journal }
}

/**
 * A member's maximum: before the lot opens only when the worker vouched that the lot is in a live show
 * (`pre_show`); from the opening on, the online rule, which bids at once.
 */
export function decideMax(s: RoomState, autos: AutoBids, cmd: MaxCommand, now: number): Outcome {
  return cmd.pre_show && now < s.start_time ? decidePreShowMax(s, autos, cmd, now) : decideAutoBid(s, autos, cmd, now)
}

/**
 * The lot opens: the maxima left before it bid at once, in one pass, exactly as a new maximum settles online
 * (resolveAutoBids: the best wins, the others are recorded at their full maximum, the winner answers one step
 * above). Null when there is nothing to bid: no maximum, or bids already placed (a bid that came before the
 * room's start alarm already let the maxima answer it).
 */
export function decideOpening(s: RoomState, autos: AutoBids, now: number): Accepted | null {
  if (now < s.start_time || s.closed_at !== null || s.withdrawn || s.bid_count > 0) return null
  const next = { ...s }
  const bids: LedgerBid[] = []
  resolveAutoBids(next, autos, bids, now, false)
  return bids.length ? accepted(s, next, null, bids) : null
}
