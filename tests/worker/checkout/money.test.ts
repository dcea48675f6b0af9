// Money holes closed (docs/checkout.md "Refunds", "Editors and the life cycle", "A late answer from the
// bank"): the refund ledger, editors' status changes along the table, and a bank that charges after the
// attempt was settled as failed.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { decideEditorMove } from '../../../common/order-status.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { handleCallback, SETTLE_DEADLINE_MS, settleStale, type Basket } from '../../../worker/domain/checkout/payment.ts'
import { refundLines, refundsOfOrder } from '../../../worker/domain/checkout/refunds.ts'
import type { Env } from '../../../worker/env.ts'
import { auditOf, editor, putJson, type Signed } from '../../support/admin-seed.ts'
import * as co from '../../support/checkout-seed.ts'
import { call, postForm, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

const m = tr.admin
let ed: Signed
beforeAll(async () => {
  await co.prices()
  ed = await editor()
})
const orderRow = async (id: number) => (await db.query.orders.findFirst({ where: eq(schema.orders.id, id) }))!
const updateStatus = (id: number, status: number, who: { token: string }) =>
  call('POST', `/api/orders/${id}/update-status`, JSON.stringify({ status }), {
    auth: who.token,
    headers: { 'Content-Type': 'application/json' },
  })

/** An order walked by its parties to 10: the return approved and its amount refunded once. */
async function refundedOrder() {
  const made = await co.paidOrder()
  await co.setStatus(made.order.id, 9)
  expect((await read(await updateStatus(made.order.id, 10, made.seller))).status).toBe(200)
  return made
}

describe('the refund ledger', () => {
  it('records one refund per item, and an editor cannot reopen a refunded order to refund it again', async () => {
    const { buyer, order } = await refundedOrder()
    expect((await refundsOfOrder(db, order.id)).map((r) => r.status)).toEqual(['done'])
    for (const body of [{ status: 0 }, { status: 0, force: true, reason: 'yanlışlıkla iade' }]) {
      expect(await read(await putJson(`/api/admin/orders/${order.id}/status`, body, ed.token))).toEqual({
        status: 409,
        body: { message: m.orderMoveFinal },
      })
    }
    expect((await orderRow(order.id)).status).toBe(10)
    // Even if the row were put back at 0 some other way, the cancel's refund is refused and the order stays.
    await co.setStatus(order.id, 0)
    expect(await read(await postForm('/api/cancelOrder', { order_id: order.id }, buyer.token))).toEqual({
      status: 409,
      body: { status: 'failure', message: tr.orders.alreadyRefunded },
    })
    expect(await orderRow(order.id)).toMatchObject({ cancelled_at: null })
    expect(await refundsOfOrder(db, order.id)).toHaveLength(1)
  })

  it('sends one refund to the bank when two requests refund the same item at once', async () => {
    const { order } = await co.paidOrder()
    const p = (await db.query.payments.findFirst({ where: eq(schema.payments.id, order.payment_id!) }))!
    const t = (p.basket as Basket).transactions![0]!
    const line = { paymentId: p.id, orderId: order.id, transactionId: t.transactionId, amountKurus: t.paidPriceKurus, conversationId: 'c' }
    const outcomes = await Promise.all([refundLines(db, env as Env, [line], '127.0.0.1'), refundLines(db, env as Env, [line], '127.0.0.1')])
    expect(outcomes.sort()).toEqual(['already', 'done'])
    expect(await refundsOfOrder(db, order.id)).toEqual([expect.objectContaining({ status: 'done', amount_kurus: t.paidPriceKurus })])
  })

  it('lets a refund the bank refused be tried again', async () => {
    const { order } = await co.paidOrder()
    const p = (await db.query.payments.findFirst({ where: eq(schema.payments.id, order.payment_id!) }))!
    const t = (p.basket as Basket).transactions![0]!
    const line = { paymentId: p.id, orderId: order.id, transactionId: t.transactionId, amountKurus: t.paidPriceKurus, conversationId: 'c' }
    // The simulated bank refuses transactions marked -NR; the ledger row keys on the same id.
    expect(await refundLines(db, env as Env, [{ ...line, transactionId: `${t.transactionId}-NR` }], '127.0.0.1')).toBe('refused')
    expect((await refundsOfOrder(db, order.id))[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('10012') })
    expect(await refundLines(db, env as Env, [line], '127.0.0.1')).toBe('done')
  })
})

describe('PUT /api/admin/orders/{id}/status follows the life cycle table', () => {
  it.each([
    [0, 1, false, { ok: true, forced: false }],
    [2, 3, false, { ok: true, forced: false }],
    [0, 2, false, { ok: false, reason: 'notInTable' }],
    [0, 4, false, { ok: false, reason: 'notInTable' }],
    [0, 4, true, { ok: true, forced: true }],
    [5, 4, true, { ok: true, forced: true }],
    [4, 1, true, { ok: false, reason: 'backBeforeShipping' }],
    [3, 0, true, { ok: false, reason: 'backBeforeShipping' }],
    [10, 9, true, { ok: false, reason: 'final' }],
  ] as const)('%i → %i (force %s)', (from, to, force, expected) => {
    expect(decideEditorMove(from, to, force)).toEqual(expected)
  })

  it('refuses a move outside the table, takes it forced with a reason, and audits the force', async () => {
    const { order } = await co.paidOrder()
    const path = `/api/admin/orders/${order.id}/status`
    expect(await read(await putJson(path, { status: 4 }, ed.token))).toEqual({ status: 409, body: { message: m.orderMoveNotInTable } })
    expect(await read(await putJson(path, { status: 4, force: true }, ed.token))).toEqual({
      status: 422,
      body: { message: m.orderForceReason, errors: { reason: [m.orderForceReason] } },
    })
    expect((await orderRow(order.id)).status).toBe(0)
    expect((await read(await putJson(path, { status: 4, force: true, reason: 'Kargo firması teslimi bildirmedi' }, ed.token))).status).toBe(
      200,
    )
    expect((await orderRow(order.id)).status).toBe(4)
    expect((await auditOf('order', order.id))[0]).toMatchObject({
      action: 'status',
      detail: { status: [0, 4], forced: true, reason: 'Kargo firması teslimi bildirmedi' },
    })
    expect(await read(await putJson(path, { status: 1, force: true, reason: 'geri al' }, ed.token))).toEqual({
      status: 409,
      body: { message: m.orderMoveBackBeforeShipping },
    })
  })
})

describe('a late answer from the bank (a slow simulated bank)', () => {
  const SLOW_CARD = '4159 1111 1111 1114'
  const slowBank = { ...env, SIM_BANK_SLOW_MS: '1500' } as Env

  async function slowAttempt() {
    const buyer = await co.member()
    await co.cartItem(buyer, { price: 100_000 })
    const cart = await co.readyToPay(buyer)
    const started = await co.startPayment(buyer, cart, { card_number: SLOW_CARD })
    expect(started.body.status).toBe('success')
    const bank = await co.bankPage(started.body.threeDSHtmlContent)
    return { buyer, bank, paymentId: started.body.payment_id as number }
  }
  const row = async (id: number) => (await db.query.payments.findFirst({ where: eq(schema.payments.id, id) }))!

  it('keeps a claimed attempt pending while the bank says the charge is in progress, until the deadline', async () => {
    const { bank, paymentId } = await slowAttempt()
    const claimedAt = Date.now() - 120_000
    const p = await row(paymentId)
    await db
      .update(schema.payments)
      .set({ mdstatus: '1', basket: { ...(p.basket as object), conversation_data: bank.fields.conversationData, claimed_at: claimedAt } })
      .where(eq(schema.payments.id, paymentId))
    expect(await settleStale(db, slowBank, await row(paymentId))).toBe(false)
    expect((await row(paymentId)).status).toBe('pending')
    expect(await settleStale(db, slowBank, await row(paymentId), claimedAt + SETTLE_DEADLINE_MS + 1)).toBe(true)
    expect(await row(paymentId)).toMatchObject({ status: 'failure', error_code: 'IN_PROGRESS' })
  })

  it('voids a charge that succeeds after the attempt was settled as failed: never money without an order', async () => {
    const { buyer, bank, paymentId } = await slowAttempt()
    const items = await co.cartItemsOf(buyer.id)
    const callback = handleCallback(db, slowBank, bank.fields as Parameters<typeof handleCallback>[2], { ip: '203.0.113.9', origin: '' })
    // The callback has claimed the attempt and waits for the slow bank; meanwhile settlement gives up on it.
    let claimed = await row(paymentId)
    while (claimed.mdstatus === null) claimed = await row(paymentId)
    const claimedAt = (claimed.basket as Basket).claimed_at!
    expect(await settleStale(db, slowBank, claimed, claimedAt + SETTLE_DEADLINE_MS + 1)).toBe(true)
    expect((await row(paymentId)).status).toBe('failure')
    expect(await callback).toBe(paymentId)
    expect(await row(paymentId)).toMatchObject({ status: 'failure', error_code: 'LATE_VOIDED' })
    expect(await co.ordersOf(buyer.id)).toEqual([])
    expect(await co.cartItemsOf(buyer.id)).toEqual(items)
    expect((await co.cartOf(buyer.id))!.locked_by_payment_id).toBeNull()
    expect(await co.paymentsOf(buyer.id)).toHaveLength(1)
  })
})

describe('buy-now and the end of the auction', () => {
  it('never completes a buy-now whose auction ended while the buyer was at the bank: the charge is voided', async () => {
    const buyer = await co.member()
    const { auction } = await co.cartItem(buyer, { from: 1, price: 50_000 })
    const cart = await co.readyToPay(buyer)
    const room = co.fakeRoom()
    try {
      const started = await co.startPayment(buyer, cart)
      const bank = await co.bankPage(started.body.threeDSHtmlContent)
      await db
        .update(schema.auctions)
        .set({ end_time: Date.now() - 1 })
        .where(eq(schema.auctions.id, auction.id))
      expect((await co.formPost(bank.action, bank.fields)).status).toBe(303)
    } finally {
      room.restore()
    }
    expect(room.calls).toEqual([])
    expect((await co.paymentsOf(buyer.id))[0]).toMatchObject({
      status: 'failure',
      error_code: 'VOIDED',
      error_message: tr.payment.itemGone,
    })
    expect(await co.ordersOf(buyer.id)).toEqual([])
  })
})
