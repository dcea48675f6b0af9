// Card payment with 3-D Secure (checkout-orders-sales.md §2 Payment, §7; docs/checkout.md §4).
// One attempt = one `payments` row. Its life: pending → (bank answers: claimed) → success | failure.
//  - Starting locks the cart (one batch: insert, lock, guard); the same idempotency key replays the first
//    answer; a new attempt replaces one the bank has not answered yet; a claimed one refuses all others.
//  - The bank's callback claims the attempt with one conditional UPDATE: a retried callback or a second
//    tab finds it claimed and only reads the result. Only the claimer charges, so nothing is charged twice.
//  - After the charge: buy-now items are completed in their rooms (a refusal voids the payment), then one
//    guarded batch turns the basket into orders; a failure at any point leaves the cart as it was.
import { ApiError, conflict, invalidField, notFound, tooManyRequests } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { toKurus, toLira } from '#common/money.ts'
import type { MakePaymentForm } from '#common/schemas/payment.ts'
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { ProviderUnavailable, paymentProvider, type Completed, type Failure } from '../adapters/payment/index.ts'
import type { Db } from '../db/client.ts'
import { auctions, cart_items, carts, orders, payments, users } from '../db/schema/index.ts'
import type { Env } from '../env.ts'
import { appOrigin } from '../lib/app-url.ts'
import { completeBuyNow } from './bids.ts'
import { bySeller, cartTotals, loadCart, type LoadedCart } from './cart.ts'
import { orderStatements } from './orders.ts'
import type { Basket, Frozen, PaymentRow } from './payment-basket.ts'
import { hit } from './rate-limit.ts'
import { refundLines } from './refunds.ts'

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
export type { Basket, PaymentRow } from './payment-basket.ts'

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

const DELIVERY_KEYS = [
  'delivery_contact_name',
  'delivery_contact_phone',
  'delivery_address',
  'delivery_town',
  'delivery_city',
  'delivery_postalcode',
  'delivery_country',
  'additional_notes',
] as const
const INVOICE_KEYS = [
  'invoice_title',
  'invoice_contact',
  'invoice_tax_no',
  'invoice_tax_administration',
  'invoice_address',
  'invoice_town',
  'invoice_city',
  'invoice_postalcode',
  'invoice_country',
  'invoice_phone',
] as const
const pick = <K extends string>(row: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, (row[k] as string | null) ?? null])) as Frozen

/** invoice_same: the delivery address is the invoice address; the tax number is the member's (or the anonymous 11111111111). */
function invoiceFromDelivery(delivery: Frozen, taxNo: string | null): Frozen {
  return {
    invoice_title: delivery.delivery_contact_name ?? null,
    invoice_contact: delivery.delivery_contact_name ?? null,
    invoice_tax_no: taxNo ?? '11111111111',
    invoice_tax_administration: null,
    invoice_address: delivery.delivery_address ?? null,
    invoice_town: delivery.delivery_town ?? null,
    invoice_city: delivery.delivery_city ?? null,
    invoice_postalcode: delivery.delivery_postalcode ?? null,
    invoice_country: delivery.delivery_country ?? 'Türkiye',
    invoice_phone: delivery.delivery_contact_phone ?? null,
  }
}

