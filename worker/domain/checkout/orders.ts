// Orders: made from a paid basket (one per seller per payment), followed and cancelled by the buyer,
// moved along the life cycle of common/order-status.ts by whoever the table allows (docs/).
import { ApiError, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { formatKurus } from '#common/money.ts'
import {
  buyerStatusLabel,
  canRate,
  decideCancel,
  findTransition,
  ORDER_STATUS,
  sellerStatusCode,
  sellerStatusLabel,
  type Actor,
} from '#common/order-status.ts'
import { refundReachesCardBy, returnWindowOpen, type ReturnReason } from '#common/payout.ts'
import { formatDate } from '#common/time.ts'
import type { ReturnShipmentInput } from '#common/return-shipping.ts'
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  cayma_notices,
  order_items,
  order_returns,
  orders,
  payments,
  refunds,
  return_codes,
  seller_ratings,
  shipments,
  users,
} from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { notificationInsert } from '../platform/notify.ts'
import { queueMail } from '../platform/outbox.ts'
import type { Basket, PaymentRow } from './payment-model.ts'
import { disapproveOrder, releaseOrder } from './payouts.ts'
import { refundLines, type RefundOutcome } from './refunds.ts'
import { issueReturnCode, returnCodeRow } from './return-codes.ts'
import { shipReturn } from './returns.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof order_items.$inferSelect

/**
 * The statements that turn a paid basket into orders (run inside the payment's guarded batch): one order
 * per seller, its items with both parties' amounts, a notice to each seller and to the buyer, a receipt mail.
 */
export function orderStatements(
  db: Db,
  p: PaymentRow,
  basket: Basket,
  buyer: { email: string; title: string },
  appUrl: string,
  now: number,
) {
  const sellers = [...new Set(basket.items.map((i) => i.seller_id))]
  const statements = []
  for (const sellerId of sellers) {
    const items = basket.items.filter((i) => i.seller_id === sellerId)
    const sum = (f: (i: (typeof items)[number]) => number) => items.reduce((s, i) => s + f(i), 0)
    statements.push(
      db.insert(orders).values({
        buyer_id: p.user_id,
        seller_id: sellerId,
        payment_id: p.id,
        status: ORDER_STATUS.awaiting,
        items_total_kurus: sum((i) => i.price),
        commissions_total_buyer_kurus: sum((i) => i.commission_buyer),
        shipping_price_total_buyer_kurus: sum((i) => i.shipping_buyer),
        total_buyer_kurus: sum((i) => i.total_buyer),
        ...basket.delivery,
        ...basket.invoice,
        created_at: now,
        updated_at: now,
      }),
    )
    const orderId = sql`(SELECT id FROM orders WHERE payment_id = ${p.id} AND seller_id = ${sellerId})` as unknown as number
    statements.push(
      db.insert(order_items).values(
        items.map((i) => ({
          order_id: orderId,
          auction_id: i.auction_id,
          name: i.name,
          slug: i.slug,
          public_url: i.public_url,
          item_price_kurus: i.price,
          item_shipping_price_buyer_kurus: i.shipping_buyer,
          item_commission_price_buyer_kurus: i.commission_buyer,
          item_total_price_buyer_kurus: i.total_buyer,
          item_commission_price_seller_kurus: i.commission_seller,
          item_shipping_price_seller_kurus: i.shipping_seller,
          item_withholding_seller_kurus: i.withholding_seller ?? 0,
          item_total_price_seller_kurus: i.total_seller,
          cargo_channel: i.cargo_channel,
          created_at: now,
        })),
      ),
    )
    const names = items.map((i) => `“${i.name}”`).join(', ')
    statements.push(
      notificationInsert(db, {
        userId: sellerId,
        kind: 'order_status',
        title: tr.orders.notify.newOrderTitle,
        message: items.some((i) => i.second_chance) ? tr.orders.notify.newOrderSecondChance(names) : tr.orders.notify.newOrder(names),
        link: '/u/satislarim',
        dedupeKey: `order-new:${p.id}:${sellerId}`,
      }),
    )
  }
  const all = basket.items.map((i) => `“${i.name}”`).join(', ')
  statements.push(
    notificationInsert(db, {
      userId: p.user_id,
      kind: 'order_status',
      title: tr.orders.notify.paidTitle,
      message: tr.orders.notify.paid(all),
      link: '/u/siparislerim',
      dedupeKey: `order-paid:${p.id}`,
    }),
  )
  const lines = basket.items.map((i) => `- ${i.name}: ${formatKurus(i.total_buyer)}`).join('\n')
  statements.push(
    queueMail(
      db,
      buyer.email,
      tr.orders.notify.mailSubject,
      tr.orders.notify.mailBody(buyer.title, lines, formatKurus(p.paid_price_kurus), `${appUrl}/u/siparislerim`),
    ),
  )
  return statements
}

