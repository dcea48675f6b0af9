// After the hammer (docs/after-the-hammer.md): second-chance offers to the runner-up bidders of
// an auction whose winner did not pay, and the non-payers' strikes.
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, state } from './_columns.ts'
import { lotOwned, lotRef } from './_refs.ts'
import { actorRef, memberOwned, memberRef } from './members.ts'

/**
 * One row per (auction, bidder) ever offered the item. At most one open offer per auction (the partial
 * unique index), so two cron runs or a decline racing an expiry never offer the item twice.
 */
export const second_chance_offers = sqliteTable(
  'second_chance_offers',
  {
    ...lotOwned('cascade'),
    user_id: memberRef('user_id', 'cascade'),
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
    kind: state('kind', ['runner_up', 'reserve']),
    status: state('status', ['open', 'accepted', 'declined', 'expired']),
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
    ...memberOwned(),
    auction_id: lotRef('cascade'),
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
    lifted_by: actorRef('lifted_by'),
  },
  (t) => [
    uniqueIndex('payment_strikes_user_auction_uq').on(t.user_id, t.auction_id),
    index('payment_strikes_user_idx').on(t.user_id, t.lifted_at),
  ],
)
