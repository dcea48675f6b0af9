// The reserve price (rezerv; docs/decisions/0020-reserve-price.md, docs/bidding.md "The reserve price"): a
// hidden floor under which a lot is not sold. Its figures live here once; the room applies them in
// party/lib/reserve.ts, the worker in worker/domain/auctions/reserve.ts, the pages read the same lines.

const HOUR_MS = 3_600_000

/** The `settings` row editors set (whole lira): a reserve may be asked only from this amount up. */
export const RESERVE_MIN_KEY = 'reserve_min_tl'
/** 5.000 ₺: below it a hidden floor costs bidders more trust than it saves the seller (the decision record). */
export const RESERVE_MIN_TL_DEFAULT = 5_000
export const RESERVE_MIN_TL_MAX = 10_000_000

/** A stored threshold, or the default when the row is missing or not a whole lira amount in range. */
export const readReserveMinTl = (value: string | null | undefined): number => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= RESERVE_MIN_TL_MAX ? n : RESERVE_MIN_TL_DEFAULT
}

/** An unmet reserve may be lowered (never raised) only while at least this long is left (eBay's 12 hours). */
export const RESERVE_LOWER_CUTOFF_MS = 12 * HOUR_MS

/** Whether a lot with this reserve (null: none) is met at this price. */
export const reserveMet = (currentKurus: number, reserveKurus: number | null | undefined) =>
  reserveKurus === null || reserveKurus === undefined || currentKurus >= reserveKurus

/** Whether the seller may still lower the reserve of a lot ending at `endTime`. */
export const mayLowerReserve = (endTime: number, now: number) => now <= endTime - RESERVE_LOWER_CUTOFF_MS
