// What Turkish consumer and e-commerce law asks of a marketplace (docs/law.md): the seller's kind and
// trader identity, and each member's confirmation of a lot's pre-information before the first binding bid.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { auctions } from './auctions.ts'
import { users } from './members.ts'

/**
 * A seller's kind and, for a trader (Ticari), who they are. No row: a private seller (Bireysel), the
 * member's state until they say otherwise. Any change to a trader's identity clears the editor's check.
 */
export const seller_identities = sqliteTable(
  'seller_identities',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bireysel', 'ticari'] }).notNull(),
    trade_name: text('trade_name'),
    vkn: text('vkn'),
    mersis: text('mersis'),
    address: text('address'),
    kep: text('kep'),
    updated_at: integer('updated_at').notNull(),
    verified_at: integer('verified_at'),
    verified_by: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('seller_identities_unverified_idx').on(t.kind, t.verified_at)],
)

/** Each pre-information text ever confirmed, by version: what a confirmation's member read, word for word. */
export const preinfo_texts = sqliteTable('preinfo_texts', {
  version: text('version').primaryKey(),
  /** The sections as JSON (common/preinfo.ts PreinfoSection[]). */
  sections: text('sections', { mode: 'json' }).notNull(),
  created_at: integer('created_at').notNull(),
})

/** One confirmation per member and lot: the text version read and when (the burden of proof, docs/law.md). */
export const preinfo_confirmations = sqliteTable(
  'preinfo_confirmations',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auction_id: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    version: text('version')
      .notNull()
      .references(() => preinfo_texts.version),
    confirmed_at: integer('confirmed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.auction_id] })],
)
