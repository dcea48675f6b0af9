// Honest corrections ("Hatalı pey", docs/bidding.md "Withdrawing a bid entered wrongly"): the narrow window in
// which a member may ask to withdraw a bid, the reasons they may give, and when withdrawals become a strike.
// One place for every figure: the worker checks the window, the browser shows it, the tests read it.

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A bid may be withdrawn only if the request comes within this long of placing it … */
export const WITHDRAWAL_WINDOW_MS = HOUR
/** … and never in the auction's last this-long (eBay's narrow rule: a late withdrawal is what shills do). */
export const WITHDRAWAL_CUTOFF_MS = 12 * HOUR
/** This many approved withdrawals of a member within STRIKE_SPAN_MS make a strike. */
export const WITHDRAWAL_STRIKE_COUNT = 2
export const WITHDRAWAL_STRIKE_SPAN_MS = 183 * DAY

/** Why a member says the bid was wrong; `other` needs the free text. */
export const WITHDRAWAL_REASONS = ['typo', 'item_changed', 'seller_unreachable', 'other'] as const
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number]

export type WindowRefusal = 'too_late_after_bid' | 'auction_ending' | 'auction_closed'

/**
 * Whether a bid placed at `placedAt` may still be asked to be withdrawn at `now`, on an auction ending at
 * `endTime` (closed: `closedAt` set). Null when it may.
 */
export function withdrawalWindow(placedAt: number, endTime: number, closedAt: number | null, now: number): WindowRefusal | null {
  if (closedAt !== null || now >= endTime) return 'auction_closed'
  if (now - placedAt > WITHDRAWAL_WINDOW_MS) return 'too_late_after_bid'
  if (endTime - now <= WITHDRAWAL_CUTOFF_MS) return 'auction_ending'
  return null
}

/** `bids.withdrawn` in D1: the bid's own withdrawal, or its voiding as an answer to a withdrawn bid (0: it counts). */
export const BID_WITHDRAWN = 1
export const BID_VOIDED = 2