function basketOf(loaded: LoadedCart, delivery: Frozen, invoice: Frozen): Basket {
  return {
    cart_id: loaded.cart!.id,
    delivery,
    invoice,
    items: bySeller(loaded.items)
      .flat()
      .map((i) => ({
        cart_item_id: i.item.id,
        auction_id: i.auction.id,
        seller_id: i.auction.seller_id,
        from_bn_or_auc: i.item.from_bn_or_auc,
        name: i.auction.name,
        slug: i.auction.slug,
        public_url: i.image_path,
        cargo_channel: i.channel?.code ?? null,
        price: i.line.price,
        commission_buyer: i.line.commissionBuyer,
        shipping_buyer: i.line.shippingBuyer,
        total_buyer: i.line.totalBuyer,
        commission_seller: i.line.commissionSeller,
        shipping_seller: i.line.shippingSeller,
        total_seller: i.line.totalSeller,
      })),
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

type SQL = ReturnType<typeof sql>
export const failsUnless = (condition: SQL) => sql`json_extract(CASE WHEN ${condition} THEN '1' ELSE 'guard' END, '$') = 1`
/**
 * A statement that aborts the batch it is in (rolling back every statement of it) unless `condition`
 * holds (D1 has no transactions: developers.cloudflare.com/d1, "batch statements"). It touches a row that
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
  await db.batch([
    db
      .update(payments)
      .set({ status: 'failure', error_code: code, error_message: message, completed_at: now })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'pending'))),
    db.update(carts).set({ locked_by_payment_id: null, locked_until: null }).where(eq(carts.locked_by_payment_id, p.id)),
  ])
}

/** POST /api/makePayment: checks, locks the cart, asks the bank to start 3-D Secure. */
export async function startPayment(db: Db, env: Env, userId: number, form: MakePaymentForm, meta: Meta, now = Date.now()) {
  if (form.idempotency_key) {
    const existing = await db.query.payments.findFirst({
      where: and(eq(payments.user_id, userId), eq(payments.idempotency_key, form.idempotency_key)),
    })
    if (existing) return replay(existing)
  }
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
  if (!options.ok) return failureAnswer(options.errorCode, options.errorMessage)
  const chosen = options.detail.prices.find((p) => p.installmentNumber === form.installment)
  if (!chosen) throw invalidField('installment', tr.payment.installmentUnavailable)
  const paid = chosen.totalKurus
  if (form.installment_interest !== undefined && toKurus(form.installment_interest) !== paid - total)
    throw invalidField('installment_interest', tr.payment.priceChanged)

  // ---- one batch: supersede an unanswered attempt, insert this one, lock the cart to it, or roll back ----
  const conversationId = crypto.randomUUID()
  const basket = basketOf(loaded, delivery, invoice)
  const mine = sql`(SELECT id FROM payments WHERE conversation_id = ${conversationId})`
  let paymentId: number
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
      db
        .insert(payments)
        .values({
          user_id: userId,
          cart_id: cart.id,
          conversation_id: conversationId,
          idempotency_key: form.idempotency_key ?? crypto.randomUUID(),
          provider: bank.name,
          price_kurus: total,
          paid_price_kurus: paid,
          installment: form.installment,
          installment_interest_kurus: paid - total,
          bin_no: bin,
          last_four: form.card_number.slice(-4),
          card_association: options.detail.cardAssociation,
          card_type: options.detail.cardType,
          card_family: options.detail.cardFamilyName || null,
          bank_name: options.detail.bankName,
          basket,
          created_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id }),
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
    paymentId = inserted[0]!.id
  } catch (error) {
    if (!isGuardAbort(error)) throw error
    // Another request took the cart first: the same key replays its answer; anything else waits.
    const same =
      form.idempotency_key &&
      (await db.query.payments.findFirst({ where: and(eq(payments.user_id, userId), eq(payments.idempotency_key, form.idempotency_key)) }))
    if (same) return replay(same)
    throw conflict(tr.payment.inProgress)
  }

  const [first, last] = (
    me.first_name && me.last_name ? [me.first_name, me.last_name] : splitName(delivery.delivery_contact_name ?? me.title)
  ) as [string, string]
  let started
  try {
    started = await bank.initialize3ds({
      conversationId,
      basketId: `C${cart.id}P${paymentId}`,
      priceKurus: total,
      paidPriceKurus: paid,
      installment: form.installment,
      card: {
        holderName: form.card_holder_name,
        number: form.card_number,
        expireMonth: form.expire_month,
        expireYear: form.expire_year,
        cvc: form.cvc,
        register: form.registerCard,
        alias: form.cardAlias,
      },
      buyer: {
        id: userId,
        name: first,
        surname: last,
        email: me.email,
        phone: me.phone_1 ?? delivery.delivery_contact_phone ?? '',
        identityNumber: me.tckn ?? invoice.invoice_tax_no ?? '11111111111',
        ip: meta.ip,
        city: delivery.delivery_city ?? '',
        address: delivery.delivery_address ?? '',
        zipCode: delivery.delivery_postalcode ?? '',
      },
      shippingAddress: {
        contactName: delivery.delivery_contact_name ?? '',
        city: delivery.delivery_city ?? '',
        country: 'Turkey',
        address: delivery.delivery_address ?? '',
        zipCode: delivery.delivery_postalcode ?? '',
      },
      billingAddress: {
        contactName: invoice.invoice_title ?? '',
        city: invoice.invoice_city ?? delivery.delivery_city ?? '',
        country: 'Turkey',
        address: invoice.invoice_address ?? '',
        zipCode: invoice.invoice_postalcode ?? '',
      },
      basketItems: basket.items.map((i) => ({
        id: String(i.cart_item_id),
        name: i.name.slice(0, 100),
        category: 'Mezat',
        priceKurus: i.total_buyer,
      })),
      callbackUrl: `${meta.origin}/api/payment/3ds-callback`,
    })
  } catch (error) {
    const code = error instanceof ProviderUnavailable ? 'PROVIDER_UNAVAILABLE' : 'INITIALIZE_ERROR'
    await failPayment(db, { id: paymentId, cart_id: cart.id }, code, tr.payment.providerUnavailable)
    if (error instanceof ProviderUnavailable) throw unavailable()
    throw error
  }
  if (!started.ok) {
    await failPayment(db, { id: paymentId, cart_id: cart.id }, started.errorCode, started.errorMessage)
    return failureAnswer(started.errorCode, started.errorMessage, paymentId)
  }
  await db
    .update(payments)
    .set({ provider_payment_id: started.paymentId, basket: sql`json_set(${payments.basket}, '$.three_ds_html', ${started.htmlBase64})` })
    .where(eq(payments.id, paymentId))
  return { status: 'success' as const, message: tr.payment.redirecting, payment_id: paymentId, threeDSHtmlContent: started.htmlBase64 }
}

const splitName = (full: string) => {
  const parts = full.trim().split(/\s+/)
  return parts.length > 1 ? [parts.slice(0, -1).join(' '), parts.at(-1)!] : [parts[0] || 'Mezat', parts[0] || 'Üyesi']
}

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
  const buyer = (await db.query.users.findFirst({ where: eq(users.id, p.user_id), columns: { email: true, title: true } })) ?? {
    email: '',
    title: '',
  }
  const completedBuyNow: number[] = []
  let refusal: string | null = null
  let late = false
  const buyNow = basket.items.filter((i) => i.from_bn_or_auc === 1)
  // A buy-now never completes after its auction's end (the close decides then, even before the room's alarm ran).
  if (
    buyNow.length &&
    (await db.$count(
      auctions,
      and(
        inArray(
          auctions.id,
          buyNow.map((i) => i.auction_id),
        ),
        lte(auctions.end_time, now),
      ),
    )) > 0
  )
    refusal = tr.payment.itemGone
  for (const item of refusal === null ? buyNow : []) {
    try {
      await completeBuyNow(db, env, p.user_id, item.auction_id)
      completedBuyNow.push(item.auction_id)
    } catch (error) {
      refusal = error instanceof ApiError && error.status === 409 ? tr.payment.itemGone : tr.payment.orderFailed
      break
    }
  }
  if (refusal === null) {
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
        db.delete(cart_items).where(
          and(
            eq(cart_items.cart_id, basket.cart_id),
            inArray(
              cart_items.id,
              basket.items.map((i) => i.cart_item_id),
            ),
          ),
        ),
        db
          .update(carts)
          .set({ locked_by_payment_id: null, locked_until: null, contract_accepted_at: null })
          .where(and(eq(carts.id, basket.cart_id), eq(carts.locked_by_payment_id, p.id))),
      ])
      return
    } catch (error) {
      if (isGuardAbort(error)) {
        // Someone else ended the attempt first. Recorded as paid: the same charge, nothing to undo. Settled as
        // failed (settleStale past its deadline, or the buyer left): this charge has no order, so it goes back.
        const settled = await db.query.payments.findFirst({ where: eq(payments.id, p.id), columns: { status: true } })
        if (settled?.status !== 'failure') return
        late = true
      } else
        console.error(
          JSON.stringify({ level: 'error', msg: 'orders batch failed after charge; voiding', paymentId: p.id, error: String(error) }),
        )
      refusal = tr.payment.orderFailed
    }
  }
  const returned = await giveBack(db, env, p, charged, meta.ip)
  if (completedBuyNow.length) {
    await db
      .update(cart_items)
      .set({ from_bn_or_auc: 2, pay_before: null })
      .where(and(eq(cart_items.cart_id, basket.cart_id), inArray(cart_items.auction_id, completedBuyNow)))
  }
  if (!returned || late)
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
  if (late)
    await db
      .update(payments)
      .set({ error_code: returned ? 'LATE_VOIDED' : 'REFUND_PENDING' })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'failure')))
  else await failPayment(db, p, returned ? 'VOIDED' : 'REFUND_PENDING', refusal, now)
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

