// A return on its way back and its refund as each party reads it (docs/money-path.md "Sending a return back",
// "After a return"): where the buyer sends the item, the firm and tracking number "İadeyi Kargoya Verdim"
// asks for (422 naming the field, nothing changed), the refund's amount and date, the seller's money panel.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { formatKurus } from '../../../common/money.ts'
import { refundReachesCardBy } from '../../../common/payout.ts'
import { checkReturnShipment } from '../../../common/return-shipping.ts'
import { makeTurkishIban } from '../../../common/validation/iban.ts'
import { tcknFromNine } from '../../../common/validation/tckn.ts'
import { formatDate, fromWireTime } from '../../../common/time.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { member, notificationsOf, paidOrder, setStatus, type Member } from '../../support/checkout-seed.ts'
import { get, postForm, postJson, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

const move = (id: number, body: Record<string, unknown>, who: Member) => postJson(`/api/orders/${id}/update-status`, body, who.token)
const orderRow = async (id: number) => (await db.query.orders.findFirst({ where: eq(schema.orders.id, id) }))!
const parcels = (id: number) => db.select().from(schema.return_shipments).where(eq(schema.return_shipments.order_id, id))
const buyerView = async (id: number, who: Member) => (await read(await get(`/api/showOrder/${id}`, who.token))).body.data
const sellerView = async (id: number, who: Member) => (await read(await get(`/api/showOrderForSeller/${id}`, who.token))).body.order

/** A seller whose payout profile is complete: a sub-merchant at the first payment, paid through the provider. */
const registeredSeller = () =>
  member({
    first_name: 'Mehmet',
    last_name: 'Kaya',
    tckn: tcknFromNine('123456789'),
    bank_account_name: 'Mehmet Kaya',
    bank_iban: makeTurkishIban('00062', '6299123456781234'),
  })

/** A shipped, delivered, confirmed order whose buyer has opened a return (status 6). */
async function openedReturn() {
  const made = await paidOrder({ seller: await registeredSeller() })
  const label = await read(await postForm('/api/createShipment', { channel: 'mng', id: made.order.id }, made.seller.token))
  expect(label.status).toBe(200)
  await setStatus(made.order.id, 4)
  expect((await read(await move(made.order.id, { status: 5 }, made.buyer))).status).toBe(200)
  expect((await read(await move(made.order.id, { status: 6, reason: 'damaged' }, made.buyer))).status).toBe(200)
  return made
}

describe('the tracking number rule (common/return-shipping.ts)', () => {
  it('takes a listed firm and 8–30 letters or digits with at least 6 digits, spaces and dashes dropped', () => {
    expect(checkReturnShipment({ carrier: 'yurtici', track_no: '6123 4567-8901' })).toEqual({
      ok: true,
      carrier: 'yurtici',
      trackNo: '612345678901',
    })
    expect(checkReturnShipment({ carrier: 'ptt', track_no: 'kp12345678901' })).toMatchObject({ ok: true, trackNo: 'KP12345678901' })
    for (const track_no of ['1234567', 'ABCDEFGH12', '1234 5678 ?', '9'.repeat(31), '', null])
      expect(checkReturnShipment({ carrier: 'mng', track_no })).toEqual({ ok: false, field: 'track_no', message: tr.payout.returnTrackNoInvalid })
    for (const carrier of ['dhl-express', '', null, undefined])
      expect(checkReturnShipment({ carrier, track_no: '612345678901' })).toMatchObject({ ok: false, field: 'carrier' })
  })
})

describe('sending a return back', () => {
  it('gives the buyer the seller’s shipping address while the return travels, and only then', async () => {
    const { buyer, seller, order } = await openedReturn()
    const sent = await orderRow(order.id)
    expect((await buyerView(order.id, buyer)).return_to).toEqual({
      name: sent.seller_contact_name,
      phone: sent.seller_contact_phone,
      address: sent.seller_address,
      town: sent.seller_town,
      city: sent.seller_city,
      postalcode: sent.seller_postalcode,
    })
    expect(sent.seller_address).toBe('Çukurcuma Cad. No:5')
    expect((await sellerView(order.id, seller)).return).toMatchObject({ reason: 'damaged', parcel: null })
  })

  it('asks for the firm and a tracking number: 422 naming the field, nothing changed', async () => {
    const { buyer, seller, order } = await openedReturn()
    const before = (await notificationsOf(seller.id)).length
    for (const [body, field] of [
      [{ status: 7 }, 'carrier'],
      [{ status: 7, carrier: 'yurtici' }, 'track_no'],
      [{ status: 7, carrier: 'yurtici', track_no: '12AB' }, 'track_no'],
      [{ status: 7, carrier: 'yurtici', track_no: 612345678901 }, 'track_no'],
      [{ status: 7, carrier: 'kargom', track_no: '612345678901' }, 'carrier'],
    ] as const) {
      const { status, body: answer } = await read(await move(order.id, body, buyer))
      expect({ field, status, errors: Object.keys(answer.errors ?? {}) }).toEqual({ field, status: 422, errors: [field] })
    }
    expect((await orderRow(order.id)).status).toBe(6)
    expect(await parcels(order.id)).toEqual([])
    expect(await notificationsOf(seller.id)).toHaveLength(before)
  })

  it('records the parcel with the move, shows it to both parties and tells the seller; a second send is refused', async () => {
    const { buyer, seller, order } = await openedReturn()
    const sent = await read(await move(order.id, { status: 7, carrier: 'aras', track_no: '3214 5678 9012' }, buyer))
    expect(sent).toEqual({ status: 200, body: { success: true, message: tr.orders.statusUpdated, status: 7 } })
    const parcel = { carrier: 'aras', carrier_title: 'Aras Kargo', track_no: '321456789012', shipped_at: expect.any(String) }
    const mine = await buyerView(order.id, buyer)
    expect(mine.return.parcel).toEqual(parcel)
    expect(mine.return_to).not.toBeNull() // still on its way: the address stays in sight
    expect((await sellerView(order.id, seller)).return.parcel).toEqual(parcel)
    const told = (await notificationsOf(seller.id)).at(-1)
    expect(told).toMatchObject({
      notification_title: tr.payout.notify.returnShippedTitle,
      notification_message: tr.payout.notify.returnShipped(order.id, 'Aras Kargo', '321456789012'),
    })
    const again = await read(await move(order.id, { status: 7, carrier: 'mng', track_no: '612345678901' }, buyer))
    expect(again).toMatchObject({ status: 422, body: { message: tr.orders.statusNotAllowed } })
    expect(await parcels(order.id)).toEqual([expect.objectContaining({ carrier: 'aras', track_no: '321456789012' })])
  })
})

describe('after the refund', () => {
  it('tells the buyer the amount to the kuruş and the date, by page and mail; the seller’s panel says it once, paying nothing', async () => {
    const { buyer, seller, order } = await openedReturn()
    await move(order.id, { status: 7, carrier: 'mng', track_no: '612345678901' }, buyer)
    for (const to of [8, 9, 10]) expect((await read(await move(order.id, { status: to }, seller))).status).toBe(200)

    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.id, order.payment_id!))
    const view = await buyerView(order.id, buyer)
    expect(view.return_to).toBeNull() // the seller has it back
    expect(view.refund).toEqual({
      amount: payment!.paid_price_kurus / 100,
      state: 'done',
      completed_at: expect.any(String),
      reaches_card_by: expect.any(String),
    })
    const by = fromWireTime(view.refund.reaches_card_by)
    const done = fromWireTime(view.refund.completed_at)
    expect(by).toBe(refundReachesCardBy(done))
    expect(by - done).toBeGreaterThanOrEqual(12 * 86_400_000) // ten working days span at least two weekends
    expect(by - done).toBeLessThanOrEqual(14 * 86_400_000)

    const mails = await db.select().from(schema.outbox).where(eq(schema.outbox.recipient, buyer.email))
    const mail = mails.find((m) => m.subject === tr.orders.notify.refundMailSubject(order.id))
    expect(mail?.body).toContain(formatKurus(payment!.paid_price_kurus))
    expect(mail?.body).toContain(formatDate(refundReachesCardBy(done)).slice(0, 6)) // the day and month (the mail's clock is a moment earlier)

    const money = (await sellerView(order.id, seller)).money
    expect(money).toMatchObject({ state: 'returned', state_text: tr.payout.state.returned, note: tr.payout.returnedNote })
    expect(money.note).not.toContain(money.state_text)
  })
})

describe('the card date of a refund', () => {
  it('counts ten weekdays in Istanbul time', () => {
    // Friday 2026-11-27 10:00 Istanbul: ten weekdays on is Friday 2026-12-11.
    const friday = Date.UTC(2026, 10, 27, 7)
    expect(formatDate(refundReachesCardBy(friday))).toBe('11.12.2026')
    // Saturday 2026-11-28 23:30 Istanbul (20:30 UTC): the next weekday counts first, so Friday 2026-12-11 as well.
    expect(formatDate(refundReachesCardBy(Date.UTC(2026, 10, 28, 20, 30)))).toBe('11.12.2026')
  })
})
