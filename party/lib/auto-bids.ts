// Automatic bidding (party/README.md "Automatic bidding"): members' maxima answer bids at once, in one pass.
import { bidIncrementKurus, MAX_BID_KURUS, MIN_BID_KURUS } from '#common/auction-rules.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import type { LedgerBid } from '#common/schemas/room.ts'
import { answerWithReserve, reachReserve } from './reserve.ts'
import { accepted, append, openFor, refuse, type AutoBids, type Outcome, type RoomState } from './room-state.ts'

/** A member's standing in a bidding war: how far they go and since when (ties go to the earlier). */
type Standing = { user_id: number; user_title: string; amount: number; since: number }
const outranks = (a: Standing, b: Standing) => a.amount > b.amount || (a.amount === b.amount && a.since < b.since)

/**
 * Automatic bidding (party/README.md "Automatic bidding"), settled at once in one pass:
 * - every other member's maximum above the price competes (after a manual bid, also one equal to it:
 *   a maximum always came first, and equal amounts go to the one set first);
 * - the leader stands at their maximum, or at the price when they have none above it;
 * - the best standing wins (higher amount, then earlier); the others, lowest first, are recorded at their
 *   full maximum when it is above the price reached so far (each competing maximum's last bid);
 * - the winner, if not already leading, answers at the lower of their maximum and the price + the
 *   increment table's step, or holds at the same amount when their equal maximum came first.
 * `manualNow` is true right after a manual bid placed the leader: that bid is later than every maximum.
 * With a reserve (party/lib/reserve.ts), a winning maximum that reaches it answers at least at the reserve, and a
 * leader whose own maximum reaches it bids up to it.
 */
export function resolveAutoBids(s: RoomState, autos: AutoBids, bids: LedgerBid[], now: number, manualNow: boolean): void {
  settleMaxima(s, autos, bids, now, manualNow)
  reachReserve(s, autos, bids, now)
}

function settleMaxima(s: RoomState, autos: AutoBids, bids: LedgerBid[], now: number, manualNow: boolean): void {
  const price = s.current_kurus
  const challengers: Standing[] = Object.values(autos)
    .filter((a) => a.user_id !== s.leader_id && a.user_id !== s.seller_id && (a.max_kurus > price || (manualNow && a.max_kurus === price)))
    .map((a) => ({ user_id: a.user_id, user_title: a.user_title, amount: a.max_kurus, since: a.at }))
  if (challengers.length === 0) return
  const own = s.leader_id !== null ? autos[String(s.leader_id)] : undefined
  const leader: Standing | null =
    s.leader_id === null
      ? null
      : own && own.max_kurus >= price
        ? { user_id: s.leader_id, user_title: s.leader_title ?? '', amount: own.max_kurus, since: own.at }
        : { user_id: s.leader_id, user_title: s.leader_title ?? '', amount: price, since: manualNow ? Infinity : -Infinity }
  const ranked = [...(leader ? [leader] : []), ...challengers].sort((a, b) => (outranks(a, b) ? -1 : outranks(b, a) ? 1 : 0))
  const [winner, ...losers] = ranked as [Standing, ...Standing[]]
  for (const loser of losers.reverse()) if (loser.amount > s.current_kurus) append(s, bids, loser, loser.amount, true, now)
  if (s.leader_id === winner.user_id) return
  const byTable = winner.amount > s.current_kurus ? Math.min(winner.amount, s.current_kurus + bidIncrementKurus(s.current_kurus)) : s.current_kurus
  const answer = answerWithReserve(s, winner.amount, byTable)
  append(s, bids, winner, answer, true, now)
}

/** Sets (or raises) a member's maximum, then lets automatic bidding act on it at once. */
export function decideAutoBid(s: RoomState, autos: AutoBids, cmd: { user_id: number; user_title: string; max_kurus: number }, now: number): Outcome {
  const closed = openFor(s, cmd.user_id, 'max_amount', now)
  if (closed) return closed
  if (cmd.max_kurus > s.current_kurus + MAX_BID_KURUS) return refuse(422, 'max_amount', tr.bid.amountMax, s)
  const min = s.leader_id === cmd.user_id ? s.current_kurus + MIN_BID_KURUS : s.current_kurus + bidIncrementKurus(s.current_kurus)
  if (cmd.max_kurus < min) return refuse(422, 'max_amount', tr.autoBid.tooLow(formatKurus(min)), s)
  const next = { ...s }
  const nextAutos: AutoBids = { ...autos, [String(cmd.user_id)]: { user_id: cmd.user_id, user_title: cmd.user_title, max_kurus: cmd.max_kurus, at: now } }
  const bids: LedgerBid[] = []
  resolveAutoBids(next, nextAutos, bids, now, false)
  const journal = { user_id: cmd.user_id, user_title: cmd.user_title, max_kurus: cmd.max_kurus, at: now, after_seq: s.last_seq }
  return { ...accepted(s, next, nextAutos, bids), journal }
}

/**
 * Removes a member's maximum: it bids no more; what it has bid stays (a leader stays the leader at the
 * price). Refused once the auction has closed or ended: nothing changes after the close.
 */
export function decideAutoBidRemove(s: RoomState, autos: AutoBids, userId: number, now: number): Outcome {
  if (s.closed_at !== null || now >= s.end_time) return refuse(422, 'auction_id', tr.autoBid.closed, s)
  if (!autos[String(userId)]) return refuse(422, 'auction_id', tr.autoBid.none)
  const nextAutos = { ...autos }
  const gone = nextAutos[String(userId)]!
  delete nextAutos[String(userId)]
  const journal = { user_id: userId, user_title: gone.user_title, max_kurus: null, at: now, after_seq: s.last_seq }
  return { ...accepted(s, { ...s }, nextAutos, []), journal }
}
