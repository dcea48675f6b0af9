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

/**
 * The `settings` row editors set (Ayarlar): the least opening price, in whole lira, of a lot that may have a
 * reserve. A reserve is for valuable lots; below it a seller simply sets the opening price they would accept.
 */
export const RESERVE_THRESHOLD_KEY = 'reserve_threshold_tl'
/** 1.000 ₺: low enough for a good coin or a watch, high enough that a hidden floor is not on every trinket. */
export const RESERVE_THRESHOLD_TL_DEFAULT = 1_000
export const RESERVE_THRESHOLD_TL_MAX = 10_000_000

/** A stored value, or the default when the row is missing or not a whole lira in range. */
export const readReserveThresholdTl = (value: string | null | undefined): number => {
  const n = Number(value)
  return value != null && Number.isInteger(n) && n >= 1 && n <= RESERVE_THRESHOLD_TL_MAX ? n : RESERVE_THRESHOLD_TL_DEFAULT
}
