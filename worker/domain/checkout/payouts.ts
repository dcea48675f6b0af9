// Protected payment, the marketplace way (docs/after-the-hammer.md "Protected payment and payout"): each
// seller is the provider's sub-merchant, each basket item carries the seller's share, the share is held
// until the buyer confirms the item (or RELEASE_AFTER_DAYS after delivery without a complaint: the cron),
// then approved (released) at the provider; a return disapproves it. Every movement is one row of the
// payout ledger (UNIQUE per payment transaction and kind), claimed before the provider is asked, so
// racing confirmations, cron runs and return approvals move each share once.
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import { payoutProfileComplete, RELEASE_AFTER_MS } from '#common/payout.ts'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { paymentProvider, ProviderUnavailable, type ItemTransaction, type PaymentProvider } from '../../adapters/payment/index.ts'
import type { Db } from '../../db/client.ts'
import { runInBatch } from '../../db/raw-batchable.ts'
import { delivery_addresses, orders, payments, payouts, refunds, sub_merchants, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import type { Basket } from './payment-model.ts'
import { COUNTRY } from '#common/constants.ts'
import { notificationInsert } from '../platform/notify.ts'

export type PayoutRow = typeof payouts.$inferSelect
type Kind = PayoutRow['kind']

const log = (msg: string, detail: Record<string, unknown>) => console.error(JSON.stringify({ level: 'error', msg, ...detail }))

// ---- sellers as sub-merchants -------------------------------------------------------------------

/** The seller's profile as iyzico's PERSONAL sub-merchant, or null while the payout profile is incomplete. */
async function subMerchantRequest(db: Db, sellerId: number) {
  const u = await db.query.users.findFirst({ where: eq(users.id, sellerId) })
  if (!u || !payoutProfileComplete(u)) return null
  const a = await db.query.delivery_addresses.findFirst({ where: eq(delivery_addresses.user_id, sellerId) })
  return {
    conversationId: `sm-${sellerId}`,
    externalId: `mezat-${sellerId}`,
    name: u.bank_account_name!.trim(),
    contactName: u.first_name!.trim(),
    contactSurname: u.last_name!.trim(),
    identityNumber: u.tckn!,
    email: u.email,
    phone: u.phone_1 ? `+90${u.phone_1}` : '',
    address: a ? [a.line1, a.line2, a.town, a.city].filter(Boolean).join(' ') : COUNTRY,
    iban: u.bank_iban!,
  }
}

/**
 * The sub-merchant key of each seller, registering those not yet known to the provider from their profile.
 * A seller whose profile is incomplete (or whom the provider refuses or cannot be asked about now) gets no
 * key: their items are paid to Mezat and paid out by hand once the profile is complete (the decision).
 */
export async function subMerchantKeys(db: Db, env: Env, sellerIds: number[], now = Date.now()): Promise<Map<number, string>> {
  const bank = paymentProvider(env)
  const keys = new Map<number, string>()
  if (sellerIds.length === 0) return keys
  const known = await db
    .select()
    .from(sub_merchants)
    .where(and(inArray(sub_merchants.user_id, sellerIds), eq(sub_merchants.provider, bank.name)))
  for (const k of known) keys.set(k.user_id, k.sub_merchant_key)
  for (const sellerId of sellerIds.filter((id) => !keys.has(id))) {
    const req = await subMerchantRequest(db, sellerId)
    if (!req) continue
    const made = await bank.createSubMerchant(req).catch((error: unknown) => {
      if (error instanceof ProviderUnavailable) return null
      throw error
    })
    if (!made?.ok) {
      log('sub-merchant not registered: paid out by hand', { sellerId, error: made ? made.errorCode : 'unavailable' })
      continue
    }
    await db
      .insert(sub_merchants)
      .values({
        user_id: sellerId,
        provider: bank.name,
        sub_merchant_key: made.subMerchantKey,
        iban: req.iban,
        name: req.name,
        created_at: now,
      })
      .onConflictDoNothing()
    keys.set(sellerId, made.subMerchantKey)
  }
  return keys
}

/**
 * Sends the changed payout profile of registered sellers to the provider: the provider pays a released share
 * to the IBAN it holds, so a seller's new IBAN (or account holder's name) must reach it, not only our row.
 * Stale = the registered IBAN or name differs from the profile's. Run right after a seller saves their bank
 * details (`sellerIds`: theirs, off the answer's wait) and by the cron for every stale seller, so a change
 * the provider could not take (down, or refused) is sent again until it is taken; until then the seller's
 * money page names the IBAN the provider still holds (seller-money.ts), which is where the money goes.
 * A profile made incomplete (no IBAN) is not sent: the provider keeps the last one it had.
 */
export async function syncSubMerchants(db: Db, env: Env, sellerIds?: number[], now = Date.now(), bank = paymentProvider(env), limit = 20) {
  const stale = await db
    .select({ user_id: sub_merchants.user_id, key: sub_merchants.sub_merchant_key })
    .from(sub_merchants)
    .innerJoin(users, eq(users.id, sub_merchants.user_id))
    .where(
      and(
        eq(sub_merchants.provider, bank.name),
        sellerIds ? inArray(sub_merchants.user_id, sellerIds) : undefined,
        sql`(${sub_merchants.iban} IS NOT ${users.bank_iban} OR ${sub_merchants.name} IS NOT ${users.bank_account_name})`,
      ),
    )
    .limit(limit)
  let sent = 0
  for (const { user_id, key } of stale) {
    const req = await subMerchantRequest(db, user_id)
    if (!req) continue
    const done = await bank
      .updateSubMerchant({ ...req, conversationId: `sm-${user_id}-${now}`, subMerchantKey: key })
      .catch((error: unknown) => {
        if (error instanceof ProviderUnavailable) return null
        throw error
      })
    if (!done?.ok) {
      log('sub-merchant profile not updated: sent again by the cron', { sellerId: user_id, error: done ? done.errorCode : 'unavailable' })
      continue
    }
    await db
      .update(sub_merchants)
      .set({ iban: req.iban, name: req.name, updated_at: now })
      .where(and(eq(sub_merchants.user_id, user_id), eq(sub_merchants.sub_merchant_key, key)))
    sent++
  }
  return sent
}

// ---- the ledger -------------------------------------------------------------------------------

/** The hold rows of a successful charge, run inside the batch that makes its orders. */
export function holdStatements(db: Db, paymentId: number, basket: Basket, transactions: ItemTransaction[], now: number) {
  return transactions.flatMap((t) => {
    const item = basket.items.find((i) => String(i.cart_item_id) === t.itemId)
    if (!item) return []
    const orderId = sql`(SELECT id FROM orders WHERE payment_id = ${paymentId} AND seller_id = ${item.seller_id})` as unknown as number
    return [
      db
        .insert(payouts)
        .values({
          payment_id: paymentId,
          order_id: orderId,
          seller_id: item.seller_id,
          transaction_id: t.transactionId,
          kind: 'hold',
          amount_kurus: item.total_seller,
          withholding_kurus: item.withholding_seller ?? 0,
          base_kurus: item.price,
          status: 'done',
          sub_merchant_key: item.sub_merchant_key ?? null,
          created_at: now,
          completed_at: now,
        })
        .onConflictDoNothing(),
    ]
  })
}

/**
 * Claims one movement of a held share: a new row, or one the provider refused before (retried). Null when
 * the movement was made (or is under way, its answer unknown) by someone else: it is never asked again.
 * A release is only claimed while no return is open for the order and it is at 4 or 5, and never after a
 * disapproval: the check and the insert are one statement.
 */
async function claim(db: Db, hold: PayoutRow, kind: Kind, now: number): Promise<number | null> {
  const releasable =
    kind !== 'release'
      ? sql`1`
      : sql`NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = ${hold.order_id})
          AND EXISTS (SELECT 1 FROM orders o WHERE o.id = ${hold.order_id} AND o.status IN (${ORDER_STATUS.delivered}, ${ORDER_STATUS.approved}) AND o.cancelled_at IS NULL)
          AND NOT EXISTS (SELECT 1 FROM payouts d WHERE d.payment_id = ${hold.payment_id} AND d.transaction_id = ${hold.transaction_id} AND d.kind = 'disapprove')`
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO payouts (payment_id, order_id, seller_id, transaction_id, kind, amount_kurus, status, sub_merchant_key, created_at)
    SELECT ${hold.payment_id}, ${hold.order_id}, ${hold.seller_id}, ${hold.transaction_id}, ${kind}, ${hold.amount_kurus}, 'pending', ${hold.sub_merchant_key}, ${now}
    WHERE ${releasable}
    ON CONFLICT (payment_id, transaction_id, kind) DO UPDATE SET status = 'pending', error = NULL, created_at = ${now}
      WHERE payouts.status = 'failed'
    RETURNING id`)
  return rows[0]?.id ?? null
}

type Answer = { ok: true } | { ok: false; errorCode: string; errorMessage: string } | null

/** The provider's answer on a claimed row: done, failed (may be retried) or, unknown, left pending (null). */
function settleStatement(db: Db, id: number, answer: Exclude<Answer, null>, failedStatus: 'failed' | 'manual') {
  return db
    .update(payouts)
    .set(
      answer.ok
        ? { status: 'done', completed_at: Date.now() }
        : { status: failedStatus, error: `${answer.errorCode} ${answer.errorMessage}`.slice(0, 300), completed_at: Date.now() },
    )
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
}

async function settle(db: Db, id: number, answer: Answer, failedStatus: 'failed' | 'manual' = 'failed') {
  if (answer === null) return
  await settleStatement(db, id, answer, failedStatus)
}

/**
 * Settles a release and, in the same batch, writes the share's withholding row once the release stands as
 * done or manual (paid by hand is still a payment to the seller): the withholding exists exactly when the
 * payment does, and the UNIQUE movement index keeps it to one however often a release is retried.
 */
async function settleRelease(db: Db, hold: PayoutRow, id: number, answer: Answer, failedStatus: 'failed' | 'manual' = 'failed') {
  if (answer === null) return
  const now = Date.now()
  await db.batch([
    settleStatement(db, id, answer, failedStatus),
    runInBatch(
      db,
      sql`INSERT INTO payouts (payment_id, order_id, seller_id, transaction_id, kind, amount_kurus, base_kurus, status, sub_merchant_key, created_at, completed_at)
        SELECT ${hold.payment_id}, ${hold.order_id}, ${hold.seller_id}, ${hold.transaction_id}, 'withholding', ${hold.withholding_kurus}, ${hold.base_kurus}, 'done', ${hold.sub_merchant_key}, ${now}, ${now}
        WHERE ${hold.withholding_kurus} > 0
          AND EXISTS (SELECT 1 FROM payouts r WHERE r.id = ${id} AND r.status IN ('done', 'manual'))
        ON CONFLICT (payment_id, transaction_id, kind) DO NOTHING`,
    ),
  ])
}

async function ask(
  call: () => Promise<{ ok: true } | { ok: false; errorCode: string; errorMessage: string }>,
  id: number,
): Promise<Answer> {
  try {
    return await call()
  } catch (error) {
    // Unknown: the provider may have acted. The row stays pending, so nobody asks again; a person checks.
    log('payout outcome unknown: check at the provider', { payoutId: id, error: String(error) })
    return null
  }
}

const holdsOf = (db: Db, orderId: number) =>
  db
    .select()
    .from(payouts)
    .where(and(eq(payouts.order_id, orderId), eq(payouts.kind, 'hold')))
    .orderBy(payouts.id)

const conversationOf = async (db: Db, paymentId: number) =>
  (await db.query.payments.findFirst({ where: eq(payments.id, paymentId), columns: { conversation_id: true } }))?.conversation_id ?? ''

/**
 * Releases an order's held shares (the buyer confirmed, or the cron's time ran out): approved at the
 * provider, or `manual` for a seller who was no sub-merchant at payment. Returns how many were released now.
 */
export async function releaseOrder(db: Db, env: Env, orderId: number, now = Date.now()) {
  let released = 0
  const bank = paymentProvider(env)
  for (const hold of await holdsOf(db, orderId)) {
    const id = await claim(db, hold, 'release', now)
    if (id === null) continue
    if (!hold.sub_merchant_key) {
      await settleRelease(db, hold, id, { ok: false, errorCode: 'NO_SUB_MERCHANT', errorMessage: 'paid out by hand' }, 'manual')
      released++
      continue
    }
    const conversationId = `${await conversationOf(db, hold.payment_id)}-r${hold.id}`
    const answer = await ask(() => bank.approveItem({ transactionId: hold.transaction_id, conversationId }), id)
    await settleRelease(db, hold, id, answer)
    if (answer?.ok) released++
  }
  if (released > 0) await tellSeller(db, orderId)
  return released
}

/** Tells the seller their share of the order was released (once per order). */
async function tellSeller(db: Db, orderId: number) {
  const [row] = await db.all<{ seller_id: number; amount: number }>(
    sql`SELECT seller_id, sum(amount_kurus) AS amount FROM payouts WHERE order_id = ${orderId} AND kind = 'release' GROUP BY seller_id`,
  )
  if (!row) return
  await notificationInsert(db, {
    userId: row.seller_id,
    kind: 'order_status',
    title: tr.payout.notify.releasedTitle,
    message: tr.payout.notify.released(orderId, formatKurus(row.amount)),
    link: `/satisdetay/${orderId}`,
    dedupeKey: `payout-released:${orderId}`,
  })
}

/**
 * Takes an order's shares back on an approved return: an approved share is disapproved at the provider
 * (possible until the provider has paid the seller out; after that the row is `manual`: the amount is
 * offset against the seller's next payouts); a share never released needs no call. Safe to run twice.
 */
export async function disapproveOrder(db: Db, env: Env, orderId: number, now = Date.now(), bank: PaymentProvider = paymentProvider(env)) {
  for (const hold of await holdsOf(db, orderId)) {
    const id = await claim(db, hold, 'disapprove', now)
    if (id === null) continue
    const release = await db.query.payouts.findFirst({
      where: and(eq(payouts.payment_id, hold.payment_id), eq(payouts.transaction_id, hold.transaction_id), eq(payouts.kind, 'release')),
    })
    if (release?.status !== 'done' || !hold.sub_merchant_key) {
      await settle(
        db,
        id,
        release?.status === 'manual' ? { ok: false, errorCode: 'CLAWBACK', errorMessage: 'offset by hand' } : { ok: true },
        'manual',
      )
      continue
    }
    const conversationId = `${await conversationOf(db, hold.payment_id)}-d${hold.id}`
    const answer = await ask(() => bank.disapproveItem({ transactionId: hold.transaction_id, conversationId }), id)
    await settle(db, id, answer, 'manual')
  }
}

// ---- the cron ---------------------------------------------------------------------------------

/**
 * Cron: (1) starts the release clock of holds whose order is delivered (status 4, first seen); (2) confirms
 * orders whose clock ran out without a complaint (4 → 5) and releases them; (3) releases orders at 5 whose
 * shares are not yet released (an editor's move, a worker stopped mid-way, a release the provider refused).
 */
export async function releaseDuePayouts(db: Db, env: Env, now = Date.now(), limit = 20) {
  await db
    .update(payouts)
    .set({ due_at: now + RELEASE_AFTER_MS })
    .where(
      and(
        eq(payouts.kind, 'hold'),
        isNull(payouts.due_at),
        sql`${payouts.order_id} IN (SELECT id FROM orders WHERE status = ${ORDER_STATUS.delivered} AND cancelled_at IS NULL)`,
      ),
    )
  const due = await db.all<{ order_id: number; status: number }>(sql`
    SELECT DISTINCT h.order_id, o.status FROM payouts h JOIN orders o ON o.id = h.order_id
    WHERE h.kind = 'hold' AND o.cancelled_at IS NULL
      AND (o.status = ${ORDER_STATUS.approved} OR (o.status = ${ORDER_STATUS.delivered} AND h.due_at <= ${now}))
      AND NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = h.order_id)
      AND NOT EXISTS (SELECT 1 FROM payouts m WHERE m.payment_id = h.payment_id AND m.transaction_id = h.transaction_id
                      AND m.kind IN ('release', 'disapprove') AND m.status <> 'failed')
    LIMIT ${limit}`)
  let released = 0
  for (const { order_id, status } of due) {
    if (status === ORDER_STATUS.delivered)
      await db
        .update(orders)
        .set({ status: ORDER_STATUS.approved, updated_at: now })
        .where(and(eq(orders.id, order_id), eq(orders.status, ORDER_STATUS.delivered), isNull(orders.cancelled_at)))
    released += await releaseOrder(db, env, order_id, now)
  }
  return released
}

/** The order's refund as the buyer sees it: the amount sent back and how far the bank is (null: none). */
export async function refundOf(db: Db, orderId: number) {
  const rows = await db
    .select({ amount: refunds.amount_kurus, status: refunds.status, completed_at: refunds.completed_at })
    .from(refunds)
    .where(eq(refunds.order_id, orderId))
  if (!rows.length) return null
  const state = rows.some((r) => r.status === 'failed') ? 'failed' : rows.some((r) => r.status === 'pending') ? 'pending' : 'done'
  const done = rows.map((r) => r.completed_at ?? 0)
  return { amount: rows.reduce((n, r) => n + r.amount, 0), state, completed_at: state === 'done' ? Math.max(...done) : null } as const
}
