// Finishing a card payment (docs/): the bank's 3-D Secure callback, the charge, the
// provider's fraud check, turning the paid basket into orders (or giving the charge back), and settling
// attempts left half-done. Started by worker/domain/checkout/payment.ts.
import { ApiError } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { paymentProvider, ProviderUnavailable, type Completed, type Failure } from '../../adapters/payment/index.ts'
import type { Db } from '../../db/client.ts'
import { auctions, cart_items, carts, payments, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { completeBuyNow } from '../auctions/bids.ts'
import { metric } from '../../lib/metrics.ts'
import { orderStatements } from './orders.ts'
import { payDeadlineFrom } from '../auctions/pay-deadline.ts'
import {
  CLAIM_STALE_MS,
  failPayment,
  guardOnPayment,
  isGuardAbort,
  PAYMENT_WINDOW_MS,
  SETTLE_DEADLINE_MS,
  type Basket,
  type Meta,
  type PaymentRow,
} from './payment-model.ts'
import { holdStatements } from './payouts.ts'
import { refundLines } from './refunds.ts'

const provider = (env: Env) => paymentProvider(env)

/**
 * The bank's 3-D Secure callback (a cross-site form POST: no cookie, no token). The payment is found by
 * the conversation id we made and the bank's payment id together. Returns our payment id for the
 * redirect to /paymentresult/{id}, or null when the ids match no attempt.
 */
export async function handleCallback(
  db: Db,
  env: Env,
  body: { status: string; paymentId: string; conversationId: string; conversationData: string; mdStatus: string },
  meta: Meta,
  now = Date.now(),
): Promise<number | null> {
  if (!body.conversationId || !body.paymentId) return null
  const p = await db.query.payments.findFirst({ where: eq(payments.conversation_id, body.conversationId) })
  if (!p || p.provider_payment_id !== body.paymentId) return null
  if (p.status !== 'pending') return p.id
  if (p.mdstatus === null && p.created_at + PAYMENT_WINDOW_MS < now) {
    await failPayment(db, p, 'EXPIRED', tr.payment.expired, now)
    return p.id
  }
  const md = /^\d$/.test(body.mdStatus) ? body.mdStatus : '0'
  const claim = await db
    .update(payments)
    .set({
      mdstatus: md,
      threedstatus: body.status === 'success' ? '1' : '0',
      basket: sql`json_set(json_set(${payments.basket}, '$.conversation_data', ${body.conversationData}), '$.claimed_at', ${now})`,
    })
    .where(and(eq(payments.id, p.id), eq(payments.status, 'pending'), isNull(payments.mdstatus)))
  if (claim.meta.changes !== 1) return p.id // a retried callback or a second tab: the first one decides
  if (md !== '1' || body.status !== 'success') {
    await failPayment(db, p, `MD${md}`, tr.payment.mdStatus[md] ?? tr.payment.mdUnknown, now)
    return p.id
  }
  let charged: Completed | Failure
  try {
    charged = await provider(env).complete3ds({
      paymentId: body.paymentId,
      conversationId: body.conversationId,
      conversationData: body.conversationData,
    })
  } catch (error) {
    if (error instanceof ProviderUnavailable) return p.id // outcome unknown: settleStale asks the provider later
    throw error
  }
  if (!charged.ok) {
    await failPayment(db, p, charged.errorCode, charged.errorMessage, now)
    return p.id
  }
  await settleCharge(db, env, { ...p, mdstatus: md }, charged, meta, now)
  return p.id
}

/**
 * A charge as the provider's fraud check left it (iyzico fraudStatus): 1 becomes orders; 0 is held for
 * review, the cart stays locked and the cron asks again (reviewHeldPayments); -1 is refused: the charge
 * is voided and the attempt fails. Decisions: docs/checkout.md "Fraud review".
 */
async function settleCharge(db: Db, env: Env, p: PaymentRow, charged: Completed, meta: Meta, now: number) {
  // iyzico's guide: the amount charged must be the amount we asked for; anything else is given back.
  if (charged.paidPriceKurus !== p.paid_price_kurus) {
    const returned = await giveBack(db, env, p, charged, meta.ip)
    return failPayment(db, p, returned ? 'AMOUNT_MISMATCH' : 'REFUND_PENDING', tr.payment.orderFailed, now)
  }
  if (charged.fraudStatus === 1) return finalize(db, env, p, charged, meta, now)
  if (charged.fraudStatus === 0) {
    await db
      .update(payments)
      .set({
        basket: sql`json_set(${payments.basket}, '$.review_since', coalesce(json_extract(${payments.basket}, '$.review_since'), ${now}))`,
      })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'pending')))
    return
  }
  const returned = await giveBack(db, env, p, charged, meta.ip)
  await failPayment(db, p, returned ? 'FRAUD' : 'REFUND_PENDING', tr.payment.fraudRefused, now)
}

