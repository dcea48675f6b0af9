// The cart: GET /api/showCart, POST /api/deleteCartItem, /api/updateCartCargo, /api/acceptCartContract,
// /api/updateCartDelivery, /api/updateCartInvoice (docs/).
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { cartItem, cartItemsOf, cartOf, DELIVERY, fakeRoom, INVOICE, member, prices } from '../../support/checkout-seed.ts'
import { call, get, postForm, postJson, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

beforeAll(prices)

const showCart = async (token: string) => read(await get('/api/showCart', token))

describe('GET /api/showCart', () => {
  it('answers Unauthenticated. to a guest', async () => {
    expect(await read(await get('/api/showCart'))).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
  })

  it('answers an empty cart as data null with the showcase, watch list, cargo prices and server time', async () => {
    const buyer = await member()
    const { status, body } = await showCart(buyer.token)
    expect(status).toBe(200)
    expect(body).toEqual({
      data: null,
      showcases: expect.any(Array),
      watch_list: [],
      server_time: { formatted: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), timestamp: expect.any(Number) },
      cargo_prices: [
        { code: 'yurtici', cargo_channel_title: 'Yurtiçi Kargo', price: 89.9 },
        { code: 'mng', cargo_channel_title: 'MNG Kargo', price: 79.9 },
      ],
      commission_rate_buyer: 5,
      second_chance_offers: [],
      message: tr.checkout.cartEmpty,
    })
  })

  it('prices every item on the server: 5 % service fee, cargo by the chosen firm when the buyer pays, none when the seller pays or for freight', async () => {
    const buyer = await member()
    const seller = await member({ title: 'Kaya Antika' })
    const won = await cartItem(buyer, { price: 125_050, seller, name: 'Gümüş tabaka' })
    const mng = await cartItem(buyer, { price: 40_000, seller, cargo: 'mng', name: 'Pirinç ibrik' })
    const free = await cartItem(buyer, { price: 10_000, shipping_payment_by: 0, name: 'Kartpostal' })
    const freight = await cartItem(buyer, { price: 900_000, shipping_type: 2, name: 'Ceviz konsol' })
    const { status, body } = await showCart(buyer.token)
    expect(status).toBe(200)
    const item = (x: typeof won, price: number, fee: number, shipping: number, over: Record<string, unknown> = {}) => ({
      id: x.item.id,
      auction_id: x.auction.id,
      slug: x.auction.slug,
      name: x.auction.name,
      description: '<p>Açıklama</p>',
      public_url: '/demo/x.svg',
      item_price: price,
      shipping_type: 1,
      item_shipping_price_buyer: shipping,
      item_commission_buyer: fee,
      cargo_channel: 'yurtici',
      cargo_channel_title: 'Yurtiçi Kargo',
      cargo_choosable: true,
      from_bn_or_auc: 2,
      second_chance: false,
      pay_before: null,
      seller_title: expect.any(String),
      ...over,
    })
    expect(body.data).toEqual({
      id: won.cart.id,
      items_total: 1750.5 + 9000,
      commissions_total_buyer: 62.53 + 20 + 5 + 450,
      shipping_price_total_buyer: 89.9 + 79.9,
      cart_total_buyer: 10750.5 + 537.53 + 169.8,
      cart_notification: null,
      contract_accepted: false,
      locked: false,
      delivery: null,
      invoice: null,
      cart_item: [
        item(won, 1250.5, 62.53, 89.9, { seller_title: 'Kaya Antika' }),
        item(mng, 400, 20, 79.9, { cargo_channel: 'mng', cargo_channel_title: 'MNG Kargo', seller_title: 'Kaya Antika' }),
        item(free, 100, 5, 0, { cargo_choosable: false }),
        item(freight, 9000, 450, 0, { shipping_type: 2, cargo_channel: null, cargo_channel_title: null, cargo_choosable: false }),
      ],
      order_item: [
        {
          seller_title: 'Kaya Antika',
          cart_item_ids: [won.item.id, mng.item.id],
          items_total: 1650.5,
          commissions_total_buyer: 82.53,
          shipping_price_total_buyer: 169.8,
          total_buyer: 1902.83,
        },
        {
          seller_title: expect.any(String),
          cart_item_ids: [free.item.id],
          items_total: 100,
          commissions_total_buyer: 5,
          shipping_price_total_buyer: 0,
          total_buyer: 105,
        },
        {
          seller_title: expect.any(String),
          cart_item_ids: [freight.item.id],
          items_total: 9000,
          commissions_total_buyer: 450,
          shipping_price_total_buyer: 0,
          total_buyer: 9450,
        },
      ],
    })
    expect(body.message).toBe('')
  })

  it('tells the buyer until when a bought-now item must be paid', async () => {
    const buyer = await member()
    const { auction } = await cartItem(buyer, { from: 1 })
    const { body } = await showCart(buyer.token)
    expect(body.data.cart_item[0]).toMatchObject({ from_bn_or_auc: 1, pay_before: expect.any(String) })
    expect(body.data.cart_notification).toMatch(/^Hemen Al ile eklediğiniz ürünlerin ödemesini .+ tarihine kadar yapmalısınız/)
    expect(auction.end_time).toBeGreaterThan(Date.now())
  })
})

