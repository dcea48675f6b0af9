// The shill-bidding desk's decisions (docs/shill-desk.md): an editor's review of a bidder–seller pair the
// signals ranked. The evidence the editor saw (score and signals) is kept with the decision, so a dismissed
// pair comes back to the desk only when its evidence grows.
// Relative, not #common: drizzle-kit reads this file without the package's import map.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { WITHDRAWAL_REASONS } from '../../../common/withdrawal.ts'
import { createdAt, id, ref, state } from './_columns.ts'
import { editorDecision, lotOwned } from './_refs.ts'
import { bids } from './auctions.ts'
import { actorRef, memberRef } from './members.ts'

export const shill_reviews = sqliteTable(
  'shill_reviews',
  {
    id: id(),
    bidder_id: memberRef('bidder_id', 'cascade'),
    seller_id: memberRef('seller_id', 'cascade'),
    /** dismiss: no action; warn: the bidder is told; block: a strike that stops their bidding. */
    action: text('action', { enum: ['dismiss', 'warn', 'block'] }).notNull(),
    score: integer('score').notNull(),
    /** The signals shown when the editor decided, as a JSON array of names. */
    signals: text('signals', { mode: 'json' }).$type<string[]>().notNull(),
    /** The editor's reason, for the audit and for a later editor. */
    note: text('note').notNull(),
    editor_id: actorRef('editor_id'),
    created_at: createdAt(),
  },
  (t) => [index('shill_reviews_pair_idx').on(t.bidder_id, t.seller_id, t.id)],
)

/**
 * A member's request to withdraw a bid entered wrongly, and the editor's decision (docs/bidding.md
 * "Withdrawing a bid entered wrongly"). Approved: the room's signed withdrawal entry and what it names are kept
 * here for the public chain check (`receipt`, `entry_n`, `after_seq`); the bids themselves are never deleted.
 */
export const bid_withdrawals = sqliteTable(
  'bid_withdrawals',
  {
    ...lotOwned('cascade'),
    user_id: memberRef('user_id', 'cascade'),
    /** The bid the member named (every bid of theirs on the lot is withdrawn on approval). */
    bid_id: ref('bid_id', () => bids.id, 'cascade'),
    reason: text('reason', { enum: WITHDRAWAL_REASONS }).notNull(),
    /** The member's own words (required for `other`), at most 500 characters. */
    note: text('note').notNull().default(''),
    status: state('status', ['pending', 'approved', 'rejected']),
    created_at: createdAt(),
    ...editorDecision(),
    /** The withdrawal's number on the lot, the last bid before it and its signed entry (approved only). */
    entry_n: integer('entry_n'),
    after_seq: integer('after_seq'),
    withdrawn_seqs: text('withdrawn_seqs', { mode: 'json' }).$type<number[]>(),
    voided_seqs: text('voided_seqs', { mode: 'json' }).$type<number[]>(),
    receipt: text('receipt'),
  },
  (t) => [
    index('bid_withdrawals_status_idx').on(t.status, t.created_at),
    index('bid_withdrawals_user_idx').on(t.user_id, t.status, t.decided_at),
    uniqueIndex('bid_withdrawals_entry_uq').on(t.auction_id, t.entry_n),
  ],
)
