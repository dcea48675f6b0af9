// The return code from the contracted cargo firm (docs/money-path.md "The return code"): asked for when a return
// or a cayma notice opens, shown to the buyer while the return waits to be sent, used for "İadeyi Kargoya
// Verdim"; MNG's request on the wire (createOrder the other way round, the receiver paying); a firm that is down
// loses no return and the cron fetches the code later; a refusal leaves the buyer's own-carrier way.
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { forgetMngCaches } from '../../../worker/adapters/cargo/mng.ts'
import { changeStatus } from '../../../worker/domain/checkout/orders.ts'
import { issueDueReturnCodes, RETRY_FIRST_MS } from '../../../worker/domain/checkout/return-codes.ts'
import { notificationsOf, paidOrder, setStatus, type Member } from '../../support/checkout-seed.ts'
import { call, get, postForm, postJson, read } from '../../support/http.ts'
import { json, mng, mngEnv, mngOrderDocument, RECORDED } from '../../support/mng-wire.ts'
import { db } from '../../support/seed.ts'

const move = (id: number, body: Record<string, unknown>, who: Member) => postJson(`/api/orders/${id}/update-status`, body, who.token)
const buyerView = async (id: number, who: Member) => (await read(await get(`/api/showOrder/${id}`, who.token))).body.data
const codeRow = async (id: number) => (await db.query.return_codes.findFirst({ where: eq(schema.return_codes.order_id, id) }))!
const status = async (id: number) => (await db.query.orders.findFirst({ where: eq(schema.orders.id, id) }))!.status

/** A sale shipped with a label (so the seller's address is on the order), delivered and confirmed (5). */
async function confirmedSale() {
  const made = await paidOrder()
  expect((await read(await postForm('/api/createShipment', { channel: 'mng', id: made.order.id }, made.seller.token))).status).toBe(200)
  await setStatus(made.order.id, 4)
  expect((await read(await move(made.order.id, { status: 5 }, made.buyer))).status).toBe(200)
  return made
}

/** The buyer opens a defect return through the domain, with MNG configured and `fetcher` playing MNG. */
const openWithMng = (o: Awaited<ReturnType<typeof confirmedSale>>, fetcher: typeof fetch, now = Date.now()) =>
  changeStatus(db, mngEnv, o.buyer.id, o.order.id, 6, '127.0.0.1', now, { opening: { reason: 'damaged', note: '' }, cargoFetch: fetcher })

beforeEach(() => forgetMngCaches())