describe('POST /api/deleteCartItem', () => {
  it('answers Unauthenticated. to a guest and deletes nothing', async () => {
    const buyer = await member()
    const { item } = await cartItem(buyer, { from: 1 })
    expect(await read(await postForm('/api/deleteCartItem', { id: item.id }))).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.' },
    })
    expect(await cartItemsOf(buyer.id)).toHaveLength(1)
  })

  it('removes a bought-now item after the room ends the reservation', async () => {
    const buyer = await member()
    const { item, auction } = await cartItem(buyer, { from: 1 })
    const room = fakeRoom()
    try {
      expect(await read(await postForm('/api/deleteCartItem', { id: item.id }, buyer.token))).toEqual({
        status: 200,
        body: { message: tr.checkout.itemDeleted },
      })
    } finally {
      room.restore()
    }
    expect(room.calls).toEqual([{ auctionId: auction.id, kind: 'buynow-release' }])
    expect(await cartItemsOf(buyer.id)).toEqual([])
  })

  it('keeps the item when the room cannot be reached', async () => {
    const buyer = await member()
    const { item } = await cartItem(buyer, { from: 1 })
    const room = fakeRoom(() => ({ status: 503, body: {} }))
    try {
      const { status, body } = await read(await postForm('/api/deleteCartItem', { id: item.id }, buyer.token))
      expect({ status, body }).toEqual({ status: 503, body: { message: tr.bid.unavailable } })
    } finally {
      room.restore()
    }
    expect(await cartItemsOf(buyer.id)).toHaveLength(1)
  })

  it('refuses to delete a won item: it must be paid', async () => {
    const buyer = await member()
    const { item } = await cartItem(buyer, { from: 2 })
    expect(await read(await postForm('/api/deleteCartItem', { id: item.id }, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.checkout.wonItemNotDeletable, errors: { id: [tr.checkout.wonItemNotDeletable] } },
    })
    expect(await cartItemsOf(buyer.id)).toHaveLength(1)
  })

  it("answers 'not found' for another member's item and leaves it alone", async () => {
    const buyer = await member()
    const other = await member()
    await cartItem(buyer, { from: 1 })
    const theirs = await cartItem(other, { from: 1 })
    expect(await read(await postForm('/api/deleteCartItem', { id: theirs.item.id }, buyer.token))).toEqual({
      status: 404,
      body: { message: tr.checkout.itemNotFound },
    })
    expect(await cartItemsOf(other.id)).toHaveLength(1)
  })

  it('refuses every change while a payment holds the cart', async () => {
    const buyer = await member()
    const { item, cart } = await cartItem(buyer, { from: 1 })
    const [p] = await db
      .insert(schema.payments)
      .values({
        user_id: buyer.id,
        cart_id: cart.id,
        conversation_id: crypto.randomUUID(),
        idempotency_key: 'k',
        provider: 'simulated',
        price_kurus: 1,
        paid_price_kurus: 1,
      })
      .returning()
    await db
      .update(schema.carts)
      .set({ locked_by_payment_id: p!.id, locked_until: Date.now() + 60_000 })
      .where(eq(schema.carts.id, cart.id))
    const locked = { status: 423, body: { message: tr.checkout.cartLocked } }
    expect(await read(await postForm('/api/deleteCartItem', { id: item.id }, buyer.token))).toEqual(locked)
    expect(await read(await postForm('/api/updateCartDelivery', DELIVERY, buyer.token))).toEqual(locked)
    expect(await read(await postJson('/api/updateCartInvoice', INVOICE, buyer.token))).toEqual(locked)
    expect(await read(await postForm('/api/updateCartCargo', { id: item.id, cargo_channel: 'mng' }, buyer.token))).toEqual(locked)
    expect(await cartItemsOf(buyer.id)).toHaveLength(1)
    expect((await cartOf(buyer.id))!.delivery_address).toBeNull()
    expect((await showCart(buyer.token)).body.data).toMatchObject({ locked: true, cart_notification: tr.checkout.cartNotice.locked })
  })

  it('refuses a missing id with a Turkish field message', async () => {
    const buyer = await member()
    expect(await read(await postForm('/api/deleteCartItem', {}, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.checkout.itemNotFound, errors: { id: [tr.checkout.itemNotFound] } },
    })
  })
})