// ---- reading ---------------------------------------------------------------------------------

export const ORDERS_PER_PAGE = 10

async function itemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, OrderItemRow[]>()
  const rows = await db.select().from(order_items).where(inArray(order_items.order_id, orderIds)).orderBy(order_items.id)
  const map = new Map<number, OrderItemRow[]>()
  for (const r of rows) map.set(r.order_id, [...(map.get(r.order_id) ?? []), r])
  return map
}

/** A page of orders where `who` is the buyer or the seller, newest first, with their items. */
export async function listOrders(db: Db, who: 'buyer_id' | 'seller_id', userId: number, page: number) {
  const where = eq(orders[who], userId)
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset((page - 1) * ORDERS_PER_PAGE),
    db.select({ n: count() }).from(orders).where(where),
  ])
  const items = await itemsOf(
    db,
    rows.map((o) => o.id),
  )
  const total = totals[0]?.n ?? 0
  return {
    data: rows.map((order) => ({ order, items: items.get(order.id) ?? [] })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
    total,
    per_page: ORDERS_PER_PAGE,
  }
}

/** One order with everything its pages show, if `userId` is its buyer or its seller (else null). */
export async function findOrder(db: Db, orderId: number, userId: number, as: 'buyer' | 'seller') {
  // NOTE: one table per statement: drizzle 0.45 maps joined D1 batch rows by column name (listing.ts).
  const [orderRows, shipmentRows, ratingRows, items] = await db.batch([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(as === 'buyer' ? orders.buyer_id : orders.seller_id, userId)))
      .limit(1),
    db.select().from(shipments).where(eq(shipments.order_id, orderId)).limit(1),
    db.select({ id: seller_ratings.id }).from(seller_ratings).where(eq(seller_ratings.order_id, orderId)).limit(1),
    db.select().from(order_items).where(eq(order_items.order_id, orderId)).orderBy(order_items.id),
  ])
  const order = orderRows[0]
  if (!order) return null
  const [paymentRows, sellerRows] = await db.batch([
    db
      .select()
      .from(payments)
      .where(eq(payments.id, order.payment_id ?? 0))
      .limit(1),
    db.select({ title: users.title, slug: users.slug }).from(users).where(eq(users.id, order.seller_id)).limit(1),
  ])
  return {
    order,
    payment: paymentRows[0] ?? null,
    seller_title: sellerRows[0]?.title ?? '',
    seller_slug: sellerRows[0]?.slug ?? '',
    items,
    shipment: shipmentRows[0] ?? null,
    rated: ratingRows.length > 0,
  }
}
export type FoundOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>

// ---- changing --------------------------------------------------------------------------------

/** The item transactions of a payment that paid for these order items (a payment may pay several sellers' orders). */
function transactionsOf(p: PaymentRow, items: OrderItemRow[]) {
  const basket = p.basket as Basket | null
  if (!basket?.transactions) return []
  const byAuction = new Map(basket.items.map((i) => [i.auction_id, String(i.cart_item_id)]))
  const mine = new Set(items.map((i) => byAuction.get(i.auction_id)))
  return basket.transactions.filter((t) => mine.has(t.itemId))
}

/**
 * What the buyer paid for an order, installment difference included: the sum its item transactions charged,
 * which is what a return refunds. Before the bank's answer (no transactions yet) the order's own total.
 */
export function paidForOrder(order: OrderRow, payment: PaymentRow | null, items: OrderItemRow[]) {
  const lines = payment ? transactionsOf(payment, items) : []
  return lines.length ? lines.reduce((s, t) => s + t.paidPriceKurus, 0) : order.total_buyer_kurus
}

/**
 * Refunds an order's items (their item transactions of the payment) through the refund ledger, which refuses
 * a second refund of any item. 'refused' when the bank said no before anything moved.
 */
async function refundOrder(db: Db, env: Env, order: OrderRow, items: OrderItemRow[], ip: string): Promise<RefundOutcome> {
  if (!order.payment_id) return 'done'
  const p = await db.query.payments.findFirst({ where: eq(payments.id, order.payment_id) })
  if (!p) return 'done'
  const lines = transactionsOf(p, items).map((t) => ({
      paymentId: p.id,
      orderId: order.id,
      transactionId: t.transactionId,
      amountKurus: t.paidPriceKurus,
      conversationId: `${p.conversation_id}-o${order.id}`,
    }))
  return refundLines(db, env, lines, ip)
}