/** POST /api/cancelPayment (ours): the buyer closed the 3-D Secure window; an unanswered attempt ends. */
export async function abandonPayment(db: Db, userId: number, paymentId: number, now = Date.now()) {
  const p = await db.query.payments.findFirst({ where: and(eq(payments.id, paymentId), eq(payments.user_id, userId)) })
  if (!p) throw notFound(tr.payment.notFound)
  if (p.status === 'pending' && p.mdstatus !== null) throw conflict(tr.payment.inProgress)
  if (p.status === 'pending') {
    await db.batch([
      db
        .update(payments)
        .set({ status: 'failure', error_code: 'ABANDONED', error_message: tr.payment.abandoned, completed_at: now })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'pending'), isNull(payments.mdstatus))),
      db.update(carts).set({ locked_by_payment_id: null, locked_until: null }).where(eq(carts.locked_by_payment_id, p.id)),
    ])
  }
  return { message: tr.payment.cancelled }
}

/** GET /api/showPayment/{id}: the member's own attempt, settled first if it was left half-done. */
export async function showPayment(db: Db, env: Env, userId: number, paymentId: number, now = Date.now()) {
  let p = await db.query.payments.findFirst({ where: and(eq(payments.id, paymentId), eq(payments.user_id, userId)) })
  if (!p) throw notFound(tr.payment.notFound)
  if (p.status === 'pending' && (await settleStale(db, env, p, now)))
    p = (await db.query.payments.findFirst({ where: eq(payments.id, paymentId) }))!
  const orderRows = await db.select({ id: orders.id }).from(orders).where(eq(orders.payment_id, p.id)).orderBy(orders.id)
  return { payment: p, orderIds: orderRows.map((o) => o.id) }
}
