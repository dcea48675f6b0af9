// Buyer orders and the order life cycle: GET /api/myorders, GET /api/showOrder/{id}, POST /api/cancelOrder,
// POST /api/orders/{id}/update-status, POST /api/rateSeller (
// the table of common/order-status.ts, docs/).
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { formatKurus } from '../../../common/money.ts'
import {
  BUYER_STATUS_LABELS,
  decideCancel,
  findTransition,
  nextStatuses,
  SELLER_STATUS_LABELS,
  sellerStatusCode,
  TRANSITIONS,
} from '../../../common/order-status.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { DELIVERY, DELIVERY_ADDRESS, INVOICE, member, notificationsOf, paidOrder, setStatus, type Member } from '../../support/checkout-seed.ts'
import { call, get, onlyPage, postForm, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

const updateStatus = (id: number, status: unknown, who: Member) =>
  call('POST', `/api/orders/${id}/update-status`, JSON.stringify({ status, ...RETURN_FIELDS[status as number] }), {
    auth: who.token,
    headers: { 'Content-Type': 'application/json' },
  })
/** What opening (6) and shipping (7) a return take: a reason; the firm and its tracking number. */
const RETURN_FIELDS: Record<number, object> = { 6: { reason: 'damaged' }, 7: { carrier: 'mng', track_no: '612345678901' } }
const orderRow = async (id: number) => (await db.query.orders.findFirst({ where: eq(schema.orders.id, id) }))!

/** The invoice the buyer gave, as the buyer's order shows it (its title, contact, tax numbers, address and country). */
const { invoice_phone: _phone, invoice_town: _town, invoice_city: _city, invoice_postalcode: _postal, ...invoiceShown } = INVOICE

describe('the order life cycle table (common/order-status.ts)', () => {
  it('names 11 buyer labels (0–10) and 11 seller labels (1–11), one status apart', () => {
    expect(BUYER_STATUS_LABELS).toHaveLength(11)
    expect(Object.keys(SELLER_STATUS_LABELS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(sellerStatusCode(0)).toBe(1)
    expect(SELLER_STATUS_LABELS[sellerStatusCode(1)]).toBe('Sipariş Hazırlanıyor')
  })

  const allowed: [number, number, 'buyer' | 'seller' | 'cargo'][] = [
    [0, 1, 'seller'],
    [0, 2, 'seller'],
    [1, 2, 'seller'],
    [2, 3, 'seller'],
    [2, 3, 'cargo'],
    [3, 4, 'cargo'],
    [4, 5, 'buyer'],
    [5, 6, 'buyer'],
    [6, 7, 'buyer'],
    [7, 8, 'seller'],
    [7, 8, 'cargo'],
    [8, 9, 'seller'],
    [9, 10, 'seller'],
  ]
  it('allows exactly the listed moves, each to its party', () => {
    for (let from = 0; from <= 10; from++)
      for (let to = 0; to <= 10; to++)
        for (const actor of ['buyer', 'seller', 'cargo'] as const) {
          const expected = allowed.some(([f, t, a]) => f === from && t === to && a === actor)
          expect(findTransition(from, to, actor) !== null, `${actor} ${from}→${to}`).toBe(expected)
        }
    expect(TRANSITIONS.every((t) => t.to > Math.max(...t.from))).toBe(true)
    expect(nextStatuses(0, 'seller')).toEqual([1, 2])
  })

  it('lets the buyer cancel only at status 0, with the spec’s reasons at 1 and 2', () => {
    expect(decideCancel({ status: 0, cancelled_at: null })).toEqual({ ok: true })
    expect(decideCancel({ status: 1, cancelled_at: null })).toEqual({ ok: false, reason: 'preparing' })
    expect(decideCancel({ status: 2, cancelled_at: null })).toEqual({ ok: false, reason: 'cargo' })
    expect(decideCancel({ status: 4, cancelled_at: null })).toEqual({ ok: false, reason: 'later' })
    expect(decideCancel({ status: 0, cancelled_at: 1 })).toEqual({ ok: false, reason: 'cancelled' })
  })
})

/** A paid order of one 1.000 TL item (fee 50, Yurtiçi 89,90) the seller has not touched, as the buyer's answers head it. */
const waitingOrder = (id: number) => ({
  id,
  status: 0,
  status_text: 'İşlem Bekliyor',
  cancelled: false,
  created_at: expect.any(String),
  total_buyer: 1139.9,
})

describe('GET /api/myorders', () => {
  it('answers Unauthenticated. to a guest', async () => {
    expect(await read(await get('/api/myorders'))).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
  })

  it('lists the buyer’s orders, newest first, in orders.data with paging and the support titles', async () => {
    const { buyer, order } = await paidOrder({ items: [{ price: 100_000, name: 'Gümüş tabaka' }] })
    const { status, body } = await read(await get('/api/myorders', buyer.token))
    expect(status).toBe(200)
    expect(body).toEqual({
      orders: onlyPage([
        {
          ...waitingOrder(order.id),
          order_item: [
            {
              id: expect.any(Number),
              auction_id: expect.any(Number),
              name: 'Gümüş tabaka',
              slug: expect.any(String),
              public_url: '/demo/x.svg',
              item_price: 1000,
              item_commission_price_buyer: 50,
              item_shipping_price_buyer: 89.9,
              item_total_price_buyer: 1139.9,
            },
          ],
        },
      ]),
      support_titles: expect.any(Array),
    })
    const other = await member()
    expect((await read(await get('/api/myorders', other.token))).body.orders.data).toEqual([])
  })
})

describe('GET /api/showOrder/{orderId}', () => {
  it('answers the buyer order with delivery, invoice, payment (bin for the card) and its buttons', async () => {
    const { buyer, seller, order } = await paidOrder()
    const { status, body } = await read(await get(`/api/showOrder/${order.id}`, buyer.token))
    expect(status).toBe(200)
    expect(body.data).toEqual({
      ...waitingOrder(order.id),
      order_item: [expect.objectContaining({ item_price: 1000 })],
      ...DELIVERY_ADDRESS,
      delivery_country: DELIVERY.delivery_country,
      ...invoiceShown,
      items_total: 1000,
      commissions_total_buyer: 50,
      shipping_price_total_buyer: 89.9,
      payment: {
        paid_price: 1139.9,
        price: 1139.9,
        installment: 1,
        bin_no: '552608',
        card_association: 'MASTER_CARD',
        card_type: 'CREDIT_CARD',
        card_family: 'Axess',
      },
      seller: { title: seller.title, slug: seller.slug },
      shipment: null,
      can_cancel: true,
      can_rate: false,
      rated: false,
      next_statuses: [],
      return: null,
      return_to: null,
      return_code: null,
      return_until: null,
      refund: null,
      // A private seller's order: cayma does not apply (tests/worker/law/cayma.test.ts has the trader's).
      cayma: expect.objectContaining({ applies: false, state: 'notApplies', until: null, notice: null }),
    })
  })

  it("answers 'Sipariş bulunamadı' for an unknown order, another member's, and the seller asking as buyer", async () => {
    const { seller, order } = await paidOrder()
    const stranger = await member()
    for (const [path, who] of [
      [`/api/showOrder/${order.id}`, stranger],
      [`/api/showOrder/${order.id}`, seller],
      ['/api/showOrder/999999', seller],
    ] as const)
      expect(await read(await get(path, who.token))).toEqual({ status: 404, body: { message: tr.orders.notFound } })
  })
})

describe('POST /api/cancelOrder', () => {
  it('cancels an order at status 0, refunds it and tells the seller', async () => {
    const { buyer, seller, order } = await paidOrder()
    expect(await read(await postForm('/api/cancelOrder', { order_id: order.id }, buyer.token))).toEqual({
      status: 200,
      body: { status: 'success', message: tr.orders.cancelled },
    })
    expect((await orderRow(order.id)).cancelled_at).toEqual(expect.any(Number))
    expect((await notificationsOf(seller.id)).map((n) => n.notification_title)).toContain(tr.orders.notify.cancelledTitle)
    const shown = (await read(await get(`/api/showOrder/${order.id}`, buyer.token))).body.data
    expect(shown).toMatchObject({ status: 0, status_text: 'İptal Edildi', cancelled: true, can_cancel: false })
    expect(await read(await postForm('/api/cancelOrder', { order_id: order.id }, buyer.token))).toEqual({
      status: 422,
      body: { status: 'failure', message: tr.orders.alreadyCancelled },
    })
  })

  it.each([
    [1, tr.orders.cancelRefusedPreparing],
    [2, tr.orders.cancelRefusedCargo],
    [4, tr.orders.cancelFailed],
  ])('refuses at status %i with the spec’s sentence and changes nothing', async (status, message) => {
    const { buyer, order } = await paidOrder()
    await setStatus(order.id, status)
    expect(await read(await postForm('/api/cancelOrder', { order_id: order.id }, buyer.token))).toEqual({
      status: 422,
      body: { status: 'failure', message },
    })
    expect(await orderRow(order.id)).toMatchObject({ status, cancelled_at: null })
  })

  it('answers the guest, a missing id and a stranger without touching the order', async () => {
    const { order } = await paidOrder()
    const stranger = await member()
    expect(await read(await postForm('/api/cancelOrder', { order_id: order.id }))).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.' },
    })
    expect(await read(await postForm('/api/cancelOrder', {}, stranger.token))).toEqual({
      status: 422,
      body: { message: tr.orders.orderIdRequired, errors: { order_id: [tr.orders.orderIdRequired] } },
    })
    expect(await read(await postForm('/api/cancelOrder', { order_id: order.id }, stranger.token))).toEqual({
      status: 404,
      body: { message: tr.orders.notFound },
    })
    expect((await orderRow(order.id)).cancelled_at).toBeNull()
  })

  it('lets exactly one of a cancel and the seller’s prepare win when they race', async () => {
    const { buyer, seller, order } = await paidOrder()
    const [cancel, prepare] = await Promise.all([
      postForm('/api/cancelOrder', { order_id: order.id }, buyer.token),
      updateStatus(order.id, 1, seller),
    ])
    const outcomes = [cancel.status, prepare.status].sort()
    expect(outcomes).toEqual([200, 422])
    const row = await orderRow(order.id)
    expect(row.cancelled_at !== null).toBe(cancel.status === 200)
    expect(row.status).toBe(prepare.status === 200 ? 1 : 0)
  })

  it('keeps the order when the bank refuses the refund', async () => {
    const { buyer, order } = await paidOrder()
    const p = (await db.query.payments.findFirst({ where: eq(schema.payments.id, order.payment_id!) }))!
    const basket = p.basket as { transactions: { transactionId: string }[] }
    basket.transactions = basket.transactions.map((t) => ({ ...t, transactionId: `${t.transactionId}-NR` }))
    await db.update(schema.payments).set({ basket }).where(eq(schema.payments.id, p.id))
    expect(await read(await postForm('/api/cancelOrder', { order_id: order.id }, buyer.token))).toEqual({
      status: 503,
      body: { status: 'failure', message: tr.orders.refundFailed },
    })
    expect((await orderRow(order.id)).cancelled_at).toBeNull()
  })
})

describe('POST /api/orders/{id}/update-status', () => {
  it('lets the seller prepare the sale (status 1: the seller list then shows 2) and tells the buyer', async () => {
    const { buyer, seller, order } = await paidOrder()
    expect(await read(await updateStatus(order.id, 1, seller))).toEqual({
      status: 200,
      body: { success: true, message: tr.orders.statusUpdated, status: 1 },
    })
    expect((await orderRow(order.id)).status).toBe(1)
    const sales = (await read(await get('/api/mysales', seller.token))).body.orders.data
    expect(sales[0]).toMatchObject({ order_status: 2, status_text: 'Sipariş Hazırlanıyor' })
    expect((await notificationsOf(buyer.id)).at(-1)).toMatchObject({
      notification_title: tr.orders.notify.statusTitle,
      notification_message: tr.orders.notify.status(order.id, 'Sipariş Hazırlanıyor'),
      notification_target_link: `/siparisdetay/${order.id}`,
    })
  })

  it('refuses a move the table does not give to the caller, and never moves to 2 without a shipment', async () => {
    const { buyer, seller, order } = await paidOrder()
    const refused = { status: 422, body: { success: false, message: tr.orders.statusNotAllowed } }
    expect(await read(await updateStatus(order.id, 1, buyer))).toEqual(refused)
    expect(await read(await updateStatus(order.id, 2, seller))).toEqual(refused)
    expect(await read(await updateStatus(order.id, 4, seller))).toEqual(refused)
    expect(await read(await updateStatus(order.id, 0, seller))).toEqual(refused)
    expect((await orderRow(order.id)).status).toBe(0)
    expect(await read(await updateStatus(order.id, 'x', seller))).toEqual({
      status: 422,
      body: { message: tr.orders.statusInvalid, errors: { status: [tr.orders.statusInvalid] } },
    })
    const stranger = await member()
    expect(await read(await updateStatus(order.id, 1, stranger))).toEqual({ status: 404, body: { message: tr.orders.notFound } })
  })

  it('takes only JSON (the spec’s call), so a cross-site form cannot move an order', async () => {
    const { seller, order } = await paidOrder()
    const res = await postForm(`/api/orders/${order.id}/update-status`, { status: 1 }, seller.token)
    expect(res.status).toBe(415)
    expect((await orderRow(order.id)).status).toBe(0)
  })

  it('walks delivery, approval and a return to the refund, each step by its party', async () => {
    const { buyer, seller, order } = await paidOrder()
    await setStatus(order.id, 4)
    for (const [to, who] of [
      [5, buyer],
      [6, buyer],
      [7, buyer],
      [8, seller],
      [9, seller],
      [10, seller],
    ] as const) {
      const { status, body } = await read(await updateStatus(order.id, to, who))
      expect({ to, status, body }).toEqual({ to, status: 200, body: { success: true, message: tr.orders.statusUpdated, status: to } })
    }
    expect((await orderRow(order.id)).status).toBe(10)
    const told = [tr.orders.notify.statusTitle, tr.payout.notify.returnShippedTitle]
    expect((await notificationsOf(seller.id)).filter((n) => told.includes(n.notification_title))).toHaveLength(3)

    // The buyer reads what went back to the card (installment difference included: the payment's paid
    // price) on the order, and gets it by mail.
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.id, order.payment_id!))
    const shown = (await read(await get(`/api/showOrder/${order.id}`, buyer.token))).body.data.refund
    expect(shown).toEqual({
      amount: payment!.paid_price_kurus / 100,
      state: 'done',
      completed_at: expect.any(String),
      reaches_card_by: expect.any(String),
    })
    // The amount the seller's confirmation named (buyer_paid) is the amount that went back.
    expect((await read(await get(`/api/showOrderForSeller/${order.id}`, seller.token))).body.order.buyer_paid).toBe(shown.amount)
    const mails = await db.select().from(schema.outbox).where(eq(schema.outbox.recipient, buyer.email))
    const refundMail = mails.find((m) => m.subject === tr.orders.notify.refundMailSubject(order.id))
    expect(refundMail?.body).toContain(formatKurus(payment!.paid_price_kurus))
  })
})