/** Cron: asks the provider about every charge its fraud check still holds. Returns how many were decided. */
export async function reviewHeldPayments(db: Db, env: Env, now = Date.now(), limit = 20) {
  const held = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), sql`json_extract(${payments.basket}, '$.review_since') IS NOT NULL`))
    .limit(limit)
  let decided = 0
  for (const p of held) if (await settleStale(db, env, p, now)) decided++
  return decided
}

/** Gives the money back for a charge that cannot become orders: a void, else item refunds (through the ledger). */
async function giveBack(db: Db, env: Env, p: PaymentRow, charged: Completed, ip: string) {
  try {
    const voided = await provider(env).cancel({ paymentId: charged.paymentId, conversationId: p.conversation_id, ip })
    if (voided.ok) return true
  } catch {
    return false // unknown: a person checks (the log line below names the payment)
  }
  const lines = charged.items.map((t) => ({
    paymentId: p.id,
    orderId: null,
    transactionId: t.transactionId,
    amountKurus: t.paidPriceKurus,
    conversationId: p.conversation_id,
  }))
  const outcome = await refundLines(db, env, lines, ip)
  return outcome === 'done' || outcome === 'already'
}

/**
 * After a successful charge: completes buy-now items in their rooms, then turns the basket into orders in
 * one guarded batch. A room's refusal or a failed batch voids the payment and leaves the cart as it was
 * (buy-now items already completed stay in the cart as the buyer's, to be paid like won items).
 */
async function finalize(db: Db, env: Env, p: PaymentRow, charged: Completed, meta: Meta, now: number) {
  const basket = p.basket as Basket
  const done = await completeBuyNowItems(db, env, p, basket, now)
  let refusal = done.refusal
  let late = false
  if (refusal === null) {
    const recorded = await recordOrders(db, env, p, charged, basket, now)
    if (recorded === 'done') return
    late = recorded === 'late'
    // 'gone': a cart line was pulled at its pay deadline (docs/after-the-hammer.md): the item is no longer theirs.
    refusal = recorded === 'gone' ? tr.payment.itemGone : tr.payment.orderFailed
  }
  await undoCharge(db, env, p, charged, meta, { completedBuyNow: done.completed, refusal, late }, now)
}

/** Completes the basket's buy-now items in their rooms; the first refusal stops (none after the auction's end). */
async function completeBuyNowItems(db: Db, env: Env, p: PaymentRow, basket: Basket, now: number) {
  const completed: number[] = []
  const buyNow = basket.items.filter((i) => i.from_bn_or_auc === 1)
  // A buy-now never completes after its auction's end (the close decides then, even before the room's alarm ran).
  const ids = buyNow.map((i) => i.auction_id)
  if (buyNow.length && (await db.$count(auctions, and(inArray(auctions.id, ids), lte(auctions.end_time, now)))) > 0)
    return { refusal: tr.payment.itemGone as string, completed }
  for (const item of buyNow) {
    try {
      await completeBuyNow(db, env, p.user_id, item.auction_id)
      completed.push(item.auction_id)
    } catch (error) {
      return { refusal: error instanceof ApiError && error.status === 409 ? tr.payment.itemGone : tr.payment.orderFailed, completed }
    }
  }
  return { refusal: null, completed }
}

/**
 * The guarded batch: the attempt becomes a success, the basket its orders and the sellers' held shares,
 * the cart loses the items. 'late': someone settled the attempt as failed first (this charge has no order
 * and goes back); 'failed': the batch failed otherwise. Recorded as paid by someone else: the same charge.
 */
