// Cayma, the consumer's withdrawal from a trader's sale (docs/law.md "Cayma"): the 14 days from delivery, the
// notice from the order page with its confirmation to both parties, a private seller's sale without it, and
// the refund within 14 days of the notice through the refund ledger, once, whoever gets there first.
import { env } from 'cloudflare:workers'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CAYMA_REFUND_MARGIN_MS, caymaRefundDue, caymaUntil, decideCayma } from '../../../common/cayma.ts'
import { tr } from '../../../common/messages.ts'
import { fromWireTime } from '../../../common/time.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { cargoEvent } from '../../../worker/domain/checkout/shipping.ts'
import { refundDueCayma } from '../../../worker/domain/law/cayma.ts'
import type { Env } from '../../../worker/env.ts'
import { notificationsOf, paidOrder, setStatus, type Member } from '../../support/checkout-seed.ts'
import { call, get, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

const DAY = 86_400_000
const e = env as unknown as Env
const FORM = { full_name: 'Ayşe Yılmaz', address: 'Caferağa Mah. Moda Cad. No:12, Kadıköy, İstanbul' }
const notice = (orderId: number, body: unknown, who: Member) =>
  call('POST', `/api/orders/${orderId}/cayma`, JSON.stringify(body), { auth: who.token, headers: { 'Content-Type': 'application/json' } })
const updateStatus = (id: number, status: number, who: Member) =>
  call('POST', `/api/orders/${id}/update-status`, JSON.stringify(status === 7 ? { status, carrier: 'ptt', track_no: 'KP123456789TR' } : { status }), {
    auth: who.token,
    headers: { 'Content-Type': 'application/json' },
  })
const orderRow = async (id: number) => (await db.query.orders.findFirst({ where: eq(schema.orders.id, id) }))!
const noticeRow = (id: number) => db.query.cayma_notices.findFirst({ where: eq(schema.cayma_notices.order_id, id) })
const refundRows = (id: number) => db.select().from(schema.refunds).where(eq(schema.refunds.order_id, id))
const shown = async (id: number, who: Member) => (await read(await get(`/api/showOrder/${id}`, who.token))).body.data.cayma
const mailsTo = (email: string) => db.select().from(schema.outbox).where(eq(schema.outbox.recipient, email))
const makeTrader = (userId: number) =>
  db
    .insert(schema.seller_identities)
    .values({ user_id: userId, kind: 'ticari', trade_name: 'Kaya Antika Ltd. Şti.', updated_at: Date.now() })

/** A trader's order, delivered (status 4) `daysAgo` days ago. */
async function deliveredTraderOrder(daysAgo = 1) {
  const o = await paidOrder()
  await makeTrader(o.seller.id)
  await setStatus(o.order.id, 4)
  await db
    .update(schema.orders)
    .set({ delivered_at: Date.now() - daysAgo * DAY })
    .where(eq(schema.orders.id, o.order.id))
  return o
}

afterEach(() => vi.restoreAllMocks())

describe('the cayma period (common/cayma.ts)', () => {
  const delivered = Date.UTC(2026, 10, 2, 9, 0)
  const order = (status: number, over: Partial<{ cancelled_at: number | null; delivered_at: number | null; updated_at: number }> = {}) => ({
    status,
    cancelled_at: null,
    delivered_at: delivered,
    updated_at: delivered,
    ...over,
  })
  it('runs 14 days from delivery, to the millisecond, for a trader’s sale only', () => {
    expect(caymaUntil(delivered)).toBe(delivered + 14 * DAY)
    expect(decideCayma(order(4), true, delivered + 14 * DAY)).toEqual({ ok: true })
    expect(decideCayma(order(5), true, delivered + 14 * DAY + 1)).toEqual({ ok: false, reason: 'window' })
    expect(decideCayma(order(4), false, delivered)).toEqual({ ok: false, reason: 'notApplies' })
  })
  it('is not open before delivery, during a return, or after cancelling', () => {
    for (const s of [0, 1, 2, 3]) expect(decideCayma(order(s), true, delivered)).toEqual({ ok: false, reason: 'notYet' })
    for (const s of [6, 7, 8, 9, 10]) expect(decideCayma(order(s), true, delivered)).toEqual({ ok: false, reason: 'status' })
    expect(decideCayma(order(4, { cancelled_at: delivered }), true, delivered)).toEqual({ ok: false, reason: 'status' })
  })
  it('counts from the last move when the delivery time is unknown: the longer period', () => {
    const confirmed = delivered + 3 * DAY
    expect(decideCayma(order(5, { delivered_at: null, updated_at: confirmed }), true, confirmed + 14 * DAY)).toEqual({ ok: true })
  })
  it('puts the refund 14 days after the notice', () => {
    expect(caymaRefundDue(delivered)).toBe(delivered + 14 * DAY)
  })
})

describe('the delivery time', () => {
  it('is written once, when the cargo firm first reports the order delivered', async () => {
    const { order } = await paidOrder()
    await setStatus(order.id, 3)
    const barcode = `82${String(order.id).padStart(10, '0')}`
    await db
      .insert(schema.shipments)
      .values({ order_id: order.id, channel: 'mng', order_item_track_no: `6${barcode}`, order_item_barcode_no: barcode })
    expect((await orderRow(order.id)).delivered_at).toBeNull()
    const t0 = Date.UTC(2026, 10, 20, 12, 0)
    expect(await cargoEvent(db, barcode, 'delivered', t0)).toMatchObject({ status: 4 })
    expect((await orderRow(order.id)).delivered_at).toBe(t0)
    // A later move (the buyer's confirmation) keeps it.
    await setStatus(order.id, 5)
    expect((await orderRow(order.id)).delivered_at).toBe(t0)
  })
})

describe('POST /api/orders/{id}/cayma', () => {
  it('does not apply to a private seller’s sale: the page says so and a notice is refused', async () => {
    const { buyer, order } = await paidOrder()
    await setStatus(order.id, 4)
    expect(await shown(order.id, buyer)).toMatchObject({ applies: false, state: 'notApplies', until: null, notice: null })
    expect(await read(await notice(order.id, FORM, buyer))).toEqual({ status: 422, body: { message: tr.cayma.refusedNotApplies } })
    expect((await orderRow(order.id)).status).toBe(4)
    expect(await noticeRow(order.id)).toBeUndefined()
  })

  it('takes the form within 14 days of delivery and confirms it at once to buyer and seller, by bell and mail', async () => {
    const { buyer, seller, order } = await deliveredTraderOrder(2)
    const before = await shown(order.id, buyer)
    const delivered = (await orderRow(order.id)).delivered_at!
    expect(before).toMatchObject({ applies: true, state: 'open', notice: null, return_to: { firm: expect.any(String) } })
    expect(fromWireTime(before.until)).toBe(Math.floor(caymaUntil(delivered) / 1000) * 1000)

    // The form's two fields, each named when wrong; nothing changes.
    const bad = await read(await notice(order.id, { full_name: ' ', address: 'kısa' }, buyer))
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { full_name: [tr.cayma.fullNameRequired], address: [tr.cayma.addressRequired] } },
    })
    expect((await orderRow(order.id)).status).toBe(4)

    const t0 = Date.now()
    const ok = await read(await notice(order.id, FORM, buyer))
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({
      message: tr.cayma.sent,
      cayma: { state: 'noticed', notice: { full_name: FORM.full_name, refunded_at: null } },
    })
    const row = (await noticeRow(order.id))!
    expect(row.refund_due - row.noticed_at).toBe(14 * DAY)
    expect(row.noticed_at).toBeGreaterThanOrEqual(t0)
    expect((await orderRow(order.id)).status).toBe(6)
    const ret = await db.query.order_returns.findFirst({ where: eq(schema.order_returns.order_id, order.id) })
    expect(ret).toMatchObject({ reason: 'withdrawal' })
    expect((await notificationsOf(buyer.id)).map((n) => n.notification_title)).toContain(tr.cayma.notify.buyerTitle)
    expect((await notificationsOf(seller.id)).map((n) => n.notification_title)).toContain(tr.cayma.notify.sellerTitle)
    for (const who of [buyer, seller]) {
      const mail = (await mailsTo(who.email)).find((m) => m.subject === tr.cayma.notify.mailSubject(order.id))
      expect(mail?.body).toContain(tr.cayma.statement)
    }
    // The seller's money waits; the seller reads the return as a cayma.
    const sale = (await read(await get(`/api/showOrderForSeller/${order.id}`, seller.token))).body.order
    expect(sale.money.state).toBe('return_open')
    // Once per order.
    expect(await read(await notice(order.id, FORM, buyer))).toEqual({ status: 409, body: { message: tr.cayma.already } })
  })

  it('refuses a notice after the 14 days, before delivery, and from anyone but the buyer', async () => {
    const late = await deliveredTraderOrder(15)
    expect(await read(await notice(late.order.id, FORM, late.buyer))).toEqual({ status: 422, body: { message: tr.cayma.refusedWindow } })
    expect((await shown(late.order.id, late.buyer)).state).toBe('window')
    expect((await orderRow(late.order.id)).status).toBe(4)

    const early = await paidOrder()
    await makeTrader(early.seller.id)
    await setStatus(early.order.id, 3)
    expect(await read(await notice(early.order.id, FORM, early.buyer))).toEqual({ status: 422, body: { message: tr.cayma.notYet } })
    expect((await read(await notice(early.order.id, FORM, early.seller))).status).toBe(404)
    expect(await noticeRow(early.order.id)).toBeUndefined()
  })
})

