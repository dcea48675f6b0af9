// The shill-bidding desk's decisions (docs/shill-desk.md): an editor's review of a bidder–seller pair the
// signals ranked. The evidence the editor saw (score and signals) is kept with the decision, so a dismissed
// pair comes back to the desk only when its evidence grows.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id } from './_columns.ts'
import { users } from './members.ts'

export const shill_reviews = sqliteTable(
  'shill_reviews',
  {
    id: id(),
    bidder_id: integer('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** dismiss: no action; warn: the bidder is told; block: a strike that stops their bidding. */
    action: text('action', { enum: ['dismiss', 'warn', 'block'] }).notNull(),
    score: integer('score').notNull(),
    /** The signals shown when the editor decided, as a JSON array of names. */
    signals: text('signals', { mode: 'json' }).$type<string[]>().notNull(),
    /** The editor's reason, for the audit and for a later editor. */
    note: text('note').notNull(),
    editor_id: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('shill_reviews_pair_idx').on(t.bidder_id, t.seller_id, t.id)],
)