describe('POST /api/updateCartCargo', () => {
  it('moves an item to the other firm and its shipping price with it', async () => {
    const buyer = await member()
    const { item } = await cartItem(buyer, {})
    expect(await read(await postForm('/api/updateCartCargo', { id: item.id, cargo_channel: 'mng' }, buyer.token))).toEqual({
      status: 200,
      body: { message: tr.checkout.cargoUpdated },
    })
    const { body } = await showCart(buyer.token)
    expect(body.data.cart_item[0]).toMatchObject({ cargo_channel: 'mng', item_shipping_price_buyer: 79.9 })
    expect(body.data.shipping_price_total_buyer).toBe(79.9)
  })

  it('refuses a firm for an item whose cargo the seller pays, and an unknown firm', async () => {
    const buyer = await member()
    const sellerPays = await cartItem(buyer, { shipping_payment_by: 0 })
    const buyerPays = await cartItem(buyer, {})
    expect(await read(await postForm('/api/updateCartCargo', { id: sellerPays.item.id, cargo_channel: 'mng' }, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.checkout.cargoNotChoosable, errors: { cargo_channel: [tr.checkout.cargoNotChoosable] } },
    })
    expect(await read(await postForm('/api/updateCartCargo', { id: buyerPays.item.id, cargo_channel: 'aras' }, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.checkout.cargoUnknown, errors: { cargo_channel: [tr.checkout.cargoUnknown] } },
    })
    expect((await cartItemsOf(buyer.id)).map((i) => i.cargo_channel)).toEqual(['yurtici', 'yurtici'])
  })
})

describe('POST /api/acceptCartContract', () => {
  it('records the distance-sales contract on the cart', async () => {
    const buyer = await member()
    await cartItem(buyer, {})
    expect(await read(await postForm('/api/acceptCartContract', {}, buyer.token))).toEqual({
      status: 200,
      body: { message: tr.checkout.contractAccepted },
    })
    expect((await showCart(buyer.token)).body.data.contract_accepted).toBe(true)
  })

  it('refuses without a cart', async () => {
    const buyer = await member()
    expect(await read(await postForm('/api/acceptCartContract', {}, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.checkout.cartEmpty },
    })
  })
})

describe('POST /api/updateCartDelivery', () => {
  it('copies the chosen address onto the cart', async () => {
    const buyer = await member()
    await cartItem(buyer, {})
    expect(await read(await postForm('/api/updateCartDelivery', { ...DELIVERY, delivery_country: 'TÜRKİYE' }, buyer.token))).toEqual({
      status: 200,
      body: { message: tr.checkout.deliverySaved },
    })
    expect((await showCart(buyer.token)).body.data.delivery).toEqual({ ...DELIVERY, additional_notes: null })
  })

  it("refuses an empty address with 'Lütfen bir adres seçin.' and saves nothing", async () => {
    const buyer = await member()
    await cartItem(buyer, {})
    const { status, body } = await read(await postForm('/api/updateCartDelivery', { ...DELIVERY, delivery_address: ' ' }, buyer.token))
    expect({ status, body }).toEqual({
      status: 422,
      body: { message: tr.checkout.addressRequired, errors: { delivery_address: [tr.checkout.addressRequired] } },
    })
    expect((await cartOf(buyer.id))!.delivery_address).toBeNull()
  })

  it('refuses a postal code that is not 5 digits, a country other than Türkiye and missing il/ilçe', async () => {
    const buyer = await member()
    await cartItem(buyer, {})
    const f = tr.checkout.field
    const { status, body } = await read(
      await postForm(
        '/api/updateCartDelivery',
        { ...DELIVERY, delivery_postalcode: '347', delivery_country: 'Yunanistan', delivery_city: '', delivery_town: '' },
        buyer.token,
      ),
    )
    expect(status).toBe(422)
    expect(body.errors).toEqual({
      delivery_town: [f.required('İlçe')],
      delivery_city: [f.required('İl')],
      delivery_postalcode: [tr.address.postalFormat],
      delivery_country: [f.country],
    })
  })

  it.each(['ABCDE', '3471', '347100', '34 71'])('refuses the postal code %s (5 digits only)', async (postal) => {
    const buyer = await member()
    await cartItem(buyer, {})
    const { status, body } = await read(
      await postForm('/api/updateCartDelivery', { ...DELIVERY, delivery_postalcode: postal }, buyer.token),
    )
    expect(status).toBe(422)
    expect(body.errors).toEqual({ delivery_postalcode: [tr.address.postalFormat] })
  })
})

describe('POST /api/updateCartInvoice', () => {
  it('takes JSON and copies the invoice profile onto the cart', async () => {
    const buyer = await member()
    await cartItem(buyer, {})
    expect(await read(await postJson('/api/updateCartInvoice', INVOICE, buyer.token))).toEqual({
      status: 200,
      body: { message: tr.invoice.saved },
    })
    expect((await showCart(buyer.token)).body.data.invoice).toEqual(INVOICE)
  })

  it('refuses a missing title or a tax number that is not 10–11 digits', async () => {
    const buyer = await member()
    await cartItem(buyer, {})
    const { status, body } = await read(
      await postJson('/api/updateCartInvoice', { ...INVOICE, invoice_title: '', invoice_tax_no: '12ab' }, buyer.token),
    )
    expect(status).toBe(422)
    expect(Object.keys(body.errors)).toEqual(['invoice_title', 'invoice_tax_no'])
    expect((await cartOf(buyer.id))!.invoice_title).toBeNull()
  })

  it('reads a body that is not JSON as a refusal, not a 500', async () => {
    const buyer = await member()
    await cartItem(buyer, {})
    const res = await call('POST', '/api/updateCartInvoice', '{nope', {
      auth: buyer.token,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await read(res)).toEqual({ status: 422, body: { message: tr.common.invalidRequest } })
  })
})
