// Card payment with 3-D Secure (Payment; docs/).
// One attempt = one `payments` row. Its life: pending → (bank answers: claimed) → success | failure.
//  - Starting locks the cart (one batch: insert, lock, guard); the same idempotency key replays the first
//    answer; a new attempt replaces one the bank has not answered yet; a claimed one refuses all others.
//  - The bank's callback claims the attempt with one conditional UPDATE: a retried callback or a second
//    tab finds it claimed and only reads the result. Only the claimer charges, so nothing is charged twice.
//  - After the charge: buy-now items are completed in their rooms (a refusal voids the payment), then one
//    guarded batch turns the basket into orders; a failure at any point leaves the cart as it was.
import { ApiError, conflict, invalidField, tooManyRequests } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { toKurus, toLira } from '#common/money.ts'
import type { MakePaymentAnswer, MakePaymentForm } from '#common/schemas/payment.ts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { paymentProvider, ProviderUnavailable, type Init3dsRequest, type InstallmentInfo } from '../../adapters/payment/index.ts'
import type { Db } from '../../db/client.ts'
import { carts, payments, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { hit } from '../platform/rate-limit.ts'
import { cartTotals, loadCart, type LoadedCart } from './cart.ts'
import { basketOf, DELIVERY_KEYS, initRequest, INVOICE_KEYS, invoiceFromDelivery, pick } from './payment-basket.ts'
import {
  failPayment,
  guardOnCart,
  isGuardAbort,
  PAYMENT_ATTEMPTS,
  PAYMENT_WINDOW_MS,
  type Basket,
  type Meta,
  type PaymentRow,
} from './payment-model.ts'
import { metric } from '../../lib/metrics.ts'
import { settleStale } from './payment-settle.ts'
import { subMerchantKeys } from './payouts.ts'

// The payment's parts live in payment-model.ts (limits, types, guards) and payment-settle.ts (callback to
// orders); their names stay importable from here.
export { failsUnless, isGuardAbort, SETTLE_DEADLINE_MS, type Basket } from './payment-model.ts'
export { handleCallback, reviewHeldPayments, settleStale } from './payment-settle.ts'
export { abandonPayment, showPayment } from './payment-status.ts'

const provider = (env: Env) => paymentProvider(env)
const unavailable = () => new ApiError(503, { message: tr.payment.providerUnavailable })

/** POST /api/getInstallments: the bank's options for the cart's total (the browser's price is not used). */
export async function installmentOptions(db: Db, env: Env, userId: number, bin: string) {
  const loaded = await loadCart(db, userId)
  if (loaded.items.length === 0) throw new ApiError(422, { message: tr.checkout.cartEmpty })
  const total = cartTotals(loaded.items).total
  let answer
  try {
    answer = await provider(env).installments(bin, total, crypto.randomUUID())
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw unavailable()
    throw error
  }
  if (!answer.ok)
    return { status: 'failure' as const, errorCode: answer.errorCode, errorMessage: answer.errorMessage, message: answer.errorMessage }
  const d = answer.detail
  return {
    status: 'success' as const,
    installmentDetails: [
      {
        binNumber: d.binNumber,
        price: toLira(total),
        cardType: d.cardType,
        cardAssociation: d.cardAssociation,
        cardFamilyName: d.cardFamilyName,
        bankName: d.bankName,
        bankCode: d.bankCode,
        force3ds: d.force3ds,
        installmentPrices: d.prices.map((p) => ({
          installmentNumber: p.installmentNumber,
          installmentPrice: toLira(p.installmentKurus),
          totalPrice: toLira(p.totalKurus),
        })),
      },
    ],
  }
}

/** The answer for an attempt that already exists: a double click or a retried request gets the first answer. */
function replay(p: PaymentRow) {
  const basket = p.basket as Basket | null
  if (p.status === 'failure') return failureAnswer(p.error_code ?? 'UNKNOWN', p.error_message ?? tr.payment.failed, p.id)
  if (p.status === 'success') return { status: 'success' as const, message: tr.payment.succeeded, payment_id: p.id }
  if (basket?.three_ds_html)
    return { status: 'success' as const, message: tr.payment.redirecting, payment_id: p.id, threeDSHtmlContent: basket.three_ds_html }
  throw conflict(tr.payment.inProgress)
}

const failureAnswer = (errorCode: string, errorMessage: string, paymentId?: number) => ({
  status: 'failure' as const,
  message: errorMessage,
  errorCode,
  errorMessage,
  ...(paymentId ? { payment_id: paymentId } : {}),
})

/** The replay of an earlier attempt with the same idempotency key, if there is one. */
async function earlier(db: Db, userId: number, key: string | undefined) {
  if (!key) return null
  return (await db.query.payments.findFirst({ where: and(eq(payments.user_id, userId), eq(payments.idempotency_key, key)) })) ?? null
}

/** POST /api/makePayment: checks, locks the cart, asks the bank to start 3-D Secure. */
export async function startPayment(
  db: Db,
  env: Env,
  userId: number,
  form: MakePaymentForm,
  meta: Meta,
  now = Date.now(),
): Promise<MakePaymentAnswer> {
  const existing = await earlier(db, userId, form.idempotency_key)
  if (existing) return replay(existing)
  const checked = await checkCart(db, env, userId, form, now)
  const chosen = await chooseInstallment(db, env, userId, form, checked.total, now)
  if (chosen.failure) return chosen.failure
  const { loaded, delivery, invoice } = checked
  const conversationId = crypto.randomUUID()
  const keys = await subMerchantKeys(db, env, [...new Set(loaded.items.map((i) => i.auction.seller_id))], now)
  const basket = basketOf(loaded, delivery, invoice, keys)
  const locked = await lockAttempt(db, {
    userId,
    form,
    cartId: checked.cart.id,
    conversationId,
    basket,
    total: checked.total,
    ...chosen,
    now,
  })
  if ('answer' in locked) return locked.answer
  const request = initRequest({ ...checked, form, conversationId, basket, paid: chosen.paid, paymentId: locked.paymentId, meta })
  return askBank(db, env, request, { id: locked.paymentId, cart_id: checked.cart.id })
}

/** The cart as the payment needs it (a half-done attempt holding it is settled first), or a 422 naming what is missing. */
async function checkCart(db: Db, env: Env, userId: number, form: MakePaymentForm, now: number) {
  let loaded = await loadCart(db, userId)
  const holder = loaded.cart?.locked_by_payment_id
    ? await db.query.payments.findFirst({ where: eq(payments.id, loaded.cart.locked_by_payment_id) })
    : null
  if (holder?.status === 'pending' && holder.mdstatus !== null) {
    // The bank answered that attempt: it is being charged, or was left half-done and is settled now.
    if (!(await settleStale(db, env, holder, now))) throw conflict(tr.payment.inProgress)
    loaded = await loadCart(db, userId)
  }
  const cart = loaded.cart
  if (!cart || loaded.items.length === 0 || cart.id !== form.cart_id) throw new ApiError(422, { message: tr.checkout.cartEmpty })
  if (cart.contract_accepted_at === null) throw new ApiError(422, { message: tr.checkout.contractRequired })
  if (!cart.delivery_address) throw new ApiError(422, { message: tr.checkout.deliveryMissing })
  const delivery = pick(cart, DELIVERY_KEYS)
  const me = await db.query.users.findFirst({ where: eq(users.id, userId) })
  if (!me) throw new ApiError(401, { message: tr.auth.unauthenticated })
  const invoice = form.invoice_same ? invoiceFromDelivery(delivery, me.tckn) : cart.invoice_address ? pick(cart, INVOICE_KEYS) : null
  if (!invoice) throw new ApiError(422, { message: tr.checkout.invoiceMissing })
  const total = cartTotals(loaded.items).total
  if (toKurus(form.price) !== total) throw invalidField('price', tr.payment.priceChanged)
  return { loaded: loaded as LoadedCart & { cart: NonNullable<LoadedCart['cart']> }, cart, delivery, invoice, me, total }
}

/** The bank's installment option the buyer chose (its total is what is charged), after the card-testing limit. */
async function chooseInstallment(db: Db, env: Env, userId: number, form: MakePaymentForm, total: number, now: number) {
  // Card testing: a member tries at most PAYMENT_ATTEMPTS cards at the bank per window.
  const window = await hit(db, `pay:${userId}`, PAYMENT_ATTEMPTS.windowSeconds, now)
  if (window.count > PAYMENT_ATTEMPTS.max) throw tooManyRequests(Math.ceil((window.resetAt - now) / 1000))
  const bank = provider(env)
  const bin = form.card_number.slice(0, 6)
  let options
  try {
    options = await bank.installments(bin, total, crypto.randomUUID())
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw unavailable()
    throw error
  }
  if (!options.ok) return { failure: failureAnswer(options.errorCode, options.errorMessage) }
  const chosen = options.detail.prices.find((p) => p.installmentNumber === form.installment)
  if (!chosen) throw invalidField('installment', tr.payment.installmentUnavailable)
  const paid = chosen.totalKurus
  if (form.installment_interest !== undefined && toKurus(form.installment_interest) !== paid - total)
    throw invalidField('installment_interest', tr.payment.priceChanged)
  return { bankName: bank.name, bin, info: options.detail, paid }
}

type Attempt = {
  userId: number
  form: MakePaymentForm
  cartId: number
  conversationId: string
  basket: Basket
  total: number
  bankName: string
  bin: string
  info: InstallmentInfo
  paid: number
  now: number
}

/** One batch: supersede an unanswered attempt, insert this one, lock the cart to it, or roll back. */
/** The attempt's row: what is charged, on which card (bin and last four only), and the frozen basket. */
const attemptRow = ({ userId, cartId, conversationId, form, bankName, total, paid, bin, info, basket, now }: Attempt) => ({
  user_id: userId,
  cart_id: cartId,
  conversation_id: conversationId,
  idempotency_key: form.idempotency_key ?? crypto.randomUUID(),
  provider: bankName,
  price_kurus: total,
  paid_price_kurus: paid,
  installment: form.installment,
  installment_interest_kurus: paid - total,
  bin_no: bin,
  last_four: form.card_number.slice(-4),
  card_association: info.cardAssociation,
  card_type: info.cardType,
  card_family: info.cardFamilyName || null,
  bank_name: info.bankName,
  basket,
  created_at: now,
})

async function lockAttempt(db: Db, a: Attempt): Promise<{ paymentId: number } | { answer: ReturnType<typeof replay> }> {
  const { userId, form, conversationId, now } = a
  const cart = { id: a.cartId }
  const mine = sql`(SELECT id FROM payments WHERE conversation_id = ${conversationId})`
  try {
    const [, inserted] = await db.batch([
      db
        .update(payments)
        .set({ status: 'failure', error_code: 'SUPERSEDED', error_message: tr.payment.superseded, completed_at: now })
        .where(
          and(
            sql`${payments.id} = (SELECT locked_by_payment_id FROM carts WHERE id = ${cart.id})`,
            eq(payments.status, 'pending'),
            isNull(payments.mdstatus),
          ),
        ),
      db.insert(payments).values(attemptRow(a)).onConflictDoNothing().returning({ id: payments.id }),
      db
        .update(carts)
        .set({ locked_by_payment_id: sql`${mine}`, locked_until: now + PAYMENT_WINDOW_MS })
        .where(
          and(
            eq(carts.id, cart.id),
            sql`(${carts.locked_by_payment_id} IS NULL OR ${carts.locked_until} <= ${now} OR NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = ${carts.locked_by_payment_id} AND p.status = 'pending'))`,
          ),
        ),
      guardOnCart(db, cart.id, sql`${carts.locked_by_payment_id} IS NOT NULL AND ${carts.locked_by_payment_id} = ${mine}`),
    ])
    return { paymentId: inserted[0]!.id }
  } catch (error) {
    if (!isGuardAbort(error)) throw error
    // Another request took the cart first: the same key replays its answer; anything else waits.
    const same = await earlier(db, userId, form.idempotency_key)
    if (same) return { answer: replay(same) }
    throw conflict(tr.payment.inProgress)
  }
}

/** Asks the bank to start 3-D Secure; any failure ends the attempt and frees the cart. */
async function askBank(db: Db, env: Env, request: Init3dsRequest, attempt: Pick<PaymentRow, 'id' | 'cart_id'>) {
  let started
  metric({ kind: 'payment', outcome: 'started' })
  try {
    started = await provider(env).initialize3ds(request)
  } catch (error) {
    const code = error instanceof ProviderUnavailable ? 'PROVIDER_UNAVAILABLE' : 'INITIALIZE_ERROR'
    await failPayment(db, attempt, code, tr.payment.providerUnavailable)
    if (error instanceof ProviderUnavailable) throw unavailable()
    throw error
  }
  if (!started.ok) {
    await failPayment(db, attempt, started.errorCode, started.errorMessage)
    return failureAnswer(started.errorCode, started.errorMessage, attempt.id)
  }
  await db
    .update(payments)
    .set({ provider_payment_id: started.paymentId, basket: sql`json_set(${payments.basket}, '$.three_ds_html', ${started.htmlBase64})` })
    .where(eq(payments.id, attempt.id))
  metric({ kind: 'payment', outcome: '3ds' })
  return { status: 'success' as const, message: tr.payment.redirecting, payment_id: attempt.id, threeDSHtmlContent: started.htmlBase64 }
}
