// Carts, orders, payments and shipments:
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { childOf, createdAt, flag, id, kurus, optionalRef, sortOrder, state, timestamps, updatedAt } from './_columns.ts'
import { lotRef } from './_refs.ts'
import { buyerAndSeller, memberOwned, memberRef } from './members.ts'

/** Delivery and invoice fields copied onto a cart, then frozen onto its orders. */
const addressColumns = () => ({
  delivery_contact_name: text('delivery_contact_name'),
  delivery_contact_phone: text('delivery_contact_phone'),
  delivery_address: text('delivery_address'),
  delivery_town: text('delivery_town'),
  delivery_city: text('delivery_city'),
  delivery_postalcode: text('delivery_postalcode'),
  delivery_country: text('delivery_country'),
  additional_notes: text('additional_notes'),
  invoice_title: text('invoice_title'),
  invoice_contact: text('invoice_contact'),
  invoice_tax_no: text('invoice_tax_no'),
  invoice_tax_administration: text('invoice_tax_administration'),
  invoice_address: text('invoice_address'),
  invoice_town: text('invoice_town'),
  invoice_city: text('invoice_city'),
  invoice_postalcode: text('invoice_postalcode'),
  invoice_country: text('invoice_country'),
  invoice_phone: text('invoice_phone'),
})

