// Pure auction rules shared by the room, the worker and the browser (docs/architecture.md "The bid's invariants").
// Money is integer kuruş; the spec's whole-lira amounts are converted at the edges.
import { QUICK_BID_DIVISORS, QUICK_BID_FALLBACKS_TL, QUICK_BID_STEP_MULTIPLES } from './constants.ts'

/** A bid adds at least 1 TL; nobody adds more than 10 million TL in one bid. */
export const MIN_BID_KURUS = 100
export const MAX_BID_KURUS = 1_000_000_000
/**
 * Not a business rule: the largest offer total a form may carry, so that kuruş stay exact integers
 * (far below Number.MAX_SAFE_INTEGER). The room refuses any single bid above MAX_BID_KURUS.
 */
export const MAX_TOTAL_KURUS = 100_000_000_000_000
/** Soft close: a bid accepted in the last 2 minutes moves the end to 2 minutes after it … */
export const SOFT_CLOSE_WINDOW_MS = 2 * 60_000
/** … but never more than 30 minutes past the advertised end. */
export const SOFT_CLOSE_MAX_EXTENSION_MS = 30 * 60_000
/** The browser warns when its clock is this far from the server's. */
export const CLOCK_SKEW_WARN_MS = 30_000

/**
 * The increment table ("pey aralığı"): the least a bid must add to the current price, by price band, in
 * whole lira. Bands and steps in the manner of eBay's and the Turkish auction houses' published tables,
 * about 0.4–2.5 % of the price (docs/bidding.md). Each row: from this price (TL, inclusive), this step (TL).
 */
export const INCREMENT_TABLE_TL: ReadonlyArray<readonly [fromTl: number, stepTl: number]> = [
  [0, 1],
  [250, 5],
  [500, 10],
  [1_000, 25],
  [2_500, 50],
  [5_000, 100],
  [10_000, 250],
  [25_000, 500],
  [50_000, 1_000],
  [100_000, 2_500],
  [250_000, 5_000],
  [500_000, 10_000],
]

/** The least a bid must add at this price, in kuruş (the increment table's step for its band). */
export function bidIncrementKurus(currentKurus: number): number {
  let step = INCREMENT_TABLE_TL[0]![1]
  for (const [from, s] of INCREMENT_TABLE_TL) if (currentKurus >= from * 100) step = s
  return step * 100
}

/**
 * Quick-bid amounts in whole lira (with the increment table): the buy-now
 * price divided by 100, 50, 25 and 10, as whole numbers, when there is a buy-now price and even the
 * smallest of those reaches the table's step at this price (the spec's rule, unchanged where it can
 * hold). Otherwise 1×, 2×, 5× and 10× the table's step, never below the spec's fallbacks 1, 5, 10 and
 * 20 TL: 1×, 2×, 5×, 10× of the lowest band's 1 TL would be 1, 2, 5, 10, so the elementwise larger of the
 * two keeps the spec's 1 / 5 / 10 / 20 for cheap items and scales with the price above (docs/bidding.md).
 */
export function quickBidSteps(buynowLira: number, currentLira: number): number[] {
  const stepTl = bidIncrementKurus(Math.round(currentLira * 100)) / 100
  const divided = QUICK_BID_DIVISORS.map((d) => Math.floor(buynowLira / d))
  if (buynowLira > 0 && divided[0]! >= stepTl) return divided
  return QUICK_BID_STEP_MULTIPLES.map((m, i) => Math.max(m * stepTl, QUICK_BID_FALLBACKS_TL[i]!))
}

export type TimeState = 'upcoming' | 'running' | 'ended'
/** Time state of an auction at `now`. */
export function timeState(a: { start_time: number; end_time: number; closed_at: number | null }, now: number): TimeState {
  if (a.closed_at !== null || now >= a.end_time) return 'ended'
  return now < a.start_time ? 'upcoming' : 'running'
}

/**
 * The end after a bid accepted at `at`: extended inside the soft-close window, up to the cap; never earlier
 * than it was (a fair close may already have moved it past the cap: docs/bidding.md "A fair close").
 */
export function softCloseEnd(endTime: number, originalEndTime: number, at: number): number {
  if (endTime - at > SOFT_CLOSE_WINDOW_MS) return endTime
  return Math.max(endTime, Math.min(at + SOFT_CLOSE_WINDOW_MS, originalEndTime + SOFT_CLOSE_MAX_EXTENSION_MS))
}

/** Buy-now is offered only when its price is above 0 and the auction type is 0. */
export const buyNowOffered = (a: { buynow_price_kurus: number; type: number }) => a.buynow_price_kurus > 0 && a.type === 0

/** Service fee the buyer pays on an item (basis points of the price, rounded to whole kuruş). */
export const feeKurus = (priceKurus: number, rateBp: number) => Math.round((priceKurus * rateBp) / 10_000)
