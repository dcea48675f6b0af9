// What Turkish consumer and e-commerce law asks of a marketplace (docs/law.md): the seller's kind and
// trader identity, and each member's confirmation of a lot's pre-information before the first binding bid.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { keyRef } from './_columns.ts'
import { lotRef } from './_refs.ts'
import { orders } from './checkout.ts'
import { actorRef, memberRef, users } from './members.ts'

/**
 * A seller's kind and, for a trader (Ticari), who they are. No row: a private seller (Bireysel), the
 * member's state until they say otherwise. Any change to a trader's identity clears the editor's check.
 */
export const seller_identities = sqliteTable(
  'seller_identities',
  {
    user_id: keyRef('user_id', () => users.id, 'cascade'),
    kind: text('kind', { enum: ['bireysel', 'ticari'] }).notNull(),
    trade_name: text('trade_name'),
    vkn: text('vkn'),
    mersis: text('mersis'),
    address: text('address'),
    kep: text('kep'),
    /** The cultural-property trading permit (ruhsatname, 2863 m.27) number; any kind may hold one. */
    cultural_permit_no: text('cultural_permit_no'),
    updated_at: integer('updated_at').notNull(),
    verified_at: integer('verified_at'),
    verified_by: actorRef('verified_by'),
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
    user_id: memberRef('user_id', 'cascade'),
    auction_id: lotRef('cascade'),
    version: text('version')
      .notNull()
      .references(() => preinfo_texts.version),
    confirmed_at: integer('confirmed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.auction_id] })],
)

/**
 * A consumer's cayma notice (the Yönetmelik's form, given on the order page): kept as the proof that it reached
 * Mezat and the seller, with the refund's deadline and when the refund was made. One per order.
 */
export const cayma_notices = sqliteTable(
  'cayma_notices',
  {
    order_id: keyRef('order_id', () => orders.id, 'restrict'),
    buyer_id: memberRef('buyer_id', 'restrict'),
    full_name: text('full_name').notNull(),
    address: text('address').notNull(),
    /** The form's goods line as the buyer sent it (names of the order's items). */
    goods: text('goods').notNull(),
    noticed_at: integer('noticed_at').notNull(),
    /** The legal limit of the refund (notice + 14 days). */
    refund_due: integer('refund_due').notNull(),
    /** When the refund went through the refund ledger (seller's approval or the cron), once. */
    refunded_at: integer('refunded_at'),
  },
  (t) => [index('cayma_notices_due_idx').on(t.refunded_at, t.refund_due)],
)

/**
 * The distance-sales contract of each sale, made once when the lot was sold to this buyer (the hammer, a buy-now,
 * an accepted second chance) and never changed (a trigger refuses updates): the text shown later is the text made
 * then. A runner-up's sale of the same lot is a second sale with its own contract.
 */
export const sale_contracts = sqliteTable(
  'sale_contracts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    auction_id: lotRef('restrict'),
    buyer_id: memberRef('buyer_id', 'restrict'),
    sold_via: text('sold_via', { enum: ['bid', 'buynow', 'second_chance'] }).notNull(),
    /** The pre-information version the buyer confirmed (common/preinfo.ts), whose sections the contract carries. */
    preinfo_version: text('preinfo_version').notNull(),
    /** The contract's own version: its template and a digest of its text (common/sale-contract.ts). */
    version: text('version').notNull(),
    /** The sections as JSON (common/schemas/preinfo.ts PreinfoSection[]), word for word. */
    sections: text('sections', { mode: 'json' }).notNull(),
    price_kurus: integer('price_kurus').notNull(),
    total_kurus: integer('total_kurus').notNull(),
    sold_at: integer('sold_at').notNull(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('sale_contracts_sale_uq').on(t.auction_id, t.buyer_id)],
)

/**
 * An editor's opening of a cultural-property lot's document (GET /api/admin/auctions/{id}/cultural-document):
 * the approval asks for one by the approving editor (docs/law.md "Cultural property"). The first opening's time.
 */
export const cultural_document_openings = sqliteTable(
  'cultural_document_openings',
  {
    auction_id: lotRef('cascade'),
    editor_id: memberRef('editor_id', 'cascade'),
    opened_at: integer('opened_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.auction_id, t.editor_id] })],
)
