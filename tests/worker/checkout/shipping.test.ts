// Shipments: POST /api/createShipment and the
// simulated cargo firm's tracking events (/__sim/cargo), the signed webhook POST /api/cargo/events,
// docs/
import { env } from 'cloudflare:workers'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { checkDigit } from '../../../worker/adapters/cargo/simulated.ts'
import { signCargoBody } from '../../../worker/adapters/cargo/webhook.ts'
import { app } from '../../../worker/app.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import type { Env } from '../../../worker/env.ts'
import { DELIVERY_ADDRESS, formPost, notificationsOf, paidOrder, setStatus } from '../../support/checkout-seed.ts'
import { get, postForm, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

const ship = (orderId: number, channel: string, token: string) => postForm('/api/createShipment', { id: orderId, channel }, token)
const orderRow = async (id: number) => (await db.query.orders.findFirst({ where: eq(schema.orders.id, id) }))!

describe('POST /api/createShipment', () => {
  it('registers the sale with the chosen firm, moves it to the cargo status and gives the buyer the tracking number', async () => {
    const { buyer, seller, order } = await paidOrder()
    const { status, body } = await read(await ship(order.id, 'yurtici', seller.token))
    expect(status).toBe(200)
    expect(body).toEqual({
      message: tr.shipping.created,
      cargo_result: {
        seller_contact_name: 'Mehmet Kaya',
        seller_contact_phone: '5329876543',
        seller_address: 'Çukurcuma Cad. No:5',
        seller_town: 'Beyoğlu',
        seller_city: 'İstanbul',
        order_item_track_no: expect.stringMatching(/^3\d{11}$/),
        order_item_barcode_no: expect.stringMatching(/^71\d{10}$/),
        channel: 'yurtici',
        cargo_channel_title: 'Yurtiçi Kargo',
        order_id: order.id,
        created_at: expect.any(String),
        item_count: 1,
        payment_type: tr.shipping.paymentType,
      },
      delivery_info: DELIVERY_ADDRESS,
    })
    const barcode = body.cargo_result.order_item_barcode_no as string
    expect(barcode.at(-1)).toBe(checkDigit(barcode.slice(0, -1)))
    expect(await orderRow(order.id)).toMatchObject({ status: 2, seller_contact_name: 'Mehmet Kaya' })
    const shown = (await read(await get(`/api/showOrder/${order.id}`, buyer.token))).body.data
    expect(shown).toMatchObject({
      status: 2,
      status_text: 'Kargo Hazırlanıyor',
      shipment: { channel: 'yurtici', cargo_channel_title: 'Yurtiçi Kargo', order_item_track_no: body.cargo_result.order_item_track_no },
    })
    expect((await notificationsOf(buyer.id)).at(-1)).toMatchObject({
      notification_title: tr.orders.notify.shippedTitle,
      notification_message: tr.orders.notify.shipped(order.id, 'Yurtiçi Kargo', body.cargo_result.order_item_track_no),
    })
  })

  it('answers the same shipment again, whatever the channel (the label page asks with mng), and makes one of three at once', async () => {
    const { seller, order } = await paidOrder()
    const answers = await Promise.all(
      [ship(order.id, 'mng', seller.token), ship(order.id, 'mng', seller.token), ship(order.id, 'yurtici', seller.token)].map(async (r) =>
        read(await r),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body.cargo_result.order_item_barcode_no)).size).toBe(1)
    expect(answers.filter((a) => a.body.message === tr.shipping.created)).toHaveLength(1)
    expect(await db.select().from(schema.shipments).where(eq(schema.shipments.order_id, order.id))).toHaveLength(1)
    const again = await read(await ship(order.id, 'mng', seller.token))
    expect(again.body).toMatchObject({ message: tr.shipping.existing, cargo_result: answers[0]!.body.cargo_result })
  })

  it('refuses a cancelled sale, one already past the cargo step, a missing sender, an unknown firm, and the buyer', async () => {
    const cancelled = await paidOrder()
    await postForm('/api/cancelOrder', { order_id: cancelled.order.id }, cancelled.buyer.token)
    expect(await read(await ship(cancelled.order.id, 'mng', cancelled.seller.token))).toEqual({
      status: 422,
      body: { message: tr.shipping.notShippable },
    })

    const late = await paidOrder()
    await setStatus(late.order.id, 4)
    expect(await read(await ship(late.order.id, 'mng', late.seller.token))).toEqual({
      status: 422,
      body: { message: tr.shipping.notShippable },
    })

    const noAddress = await paidOrder()
    await db.delete(schema.delivery_addresses).where(eq(schema.delivery_addresses.user_id, noAddress.seller.id))
    expect(await read(await ship(noAddress.order.id, 'mng', noAddress.seller.token))).toEqual({
      status: 422,
      body: { message: tr.shipping.senderMissing },
    })

    expect(await read(await ship(late.order.id, 'aras', late.seller.token))).toEqual({
      status: 422,
      body: { message: tr.shipping.channelInvalid, errors: { channel: [tr.shipping.channelInvalid] } },
    })
    expect(await read(await ship(late.order.id, 'mng', late.buyer.token))).toEqual({
      status: 404,
      body: { message: tr.orders.sellerNotFound },
    })
    expect(await read(await ship(late.order.id, 'mng', ''))).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
    const ids = [cancelled.order.id, late.order.id, noAddress.order.id]
    expect(await db.select().from(schema.shipments).where(inArray(schema.shipments.order_id, ids))).toEqual([])
  })

  it('never ships a sale the buyer cancelled at the same moment', async () => {
    const { buyer, seller, order } = await paidOrder()
    const [cancel, shipped] = await Promise.all([
      postForm('/api/cancelOrder', { order_id: order.id }, buyer.token),
      ship(order.id, 'mng', seller.token),
    ])
    const row = await orderRow(order.id)
    expect([cancel.status, shipped.status].sort()).toEqual([200, 422])
    expect(row.cancelled_at !== null).toBe(cancel.status === 200)
    expect(await db.select().from(schema.shipments).where(eq(schema.shipments.order_id, order.id))).toHaveLength(
      shipped.status === 200 ? 1 : 0,
    )
  })
})

