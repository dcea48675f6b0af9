// The reserve price (rezerv; docs/decisions/0020-reserve-price.md, docs/bidding.md "The reserve price"): a
// hidden floor under which a lot is not sold. Its figures live here once; the room applies them in
// party/lib/reserve.ts.

const HOUR_MS = 3_600_000

/** An unmet reserve may be lowered (never raised) only while at least this long is left (eBay's 12 hours). */
export const RESERVE_LOWER_CUTOFF_MS = 12 * HOUR_MS

/** Whether a lot with this reserve (null: none) is met at this price. */
export const reserveMet = (currentKurus: number, reserveKurus: number | null | undefined) =>
  reserveKurus === null || reserveKurus === undefined || currentKurus >= reserveKurus

/** Whether the seller may still lower the reserve of a lot ending at `endTime`. */
export const mayLowerReserve = (endTime: number, now: number) => now <= endTime - RESERVE_LOWER_CUTOFF_MS
