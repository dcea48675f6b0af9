// The refund ledger (docs/checkout.md "Refunds"): every refund of a payment item is written down before the
// bank is asked, one row per item transaction (UNIQUE), so the same item is never refunded twice, whatever
// the order's status says or however many requests race.
import { and, eq, sql } from 'drizzle-orm'
import { paymentProvider } from '../../adapters/payment/index.ts'
import type { Db } from '../../db/client.ts'
import { refunds } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'

export type RefundLine = { paymentId: number; orderId: number | null; transactionId: string; amountKurus: number; conversationId: string }
/** `done`: every line is back on the card; `refused`: the bank refused the first one (nothing refunded);
 * `already`: every line was refunded (or is being refunded) before; `partial`: some lines need a person. */
export type RefundOutcome = 'done' | 'refused' | 'already' | 'partial'

const log = (msg: string, detail: Record<string, unknown>) => console.error(JSON.stringify({ level: 'error', msg, ...detail }))

/**
 * Claims a line in the ledger: a new row, or a row the bank refused before (retry). Null when the line is
 * already refunded or a refund of it is under way (its answer unknown): that line is never sent again.
 */
async function claim(db: Db, line: RefundLine, now: number) {
  const [row] = await db
    .insert(refunds)
    .values({
      payment_id: line.paymentId,
      order_id: line.orderId,
      transaction_id: line.transactionId,
      amount_kurus: line.amountKurus,
      status: 'pending',
      created_at: now,
    })
    .onConflictDoUpdate({
      target: [refunds.payment_id, refunds.transaction_id],
      set: { status: 'pending', error: null, created_at: now },
      setWhere: sql`${refunds.status} = 'failed'`,
    })
    .returning({ id: refunds.id })
  return row?.id ?? null
}

/** Refunds the lines one by one through the ledger; the first refusal stops before anything moved. */
export async function refundLines(db: Db, env: Env, lines: RefundLine[], ip: string, now = Date.now()): Promise<RefundOutcome> {
  if (lines.length === 0) return 'done'
  const bank = paymentProvider(env)
  let refunded = 0
  let skipped = 0
  for (const line of lines) {
    const id = await claim(db, line, now)
    if (id === null) {
      skipped++
      continue
    }
    let answer: { ok: true } | { ok: false; errorCode: string; errorMessage: string } | null
    try {
      answer = await bank.refund({
        transactionId: line.transactionId,
        amountKurus: line.amountKurus,
        conversationId: line.conversationId,
        ip,
      })
    } catch (error) {
      // Unknown: the bank may have refunded. The row stays `pending`, so nobody sends it again; a person checks.
      log('refund outcome unknown: check at the provider', { refundId: id, transactionId: line.transactionId, error: String(error) })
      answer = null
    }
    if (answer?.ok) {
      await db.update(refunds).set({ status: 'done', completed_at: Date.now() }).where(eq(refunds.id, id))
      refunded++
      continue
    }
    if (answer) {
      await db
        .update(refunds)
        .set({ status: 'failed', error: `${answer.errorCode} ${answer.errorMessage}`.slice(0, 300) })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    }
    if (refunded === 0 && skipped === 0) return 'refused'
    log('partial refund: needs a manual refund', { transactionId: line.transactionId, paymentId: line.paymentId })
    return 'partial'
  }
  return refunded === 0 ? 'already' : skipped > 0 ? 'partial' : 'done'
}

/** The ledger rows of an order (for the console and tests). */
export const refundsOfOrder = (db: Db, orderId: number) =>
  db.select().from(refunds).where(eq(refunds.order_id, orderId)).orderBy(refunds.id)
