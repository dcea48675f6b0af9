// After the hammer (docs/after-the-hammer.md): second-chance offers to the runner-up bidders of
// an auction whose winner did not pay, and the non-payers' strikes.
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, id, ref } from './_columns.ts'
import { auctions } from './auctions.ts'
import { users } from './members.ts'

/**
 * One row per (auction, bidder) ever offered the item. At most one open offer per auction (the partial
 * unique index), so two cron runs or a decline racing an expiry never offer the item twice.
 */
export const second_chance_offers = sqliteTable(
  'second_chance_offers',
  {
    id: id(),
    auction_id: ref('auction_id', () => auctions.id, 'cascade'),
    user_id: ref('user_id', () => users.id, 'cascade'),
    /**
     * The bidder's own highest bid (total amount) in the ledger; for a `reserve` offer, the price the seller chose
     * between that bid and the reserve.
     */
    price_kurus: integer('price_kurus').notNull(),
    /**
     * `runner_up`: the winner did not pay, the next bidder is offered the item at their own bid; `reserve`: the lot
     * ended below its reserve and the seller offers it to the highest bidder (docs/decisions/0020-reserve-price.md).
     * A `reserve` offer that ends unaccepted is not handed on to anyone.
     */
    kind: text('kind', { enum: ['runner_up', 'reserve'] })
      .notNull()
      .default('runner_up'),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'expired'] })
      .notNull()
      .default('open'),
    expires_at: integer('expires_at').notNull(),
    created_at: createdAt(),
    decided_at: integer('decided_at'),
  },
  (t) => [
    uniqueIndex('second_chance_auction_user_uq').on(t.auction_id, t.user_id),
    uniqueIndex('second_chance_open_uq')
      .on(t.auction_id)
      .where(sql`status = 'open'`),
    index('second_chance_user_idx').on(t.user_id, t.status),
    index('second_chance_due_idx').on(t.status, t.expires_at),
  ],
)

/** A winner (or an accepted runner-up) who let the pay deadline pass: one strike per auction. */
export const payment_strikes = sqliteTable(
  'payment_strikes',
  {
    id: id(),
    user_id: ref('user_id', () => users.id, 'cascade'),
    auction_id: ref('auction_id', () => auctions.id, 'cascade'),
    /**
     * `unpaid`: the pay deadline passed without a payment; `shill`: an editor of the shill desk blocked the member's
     * bidding (docs/shill-desk.md); `withdrawals`: a second approved withdrawal within six months (docs/bidding.md).
     */
    reason: text('reason', { enum: ['unpaid', 'shill', 'withdrawals'] }).notNull(),
    /** The deadline that passed. */
    deadline_at: integer('deadline_at').notNull(),
    created_at: createdAt(),
    /** Set when an editor lifts the member's strikes (audited); lifted strikes no longer count. */
    lifted_at: integer('lifted_at'),
    lifted_by: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('payment_strikes_user_auction_uq').on(t.user_id, t.auction_id),
    index('payment_strikes_user_idx').on(t.user_id, t.lifted_at),
  ],
)
