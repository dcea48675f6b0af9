// Card payment's shared parts (docs/): its time limits, the attempt and its frozen basket,
// and the guards that make a D1 batch all-or-nothing. worker/domain/checkout/payment.ts starts attempts,
// payment-settle.ts finishes them.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { carts, payments } from '../../db/schema/index.ts'
import { metric } from '../../lib/metrics.ts'

/** The 3-D Secure window: the bank's page expires after it, and so does the cart lock. */
export const PAYMENT_WINDOW_MS = 10 * 60_000
/** Cards tried at the bank per member and window (a stolen-card list tried one by one stops here). */
export const PAYMENT_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 } as const
/** A claimed attempt older than this is asked about at the provider (its worker may have died mid-way). */
export const CLAIM_STALE_MS = 60_000
/**
 * Until this long after the bank's callback, any answer of the provider but "charged" (iyzico's payment
 * detail of a charge still running, a timeout) is taken as unknown and the attempt stays pending. Well past
 * the provider's own time-outs (iyzico closes a 3-D Secure auth within minutes; a Worker's request cannot
 * outlive 15 minutes of wall time either). docs/checkout.md "A late answer from the bank".
 */
export const SETTLE_DEADLINE_MS = 30 * 60_000

export type Meta = { ip: string; origin: string }
export type PaymentRow = typeof payments.$inferSelect

export type BasketItem = {
  cart_item_id: number
  auction_id: number
  seller_id: number
  from_bn_or_auc: number
  name: string
  slug: string
  public_url: string | null
  cargo_channel: string | null
  price: number
  commission_buyer: number
  shipping_buyer: number
  total_buyer: number
  commission_seller: number
  shipping_seller: number
  /** The e-commerce withholding kept back (absent in baskets frozen before it was kept: read as 0). */
  withholding_seller?: number
  total_seller: number
  /** Bought through an accepted second-chance offer (the winner did not pay): the seller is told so. */
  second_chance?: boolean
  /** The seller's key at the provider (the item's share goes to it); none: paid out by hand. */
  sub_merchant_key?: string | null
}
export type Frozen = Record<string, string | null>
/** What the attempt pays for, frozen when it starts: orders are built from this, never from the cart again. */
export type Basket = {
  cart_id: number
  items: BasketItem[]
  delivery: Frozen
  invoice: Frozen
  three_ds_html?: string
  conversation_data?: string
  claimed_at?: number
  /** Set while the provider's fraud check holds the charge (fraudStatus 0): no orders until it decides. */
  review_since?: number
  transactions?: { itemId: string; transactionId: string; paidPriceKurus: number }[]
}

type SQL = ReturnType<typeof sql>
export const failsUnless = (condition: SQL) => sql`json_extract(CASE WHEN ${condition} THEN '1' ELSE 'guard' END, '$') = 1`
/**
 * A statement that aborts the batch it is in (rolling back every statement of it) unless `condition`
 * holds (D1 has no transactions; notes/performance-and-reliability.md). It touches a row that
 * exists, so the condition is always evaluated; `changes()` in it is the previous statement's count.
 */
export const guardOnPayment = (db: Db, paymentId: number, condition: SQL) =>
  db
    .update(payments)
    .set({ status: sql`${payments.status}` })
    .where(and(eq(payments.id, paymentId), failsUnless(condition)))
export const guardOnCart = (db: Db, cartId: number, condition: SQL) =>
  db
    .update(carts)
    .set({ user_id: sql`${carts.user_id}` })
    .where(and(eq(carts.id, cartId), failsUnless(condition)))
export const isGuardAbort = (e: unknown) =>
  /malformed JSON/i.test(String((e as Error)?.message ?? e) + String((e as { cause?: unknown })?.cause ?? ''))

/** Ends an attempt as failed (once) and gives the cart back. */
export async function failPayment(db: Db, p: Pick<PaymentRow, 'id' | 'cart_id'>, code: string, message: string, now = Date.now()) {
  const [ended] = await db.batch([
    db
      .update(payments)
      .set({ status: 'failure', error_code: code, error_message: message, completed_at: now })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'pending'))),
    db.update(carts).set({ locked_by_payment_id: null, locked_until: null }).where(eq(carts.locked_by_payment_id, p.id)),
  ])
  if (ended.meta.changes === 1) metric({ kind: 'payment', outcome: 'failed', reason: code })
}