describe('the simulated cargo firm’s tracking events', () => {
  it('moves a shipped sale to handed to cargo (3), then delivered (4), telling both parties', async () => {
    const { buyer, seller, order } = await paidOrder()
    const barcode = (await read(await ship(order.id, 'mng', seller.token))).body.cargo_result.order_item_barcode_no
    expect(await read(await formPost(`/__sim/cargo/${barcode}/delivered`, {}))).toEqual({
      status: 422,
      body: { message: tr.orders.statusNotAllowed },
    })
    expect(await read(await formPost(`/__sim/cargo/${barcode}/accepted`, {}))).toEqual({
      status: 200,
      body: { message: tr.shipping.simEvent, status: 3 },
    })
    expect(await read(await formPost(`/__sim/cargo/${barcode}/delivered`, {}))).toEqual({
      status: 200,
      body: { message: tr.shipping.simEvent, status: 4 },
    })
    expect((await orderRow(order.id)).status).toBe(4)
    expect((await notificationsOf(buyer.id)).at(-1)!.notification_message).toBe(tr.orders.notify.status(order.id, 'Teslim Edildi'))
    expect(await read(await formPost('/__sim/cargo/000/accepted', {}))).toEqual({ status: 404, body: { message: tr.shipping.simUnknown } })
  })
})

describe('POST /api/cargo/events: the firms’ signed tracking callbacks', () => {
  const SECRET = 'a-cargo-webhook-secret-shared-with-the-firm-0123456789'
  /** Production with a real payment provider: /__sim does not exist there, the webhook does. */
  const production = { ...env, ENVIRONMENT: 'production', PAYMENT_PROVIDER: 'iyzico', CARGO_WEBHOOK_SECRET: SECRET } as unknown as Env
  const send = (body: string, signature?: string) =>
    app.fetch(
      new Request('http://localhost:8787/api/cargo/events', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'CF-Connecting-IP': '203.0.113.60',
          ...(signature ? { 'X-Cargo-Signature': signature } : {}),
        },
        body,
      }),
      production,
      { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
    )
  async function shipped() {
    const made = await paidOrder()
    const barcode = (await read(await ship(made.order.id, 'mng', made.seller.token))).body.cargo_result.order_item_barcode_no as string
    return { ...made, barcode }
  }

  it('moves an order through the cargo states with any payment provider when the event is signed', async () => {
    const { order, barcode } = await shipped()
    for (const [event, status] of [
      ['accepted', 3],
      ['delivered', 4],
    ] as const) {
      const body = JSON.stringify({ barcode, event })
      expect(await read(await send(body, await signCargoBody(SECRET, body)))).toEqual({
        status: 200,
        body: { message: tr.shipping.simEvent, status },
      })
    }
    expect((await orderRow(order.id)).status).toBe(4)
  })

  it('refuses unsigned, wrongly signed, tampered and replayed events, changing nothing', async () => {
    const { order, barcode } = await shipped()
    const body = JSON.stringify({ barcode, event: 'accepted' })
    const signed = await signCargoBody(SECRET, body)
    for (const [what, b, sig] of [
      ['unsigned', body, undefined],
      ['another secret', body, await signCargoBody('another-secret-0123456789abcdef', body)],
      ['another body', JSON.stringify({ barcode, event: 'delivered' }), signed],
      ['an hour old', body, await signCargoBody(SECRET, body, Date.now() - 3_600_000)],
      ['garbage', body, 't=abc,v1=zz'],
    ] as const) {
      expect(await read(await send(b, sig)), what).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
    }
    expect((await orderRow(order.id)).status).toBe(2)
    expect(
      (
        await read(
          await app.fetch(
            new Request(`http://localhost:8787/__sim/cargo/${barcode}/accepted`, { method: 'POST' }),
            production,
            {} as ExecutionContext,
          ),
        )
      ).status,
    ).toBe(404)
  })

  it('gives shipments barcodes that are random, not derived from the order id', async () => {
    const [a, b] = [await shipped(), await shipped()]
    for (const s of [a, b]) expect(s.barcode).not.toContain(String(s.order.id).padStart(9, '0'))
    expect(Math.abs(Number(a.barcode.slice(2, 11)) - Number(b.barcode.slice(2, 11)))).toBeGreaterThan(1)
  })
})