const refusal = (message: string) => new ApiError(422, { status: 'failure', message } as { message: string })

/** POST /api/cancelOrder: the buyer cancels while the order waits (status 0); the payment is refunded. */
export async function cancelOrder(db: Db, env: Env, userId: number, orderId: number, ip: string, now = Date.now()) {
  const found = await findOrder(db, orderId, userId, 'buyer')
  if (!found) throw notFound(tr.orders.notFound)
  const refuse = (o: OrderRow) => {
    const d = decideCancel(o)
    if (d.ok) return null
    return d.reason === 'preparing'
      ? tr.orders.cancelRefusedPreparing
      : d.reason === 'cargo'
        ? tr.orders.cancelRefusedCargo
        : d.reason === 'cancelled'
          ? tr.orders.alreadyCancelled
          : tr.orders.cancelFailed
  }
  const first = refuse(found.order)
  if (first) throw refusal(first)
  const dedupe = `order-cancel:${orderId}`
  const claim = await db
    .update(orders)
    .set({ cancelled_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.buyer_id, userId), eq(orders.status, ORDER_STATUS.awaiting), isNull(orders.cancelled_at)))
  if (claim.meta.changes !== 1) {
    // The seller moved it (or another tab cancelled it) a moment ago: answer for where it is now.
    const now2 = await db.query.orders.findFirst({ where: eq(orders.id, orderId) })
    throw refusal((now2 && refuse(now2)) ?? tr.orders.cancelFailed)
  }
  const refund = await refundOrder(db, env, found.order, found.items, ip)
  if (refund === 'refused' || refund === 'already') {
    await db
      .update(orders)
      .set({ cancelled_at: null })
      .where(and(eq(orders.id, orderId), eq(orders.cancelled_at, now)))
    if (refund === 'already') throw new ApiError(409, { status: 'failure', message: tr.orders.alreadyRefunded } as { message: string })
    throw new ApiError(503, { status: 'failure', message: tr.orders.refundFailed } as { message: string })
  }
  await notificationInsert(db, {
    userId: found.order.seller_id,
    kind: 'order_status',
    title: tr.orders.notify.cancelledTitle,
    message: tr.orders.notify.cancelled(orderId),
    link: `/satisdetay/${orderId}`,
    dedupeKey: dedupe,
  })
  return { status: 'success' as const, message: tr.orders.cancelled }
}

/** Moves an order one step along the table, if `userId` is the party the table names for that step. */
export async function changeStatus(
  db: Db,
  env: Env,
  userId: number,
  orderId: number,
  to: number,
  ip: string,
  now = Date.now(),
  input: { opening?: ReturnOpening; shipment?: ReturnShipmentInput; cargoFetch?: typeof fetch } = {},
) {
  const { opening } = input
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) })
  const actor: Actor | null = order?.seller_id === userId ? 'seller' : order?.buyer_id === userId ? 'buyer' : null
  if (!order || !actor) throw notFound(tr.orders.notFound)
  const fail = (message: string) => new ApiError(422, { success: false, message } as { message: string })
  // Shipments are created through createShipment (which also registers them with the cargo firm).
  if (order.cancelled_at !== null || to === ORDER_STATUS.cargo || !findTransition(order.status, to, actor))
    throw fail(tr.orders.statusNotAllowed)
  if (to === ORDER_STATUS.returnRequested) checkReturnOpening(order, opening, now)
  if (to === ORDER_STATUS.returnInCargo) return shipReturn(db, order, input.shipment ?? {}, now)
  const other = actor === 'seller' ? order.buyer_id : order.seller_id
  const label = actor === 'seller' ? buyerStatusLabel(to) : sellerStatusLabel(sellerStatusCode(to))
  const link = actor === 'seller' ? `/siparisdetay/${orderId}` : `/satisdetay/${orderId}`
  const moved = await db
    .update(orders)
    .set({ status: to, updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, order.status), isNull(orders.cancelled_at)))
  if (moved.meta.changes !== 1) throw fail(tr.orders.statusNotAllowed)
  if (to === ORDER_STATUS.returnApproved) {
    const refund = await settleReturn(db, env, order, ip, now)
    if (refund === 'already') throw new ApiError(409, { success: false, message: tr.orders.alreadyRefunded } as { message: string })
    if (refund === 'refused') throw new ApiError(503, { success: false, message: tr.orders.refundFailed } as { message: string })
  }
  if (to === ORDER_STATUS.returnRequested && opening)
    await db.batch([
      db.insert(order_returns).values({ order_id: orderId, reason: opening.reason, note: opening.note, opened_at: now }).onConflictDoNothing(),
      db.insert(return_codes).values(returnCodeRow(orderId, now)).onConflictDoNothing(),
    ])
  if (to === ORDER_STATUS.approved) await releaseOrder(db, env, orderId, now)
  await notificationInsert(db, {
    userId: other,
    kind: 'order_status',
    title: tr.orders.notify.statusTitle,
    message: tr.orders.notify.status(orderId, label),
    link,
    dedupeKey: `order-status:${orderId}:${to}`,
  })
  // The return is recorded whatever the cargo firm does; a code it cannot give now, the cron asks for later.
  if (to === ORDER_STATUS.returnRequested) await issueReturnCode(db, env, orderId, now, input.cargoFetch)
  return { success: true, message: tr.orders.statusUpdated, status: to }
}

