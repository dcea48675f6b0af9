// The reserve price in the room (docs/decisions/0020-reserve-price.md): a maximum that reaches the reserve
// bids up to it at once, and the seller may lower an unmet reserve, never raise it, while 12 hours or more
// remain. Pure, like every rule of party/lib/ (docs/conventions.md "The room is an adapter over pure rules").
import { MIN_BID_KURUS } from '#common/auction-rules.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import { mayLowerReserve, RESERVE_LOWER_CUTOFF_MS, reserveMet } from '#common/reserve.ts'
import type { LedgerBid } from '#common/schemas/room.ts'
import { accepted, append, refuse, type AutoBids, type Outcome, type RoomState } from './room-state.ts'

/** Whether the lot's reserve (if any) is met at its current price. */
export const isReserveMet = (s: RoomState) => reserveMet(s.current_kurus, s.reserve_kurus)

/**
 * A competing maximum's answer with the reserve: a maximum that reaches the reserve answers at least at the
 * reserve (eBay: "if a bidder's maximum is equal to or higher than the reserve, the current price is raised to
 * the reserve at once"), otherwise by the increment table as before (`byTable`).
 */
export function answerWithReserve(s: RoomState, maximum: number, byTable: number): number {
  const r = s.reserve_kurus
  return r != null && maximum >= r ? Math.max(byTable, r) : byTable
}

/**
 * The leader's own maximum reaches an unmet reserve (the leader raised it, or the reserve was lowered under it):
 * the leader bids up to the reserve at once. Mutates the draft, like `append`.
 */
export function reachReserve(s: RoomState, autos: AutoBids, bids: LedgerBid[], now: number) {
  const r = s.reserve_kurus
  if (r == null || s.current_kurus >= r || s.leader_id === null) return
  const own = autos[String(s.leader_id)]
  if (!own || own.max_kurus < r) return
  append(s, bids, { user_id: s.leader_id, user_title: s.leader_title ?? own.user_title }, r, true, now)
}

/**
 * The seller lowers an unmet reserve (the worker checked that the member is the lot's seller; the room checks
 * again). Refused when there is none, it is met, the new amount is not lower, or less than 12 hours remain. The
 * leader's maximum that reaches the new reserve bids up to it at once.
 */
export function decideReserveLower(s: RoomState, autos: AutoBids, cmd: { user_id: number; reserve_kurus: number }, now: number): Outcome {
  const field = 'reserve_amount'
  if (cmd.user_id !== s.seller_id) return refuse(422, field, tr.reserve.notYours)
  const current = s.reserve_kurus
  if (current == null) return refuse(422, field, tr.reserve.none)
  if (s.withdrawn || s.closed_at !== null || !mayLowerReserve(s.end_time, now))
    return refuse(422, field, tr.reserve.tooLate(RESERVE_LOWER_CUTOFF_MS / 3_600_000))
  if (isReserveMet(s)) return refuse(422, field, tr.reserve.alreadyMet)
  if (cmd.reserve_kurus >= current) return refuse(422, field, tr.reserve.notLower(formatKurus(current)))
  if (cmd.reserve_kurus <= s.opening_kurus || cmd.reserve_kurus < MIN_BID_KURUS) return refuse(422, field, tr.reserve.notAboveOpening)
  const next: RoomState = { ...s, reserve_kurus: cmd.reserve_kurus, version: s.version + 1 }
  const bids: LedgerBid[] = []
  reachReserve(next, autos, bids, now)
  return accepted(s, next, null, bids)
}
