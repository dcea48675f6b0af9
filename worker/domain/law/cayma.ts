// Cayma, the consumer's withdrawal from a trader's sale (docs/law.md "Cayma"): the notice given on the order
// page with the Yönetmelik's form, its immediate confirmation to both parties (bell and mail), the return
// through the existing return steps (6 → 10), and the refund through the refund ledger by the seller's approval
// or, at the latest, by the cron a day before the legal limit. Rules and numbers: common/cayma.ts.
import { CAYMA_REFUND_MARGIN_MS, caymaRefundDue, caymaUntil, decideCayma, type CaymaForm, type CaymaView } from '#common/cayma.ts'
import { ApiError, notFound } from '#common/errors.ts'
import { caymaExceptionLabel, type CaymaException } from '#common/lot-law.ts'
import { tr } from '#common/messages.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import { formatDateTime, toWireTime } from '#common/time.ts'
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  auctions,
  cargo_channels,
  cayma_notices,
  order_items,
  order_returns,
  return_codes,
  orders,
  seller_identities,
  users,
} from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { settleReturn, type OrderRow } from '../checkout/orders.ts'
import { failsUnless } from '../checkout/payment-model.ts'
import { issueReturnCode, returnCodeRow } from '../checkout/return-codes.ts'
import { queueMail } from '../platform/outbox.ts'
import { notificationInsert } from '../platform/notify.ts'

const m = tr.cayma
type Notice = typeof cayma_notices.$inferSelect
type Context = {
  trader: boolean
  /** The MSY m.15 exception when every goods of the order was sold under one (the first one's), else null. */
  exception: CaymaException | null
  notice: Notice | null
  firm: string
  goods: string
  sellerEmail: string
  sellerTitle: string
}

/** What the cayma panel needs beyond the order, in one batch: the seller's kind, the notice, the firm, the goods. */
export async function caymaContext(db: Db, order: OrderRow): Promise<Context> {
  const [kind, notice, firm, goods, seller] = await db.batch([
    db.select({ kind: seller_identities.kind }).from(seller_identities).where(eq(seller_identities.user_id, order.seller_id)).limit(1),
    db.select().from(cayma_notices).where(eq(cayma_notices.order_id, order.id)).limit(1),
    db
      .select({ title: cargo_channels.cargo_channel_title })
      .from(cargo_channels)
      .where(
        inArray(
          cargo_channels.code,
          db.select({ c: order_items.cargo_channel }).from(order_items).where(eq(order_items.order_id, order.id)),
        ),
      )
      .limit(1),
    db
      .select({ name: order_items.name, exception: auctions.cayma_exception })
      .from(order_items)
      .leftJoin(auctions, eq(auctions.id, order_items.auction_id))
      .where(eq(order_items.order_id, order.id))
      .orderBy(order_items.id),
    db.select({ email: users.email, title: users.title }).from(users).where(eq(users.id, order.seller_id)).limit(1),
  ])
  return {
    // A member who declared themselves a trader sells as one, whether or not every identity field is filled in.
    trader: kind[0]?.kind === 'ticari',
    // An order with goods that keep the right (even one) keeps the notice open: the consumer-protective reading.
    exception: goods.length > 0 && goods.every((g) => g.exception) ? goods[0]!.exception : null,
    notice: notice[0] ?? null,
    firm: firm[0]?.title ?? m.title,
    goods: goods.map((g) => g.name).join(', '),
    sellerEmail: seller[0]?.email ?? '',
    sellerTitle: seller[0]?.title ?? '',
  }
}

/** The order page's panel (`cayma` of GET /api/showOrder/{id}). */
export function caymaView(order: OrderRow, ctx: Context, now: number): CaymaView {
  const sellerAddress = [order.seller_address, order.seller_town, order.seller_city, order.seller_postalcode].filter(Boolean).join(', ')
  const return_to = { name: order.seller_contact_name ?? ctx.sellerTitle, address: sellerAddress, firm: ctx.firm }
  const delivered_at = order.delivered_at === null ? null : toWireTime(order.delivered_at)
  const n = ctx.notice
  if (n)
    return {
      applies: true,
      until: null,
      state: 'noticed',
      exception: null,
      delivered_at,
      notice: {
        noticed_at: toWireTime(n.noticed_at),
        full_name: n.full_name,
        address: n.address,
        refund_due: toWireTime(n.refund_due),
        refunded_at: n.refunded_at === null ? null : toWireTime(n.refunded_at),
      },
      return_to,
    }
  const d = decideCayma(order, ctx.trader, now, ctx.exception !== null)
  const until = d.ok ? toWireTime(caymaUntil(order.delivered_at ?? order.updated_at)) : null
  const exception = ctx.trader && ctx.exception ? caymaExceptionLabel(ctx.exception) : null
  return { applies: ctx.trader && !exception, until, state: d.ok ? 'open' : d.reason, exception, delivered_at, notice: null, return_to }
}

const refuse = (message: string) => new ApiError(422, { message })

/**
 * POST /api/orders/{id}/cayma: the buyer's notice. One batch: the order moves to "İade Talep Edildi" (only from
 * 4 or 5, not cancelled: a guard aborts everything otherwise), the return row (kind `withdrawal`, which stops
 * the payout's release), the notice with the refund's deadline, a bell and a mail to each party.
 */
