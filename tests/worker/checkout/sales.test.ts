// The seller's side: GET /api/mysales, GET /api/showOrderForSeller/{id}, POST /api/updateOrderSellerInfo
//.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { DELIVERY, DELIVERY_ADDRESS, INVOICE, member, paidOrder, paymentsOf, SENDER, setStatus } from '../../support/checkout-seed.ts'
import { get, onlyPage, postForm, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'


/** The invoice the buyer gave, as the seller's sale shows it (without the buyer's phone). */
const { invoice_phone: _phone, ...invoiceShown } = INVOICE

describe('GET /api/mysales', () => {
  it('lists the seller’s sales with the seller numbering (status + 1) and its labels', async () => {
    const { seller, order } = await paidOrder({
      items: [
        { price: 100_000, name: 'Gümüş tabaka' },
        { price: 20_000, name: 'Pirinç ibrik' },
      ],
    })
    const { status, body } = await read(await get('/api/mysales', seller.token))
    expect(status).toBe(200)
    expect(body).toEqual({
      orders: onlyPage([
        {
          id: order.id,
          name: 'Gümüş tabaka',
          item_count: 2,
          item_price: 1200,
          public_url: '/demo/x.svg',
          slug: expect.any(String),
          created_at: expect.any(String),
          order_status: 1,
          status: 0,
          status_text: 'İşlem Bekleniyor',
          cancelled: false,
          // Seller fee 8 % of 1.200 TL; the buyer paid for cargo. Held until the buyer confirms.
          money: {
            sale_price: 1200,
            commission: 96,
            shipping: 0,
            withholding: 0,
            net: 1104,
            state: 'held',
            state_text: tr.payout.state.held,
            note: tr.payout.heldWaiting,
            released_at: null,
            due_at: null,
            iban: null,
            second_chance: null,
          },
        },
      ]),
    })
  })

  it('answers Unauthenticated. to a guest and an empty list to a member who sold nothing', async () => {
    expect(await read(await get('/api/mysales'))).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
    const nobody = await member()
    expect((await read(await get('/api/mysales', nobody.token))).body.orders.data).toEqual([])
  })
})

describe('GET /api/showOrderForSeller/{orderId}', () => {
  it('answers the sale with both parties’ amounts and the seller’s default address as the sender, not yet saved', async () => {
    const { seller, buyer, order } = await paidOrder()
    const [payment] = await paymentsOf(buyer.id)
    const { status, body } = await read(await get(`/api/showOrderForSeller/${order.id}`, seller.token))
    expect(status).toBe(200)
    expect(body.order).toEqual({
      id: order.id,
      created_at: expect.any(String),
      status: 0,
      order_status: 1,
      status_text: 'İşlem Bekleniyor',
      cancelled: false,
      slug: expect.any(String),
      name: expect.any(String),
      public_url: '/demo/x.svg',
      description: '<p>Açıklama</p>',
      item_price: 1000,
      item_total_price_seller: 920, // 1.000 − 8 % seller fee; the buyer paid the cargo
      item_commission_price_seller: 80,
      item_shipping_price_seller: 0,
      order_item: [expect.objectContaining({ item_price: 1000, item_total_price_seller: 920 })],
      // The payment paid this one order: what a return would refund is all of it.
      buyer_paid: payment!.paid_price_kurus / 100,
      ...DELIVERY_ADDRESS,
      delivery_country: DELIVERY.delivery_country,
      ...invoiceShown,
      ...SENDER,
      seller_info_saved: false,
      cargo_channel: 'yurtici',
      shipment: null,
      next_statuses: [1, 2],
      money: expect.objectContaining({ state: 'held', net: expect.any(Number) }),
      return: null,
      // What the seller sees of the buyer's record (this is their first order, still at 0).
      buyer_completed_purchases: 0,
    })
  })

  it('charges the seller the cargo of an item whose cargo the seller pays', async () => {
    const { seller, order } = await paidOrder({ items: [{ price: 50_000, shipping_payment_by: 0 }] })
    const { body } = await read(await get(`/api/showOrderForSeller/${order.id}`, seller.token))
    expect(body.order).toMatchObject({
      item_price: 500,
      item_commission_price_seller: 40,
      item_shipping_price_seller: 89.9,
      item_total_price_seller: 370.1,
    })
  })

  it("answers 'Aradığınız Sipariş Bulunamadı' to the buyer and to strangers", async () => {
    const { buyer, order } = await paidOrder()
    for (const who of [buyer, await member()])
      expect(await read(await get(`/api/showOrderForSeller/${order.id}`, who.token))).toEqual({
        status: 404,
        body: { message: tr.orders.sellerNotFound },
      })
  })
})

describe('POST /api/updateOrderSellerInfo', () => {
  it('saves the sender on the sale', async () => {
    const { seller, order } = await paidOrder()
    const changed = { ...SENDER, seller_contact_name: 'Kaya Antika', seller_postalcode: '' }
    expect(await read(await postForm('/api/updateOrderSellerInfo', { id: order.id, ...changed }, seller.token))).toEqual({
      status: 200,
      body: { message: tr.sales.senderSaved },
    })
    const { body } = await read(await get(`/api/showOrderForSeller/${order.id}`, seller.token))
    expect(body.order).toMatchObject({ seller_contact_name: 'Kaya Antika', seller_postalcode: null, seller_info_saved: true })
  })

  it("keeps the spec's 5 to 7 for the sender postal code, digits only", async () => {
    const { seller, order } = await paidOrder()
    const send = (seller_postalcode: string) =>
      postForm('/api/updateOrderSellerInfo', { id: order.id, ...SENDER, seller_postalcode }, seller.token)
    expect((await send('1234567')).status).toBe(200)
    const { status, body } = await read(await send('ABCDE'))
    expect(status).toBe(422)
    expect(body.errors).toEqual({ seller_postalcode: [tr.checkout.field.postalCode] })
  })

  it('requires person, il, ilçe and address; a postal code of 5–7; Türkiye only; and changes nothing when refused', async () => {
    const { seller, order } = await paidOrder()
    const f = tr.checkout.field
    const { status, body } = await read(
      await postForm(
        '/api/updateOrderSellerInfo',
        {
          id: order.id,
          ...SENDER,
          seller_contact_name: '',
          seller_city: '',
          seller_town: '',
          seller_address: '',
          seller_postalcode: '1234',
          seller_country: 'Almanya',
        },
        seller.token,
      ),
    )
    expect(status).toBe(422)
    expect(body.errors).toEqual({
      seller_contact_name: [f.required('Ad soyad')],
      seller_address: [f.required('Adres')],
      seller_town: [f.required('İlçe')],
      seller_city: [f.required('İl')],
      seller_postalcode: [f.postalCode],
      seller_country: [f.country],
    })
    const row = await db.query.orders.findFirst({ where: eq(schema.orders.id, order.id) })
    expect(row!.seller_contact_name).toBeNull()
  })

  it('refuses once the sale is with the cargo firm, and for the buyer', async () => {
    const { buyer, seller, order } = await paidOrder()
    expect(await read(await postForm('/api/updateOrderSellerInfo', { id: order.id, ...SENDER }, buyer.token))).toEqual({
      status: 404,
      body: { message: tr.orders.sellerNotFound },
    })
    await setStatus(order.id, 2)
    expect(await read(await postForm('/api/updateOrderSellerInfo', { id: order.id, ...SENDER }, seller.token))).toEqual({
      status: 422,
      body: { message: tr.sales.notEditable },
    })
  })
})