async function recordOrders(db: Db, env: Env, p: PaymentRow, charged: Completed, basket: Basket, now: number) {
  const buyer = (await db.query.users.findFirst({ where: eq(users.id, p.user_id), columns: { email: true, title: true } })) ?? {
    email: '',
    title: '',
  }
  try {
    await db.batch([
      db
        .update(payments)
        .set({
          status: 'success',
          paid_price_kurus: charged.paidPriceKurus,
          card_type: charged.cardType ?? p.card_type,
          card_association: charged.cardAssociation ?? p.card_association,
          card_family: charged.cardFamily ?? p.card_family,
          completed_at: now,
          basket: sql`json_set(${payments.basket}, '$.transactions', json(${JSON.stringify(charged.items)}))`,
        })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'pending'))),
      guardOnPayment(db, p.id, sql`changes() = 1`),
      ...orderStatements(db, { ...p, paid_price_kurus: charged.paidPriceKurus }, basket, buyer, appOrigin(env), now),
      ...holdStatements(db, p.id, basket, charged.items, now),
      db.delete(cart_items).where(
        and(
          eq(cart_items.cart_id, basket.cart_id),
          inArray(
            cart_items.id,
            basket.items.map((i) => i.cart_item_id),
          ),
        ),
      ),
      // Every line paid for is still in the cart: one pulled at its pay deadline (after-the-hammer.md) went
      // to the next bidder, so this charge makes no order and is given back.
      guardOnPayment(db, p.id, sql`changes() = ${basket.items.length}`),
      db
        .update(carts)
        .set({ locked_by_payment_id: null, locked_until: null, contract_accepted_at: null })
        .where(and(eq(carts.id, basket.cart_id), eq(carts.locked_by_payment_id, p.id))),
    ])
    metric({ kind: 'payment', outcome: 'paid' })
    return 'done' as const
  } catch (error) {
    if (!isGuardAbort(error)) {
      console.error(
        JSON.stringify({ level: 'error', msg: 'orders batch failed after charge; voiding', paymentId: p.id, error: String(error) }),
      )
      return 'failed' as const
    }
    // Recorded as paid by someone else: the same charge. Settled as failed: 'late'. Still pending: a cart line was
    // gone (pulled at its pay deadline), 'gone'.
    const settled = await db.query.payments.findFirst({ where: eq(payments.id, p.id), columns: { status: true } })
    return settled?.status === 'success' ? ('done' as const) : settled?.status === 'failure' ? ('late' as const) : ('gone' as const)
  }
}

/** Gives a charge that did not become orders back, hands completed buy-now items back to the cart, ends the attempt. */
async function undoCharge(
  db: Db,
  env: Env,
  p: PaymentRow,
  charged: Completed,
  meta: Meta,
  why: { completedBuyNow: number[]; refusal: string; late: boolean },
  now: number,
) {
  const basket = p.basket as Basket
  const returned = await giveBack(db, env, p, charged, meta.ip)
  if (why.completedBuyNow.length) {
    // Items the room already gave this buyer stay theirs to pay, with a winner's pay deadline (after-the-hammer.md).
    await db
      .update(cart_items)
      .set({ from_bn_or_auc: 2, pay_before: await payDeadlineFrom(db, now) })
      .where(and(eq(cart_items.cart_id, basket.cart_id), inArray(cart_items.auction_id, why.completedBuyNow)))
  }
  if (!returned || why.late)
    console.error(
      JSON.stringify({
        level: returned ? 'warn' : 'error',
        msg: returned
          ? 'late bank success after the attempt was settled as failed: charge voided'
          : 'charge could not be returned: needs a manual refund',
        paymentId: p.id,
        providerPaymentId: charged.paymentId,
      }),
    )
  if (why.late)
    await db
      .update(payments)
      .set({ error_code: returned ? 'LATE_VOIDED' : 'REFUND_PENDING' })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'failure')))
  else await failPayment(db, p, returned ? 'VOIDED' : 'REFUND_PENDING', why.refusal, now)
}

/**
 * An attempt left pending past its time: unanswered ones expire; claimed ones (the bank answered, the
 * worker stopped before recording the charge) are asked about at the provider and finished either way.
 * Returns true when the attempt is no longer pending.
 */
export async function settleStale(db: Db, env: Env, p: PaymentRow, now = Date.now()): Promise<boolean> {
  if (p.status !== 'pending') return true
  const basket = p.basket as Basket | null
  if (p.mdstatus === null) {
    if (p.created_at + PAYMENT_WINDOW_MS >= now) return false
    await failPayment(db, p, 'EXPIRED', tr.payment.expired, now)
    return true
  }
  if ((basket?.claimed_at ?? p.created_at) + CLAIM_STALE_MS >= now || !p.provider_payment_id) return false
  let known: Completed | Failure
  try {
    known = await provider(env).retrieve({
      paymentId: p.provider_payment_id,
      conversationId: p.conversation_id,
      conversationData: basket?.conversation_data ?? null,
    })
  } catch {
    return false
  }
  if (!known.ok && (basket?.claimed_at ?? p.created_at) + SETTLE_DEADLINE_MS > now) return false // "in progress": unknown yet
  if (!known.ok) await failPayment(db, p, known.errorCode, known.errorMessage, now)
  else await settleCharge(db, env, p, known, { ip: '127.0.0.1', origin: '' }, now)
  return !(known.ok && known.fraudStatus === 0)
}