export const carts = sqliteTable(
  'carts',
  {
    ...memberOwned(),
    /** Set while a payment is under way; nothing in the cart changes until it ends. */
    locked_by_payment_id: integer('locked_by_payment_id'),
    locked_until: integer('locked_until'),
    contract_accepted_at: integer('contract_accepted_at'),
    ...addressColumns(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('carts_user_uq').on(t.user_id)],
)

export const cart_items = sqliteTable(
  'cart_items',
  {
    ...childOf('cart_id', () => carts.id, 'cascade'),
    auction_id: lotRef('cascade'),
    item_price_kurus: integer('item_price_kurus').notNull(),
    item_shipping_price_buyer_kurus: kurus('item_shipping_price_buyer_kurus'),
    cargo_channel: text('cargo_channel'),
    /** 1 bought now (may be deleted), 2 won at auction (spec: from_bn_or_auc). */
    from_bn_or_auc: integer('from_bn_or_auc').notNull(),
    /** Buy-now items must be paid before this (the auction's end); then they go to the winner. */
    pay_before: integer('pay_before'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_auction_uq').on(t.auction_id), index('cart_items_cart_idx').on(t.cart_id)],
)

/** Integer settings (commission rates, cargo prices) that editors change without a deploy. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: updatedAt(),
})

export const cargo_channels = sqliteTable('cargo_channels', {
  code: text('code').primaryKey(),
  cargo_channel_title: text('cargo_channel_title').notNull(),
  /** What the buyer pays for shipping one item with this firm. */
  price_kurus: integer('price_kurus').notNull(),
  is_active: flag('is_active', true),
  sort_order: sortOrder(),
})

export const payments = sqliteTable(
  'payments',
  {
    ...memberOwned('restrict'),
    cart_id: optionalRef('cart_id', () => carts.id, 'set null'),
    /** Ours, sent to the provider; unique per attempt. */
    conversation_id: text('conversation_id').notNull(),
    /** Same key for a double click or a retried request: one attempt, one charge. */
    idempotency_key: text('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    provider_payment_id: text('provider_payment_id'),
    status: state('status', ['pending', 'success', 'failure']),
    price_kurus: integer('price_kurus').notNull(),
    paid_price_kurus: integer('paid_price_kurus').notNull(),
    installment: integer('installment').notNull().default(1),
    installment_interest_kurus: kurus('installment_interest_kurus'),
    bin_no: text('bin_no'),
    last_four: text('last_four'),
    card_association: text('card_association'),
    card_type: text('card_type'),
    card_family: text('card_family'),
    bank_name: text('bank_name'),
    error_code: text('error_code'),
    error_message: text('error_message'),
    mdstatus: text('mdstatus'),
    threedstatus: text('threedstatus'),
    /** What was in the cart when the attempt began: the order is built from this, never re-read. */
    basket: text('basket', { mode: 'json' }),
    created_at: createdAt(),
    completed_at: integer('completed_at'),
  },
  (t) => [
    uniqueIndex('payments_conversation_uq').on(t.conversation_id),
    uniqueIndex('payments_idempotency_uq').on(t.user_id, t.idempotency_key),
    index('payments_user_idx').on(t.user_id, t.created_at),
  ],
)

/** One order per seller per successful payment. Status numbers follow the buyer list (0–10). */
export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    ...buyerAndSeller('restrict'),
    payment_id: optionalRef('payment_id', () => payments.id, 'restrict'),
    status: integer('status').notNull().default(0),
    items_total_kurus: kurus('items_total_kurus'),
    commissions_total_buyer_kurus: kurus('commissions_total_buyer_kurus'),
    shipping_price_total_buyer_kurus: kurus('shipping_price_total_buyer_kurus'),
    total_buyer_kurus: kurus('total_buyer_kurus'),
    ...addressColumns(),
    seller_contact_name: text('seller_contact_name'),
    seller_contact_phone: text('seller_contact_phone'),
    seller_address: text('seller_address'),
    seller_town: text('seller_town'),
    seller_city: text('seller_city'),
    seller_postalcode: text('seller_postalcode'),
    seller_country: text('seller_country'),
    cancelled_at: integer('cancelled_at'),
    /** When the order first reached status 4 (delivered), whoever moved it (worker/domain/checkout/delivery-time.ts): the start of cayma. */
    delivered_at: integer('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyer_id, t.created_at),
    index('orders_seller_idx').on(t.seller_id, t.created_at),
    index('orders_payment_idx').on(t.payment_id),
    index('orders_status_idx').on(t.status),
  ],
)

export const order_items = sqliteTable(
  'order_items',
  {
    ...childOf('order_id', () => orders.id, 'cascade'),
    auction_id: lotRef('restrict'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    public_url: text('public_url'),
    item_price_kurus: integer('item_price_kurus').notNull(),
    item_shipping_price_buyer_kurus: kurus('item_shipping_price_buyer_kurus'),
    item_commission_price_buyer_kurus: kurus('item_commission_price_buyer_kurus'),
    item_total_price_buyer_kurus: kurus('item_total_price_buyer_kurus'),
    item_commission_price_seller_kurus: kurus('item_commission_price_seller_kurus'),
    item_shipping_price_seller_kurus: kurus('item_shipping_price_seller_kurus'),
    /** The e-commerce withholding kept back from the seller's share (common/withholding.ts); total_seller is net of it. */
    item_withholding_seller_kurus: kurus('item_withholding_seller_kurus'),
    item_total_price_seller_kurus: kurus('item_total_price_seller_kurus'),
    cargo_channel: text('cargo_channel'),
    created_at: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.order_id),
    uniqueIndex('order_items_auction_uq').on(t.auction_id),
    // The sale-contract pass reads the items of orders paid lately (worker/domain/law/sale-contract.ts).
    index('order_items_created_idx').on(t.created_at),
  ],
)

export const shipments = sqliteTable(
  'shipments',
  {
    ...childOf('order_id', () => orders.id, 'cascade'),
    channel: text('channel').notNull(),
    order_item_track_no: text('order_item_track_no').notNull(),
    order_item_barcode_no: text('order_item_barcode_no').notNull(),
    status: text('status').notNull().default('created'),
    /** When the cron last asked the firm about it (polling providers: docs/checkout.md "The MNG Kargo adapter"). */
    tracked_at: integer('tracked_at'),
    /** The firm's own last status code (MNG shipmentStatusCode); null until first polled. */
    firm_status: text('firm_status'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('shipments_order_uq').on(t.order_id), uniqueIndex('shipments_barcode_uq').on(t.order_item_barcode_no)],
)

export const seller_ratings = sqliteTable(
  'seller_ratings',
  {
    id: id(),
    seller_id: memberRef('seller_id', 'cascade'),
    rated_by_user_id: memberRef('rated_by_user_id', 'cascade'),
    /** One rating per order; demo ratings have no order. */
    order_id: optionalRef('order_id', () => orders.id, 'set null'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** 1: the buyer confirmed the product (spec: approved flag). */
    approved: integer('approved').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('seller_ratings_seller_idx').on(t.seller_id, t.created_at), uniqueIndex('seller_ratings_order_uq').on(t.order_id)],
)

/**
 * The refund ledger (docs/checkout.md "Refunds"): one row per payment item transaction, written before the
 * bank is asked. The UNIQUE index is what makes a second refund of the same item impossible, however the
 * order got back to a refundable state. `pending`: asked, answer not known (a person checks);
 * `done`: the bank confirmed; `failed`: the bank refused, the row may be claimed again for a retry.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    ...childOf('payment_id', () => payments.id, 'restrict'),
    order_id: optionalRef('order_id', () => orders.id, 'set null'),
    /** The provider's item transaction id (iyzico paymentTransactionId). */
    transaction_id: text('transaction_id').notNull(),
    amount_kurus: integer('amount_kurus').notNull(),
    status: state('status', ['pending', 'done', 'failed']),
    error: text('error'),
    created_at: createdAt(),
    completed_at: integer('completed_at'),
  },
  (t) => [uniqueIndex('refunds_transaction_uq').on(t.payment_id, t.transaction_id), index('refunds_order_idx').on(t.order_id)],
)
