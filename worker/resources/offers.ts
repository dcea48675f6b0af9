// Offers as the member pages read them (common/schemas/offers.ts): lira on the wire, Istanbul wall time, the
// status as of now, and whether it is the reader's turn.
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import { offerStatusAt } from '#common/offers.ts'
import { maskName } from '#common/text.ts'
import type { Offer, OfferListing } from '#common/schemas/offers.ts'
import { toWireTime } from '#common/time.ts'
import type { OfferRow } from '../domain/auctions/offers/read.ts'
import { mediaUrl } from '../lib/media.ts'

const liraOrNull = (kurus: number | null) => (kurus === null ? null : toLira(kurus))

export function toOffer(r: OfferRow, readerId: number, now = Date.now()): Offer {
  const o = r.offer
  const status = offerStatusAt(o, now)
  const asSeller = o.seller_id === readerId
  return {
    id: o.id,
    auction_id: o.auction_id,
    slug: r.slug,
    name: r.name,
    public_url: r.image_path ? mediaUrl(r.image_path) : null,
    buynow_price: toLira(r.buynow_kurus),
    amount: toLira(o.amount_kurus),
    counter: liraOrNull(o.counter_kurus),
    price: liraOrNull(o.price_kurus),
    status,
    status_label: tr.offers.statusLabel[status],
    decided_by: o.decided_by,
    // The seller sees the buyer as the bid list shows bidders; the buyer sees the seller's public name.
    counterpart: asSeller ? maskName(r.buyer_title) : r.seller_title,
    your_turn: asSeller ? status === 'open' : status === 'countered',
    expires_at: toWireTime(o.expires_at),
    created_at: toWireTime(o.created_at),
  }
}

export const toOfferListing = (l: {
  auction_id: number
  slug: string
  name: string
  buynow_kurus: number
  decline_below_kurus: number | null
  accept_from_kurus: number | null
}): OfferListing => ({
  auction_id: l.auction_id,
  slug: l.slug,
  name: l.name,
  buynow_price: toLira(l.buynow_kurus),
  decline_below: liraOrNull(l.decline_below_kurus),
  accept_from: liraOrNull(l.accept_from_kurus),
})
