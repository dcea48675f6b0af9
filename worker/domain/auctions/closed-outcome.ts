// What a closed auction meant for the person looking at it (docs/money-path.md "The closed lot"): the
// winner who paid, who is still to pay (and by when), who lost the right to buy; the runner-up offered a
// second chance, who bought through it; the seller whose lot sold, sold at second chance, or did not sell.
// Read in the detail's own batch (one statement, scalar subqueries), decided here without I/O. The
// subqueries name `auctions.id` in full: drizzle writes a lone table's columns unqualified, which the
// subqueries' own `id` columns would capture.
import { sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions } from '../../db/schema/index.ts'
import type { OutcomeKind } from '#common/schemas/answers-storefront.ts'

/** One row per viewer and auction: the order of the lot, the viewer's offer and strike, the live second chance. */
export const outcomeQuery = (db: Db, slug: Placeholder, userId: Placeholder) =>
  db
    .select({
      order_buyer: sql<number | null>`(SELECT o.buyer_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.auction_id = auctions.id AND o.cancelled_at IS NULL)`.as('oc_order_buyer'),
      order_price: sql<number | null>`(SELECT oi.item_price_kurus FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.auction_id = auctions.id AND o.cancelled_at IS NULL)`.as('oc_order_price'),
      my_offer: sql<string | null>`(SELECT s.status FROM second_chance_offers s WHERE s.auction_id = auctions.id AND s.user_id = ${userId})`.as(
        'oc_my_offer',
      ),
      my_offer_price: sql<number | null>`(SELECT s.price_kurus FROM second_chance_offers s WHERE s.auction_id = auctions.id AND s.user_id = ${userId})`.as(
        'oc_my_offer_price',
      ),
      my_offer_expires: sql<number | null>`(SELECT s.expires_at FROM second_chance_offers s WHERE s.auction_id = auctions.id AND s.user_id = ${userId})`.as(
        'oc_my_offer_expires',
      ),
      my_strike: sql<number>`EXISTS (SELECT 1 FROM payment_strikes p WHERE p.auction_id = auctions.id AND p.user_id = ${userId})`.as('oc_my_strike'),
      /** The offer standing now (open, or accepted and not yet lapsed): at most one per auction can be open. */
      live_offer_price: sql<number | null>`(SELECT s.price_kurus FROM second_chance_offers s WHERE s.auction_id = auctions.id
        AND (s.status = 'open' OR (s.status = 'accepted' AND NOT EXISTS (SELECT 1 FROM payment_strikes p WHERE p.auction_id = s.auction_id AND p.user_id = s.user_id)))
        ORDER BY s.created_at DESC, s.id DESC LIMIT 1)`.as('oc_live_offer_price'),
      winner_struck: sql<number>`EXISTS (SELECT 1 FROM payment_strikes p WHERE p.auction_id = auctions.id AND p.user_id = auctions.winner_user_id)`.as(
        'oc_winner_struck',
      ),
    })
    .from(auctions)
    .where(sql`${auctions.slug} = ${slug}`)
    .limit(1)

export type OutcomeRow = Awaited<ReturnType<typeof outcomeQuery>>[number]


/** The outcome in kuruş; `until` (UTC ms) is the pay-by time or the offer's end, where there is one. */
export type Outcome = { kind: OutcomeKind; price: number; until: number | null }

type Facts = {
  viewerId: number
  auction: { seller_id: number; winner_user_id: number | null; sold_via: string | null; closed_at: number | null; current_price_kurus: number; buynow_price_kurus: number }
  row: OutcomeRow | undefined
  /** The viewer's cart line for this auction, if any. */
  cart: { pay_before: number | null; price: number } | null
}

function sellerOutcome({ auction: a, row }: Facts): Outcome {
  const hammer = a.sold_via === 'buynow' ? a.buynow_price_kurus : a.current_price_kurus
  if (a.sold_via === 'unsold' || !row) return { kind: 'unsold', price: 0, until: null }
  if (row.order_buyer !== null && row.order_buyer === a.winner_user_id) return { kind: 'sold_paid', price: row.order_price ?? hammer, until: null }
  if (row.order_buyer !== null) return { kind: 'second_chance_paid', price: row.order_price ?? hammer, until: null }
  if (row.live_offer_price !== null) return { kind: 'second_chance_awaiting', price: row.live_offer_price, until: null }
  // The winner did not pay and nobody is left to offer it to: the lot is relistable.
  if (row.winner_struck) return { kind: 'unsold', price: 0, until: null }
  return { kind: 'sold_awaiting', price: hammer, until: null }
}

function buyerOutcome({ viewerId, auction: a, row, cart }: Facts): Outcome | null {
  const hammer = a.sold_via === 'buynow' ? a.buynow_price_kurus : a.current_price_kurus
  const won = a.winner_user_id === viewerId
  const offer = row?.my_offer ?? null
  const paid = row?.order_buyer === viewerId
  const price = (won ? hammer : row?.my_offer_price) ?? hammer
  if (paid) return { kind: won ? 'won_paid' : 'offer_paid', price: row?.order_price ?? price, until: null }
  if (cart) return { kind: won ? 'won_to_pay' : 'offer_to_pay', price: cart.price, until: cart.pay_before }
  if (row?.my_strike) return { kind: 'lapsed', price, until: null }
  if (offer === 'open') return { kind: 'offer_open', price, until: row?.my_offer_expires ?? null }
  return null
}

/** The viewer's outcome on a closed auction; null while it runs, for guests, and for bystanders. */
export function closedOutcome(facts: Facts): Outcome | null {
  if (facts.auction.closed_at === null) return null
  if (facts.viewerId === facts.auction.seller_id) return sellerOutcome(facts)
  return buyerOutcome(facts)
}