describe('the refund of a cayma', () => {
  it('is made by the cron a day before the 14 days run out, once, however many runs race', async () => {
    const { buyer, seller, order } = await deliveredTraderOrder(1)
    expect((await read(await notice(order.id, FORM, buyer))).status).toBe(200)
    const { noticed_at } = (await noticeRow(order.id))!
    const due = caymaRefundDue(noticed_at)
    // (The cron settles every due notice of the database; this test looks at its own order.)
    await refundDueCayma(db, e, due - CAYMA_REFUND_MARGIN_MS - 1)
    expect(await refundRows(order.id)).toEqual([])
    expect((await orderRow(order.id)).status).toBe(6)
    await Promise.all([refundDueCayma(db, e, due - CAYMA_REFUND_MARGIN_MS), refundDueCayma(db, e, due - CAYMA_REFUND_MARGIN_MS)])
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.id, order.payment_id!))
    expect(await refundRows(order.id)).toEqual([expect.objectContaining({ status: 'done', amount_kurus: payment!.paid_price_kurus })])
    expect((await orderRow(order.id)).status).toBe(10)
    expect((await noticeRow(order.id))!.refunded_at).toBe(due - CAYMA_REFUND_MARGIN_MS)
    // Later runs and the seller's own approval move no more money.
    await refundDueCayma(db, e, due + DAY)
    expect((await updateStatus(order.id, 10, seller)).status).toBe(422)
    expect(await refundRows(order.id)).toHaveLength(1)
    expect((await shown(order.id, buyer)).notice.refunded_at).not.toBeNull()
  })

  it('is made at the seller’s approval when the goods come back earlier, and the cron then leaves it', async () => {
    const { buyer, seller, order } = await deliveredTraderOrder(1)
    await read(await notice(order.id, FORM, buyer))
    for (const [to, who] of [
      [7, buyer],
      [8, seller],
      [9, seller],
      [10, seller],
    ] as const)
      expect((await updateStatus(order.id, to, who)).status).toBe(200)
    expect(await refundRows(order.id)).toHaveLength(1)
    const settled = (await noticeRow(order.id))!
    expect(settled.refunded_at).not.toBeNull()
    await refundDueCayma(db, e, settled.refund_due)
    expect(await refundRows(order.id)).toHaveLength(1)
    const [ret] = await db
      .select()
      .from(schema.order_returns)
      .where(and(eq(schema.order_returns.order_id, order.id), eq(schema.order_returns.reason, 'withdrawal')))
    expect(ret).toBeDefined()
  })
})
