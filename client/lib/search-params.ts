// The routes' search rules (validateSearch) by hand, as zod's `.catch()` and `.default()` read them before:
// a value of the wrong kind falls back (undefined, or the route's default), so a hand-edited URL never throws.
// Written out because every route's rule runs in the app's first chunk, and one zod schema there brings the
// whole of zod to every first visit (docs/first-visit.md "zod off the first visit"). The router reads the
// query string as JSON where it can: `?sayfa=2` arrives as the number 2, `?q=abc` as a string.

/** A string of at most `max` characters (after trimming, when asked), else undefined. */
export function text(value: unknown, max = Number.POSITIVE_INFINITY, trim = false): string | undefined {
  if (typeof value !== 'string') return undefined
  const v = trim ? value.trim() : value
  return v.length <= max ? v : undefined
}

/** A string or a finite number, as a string (`?q=123` is a search for "123"), else undefined (zod's number refuses NaN and ±Infinity). */
export const textOrNumber = (value: unknown): string | undefined =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : undefined

/** One of `values`, else undefined. */
export const oneOf = <T extends string>(value: unknown, values: readonly T[]): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined

/** An integer within [min, max], read as `Number(value)` reads it (zod's `z.coerce.number().int()`), else undefined. */
export function integer(value: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined
}
