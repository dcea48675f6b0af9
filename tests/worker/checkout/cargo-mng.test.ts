// The MNG Kargo adapter (docs/checkout.md "The MNG Kargo adapter") against recorded answers with an injected
// fetch: the wire format (URL, method, headers, body), the token's cache, refusals and failures that change
// nothing, retries that find the same shipment (referenceId = order id), and the cron's polling 2 → 3 → 4.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { cargoProvider } from '../../../worker/adapters/cargo/index.ts'
import { forgetMngCaches, mngCargo, mngMove, TOKEN_MARGIN_MS } from '../../../worker/adapters/cargo/mng.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { TRACK_EVERY_MS, trackShipments } from '../../../worker/domain/checkout/cargo-tracking.ts'
import { createShipment } from '../../../worker/domain/checkout/shipping.ts'
import type { Env } from '../../../worker/env.ts'
import { USER_AGENT } from '../../../worker/lib/outgoing.ts'
import { notificationsOf, paidOrder } from '../../support/checkout-seed.ts'
import { db } from '../../support/seed.ts'
import { config, json, MNG, mng, mngEnv, mngOrderDocument, RECORDED } from '../../support/mng-wire.ts'

const ship = (order: { id: number; seller_id: number }, fetcher: typeof fetch, channel: 'mng' | 'yurtici' = 'mng') =>
  createShipment(db, mngEnv, order.seller_id, order.id, channel, Date.now(), fetcher)
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'created',
    (e: { status?: number; body?: unknown }) => ({ status: e.status, body: e.body }),
  )

/** After a refusal or a failure: the order as it was, no shipment, nobody told it shipped. */
async function expectUntouched(orderId: number, buyerId: number) {
  expect((await db.query.orders.findFirst({ where: eq(schema.orders.id, orderId) }))!.status).toBe(0)
  expect(await db.select().from(schema.shipments).where(eq(schema.shipments.order_id, orderId))).toEqual([])
  expect((await notificationsOf(buyerId)).filter((n) => n.notification_title === tr.orders.notify.shippedTitle)).toEqual([])
}

beforeEach(() => forgetMngCaches())