/**
 * An order just moved to 10 (return approved, by the seller or by the cayma deadline): the buyer's refund
 * through the ledger, the seller's share taken back, the buyer's mail, a cayma notice marked settled. A refund
 * the bank refused (or one already made) puts the order back where it was (`from`), so it can be tried again.
 */
export async function settleReturn(db: Db, env: Env, order: OrderRow, ip: string, now: number): Promise<RefundOutcome> {
  const items = await db.select().from(order_items).where(eq(order_items.order_id, order.id))
  const refund = await refundOrder(db, env, order, items, ip)
  if (refund === 'refused' || refund === 'already') {
    await db
      .update(orders)
      .set({ status: order.status })
      .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.returnApproved)))
    return refund
  }
  await db
    .update(cayma_notices)
    .set({ refunded_at: now })
    .where(and(eq(cayma_notices.order_id, order.id), isNull(cayma_notices.refunded_at)))
  await disapproveOrder(db, env, order.id, now)
  await mailRefund(db, env, order)
  return refund
}

/** The buyer hears by mail what came back to the card, and that the bank decides when it shows. */
async function mailRefund(db: Db, env: Env, order: OrderRow) {
  const [[buyer], [sum]] = await db.batch([
    db.select({ email: users.email, title: users.title }).from(users).where(eq(users.id, order.buyer_id)),
    db.select({ amount: sql<number>`coalesce(sum(${refunds.amount_kurus}), 0)` }).from(refunds).where(eq(refunds.order_id, order.id)),
  ])
  if (!buyer || !sum?.amount) return
  const link = `${appOrigin(env)}/siparisdetay/${order.id}`
  const by = formatDate(refundReachesCardBy(Date.now()))
  await queueMail(
    db,
    buyer.email,
    tr.orders.notify.refundMailSubject(order.id),
    tr.orders.notify.refundMailBody(buyer.title, order.id, formatKurus(sum.amount), by, link),
  )
}

export type ReturnOpening = { reason: ReturnReason; note: string }

/**
 * A return opens with a reason, within RETURN_WINDOW_DAYS of the confirmation (the order's last move, to 5:
 * nothing else changes an order at 5). docs/after-the-hammer.md "Returns".
 */
function checkReturnOpening(order: OrderRow, opening: ReturnOpening | undefined, now: number) {
  if (!opening) throw invalidField('reason', tr.payout.returnReasonInvalid)
  if (!returnWindowOpen(order.updated_at, now))
    throw new ApiError(422, { success: false, message: tr.payout.returnWindowClosed } as { message: string })
}

/** POST /api/rateSeller (ours, for /u/degerlendir/{orderId}): once per order, after delivery. */
export async function rateSeller(db: Db, userId: number, input: { order_id: number; rating: number; comment: string }, now = Date.now()) {
  const order = await db.query.orders.findFirst({ where: and(eq(orders.id, input.order_id), eq(orders.buyer_id, userId)) })
  if (!order) throw notFound(tr.orders.notFound)
  if (!canRate(order)) throw new ApiError(422, { message: tr.rating.notYet })
  const [inserted] = await db.batch([
    db
      .insert(seller_ratings)
      .values({
        seller_id: order.seller_id,
        rated_by_user_id: userId,
        order_id: order.id,
        rating: input.rating,
        comment: input.comment,
        approved: order.status >= ORDER_STATUS.approved ? 1 : 0,
        created_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: seller_ratings.id }),
  ])
  if (inserted.length === 0) throw new ApiError(409, { message: tr.rating.already })
  await notificationInsert(db, {
    userId: order.seller_id,
    kind: 'order_status',
    title: tr.orders.notify.ratedTitle,
    message: tr.orders.notify.rated(order.id, input.rating),
    link: '/u/profilim',
    dedupeKey: `order-rated:${order.id}`,
  })
  return { message: tr.rating.saved }
}
