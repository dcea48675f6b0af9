// The seller's automatic answers for one buy-now item (docs/decisions/0021-offers.md): decline an offer below
// one price, accept one at or above another. They answer offers made after they are saved.
import { buyNowOffered } from '#common/auction-rules.ts'
import { invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { auctions, offer_limits } from '../../../db/schema/index.ts'

export async function setOfferLimits(db: Db, sellerId: number, input: { auction_id: number; decline_below: number | null; accept_from: number | null }) {
  const lot = await db.query.auctions.findFirst({
    columns: { id: true, seller_id: true, slug: true, name: true, type: true, buynow_price_kurus: true, closed_at: true },
    where: eq(auctions.id, input.auction_id),
  })
  if (!lot || lot.seller_id !== sellerId) throw notFound(tr.offers.notYourItem)
  if (!buyNowOffered(lot)) throw invalidField('auction_id', tr.offers.notOffered)
  if (lot.closed_at !== null) throw invalidField('auction_id', tr.offers.closed)
  const decline = input.decline_below === null ? null : input.decline_below * 100
  const accept = input.accept_from === null ? null : input.accept_from * 100
  const over = (kurus: number | null) => kurus !== null && kurus >= lot.buynow_price_kurus
  if (over(decline)) throw invalidField('decline_below', tr.offers.limitBelowBuyNow(formatKurus(lot.buynow_price_kurus)))
  if (over(accept)) throw invalidField('accept_from', tr.offers.limitBelowBuyNow(formatKurus(lot.buynow_price_kurus)))
  if (decline !== null && accept !== null && accept <= decline) throw invalidField('accept_from', tr.offers.limitsOrder)
  const now = Date.now()
  await db
    .insert(offer_limits)
    .values({ auction_id: lot.id, decline_below_kurus: decline, accept_from_kurus: accept, updated_at: now })
    .onConflictDoUpdate({ target: offer_limits.auction_id, set: { decline_below_kurus: decline, accept_from_kurus: accept, updated_at: now } })
  return { auction_id: lot.id, slug: lot.slug, name: lot.name, buynow_kurus: lot.buynow_price_kurus, decline_below_kurus: decline, accept_from_kurus: accept }
}