describe('MNG Kargo: creating the shipment', () => {
  it('asks for the il and ilçe codes, a token, then createOrder and createbarcode, each as MNG documents it', async () => {
    const { order } = await paidOrder()
    const { requests, fetcher, calls } = mng()
    const label = await ship(order, fetcher)
    expect(label).toMatchObject({
      created: true,
      shipment: { channel: 'mng', order_item_track_no: '614118757013', order_item_barcode_no: `MEZAT${order.id}P1` },
    })
    expect(label.order.status).toBe(2)
    expect(calls()).toEqual([
      'GET /mngapi/api/cbsinfoapi/getcities',
      'GET /mngapi/api/cbsinfoapi/getdistricts/34',
      'POST /mngapi/api/token',
      'POST /mngapi/api/standardcmdapi/createOrder',
      'POST /mngapi/api/barcodecmdapi/createbarcode',
    ])
    for (const r of requests) {
      expect(r.headers.get('X-IBM-Client-Id')).toBe('cid-1')
      expect(r.headers.get('X-IBM-Client-Secret')).toBe('csecret-1')
      expect(r.headers.get('Accept')).toBe('application/json')
      // Workers' fetch sends no User-Agent of its own (worker/lib/outgoing.ts).
      expect(r.headers.get('User-Agent')).toBe(USER_AGENT)
    }
    const [cities, , token, createOrder, createBarcode] = requests as [Request, Request, Request, Request, Request]
    expect(token.headers.get('Authorization')).toBeNull()
    expect(cities.headers.get('Authorization')).toBeNull()
    expect(token.headers.get('Content-Type')).toBe('application/json')
    expect(await token.json()).toEqual({ customerNumber: '2951471412', password: 'Şifre#1', identityType: 1 })
    for (const r of [createOrder, createBarcode]) expect(r.headers.get('Authorization')).toBe(`Bearer ${RECORDED.token.jwt}`)
    const ref = `MEZAT${order.id}`
    const buyer = { fullName: 'Ayşe Yılmaz', mobilePhoneNumber: '5321234567', address: 'Caferağa Mah. Moda Cad. No:12 D:3' }
    const { piece, document } = mngOrderDocument(ref, tr.shipping.mngContent(order.id), 1, buyer, [34, 'İstanbul', 1809, 'Kadıköy'])
    expect(await createOrder.json()).toEqual(document)
    expect(await createBarcode.json()).toMatchObject({
      referenceId: ref,
      billOfLandingId: ref,
      isCOD: 0,
      packagingType: 3,
      orderPieceList: [piece],
    })
  })

  it('keeps the token until five minutes before its jwtExpireDate (Turkish time), and takes a new one after a 401', async () => {
    const expires = Date.parse('2026-11-26T02:00:00+03:00')
    let clock = expires - 2 * 3_600_000
    let statusCalls = 0
    const { fetcher, calls } = mng({
      'POST /mngapi/api/token': () => json(RECORDED.token),
      'GET /mngapi/api/standardqueryapi/getshipmentstatus/MEZAT7': () =>
        ++statusCalls === 3 ? json(RECORDED.gatewayUnauthorized, 401) : json(RECORDED.getshipmentstatus),
    })
    const provider = mngCargo(config, fetcher, () => clock)
    const track = () => provider.track!({ orderId: 7, trackNo: '614118757013', barcodeNo: 'MEZAT7P1' })
    expect(await track()).toEqual({ move: 'accepted', firmStatus: '2' })
    clock = expires - TOKEN_MARGIN_MS - 1
    await track()
    expect(calls().filter((c) => c.endsWith('/token'))).toHaveLength(1)
    clock = expires - TOKEN_MARGIN_MS
    await track() // the token is due: a new one; then MNG answers 401 once: another, and the call again
    expect(calls().slice(3)).toEqual([
      'POST /mngapi/api/token',
      'GET /mngapi/api/standardqueryapi/getshipmentstatus/MEZAT7',
      'POST /mngapi/api/token',
      'GET /mngapi/api/standardqueryapi/getshipmentstatus/MEZAT7',
    ])
  })

  it("refuses with MNG's own words, a channel MNG does not carry, or an ilçe MNG does not know, changing nothing", async () => {
    const { order, buyer } = await paidOrder()
    const { fetcher, calls } = mng({ 'POST /mngapi/api/standardcmdapi/createOrder': () => json(RECORDED.refusedPhone, 400) })
    expect(await refusal(ship(order, fetcher))).toEqual({
      status: 422,
      body: { message: tr.shipping.refused(RECORDED.refusedPhone.error.Description) },
    })
    expect(calls().at(-1)).toBe(`GET /mngapi/api/standardqueryapi/getorder/MEZAT${order.id}`)
    await expectUntouched(order.id, buyer.id)
    const before = calls().length
    expect(await refusal(ship(order, fetcher, 'yurtici'))).toEqual({
      status: 422,
      body: { message: tr.shipping.channelUnavailable('Yurtiçi Kargo') },
    })
    expect(calls()).toHaveLength(before)
    await expectUntouched(order.id, buyer.id)
    forgetMngCaches()
    const nowhere = mng({ 'GET /mngapi/api/cbsinfoapi/getdistricts/34': () => json(RECORDED.districts34.slice(1)) })
    expect(await refusal(ship(order, nowhere.fetcher))).toEqual({
      status: 422,
      body: { message: tr.shipping.refused(tr.shipping.placeUnknown('Kadıköy', 'İstanbul')) },
    })
    expect(nowhere.calls().some((c) => c.endsWith('/createOrder'))).toBe(false)
    await expectUntouched(order.id, buyer.id)
  })

  it('never half-creates: a lost answer or an unrouted order is a 503 with nothing changed, and the retry finds the same shipment', async () => {
    const { order, buyer } = await paidOrder()
    const ref = `MEZAT${order.id}`
    // 1. The network drops createbarcode's answer (MNG may have made it).
    const lost = mng({ 'POST /mngapi/api/barcodecmdapi/createbarcode': () => Promise.reject(new TypeError('Network connection lost.')) })
    expect(await refusal(ship(order, lost.fetcher))).toEqual({ status: 503, body: { message: tr.shipping.providerUnavailable } })
    await expectUntouched(order.id, buyer.id)
    // 2. The retry: the order exists already; MNG has not routed it yet (20001).
    const known = {
      'POST /mngapi/api/standardcmdapi/createOrder': () => json(RECORDED.duplicateOrder, 400),
      [`GET /mngapi/api/standardqueryapi/getorder/${ref}`]: () => json(RECORDED.getorder),
    }
    const pending = mng({ ...known, 'POST /mngapi/api/barcodecmdapi/createbarcode': () => json(RECORDED.branchPending, 400) })
    expect(await refusal(ship(order, pending.fetcher))).toEqual({ status: 503, body: { message: tr.shipping.providerUnavailable } })
    await expectUntouched(order.id, buyer.id)
    // 3. Again: the barcode exists too (the lost answer had made it): the same shipment, made here once.
    const done = mng({
      ...known,
      'POST /mngapi/api/barcodecmdapi/createbarcode': () => json(RECORDED.duplicateBarcode, 400),
      [`GET /mngapi/api/standardqueryapi/getshipment/${ref}`]: () => json(RECORDED.getshipment),
    })
    const label = await ship(order, done.fetcher)
    expect(label).toMatchObject({ created: true, shipment: { order_item_track_no: '614118757013', order_item_barcode_no: `${ref}P1` } })
    for (const attempt of [lost, pending, done]) {
      const sent = attempt.requests.find((r) => r.url.endsWith('/createOrder'))!
      expect(((await sent.json()) as { order: { referenceId: string } }).order.referenceId).toBe(ref)
    }
    expect(await db.select().from(schema.shipments).where(eq(schema.shipments.order_id, order.id))).toHaveLength(1)
  })

  it('is chosen by CARGO_PROVIDER; production never falls back to the simulated firm', () => {
    const production = { ...env, ENVIRONMENT: 'production' } as unknown as Env
    expect(() => cargoProvider(production)).toThrow(/CARGO_PROVIDER/)
    expect(() => cargoProvider({ ...production, CARGO_PROVIDER: 'simulated' } as Env)).toThrow(/development only/)
    expect(() => cargoProvider({ ...production, CARGO_PROVIDER: 'mng' } as Env)).toThrow(/MNG_CLIENT_ID/)
    expect(cargoProvider({ ...production, ...MNG } as Env).name).toBe('mng')
    expect(cargoProvider(env as unknown as Env).name).toBe('simulated')
  })
})

