// Protected payment and the seller's payout (docs/after-the-hammer.md): sellers as the payment provider's
// sub-merchants, the payout ledger (every movement of a seller's share, once), and returns with a reason.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { childOf, counter, createdAt, keyRef, kurus, ref, state } from './_columns.ts'
import { orders, payments } from './checkout.ts'
import { memberRef, users } from './members.ts'

/** A seller registered at the payment provider (iyzico "create sub merchant", PERSONAL), from their profile. */
export const sub_merchants = sqliteTable('sub_merchants', {
  user_id: keyRef('user_id', () => users.id, 'restrict'),
  provider: text('provider').notNull(),
  sub_merchant_key: text('sub_merchant_key').notNull(),
  /** The IBAN the provider pays to: the profile's when registered or last sent (see syncSubMerchants). */
  iban: text('iban').notNull(),
  /** The account holder's name the provider has; null for rows registered before it was kept (sent once more). */
  name: text('name'),
  created_at: createdAt(),
  /** When the profile was last sent to the provider after a change (null: never changed). */
  updated_at: integer('updated_at'),
})

/**
 * The payout ledger: one row per item transaction of a payment and kind. `hold`: the seller's share came in
 * with the buyer's payment and is held; `release`: approved to the seller (iyzico item approve); `disapprove`:
 * taken back on a return (iyzico item disapprove). The UNIQUE index makes each movement happen once, however
 * many confirmations, cron runs or return approvals race. `withholding`: the e-commerce withholding (stopaj,
 * common/withholding.ts) kept back from the share, written in the batch that records its release as done (the
 * payment to the seller is when the tax is withheld), so each released share has exactly one. Status: `pending` asked, answer unknown; `done`;
 * `failed` refused (may be claimed again); `manual` the provider cannot do it (no sub-merchant, already paid
 * out): a person settles it and the seller sees so.
 */
export const payouts = sqliteTable(
  'payouts',
  {
    ...childOf('payment_id', () => payments.id, 'restrict'),
    order_id: ref('order_id', () => orders.id, 'restrict'),
    seller_id: memberRef('seller_id', 'restrict'),
    /** The provider's item transaction id (iyzico paymentTransactionId). */
    transaction_id: text('transaction_id').notNull(),
    kind: text('kind', { enum: ['hold', 'release', 'disapprove', 'withholding'] }).notNull(),
    amount_kurus: integer('amount_kurus').notNull(),
    /** On a hold: the withholding kept back from this item's share at payment (the share is already net of it). */
    withholding_kurus: kurus('withholding_kurus'),
    /** On a hold and its withholding: the item's sale price the withholding is reckoned on (the report's base). */
    base_kurus: kurus('base_kurus'),
    status: state('status', ['pending', 'done', 'failed', 'manual']),
    sub_merchant_key: text('sub_merchant_key'),
    /** On a hold: when it is released without a complaint (set when the delivery is first seen). */
    due_at: integer('due_at'),
    error: text('error'),
    created_at: createdAt(),
    completed_at: integer('completed_at'),
  },
  (t) => [
    uniqueIndex('payouts_movement_uq').on(t.payment_id, t.transaction_id, t.kind),
    index('payouts_order_idx').on(t.order_id),
    index('payouts_due_idx').on(t.kind, t.due_at),
  ],
)

/** A buyer's return of an order (statuses 6–10), opened with a reason within the return window. */
export const order_returns = sqliteTable('order_returns', {
  order_id: keyRef('order_id', () => orders.id, 'cascade'),
  reason: text('reason').notNull(),
  note: text('note').notNull().default(''),
  opened_at: integer('opened_at').notNull(),
})

/**
 * The parcel a buyer sent back (6 → 7): the firm and its tracking number as the buyer typed them
 * (common/return-shipping.ts), shown to the seller so the parcel can be followed. One per order.
 */
export const return_shipments = sqliteTable('return_shipments', {
  order_id: keyRef('order_id', () => orders.id, 'cascade'),
  carrier: text('carrier').notNull(),
  track_no: text('track_no').notNull(),
  shipped_at: integer('shipped_at').notNull(),
})

/**
 * The return code the contracted cargo firm gave for a return (worker/domain/checkout/return-codes.ts): asked
 * for when the return opens; `pending` until the firm answers (the cron asks again at `next_try_at` after a
 * failure, so a firm that is down loses no return), `ready` with the code the buyer takes to a branch and the
 * firm's tracking number, or `refused` with the firm's words (the buyer then sends with a firm of their own).
 */
export const return_codes = sqliteTable(
  'return_codes',
  {
    order_id: keyRef('order_id', () => orders.id, 'cascade'),
    state: state('state', ['pending', 'ready', 'refused']),
    /** The firm (cargo_channels.code) that made it; null until then. */
    channel: text('channel'),
    code: text('code'),
    track_no: text('track_no'),
    attempts: counter('attempts'),
    next_try_at: integer('next_try_at').notNull(),
    /** The last failure (ours, for the logs and the console) or the firm's refusal (shown to the buyer). */
    error: text('error'),
    created_at: createdAt(),
    ready_at: integer('ready_at'),
  },
  (t) => [index('return_codes_due_idx').on(t.state, t.next_try_at)],
)
