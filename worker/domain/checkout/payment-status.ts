// A member's own payment attempt (docs/): closing the 3-D Secure window, and reading the
// attempt (settled first if it was left half-done).
import { conflict, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { carts, orders, payments } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { settleStale } from './payment-settle.ts'

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