describe('MNG Kargo: tracking from the cron', () => {
  it('reads shipmentStatusCode: 0–1 stays with the sender, 2–4 the firm has it, 5 delivered, the rest goes to people', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(mngMove)).toEqual([
      'none',
      'none',
      'accepted',
      'accepted',
      'accepted',
      'delivered',
      'problem',
      'problem',
      'problem',
      'problem',
    ])
  })

  it('asks about each shipment in flight at most every 30 minutes and moves the order 2 → 3 → 4, telling buyer and seller', async () => {
    const { order, buyer, seller } = await paidOrder()
    const ref = `MEZAT${order.id}`
    await ship(order, mng().fetcher)
    let code = 1
    const statusPath = `GET /mngapi/api/standardqueryapi/getshipmentstatus/${ref}`
    const firm = mng({ [statusPath]: () => json([{ ...RECORDED.getshipmentstatus, referenceId: ref, shipmentStatusCode: code }]) })
    const ours = () => firm.calls().filter((c) => c === statusPath).length
    const shipment = async () => (await db.query.shipments.findFirst({ where: eq(schema.shipments.order_id, order.id) }))!
    const status = async () => (await db.query.orders.findFirst({ where: eq(schema.orders.id, order.id) }))!.status
    let now = Date.now()

    await trackShipments(db, mngEnv, now, firm.fetcher)
    expect([ours(), await status(), (await shipment()).firm_status, (await shipment()).tracked_at]).toEqual([1, 2, '1', now])
    code = 5
    await trackShipments(db, mngEnv, now + TRACK_EVERY_MS - 1, firm.fetcher)
    expect(ours()).toBe(1) // not due yet
    now += TRACK_EVERY_MS
    await trackShipments(db, mngEnv, now, firm.fetcher)
    expect([ours(), await status(), (await shipment()).firm_status]).toEqual([2, 4, '5'])
    for (const [who, link] of [
      [buyer, `/siparisdetay/${order.id}`],
      [seller, `/satisdetay/${order.id}`],
    ] as const)
      expect((await notificationsOf(who.id)).map((n) => [n.notification_message, n.notification_target_link])).toEqual(
        expect.arrayContaining([
          [tr.orders.notify.status(order.id, 'Kargoya Verildi'), link],
          [tr.orders.notify.status(order.id, 'Teslim Edildi'), link],
        ]),
      )
    await trackShipments(db, mngEnv, now + 2 * TRACK_EVERY_MS, firm.fetcher)
    expect(ours()).toBe(2) // delivered: no longer in flight
  })
})