export async function giveCaymaNotice(db: Db, env: Env, userId: number, orderId: number, form: CaymaForm, now = Date.now()) {
  const order = await db.query.orders.findFirst({ where: and(eq(orders.id, orderId), eq(orders.buyer_id, userId)) })
  if (!order) throw notFound(tr.orders.notFound)
  const ctx = await caymaContext(db, order)
  if (ctx.notice) throw new ApiError(409, { message: m.already })
  const d = decideCayma(order, ctx.trader, now, ctx.exception !== null)
  if (!d.ok)
    throw refuse(
      d.reason === 'notApplies'
        ? m.refusedNotApplies
        : d.reason === 'exception'
          ? tr.lotLaw.exceptionRefused(caymaExceptionLabel(ctx.exception!))
        : d.reason === 'window'
          ? m.refusedWindow
          : d.reason === 'notYet'
            ? m.notYet
            : m.refusedStatus,
    )
  const buyer = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true, title: true } })
  const due = caymaRefundDue(now)
  const refundBy = formatDateTime(due)
  const link = `${appOrigin(env)}/siparisdetay/${orderId}`
  const bell = (user: number, title: string, message: string, target: string, who: string) =>
    notificationInsert(db, { userId: user, kind: 'order_status', title, message, link: target, dedupeKey: `cayma:${orderId}:${who}`, at: now })
  const mail = { orderId, goods: ctx.goods, at: formatDateTime(now), fullName: form.full_name, address: form.address, refundBy }
  try {
    await db.batch([
      db
        .update(orders)
        .set({ status: ORDER_STATUS.returnRequested, updated_at: now })
        .where(
          and(eq(orders.id, orderId), inArray(orders.status, [ORDER_STATUS.delivered, ORDER_STATUS.approved]), isNull(orders.cancelled_at)),
        ),
      db
        .update(orders)
        .set({ updated_at: now })
        .where(and(eq(orders.id, orderId), failsUnless(sql`changes() = 1`))),
      db.insert(order_returns).values({ order_id: orderId, reason: 'withdrawal', note: '', opened_at: now }),
      db.insert(return_codes).values(returnCodeRow(orderId, now)).onConflictDoNothing(),
      db.insert(cayma_notices).values({
        order_id: orderId,
        buyer_id: userId,
        full_name: form.full_name,
        address: form.address,
        goods: ctx.goods,
        noticed_at: now,
        refund_due: due,
      }),
      bell(userId, m.notify.buyerTitle, m.notify.buyer(orderId, refundBy), `/siparisdetay/${orderId}`, 'buyer'),
      bell(order.seller_id, m.notify.sellerTitle, m.notify.seller(orderId, refundBy), `/satisdetay/${orderId}`, 'seller'),
      queueMail(db, buyer?.email ?? '', m.notify.mailSubject(orderId), m.notify.mailBody({ ...mail, name: buyer?.title ?? '', link })),
      queueMail(
        db,
        ctx.sellerEmail,
        m.notify.mailSubject(orderId),
        m.notify.mailBody({ ...mail, name: ctx.sellerTitle, link: `${appOrigin(env)}/satisdetay/${orderId}` }),
      ),
    ])
  } catch {
    // The guard (or the one-notice key) stopped the batch: another tab or the seller moved the order first.
    throw refuse(m.refusedStatus)
  }
  // The notice stands whatever the cargo firm does; a return code it cannot give now, the cron asks for later.
  await issueReturnCode(db, env, orderId, now)
  const after = { ...order, status: ORDER_STATUS.returnRequested, updated_at: now }
  return {
    message: m.sent,
    cayma: caymaView(
      after,
      { ...ctx, notice: (await db.query.cayma_notices.findFirst({ where: eq(cayma_notices.order_id, orderId) })) ?? null },
      now,
    ),
  }
}

/**
 * The cron: every notice not refunded by its day (a day before the legal limit) is settled now. The order moves
 * from wherever the return is (6–9) to 10 in one conditional write, so a seller approving at the same moment
 * and this pass refund once between them; the refund ledger refuses a second refund of any item anyway.
 */
export async function refundDueCayma(db: Db, env: Env, now = Date.now()) {
  const due = await db
    .select({ order: orders })
    .from(cayma_notices)
    .innerJoin(orders, eq(orders.id, cayma_notices.order_id))
    .where(and(isNull(cayma_notices.refunded_at), lte(cayma_notices.refund_due, now + CAYMA_REFUND_MARGIN_MS)))
    .limit(20)
  let refunded = 0
  for (const { order } of due) {
    if (await refundOne(db, env, order, now)) refunded++
  }
  return refunded
}

async function refundOne(db: Db, env: Env, order: OrderRow, now: number) {
  const moved = await db
    .update(orders)
    .set({ status: ORDER_STATUS.returnApproved, updated_at: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [6, 7, 8, 9]), isNull(orders.cancelled_at)))
  if (moved.meta.changes !== 1) return false
  const outcome = await settleReturn(db, env, order, '127.0.0.1', now)
  if (outcome === 'already')
    // Every item went back through the ledger before (an answer still unknown at the bank): a person checks it;
    // the notice is marked so the cron does not ask the bank again.
    await db
      .update(cayma_notices)
      .set({ refunded_at: now })
      .where(and(eq(cayma_notices.order_id, order.id), isNull(cayma_notices.refunded_at)))
  if (outcome === 'refused') return false
  await notificationInsert(
    db,
    [order.buyer_id, order.seller_id].map((userId) => ({
      userId,
      kind: 'order_status',
      title: m.notify.refundedTitle,
      message: m.notify.refunded(order.id),
      link: userId === order.buyer_id ? `/siparisdetay/${order.id}` : `/satisdetay/${order.id}`,
      dedupeKey: `cayma-refund:${order.id}:${userId}`,
      at: now,
    })),
  )
  return outcome !== 'already'
}