describe('POST /api/rateSeller', () => {
  it('takes one rating per order once the item arrived, and tells the seller', async () => {
    const { buyer, seller, order } = await paidOrder()
    const form = { order_id: order.id, rating: 5, comment: 'Özenle paketlenmiş, teşekkürler.' }
    expect(await read(await postForm('/api/rateSeller', form, buyer.token))).toEqual({ status: 422, body: { message: tr.rating.notYet } })
    await setStatus(order.id, 4)
    expect((await read(await get(`/api/showOrder/${order.id}`, buyer.token))).body.data).toMatchObject({
      can_rate: true,
      next_statuses: [5],
    })
    expect(await read(await postForm('/api/rateSeller', form, buyer.token))).toEqual({ status: 200, body: { message: tr.rating.saved } })
    expect(await read(await postForm('/api/rateSeller', form, buyer.token))).toEqual({ status: 409, body: { message: tr.rating.already } })
    const [r] = await db.select().from(schema.seller_ratings).where(eq(schema.seller_ratings.order_id, order.id))
    expect(r).toMatchObject({ seller_id: seller.id, rated_by_user_id: buyer.id, rating: 5, approved: 0 })
    expect((await read(await get(`/api/showOrder/${order.id}`, buyer.token))).body.data).toMatchObject({ can_rate: false, rated: true })
    expect((await notificationsOf(seller.id)).at(-1)!.notification_title).toBe(tr.orders.notify.ratedTitle)
  })

  it('refuses a rating outside 1–5, a long comment, and a stranger', async () => {
    const { buyer, order } = await paidOrder()
    await setStatus(order.id, 5)
    expect(await read(await postForm('/api/rateSeller', { order_id: order.id, rating: 6, comment: '' }, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.rating.ratingInvalid, errors: { rating: [tr.rating.ratingInvalid] } },
    })
    expect(
      (await read(await postForm('/api/rateSeller', { order_id: order.id, rating: 4, comment: 'x'.repeat(501) }, buyer.token))).body.errors,
    ).toEqual({
      comment: [tr.rating.commentTooLong],
    })
    const stranger = await member()
    expect(await read(await postForm('/api/rateSeller', { order_id: order.id, rating: 4, comment: '' }, stranger.token))).toEqual({
      status: 404,
      body: { message: tr.orders.notFound },
    })
    expect(await db.select().from(schema.seller_ratings).where(eq(schema.seller_ratings.order_id, order.id))).toEqual([])
  })
})
