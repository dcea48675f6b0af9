// Pure auction rules shared by the room, the worker and the browser (DESIGN.md "Bids").
// Money is integer kuruş; the spec's whole-lira amounts are converted at the edges.
import { QUICK_BID_DIVISORS, QUICK_BID_FALLBACKS_TL } from './constants.ts'

/** A bid adds at least 1 TL; nobody adds more than 10 million TL in one bid. */
export const MIN_BID_KURUS = 100
export const MAX_BID_KURUS = 1_000_000_000
/** Soft close: a bid accepted in the last 2 minutes moves the end to 2 minutes after it … */
export const SOFT_CLOSE_WINDOW_MS = 2 * 60_000
/** … but never more than 30 minutes past the advertised end. */
export const SOFT_CLOSE_MAX_EXTENSION_MS = 30 * 60_000
/** The browser warns when its clock is this far from the server's. */
export const CLOCK_SKEW_WARN_MS = 30_000

/**
 * Quick-bid amounts in whole lira (storefront §5): the buy-now price divided by 100, 50, 25 and 10,
 * as whole numbers; a result not above 1 falls back to 1, 5, 10 and 20 TL respectively.
 */
export function quickBidSteps(buynowLira: number): number[] {
  return QUICK_BID_DIVISORS.map((d, i) => {
    const step = Math.floor(buynowLira / d)
    return step > 1 ? step : QUICK_BID_FALLBACKS_TL[i]!
  })
}

/** The step automatic bidding adds over the current price (an increment table like the big sites'). */
export function autoBidStepKurus(currentKurus: number): number {
  const tl = currentKurus / 100
  const step = tl < 100 ? 1 : tl < 500 ? 5 : tl < 1_000 ? 10 : tl < 5_000 ? 25 : tl < 10_000 ? 50 : tl < 50_000 ? 100 : 250
  return step * 100
}

export type TimeState = 'upcoming' | 'running' | 'ended'
/** Time state of an auction at `now` (storefront §4 "Auction time state"). */
export function timeState(a: { start_time: number; end_time: number; closed_at: number | null }, now: number): TimeState {
  if (a.closed_at !== null || now >= a.end_time) return 'ended'
  return now < a.start_time ? 'upcoming' : 'running'
}

/** The end after a bid accepted at `at`: extended inside the soft-close window, up to the cap. */
export function softCloseEnd(endTime: number, originalEndTime: number, at: number): number {
  if (endTime - at > SOFT_CLOSE_WINDOW_MS) return endTime
  return Math.min(Math.max(endTime, at + SOFT_CLOSE_WINDOW_MS), originalEndTime + SOFT_CLOSE_MAX_EXTENSION_MS)
}

/** Buy-now is offered only when its price is above 0 and the auction type is 0 (storefront §2). */
export const buyNowOffered = (a: { buynow_price_kurus: number; type: number }) => a.buynow_price_kurus > 0 && a.type === 0

/** Service fee the buyer pays on an item (basis points of the price, rounded to whole kuruş). */
export const feeKurus = (priceKurus: number, rateBp: number) => Math.round((priceKurus * rateBp) / 10_000)