describe('the return code', () => {
  it('is given when the return opens, shown until the parcel is sent, and "İadeyi Kargoya Verdim" takes its tracking number', async () => {
    const o = await confirmedSale()
    expect((await read(await move(o.order.id, { status: 6, reason: 'damaged' }, o.buyer))).status).toBe(200)
    const code = (await buyerView(o.order.id, o.buyer)).return_code
    expect(code).toMatchObject({ state: 'ready', carrier: 'mng', carrier_title: 'MNG Kargo' })
    expect(code.code).toMatch(/^82\d{10}$/)
    expect(code.track_no).toMatch(/^6\d{11}$/)
    // No bell for a code the buyer sees at once; the seller hears that the parcel comes with it, theirs to pay.
    expect((await notificationsOf(o.buyer.id)).some((n) => n.notification_title === tr.payout.notify.returnCodeTitle)).toBe(false)
    expect((await notificationsOf(o.seller.id)).map((n) => n.notification_message)).toContain(
      tr.payout.notify.returnCodeSeller(o.order.id, 'MNG Kargo', code.code),
    )
    expect((await read(await move(o.order.id, { status: 7, carrier: code.carrier, track_no: code.track_no }, o.buyer))).status).toBe(200)
    const after = await buyerView(o.order.id, o.buyer)
    expect(after.return_code).toBeNull()
    expect(after.return.parcel).toMatchObject({ carrier: 'mng', track_no: code.track_no })
  })

  it('is given for a cayma notice too, through the same return', async () => {
    const made = await paidOrder()
    await postForm('/api/createShipment', { channel: 'mng', id: made.order.id }, made.seller.token)
    await db.insert(schema.seller_identities).values({ user_id: made.seller.id, kind: 'ticari', trade_name: 'Kaya Antika', updated_at: Date.now() })
    await setStatus(made.order.id, 4)
    await db.update(schema.orders).set({ delivered_at: Date.now() }).where(eq(schema.orders.id, made.order.id))
    const form = JSON.stringify({ full_name: 'Ayşe Yılmaz', address: 'Caferağa Mah. Moda Cad. No:12, Kadıköy, İstanbul' })
    const sent = await call('POST', `/api/orders/${made.order.id}/cayma`, form, {
      auth: made.buyer.token,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(sent.status).toBe(200)
    expect((await buyerView(made.order.id, made.buyer)).return_code).toMatchObject({ state: 'ready', carrier: 'mng' })
  })
})

describe('the return code from MNG Kargo', () => {
  it('is createOrder and createbarcode the other way round: the seller receives and pays, under its own reference', async () => {
    const o = await confirmedSale()
    const firm = mng({
      'POST /mngapi/api/standardcmdapi/createOrder': () => json(RECORDED.returnCreateOrder),
      'POST /mngapi/api/barcodecmdapi/createbarcode': () => json(RECORDED.returnCreatebarcode),
    })
    await openWithMng(o, firm.fetcher)
    const ref = `MEZATIADE${o.order.id}`
    const createOrder = firm.requests.find((r) => r.url.endsWith('/createOrder'))!
    const seller = { fullName: 'Mehmet Kaya', mobilePhoneNumber: '5329876543', address: 'Çukurcuma Cad. No:5' }
    const { piece, document } = mngOrderDocument(ref, tr.shipping.mngReturnContent(o.order.id), 2, seller, [34, 'İstanbul', 1183, 'Beyoğlu'])
    expect(await createOrder.json()).toEqual(document)
    const barcode = firm.requests.find((r) => r.url.endsWith('/createbarcode'))!
    expect(await barcode.json()).toMatchObject({ referenceId: ref, billOfLandingId: ref, orderPieceList: [piece] })
    expect(createOrder.headers.get('Authorization')).toBe(`Bearer ${RECORDED.token.jwt}`)
    expect(await codeRow(o.order.id)).toMatchObject({ state: 'ready', channel: 'mng', code: `${ref}P1`, track_no: '614118759920', attempts: 0 })
  })

  it('loses no return when MNG is down: the code is fetched by the cron after a pause, and the buyer is told', async () => {
    const o = await confirmedSale()
    const now = Date.now()
    const down = mng({ 'POST /mngapi/api/standardcmdapi/createOrder': () => Promise.reject(new TypeError('Network connection lost.')) })
    expect(await openWithMng(o, down.fetcher, now)).toMatchObject({ success: true, status: 6 })
    expect(await status(o.order.id)).toBe(6)
    expect(await db.query.order_returns.findFirst({ where: eq(schema.order_returns.order_id, o.order.id) })).toMatchObject({ reason: 'damaged' })
    expect(await codeRow(o.order.id)).toMatchObject({ state: 'pending', attempts: 1, next_try_at: now + RETRY_FIRST_MS, code: null })
    expect((await buyerView(o.order.id, o.buyer)).return_code).toMatchObject({ state: 'pending', code: null })

    const up = mng({
      'POST /mngapi/api/standardcmdapi/createOrder': () => json(RECORDED.returnCreateOrder),
      'POST /mngapi/api/barcodecmdapi/createbarcode': () => json(RECORDED.returnCreatebarcode),
    })
    await issueDueReturnCodes(db, mngEnv, now + RETRY_FIRST_MS - 1, up.fetcher)
    expect(up.calls().filter((c) => c.endsWith('/createOrder'))).toHaveLength(0) // not due yet
    await issueDueReturnCodes(db, mngEnv, now + RETRY_FIRST_MS, up.fetcher)
    const code = `MEZATIADE${o.order.id}P1`
    expect((await buyerView(o.order.id, o.buyer)).return_code).toMatchObject({ state: 'ready', code, track_no: '614118759920' })
    expect((await notificationsOf(o.buyer.id)).map((n) => n.notification_message)).toContain(
      tr.payout.notify.returnCode(o.order.id, 'MNG Kargo', code),
    )
  })

  it("records MNG's refusal once; the buyer sends with a firm of their own, the cron asks no more", async () => {
    const o = await confirmedSale()
    const refusing = mng({ 'POST /mngapi/api/standardcmdapi/createOrder': () => json(RECORDED.refusedPhone, 400) })
    await openWithMng(o, refusing.fetcher)
    expect(await codeRow(o.order.id)).toMatchObject({ state: 'refused', error: RECORDED.refusedPhone.error.Description })
    const view = await buyerView(o.order.id, o.buyer)
    expect(view.return_code).toMatchObject({ state: 'refused', code: null })
    expect(view.return_to).toMatchObject({ name: 'Mehmet Kaya', town: 'Beyoğlu' })
    const later = mng()
    await issueDueReturnCodes(db, mngEnv, Date.now() + 24 * 3_600_000, later.fetcher)
    expect(later.calls()).toEqual([])
    expect((await read(await move(o.order.id, { status: 7, carrier: 'ptt', track_no: 'KP123456789TR' }, o.buyer))).status).toBe(200)
  })
})
