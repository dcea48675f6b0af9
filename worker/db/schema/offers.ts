// Offers on buy-now items (docs/decisions/0021-offers.md): a buyer's price, the seller's answer or counter,
// each waiting OFFER_HOURS; and each item's automatic decline-below and accept-from prices.
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
// Relative, not #common: drizzle-kit reads this file without the package's import map.
import { OFFER_DECIDERS, OFFER_STATUSES } from '../../../common/offers.ts'
import { createdAt, keyRef, state } from './_columns.ts'
import { lotOwned } from './_refs.ts'
import { auctions } from './auctions.ts'
import { buyerAndSeller } from './members.ts'

export const offers = sqliteTable(
  'offers',
  {
    ...lotOwned('cascade'),
    ...buyerAndSeller('cascade'),
    /** The buyer's price. */
    amount_kurus: integer('amount_kurus').notNull(),
    /** The seller's counter price, once countered. */
    counter_kurus: integer('counter_kurus'),
    /** The price the item was sold at, once accepted (the offer's or the counter's). */
    price_kurus: integer('price_kurus'),
    status: state('status', OFFER_STATUSES),
    decided_by: text('decided_by', { enum: OFFER_DECIDERS }),
    /** The end of the current turn: OFFER_HOURS after the offer, then after the counter. */
    expires_at: integer('expires_at').notNull(),
    created_at: createdAt(),
    decided_at: integer('decided_at'),
  },
  (t) => [
    // An item is sold by an offer once, whatever races (the room decides first; this is D1's own guard).
    uniqueIndex('offers_accepted_uq')
      .on(t.auction_id)
      .where(sql`status = 'accepted'`),
    index('offers_auction_buyer_idx').on(t.auction_id, t.buyer_id, t.status),
    index('offers_buyer_idx').on(t.buyer_id, t.created_at),
    index('offers_seller_idx').on(t.seller_id, t.created_at),
    index('offers_due_idx').on(t.status, t.expires_at),
  ],
)

/** A seller's automatic answers for one item: decline an offer below, accept one at or above (null: none). */
export const offer_limits = sqliteTable('offer_limits', {
  auction_id: keyRef('auction_id', () => auctions.id, 'cascade'),
  decline_below_kurus: integer('decline_below_kurus'),
  accept_from_kurus: integer('accept_from_kurus'),
  updated_at: integer('updated_at')
    .notNull()
    .$defaultFn(() => Date.now()),
})
