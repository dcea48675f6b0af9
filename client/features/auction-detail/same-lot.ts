// What a bid changes in a lot's answer: live-cache.ts writes these fields on every NewBid (and the bid's own
// answer), the rest of the answer keeps its identity. Parts of the page that show none of them (photos,
// tabs, shipping, the breadcrumb) are memoised on the rest, so a bid redraws the price and the bid box, not
// the whole page (docs/first-visit.md "Interaction").
const BID_FIELDS = new Set<string>(['current_price', 'bid_count', 'end_time', 'auction_bid'])

/** True when `a` and `b` differ at most in the fields a bid changes (each other field the same value or object). */
export function sameApartFromBids(a: object, b: object): boolean {
  if (a === b) return true
  const x = a as unknown as Record<string, unknown>
  const y = b as unknown as Record<string, unknown>
  const keys = Object.keys(x)
  if (keys.length !== Object.keys(y).length) return false
  return keys.every((k) => BID_FIELDS.has(k) || Object.is(x[k], y[k]))
}

/** The same for the lot's whole answer: its lot as above, and every other field the same value but `c` (who leads). */
export function answerApartFromBids(a: { data: object }, b: { data: object }): boolean {
  if (a === b) return true
  const x = a as unknown as Record<string, unknown>
  const y = b as unknown as Record<string, unknown>
  const keys = Object.keys(x)
  if (keys.length !== Object.keys(y).length) return false
  return keys.every((k) => k === 'c' || (k === 'data' ? sameApartFromBids(a.data, b.data) : Object.is(x[k], y[k])))
}
