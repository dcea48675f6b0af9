// Console: orders — search (order number, buyer, seller, recipient, item names; Turkish-aware) and
// status changes in the buyer list's numbering (0–10); the buyer is told.
import { PAGE_SIZE } from '#common/constants.ts'
import { conflict } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { buyerStatusLabel, decideEditorMove } from '#common/order-status.ts'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client.ts'
import { order_items, orders, payments, shipments, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { deliveredAtOnMove } from '../checkout/delivery-time.ts'
import { failsUnless, isGuardAbort } from '../checkout/payment.ts'
import { notificationInsert, pushNotifications } from '../platform/notify.ts'
import { auditRow } from '../platform/audit.ts'
import { matcher, paged } from './common.ts'
import { found } from '../platform/found.ts'

const m = tr.admin
type Editor = { id: number }
const buyer = alias(users, 'buyer')
const seller = alias(users, 'seller')

const guardOnOrder = (db: Db, id: number, condition: ReturnType<typeof sql>) =>
  db
    .update(orders)
    .set({ status: sql`${orders.status}` })
    .where(and(eq(orders.id, id), failsUnless(condition)))

const orderHead = {
  order: orders,
  buyer_title: sql<string>`${buyer.title}`.as('buyer_title'),
  buyer_username: sql<string>`${buyer.username}`.as('buyer_username'),
  seller_title: sql<string>`${seller.title}`.as('seller_title'),
  seller_username: sql<string>`${seller.username}`.as('seller_username'),
}

/** One page of orders, newest first, narrowed by status (-1 all) and the search words. */
export async function listAllOrders(db: Db, o: { status: number; q?: string | undefined; page: number }) {
  const where = o.status >= 0 ? eq(orders.status, o.status) : undefined
  const keys = await db
    .select({
      id: orders.id,
      buyer_username: sql<string>`${buyer.username}`.as('k_buyer_username'),
      buyer_title: sql<string>`${buyer.title}`.as('k_buyer_title'),
      seller_username: sql<string>`${seller.username}`.as('k_seller_username'),
      seller_title: sql<string>`${seller.title}`.as('k_seller_title'),
      delivery_contact_name: orders.delivery_contact_name,
      items: sql<string | null>`(select group_concat(oi.name, ' ') from order_items oi where oi.order_id = ${orders.id})`.as('k_items'),
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyer_id))
    .innerJoin(seller, eq(seller.id, orders.seller_id))
    .where(where)
    .orderBy(desc(orders.created_at), desc(orders.id))
  const match = matcher(o.q)
  const hits = keys
    .filter((k) => match(k.id, k.buyer_username, k.buyer_title, k.seller_username, k.seller_title, k.delivery_contact_name, k.items))
    .map((k) => k.id)
  const ids = hits.slice((o.page - 1) * PAGE_SIZE, o.page * PAGE_SIZE)
  if (!ids.length) return paged([], hits.length, o.page, PAGE_SIZE)
  const [rows, items] = await db.batch([
    db
      .select(orderHead)
      .from(orders)
      .innerJoin(buyer, eq(buyer.id, orders.buyer_id))
      .innerJoin(seller, eq(seller.id, orders.seller_id))
      .where(inArray(orders.id, ids)),
    db.select().from(order_items).where(inArray(order_items.order_id, ids)).orderBy(asc(order_items.id)),
  ])
  const byId = new Map(rows.map((r) => [r.order.id, { ...r, items: items.filter((i) => i.order_id === r.order.id) }]))
  return paged(ids.map((id) => byId.get(id)!).filter(Boolean), hits.length, o.page, PAGE_SIZE)
}

export async function orderFile(db: Db, id: number) {
  const [rows, items, shipment] = await db.batch([
    db
      .select(orderHead)
      .from(orders)
      .innerJoin(buyer, eq(buyer.id, orders.buyer_id))
      .innerJoin(seller, eq(seller.id, orders.seller_id))
      .where(eq(orders.id, id))
      .limit(1),
    db.select().from(order_items).where(eq(order_items.order_id, id)).orderBy(asc(order_items.id)),
    db.select().from(shipments).where(eq(shipments.order_id, id)).limit(1),
  ])
  const head = found(rows[0], m.orderNotFound)
  const payment = head.order.payment_id ? await db.query.payments.findFirst({ where: eq(payments.id, head.order.payment_id) }) : null
  return { ...head, items, shipment: shipment[0] ?? null, payment: payment ?? null }
}

/**
 * Sets the status (0–10) along the life-cycle table, or outside it with `force` and a reason (audited), never
 * out of 10 or back before shipping (decideEditorMove); tells the buyer. A cancelled order keeps its state.
 */
export async function setOrderStatus(
  db: Db,
  env: Env,
  editor: Editor,
  id: number,
  change: { status: number; force: boolean; reason: string | null },
  now = Date.now(),
) {
  const o = found(await db.query.orders.findFirst({ where: eq(orders.id, id) }), m.orderNotFound)
  if (o.cancelled_at) throw conflict(m.orderCancelled)
  const status = change.status
  if (o.status === status) return
  const move = decideEditorMove(o.status, status, change.force)
  if (!move.ok)
    throw conflict(
      move.reason === 'final'
        ? m.orderMoveFinal
        : move.reason === 'backBeforeShipping'
          ? m.orderMoveBackBeforeShipping
          : m.orderMoveNotInTable,
    )
  let notices
  try {
    ;[, , notices] = await db.batch([
      // Conditional on the status read above, so a move made meanwhile (seller, cargo) is not overwritten.
      db
        .update(orders)
        .set({ status, updated_at: now, delivered_at: deliveredAtOnMove(status, now) })
        .where(and(eq(orders.id, id), eq(orders.status, o.status), isNull(orders.cancelled_at))),
      guardOnOrder(db, id, sql`changes() = 1`),
      notificationInsert(db, {
        userId: o.buyer_id,
        kind: 'order_status',
        title: tr.orders.notify.statusTitle,
        message: tr.orders.notify.status(id, buyerStatusLabel(status)),
        link: `/siparisdetay/${id}`,
        at: now,
      }).returning(),
      auditRow(db, editor.id, {
        action: 'status',
        entity: 'order',
        entityId: id,
        detail: move.forced ? { status: [o.status, status], forced: true, reason: change.reason } : { status: [o.status, status] },
      }),
    ])
  } catch (error) {
    if (isGuardAbort(error)) throw conflict(tr.orders.statusNotAllowed) // someone moved it a moment ago
    throw error
  }
  await pushNotifications(env, notices)
}
