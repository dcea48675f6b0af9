// Offers on buy-now items ("Teklif ver", docs/decisions/0021-offers.md): every figure once, and the one rule
// both sides read, whether an offer is still waiting for an answer.

/** An offer, and a counter, waits this long for its answer (eBay's Best Offer: 48 hours). */
export const OFFER_HOURS = 48
export const OFFER_TTL_MS = OFFER_HOURS * 3_600_000
/** Offers a buyer may have waiting on one item at once. */
export const OFFERS_OPEN_MAX = 3

/**
 * `open`: the seller's turn; `countered`: the buyer's turn on the seller's counter price; `accepted`: sold to
 * the buyer at `price`; `declined` by either side, by the seller's automatic limit, or because the item was
 * sold otherwise or bidding began; `expired`: nobody answered within OFFER_HOURS.
 */
export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'expired'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]

/** Who answered last: a decline's or an acceptance's author (`auto`: the seller's automatic limit). */
export const OFFER_DECIDERS = ['buyer', 'seller', 'auto', 'system'] as const

/**
 * The status as of `now`: an offer whose time has passed reads as expired at once, before the cron writes
 * it so, and nobody can answer it any more.
 */
export function offerStatusAt(o: { status: OfferStatus; expires_at: number }, now: number): OfferStatus {
  return (o.status === 'open' || o.status === 'countered') && o.expires_at <= now ? 'expired' : o.status
}
