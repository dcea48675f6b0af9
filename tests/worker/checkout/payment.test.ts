// Card payment: POST /api/getInstallments, POST /api/makePayment, the simulated bank's 3-D Secure pages, the
// callback POST /api/payment/3ds-callback, GET /api/showPayment/{id}, POST /api/cancelPayment; idempotency
// and concurrency (docs/); the iyzico adapter against recorded answers.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { EXPIRY_YEARS_AHEAD, expiryYears } from '../../../common/schemas/payment.ts'
import { istanbulYearMonth } from '../../../common/time.ts'
import { paymentProvider, ProviderUnavailable } from '../../../worker/adapters/payment/index.ts'
import { authorization, iyzicoProvider, priceString } from '../../../worker/adapters/payment/iyzico.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { reviewHeldPayments } from '../../../worker/domain/checkout/payment.ts'
import type { Env } from '../../../worker/env.ts'
import {
  bankPage,
  CARDS,
  cartItem,
  cartItemsOf,
  cartOf,
  fakeRoom,
  formPost,
  member,
  notificationsOf,
  ordersOf,
  pay,
  paymentForm,
  paymentsOf,
  prices,
  readyToPay,
  soldElsewhere,
  startPayment,
  type Member,
} from '../../support/checkout-seed.ts'
import { get, postForm, read } from '../../support/http.ts'
import { IYZICO_BUYER } from '../../support/iyzico-buyer.ts'
import { db } from '../../support/seed.ts'

beforeAll(prices)

/** What iyzico tells of an Akbank Axess credit card (BIN 552608); our installments answer passes it on. */
const AXESS = {
  binNumber: '552608',
  cardType: 'CREDIT_CARD',
  cardAssociation: 'MASTER_CARD',
  cardFamilyName: 'Axess',
  bankName: 'Akbank',
  bankCode: 46,
}

/** A buyer with one won item of 1.000 TL (fee 50, Yurtiçi 89,90: 1.139,90 TL), ready to pay. */
async function buyerWithCart(items: Parameters<typeof cartItem>[1][] = [{ price: 100_000 }]) {
  const buyer = await member()
  const made = []
  for (const spec of items) made.push(await cartItem(buyer, spec))
  const cart = await readyToPay(buyer)
  return { buyer, cart, items: made }
}
const showPayment = async (buyer: Member, id: number) => read(await get(`/api/showPayment/${id}`, buyer.token))
const location = (res: Response) => res.headers.get('location')

describe('POST /api/getInstallments', () => {
  it('answers Unauthenticated. to a guest', async () => {
    expect(await read(await postForm('/api/getInstallments', { binno: '552608', price: 10 }))).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.' },
    })
  })

  it("answers the bank's options for the cart's total, whatever price the browser sends", async () => {
    const { buyer } = await buyerWithCart()
    const { status, body } = await read(await postForm('/api/getInstallments', { binno: '552608', price: 1 }, buyer.token))
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 'success',
      installmentDetails: [
        {
          ...AXESS,
          price: 1139.9,
          force3ds: 1,
          installmentPrices: [
            { installmentNumber: 1, installmentPrice: 1139.9, totalPrice: 1139.9 },
            { installmentNumber: 2, installmentPrice: 583.63, totalPrice: 1167.26 },
            { installmentNumber: 3, installmentPrice: 393.65, totalPrice: 1180.94 },
            { installmentNumber: 6, installmentPrice: 203.09, totalPrice: 1218.55 },
            { installmentNumber: 9, installmentPrice: 139.57, totalPrice: 1256.17 },
            { installmentNumber: 12, installmentPrice: 107.82, totalPrice: 1293.79 },
          ],
        },
      ],
    })
  })

  it('offers a debit card, a foreign card and an unknown bank a single payment only', async () => {
    const { buyer } = await buyerWithCart()
    for (const [bin, bank] of [
      ['589004', 'Akbank'],
      ['540001', 'Yurt dışı bankası'],
      ['650000', 'Diğer Bankalar'],
    ] as const) {
      const { body } = await read(await postForm('/api/getInstallments', { binno: bin }, buyer.token))
      expect(body.installmentDetails[0].bankName).toBe(bank)
      expect(body.installmentDetails[0].installmentPrices).toEqual([{ installmentNumber: 1, installmentPrice: 1139.9, totalPrice: 1139.9 }])
    }
  })

  it('refuses fewer than 6 digits and an empty cart', async () => {
    const { buyer } = await buyerWithCart()
    expect(await read(await postForm('/api/getInstallments', { binno: '5526' }, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.payment.card.binInvalid, errors: { binno: [tr.payment.card.binInvalid] } },
    })
    const nobody = await member()
    expect(await read(await postForm('/api/getInstallments', { binno: '552608' }, nobody.token))).toEqual({
      status: 422,
      body: { message: tr.checkout.cartEmpty },
    })
  })
})

describe('card expiry years', () => {
  it('start at the current year on the Istanbul calendar and run EXPIRY_YEARS_AHEAD years on', () => {
    // 31 December 2026, 21:30 UTC is already 1 January 2027, 00:30 in Istanbul: 2026 is no longer offered.
    expect(expiryYears(Date.UTC(2026, 11, 31, 21, 30))[0]).toBe(2027)
    expect(expiryYears(Date.UTC(2026, 11, 31, 20, 59))).toEqual(Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => 2026 + i))
    expect(EXPIRY_YEARS_AHEAD).toBe(10)
  })
})

describe('POST /api/makePayment refusals (nothing written, the cart stays unlocked)', () => {
  const c = tr.payment.card
  const cases: [string, Record<string, string | number>, string, string][] = [
    ['a short card number', { card_number: '5526 0800 0000' }, 'card_number', c.numberLength],
    ['a card number failing the Luhn check', { card_number: '5526 0800 0000 0007' }, 'card_number', c.numberInvalid],
    ['no card number', { card_number: '' }, 'card_number', c.numberRequired],
    ['a two-digit cvc', { cvc: '12' }, 'cvc', c.cvcInvalid],
    ['month 13', { expire_month: '13' }, 'expire_month', c.monthInvalid],
    ['a year past the offered list', { expire_year: String(istanbulYearMonth(Date.now()).year + EXPIRY_YEARS_AHEAD + 1) }, 'expire_year', c.yearInvalid],
    ['an expired card', { expire_month: '1', expire_year: '2024' }, 'expire_month', c.expired],
    ['no holder name', { card_holder_name: ' ' }, 'card_holder_name', c.holderRequired],
    ['13 installments', { installment: 13 }, 'installment', c.installmentInvalid],
  ]
  it.each(cases)('refuses %s', async (_name, over, field, message) => {
    const { buyer, cart } = await buyerWithCart()
    const { status, body } = await startPayment(buyer, cart, over)
    expect(status).toBe(422)
    expect(body.errors[field]).toEqual([message])
    expect(await paymentsOf(buyer.id)).toEqual([])
    expect((await cartOf(buyer.id))!.locked_by_payment_id).toBeNull()
  })

  it('refuses a price that is not the cart total (the cart changed) and an installment the card does not offer', async () => {
    const { buyer, cart } = await buyerWithCart()
    expect(await read(await postForm('/api/makePayment', paymentForm(cart.id, cart.cart_total_buyer - 1), buyer.token))).toEqual({
      status: 422,
      body: { message: tr.payment.priceChanged, errors: { price: [tr.payment.priceChanged] } },
    })
    expect(await startPayment(buyer, cart, { card_number: CARDS.akbankDebit, installment: 3 })).toEqual({
      status: 422,
      body: { message: tr.payment.installmentUnavailable, errors: { installment: [tr.payment.installmentUnavailable] } },
    })
    expect(await startPayment(buyer, cart, { installment: 3, installment_interest: '1.00' })).toEqual({
      status: 422,
      body: { message: tr.payment.priceChanged, errors: { installment_interest: [tr.payment.priceChanged] } },
    })
    expect(await paymentsOf(buyer.id)).toEqual([])
  })

  it('refuses without the contract, without a delivery address, and without invoice details unless invoice_same', async () => {
    const buyer = await member()
    await cartItem(buyer, { price: 100_000 })
    const cartId = (await cartOf(buyer.id))!.id
    const form = paymentForm(cartId, 1139.9)
    expect(await read(await postForm('/api/makePayment', form, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.checkout.contractRequired },
    })
    await postForm('/api/acceptCartContract', {}, buyer.token)
    expect(await read(await postForm('/api/makePayment', form, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.checkout.deliveryMissing },
    })
    await postForm(
      '/api/updateCartDelivery',
      {
        delivery_contact_name: 'Ali Veli',
        delivery_contact_phone: '5321112233',
        delivery_address: 'Atatürk Cad. 1',
        delivery_town: 'Çankaya',
        delivery_city: 'Ankara',
      },
      buyer.token,
    )
    expect(await read(await postForm('/api/makePayment', form, buyer.token))).toEqual({
      status: 422,
      body: { message: tr.checkout.invoiceMissing },
    })
    expect(await paymentsOf(buyer.id)).toEqual([])
    const { status, body } = await read(await postForm('/api/makePayment', { ...form, invoice_same: 1 }, buyer.token))
    expect({ status, status2: body.status }).toEqual({ status: 200, status2: 'success' })
  })

  it('answers Unauthenticated. to a guest', async () => {
    expect(await read(await postForm('/api/makePayment', paymentForm(1, 1)))).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.' },
    })
  })

  it('stops a member trying card after card: the 11th attempt in 15 minutes is refused before the bank', async () => {
    const { buyer, cart } = await buyerWithCart()
    for (let i = 0; i < 10; i++) {
      const { body } = await startPayment(buyer, cart, { card_number: CARDS.initFails })
      expect(body.errorCode).toBe('10214')
    }
    const res = await postForm('/api/makePayment', paymentForm(cart.id, cart.cart_total_buyer), buyer.token)
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await read(res)).toEqual({ status: 429, body: { message: tr.common.tooManyRequests(15) } })
    expect(await paymentsOf(buyer.id)).toHaveLength(10)
  })
})

describe('3-D Secure payment with the simulated bank', () => {
  it("answers the bank's callback inside the checkout's frame with a page that sends the whole window to the result", async () => {
    const seller = await member({ title: 'Çerçeve Antika' })
    const { buyer, cart } = await buyerWithCart([{ price: 10_000, seller }])
    const started = await startPayment(buyer, cart)
    const id = started.body.payment_id
    const bank = await bankPage(started.body.threeDSHtmlContent)
    const res = await formPost(bank.action, bank.fields, { 'Sec-Fetch-Dest': 'iframe' })
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain(`<a id="next" href="/paymentresult/${id}" target="_top">${tr.payment.resultLink}</a>`)
    // Its one script is allowed by its hash and nothing else; only our own pages may frame it.
    const script = page.match(/<script>([^<]*)<\/script>/)?.[1] ?? ''
    expect(script).toContain('top.location.href')
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)))
    const policy = res.headers.get('Content-Security-Policy') ?? ''
    expect(policy).toContain(`script-src 'sha256-${btoa(String.fromCharCode(...digest))}';`)
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline')
    // The payment was settled as with the redirect.
    expect((await ordersOf(buyer.id)).length).toBe(1)
  })

  it('charges once, turns the cart into one order per seller, empties and unlocks the cart, and tells both parties', async () => {
    const seller1 = await member({ title: 'Kaya Antika' })
    const seller2 = await member({ title: 'Sahaf Osman' })
    const { buyer, cart, items } = await buyerWithCart([
      { price: 100_000, seller: seller1 },
      { price: 20_000, seller: seller1, cargo: 'mng' },
      { price: 5_000, seller: seller2, shipping_payment_by: 0 },
    ])
    expect(cart.cart_total_buyer).toBe(1482.3) // 1000 + 50 + 89,90 · 200 + 10 + 79,90 · 50 + 2,50
    const started = await startPayment(buyer, cart, { installment: 3 })
    expect(started).toEqual({
      status: 200,
      body: { status: 'success', message: tr.payment.redirecting, payment_id: expect.any(Number), threeDSHtmlContent: expect.any(String) },
    })
    const id = started.body.payment_id
    expect((await cartOf(buyer.id))!.locked_by_payment_id).toBe(id)
    const bank = await bankPage(started.body.threeDSHtmlContent)
    expect(bank.action).toBe('/api/payment/3ds-callback')
    expect(bank.fields).toMatchObject({
      status: 'success',
      mdStatus: '1',
      conversationId: expect.any(String),
      paymentId: expect.any(String),
    })
    const callback = await formPost(bank.action, bank.fields)
    expect(callback.status).toBe(303)
    expect(location(callback)).toBe(`/paymentresult/${id}`)

    const orders = await ordersOf(buyer.id)
    expect(
      orders.map((o) => [
        o.seller_id,
        o.status,
        o.items_total_kurus,
        o.commissions_total_buyer_kurus,
        o.shipping_price_total_buyer_kurus,
        o.total_buyer_kurus,
      ]),
    ).toEqual([
      [seller1.id, 0, 120_000, 6_000, 16_980, 142_980],
      [seller2.id, 0, 5_000, 250, 0, 5_250],
    ])
    expect(orders[0]).toMatchObject({ delivery_city: 'İstanbul', invoice_tax_no: '10000000146', payment_id: id })
    expect(await showPayment(buyer, id)).toEqual({
      status: 200,
      body: {
        payment_data: [
          {
            id,
            status: 'success',
            under_review: false,
            error_code: null,
            error_message: null,
            threedstatus: '1',
            mdstatus: '1',
            price: 1482.3,
            paid_price: 1535.66, // 3 installments at Axess: +3,60 %
            installment: 3,
            bin_no: '552608',
            card_association: 'MASTER_CARD',
            card_family: 'Axess',
            bank_name: 'Akbank',
            created_at: expect.any(String),
            completed_at: expect.any(String),
            order_ids: orders.map((o) => o.id),
          },
        ],
      },
    })
    expect(await cartItemsOf(buyer.id)).toEqual([])
    expect(await cartOf(buyer.id)).toMatchObject({ locked_by_payment_id: null, locked_until: null, contract_accepted_at: null })
    expect((await notificationsOf(seller1.id)).map((n) => n.notification_title)).toEqual([tr.orders.notify.newOrderTitle])
    expect((await notificationsOf(seller2.id)).map((n) => n.notification_title)).toEqual([tr.orders.notify.newOrderTitle])
    expect((await notificationsOf(buyer.id)).map((n) => n.notification_title)).toEqual([tr.orders.notify.paidTitle])
    const mails = await db.select().from(schema.outbox).where(eq(schema.outbox.recipient, buyer.email))
    expect(mails.map((m) => m.subject)).toEqual([tr.orders.notify.mailSubject])
    expect(items).toHaveLength(3)
  })

  const declines: [string, string, string, string][] = [
    ['insufficient funds', CARDS.insufficient, '10051', 'Kart limiti yetersiz, yetersiz bakiye'],
    ['a stolen card', CARDS.stolen, '10043', 'Çalıntı kart, karta el koyunuz'],
    ['a failed 3-D Secure (mdStatus 0)', CARDS.md0, 'MD0', tr.payment.mdStatus['0']!],
  ]
  it.each(declines)('fails on %s with the code shown as Hata Kodu, and leaves the cart as it was', async (_name, card, code, message) => {
    const { buyer, cart } = await buyerWithCart()
    const before = await cartItemsOf(buyer.id)
    const { started, callback } = await pay(buyer, cart, { card_number: card })
    expect(callback!.status).toBe(303)
    const { body } = await showPayment(buyer, started.body.payment_id)
    expect(body.payment_data[0]).toMatchObject({ status: 'failure', error_code: code, error_message: message, order_ids: [] })
    expect(await ordersOf(buyer.id)).toEqual([])
    expect(await cartItemsOf(buyer.id)).toEqual(before)
    expect(await cartOf(buyer.id)).toMatchObject({ locked_by_payment_id: null, contract_accepted_at: expect.any(Number) })
  })

  it('fails when the buyer cancels on the bank page or types a wrong code three times', async () => {
    for (const how of ['cancel', 'wrong'] as const) {
      const { buyer, cart } = await buyerWithCart()
      const { started, callback, bank } = await pay(buyer, cart, {}, how)
      expect(bank!.fields).toMatchObject({ status: 'failure', mdStatus: '0' })
      expect(callback!.status).toBe(303)
      expect((await showPayment(buyer, started.body.payment_id)).body.payment_data[0]).toMatchObject({
        status: 'failure',
        error_code: 'MD0',
      })
      expect(await ordersOf(buyer.id)).toEqual([])
    }
  })

  it('says so on the bank page when the code is wrong and lets the buyer try again', async () => {
    const { buyer, cart } = await buyerWithCart()
    const started = await startPayment(buyer, cart)
    const html = new TextDecoder().decode(Uint8Array.from(atob(started.body.threeDSHtmlContent), (ch) => ch.charCodeAt(0)))
    const token = /name="token" value="([^"]+)"/.exec(html)![1]!
    const pid = /\/__sim\/3ds\/([^"]+)"/.exec(html)![1]!
    const page = await (await formPost(`/__sim/3ds/${pid}/verify`, { token, code: '111111', action: 'confirm' })).text()
    expect(page).toContain(tr.payment.sim.wrongCode(2))
    expect(page).toContain('Akbank')
  })

  it('answers a failure at once when the bank refuses to start 3-D Secure, and unlocks the cart', async () => {
    const { buyer, cart } = await buyerWithCart()
    const { status, body } = await startPayment(buyer, cart, { card_number: CARDS.initFails })
    expect({ status, body }).toEqual({
      status: 200,
      body: {
        status: 'failure',
        message: 'İletişim veya sistem hatası',
        errorCode: '10214',
        errorMessage: 'İletişim veya sistem hatası',
        payment_id: expect.any(Number),
      },
    })
    expect((await cartOf(buyer.id))!.locked_by_payment_id).toBeNull()
  })

  it('answers 404 to a callback whose ids match no attempt, and changes nothing', async () => {
    const { buyer, cart } = await buyerWithCart()
    const started = await startPayment(buyer, cart)
    const bank = await bankPage(started.body.threeDSHtmlContent)
    for (const fields of [{ ...bank.fields, paymentId: '999999999' }, { ...bank.fields, conversationId: crypto.randomUUID() }, {}]) {
      expect(await read(await formPost('/api/payment/3ds-callback', fields))).toEqual({
        status: 404,
        body: { message: tr.payment.notFound },
      })
    }
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: 'pending', mdstatus: null })
  })

  it('never charges an attempt whose 3-D Secure window passed', async () => {
    const { buyer, cart } = await buyerWithCart()
    const started = await startPayment(buyer, cart)
    const bank = await bankPage(started.body.threeDSHtmlContent)
    await db
      .update(schema.payments)
      .set({ created_at: Date.now() - 11 * 60_000 })
      .where(eq(schema.payments.id, started.body.payment_id))
    expect((await formPost(bank.action, bank.fields)).status).toBe(303)
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: 'failure', error_code: 'EXPIRED', error_message: tr.payment.expired })
    expect(await ordersOf(buyer.id)).toEqual([])
  })

  it("answers 404 for another member's payment", async () => {
    const { buyer, cart } = await buyerWithCart()
    const started = await startPayment(buyer, cart)
    const other = await member()
    expect(await showPayment(other, started.body.payment_id)).toEqual({ status: 404, body: { message: tr.payment.notFound } })
  })
})

describe('idempotency: a double click, a retried callback or two tabs never charge twice', () => {
  it('replays the first answer for the same idempotency key and keeps one attempt', async () => {
    const { buyer, cart } = await buyerWithCart()
    const form = paymentForm(cart.id, cart.cart_total_buyer, { idempotency_key: 'tab-1-key-0001' })
    const first = await read(await postForm('/api/makePayment', form, buyer.token))
    const second = await read(await postForm('/api/makePayment', form, buyer.token))
    expect(second).toEqual(first)
    expect(await paymentsOf(buyer.id)).toHaveLength(1)
  })

  it('makes one attempt of five concurrent requests with the same key', async () => {
    const { buyer, cart } = await buyerWithCart()
    const form = paymentForm(cart.id, cart.cart_total_buyer, { idempotency_key: 'double-click-0001' })
    const answers = await Promise.all(Array.from({ length: 5 }, async () => read(await postForm('/api/makePayment', form, buyer.token))))
    const ok = answers.filter((a) => a.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    expect(new Set(ok.map((a) => a.body.payment_id)).size).toBe(1)
    for (const a of answers.filter((x) => x.status !== 200)) expect(a).toEqual({ status: 409, body: { message: tr.payment.inProgress } })
    expect(await paymentsOf(buyer.id)).toHaveLength(1)
  })

  it('makes orders once when the bank posts the callback again, one after the other and all at once', async () => {
    const { buyer, cart } = await buyerWithCart()
    const started = await startPayment(buyer, cart)
    const bank = await bankPage(started.body.threeDSHtmlContent)
    const responses = await Promise.all(Array.from({ length: 4 }, () => formPost(bank.action, bank.fields)))
    const again = await formPost(bank.action, bank.fields)
    for (const r of [...responses, again]) expect([r.status, location(r)]).toEqual([303, `/paymentresult/${started.body.payment_id}`])
    expect(await ordersOf(buyer.id)).toHaveLength(1)
    expect((await paymentsOf(buyer.id)).map((p) => p.status)).toEqual(['success'])
  })

  it('lets a second tab replace an attempt the bank has not answered; the first one is then never charged', async () => {
    const { buyer, cart } = await buyerWithCart()
    const tabA = await startPayment(buyer, cart, { idempotency_key: 'tab-a-000001' })
    const tabB = await startPayment(buyer, cart, { idempotency_key: 'tab-b-000001' })
    expect([tabA.body.status, tabB.body.status]).toEqual(['success', 'success'])
    const bankA = await bankPage(tabA.body.threeDSHtmlContent)
    const bankB = await bankPage(tabB.body.threeDSHtmlContent)
    await Promise.all([formPost(bankA.action, bankA.fields), formPost(bankB.action, bankB.fields)])
    const [a, b] = await paymentsOf(buyer.id)
    expect(a).toMatchObject({ status: 'failure', error_code: 'SUPERSEDED', mdstatus: null })
    expect(b).toMatchObject({ status: 'success' })
    expect(await ordersOf(buyer.id)).toHaveLength(1)
  })

  it('refuses a new attempt while the bank-answered one is being charged, writing nothing', async () => {
    const { buyer, cart } = await buyerWithCart()
    const first = await startPayment(buyer, cart)
    await db.update(schema.payments).set({ mdstatus: '1' }).where(eq(schema.payments.id, first.body.payment_id))
    expect(await startPayment(buyer, cart)).toEqual({
      status: 409,
      body: { message: tr.payment.inProgress },
    })
    expect(await paymentsOf(buyer.id)).toHaveLength(1)
  })

  it('gives the cart back when the buyer closes the 3-D Secure window; a late callback then charges nothing', async () => {
    const { buyer, cart } = await buyerWithCart()
    const started = await startPayment(buyer, cart)
    const bank = await bankPage(started.body.threeDSHtmlContent)
    expect(await read(await postForm('/api/cancelPayment', { payment_id: started.body.payment_id }, buyer.token))).toEqual({
      status: 200,
      body: { message: tr.payment.cancelled },
    })
    expect((await cartOf(buyer.id))!.locked_by_payment_id).toBeNull()
    expect((await formPost(bank.action, bank.fields)).status).toBe(303)
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: 'failure', error_code: 'ABANDONED' })
    expect(await ordersOf(buyer.id)).toEqual([])
  })

  it('settles an attempt whose worker stopped after the bank answered: the provider is asked, and the orders are made once', async () => {
    const { buyer, cart } = await buyerWithCart()
    const started = await startPayment(buyer, cart)
    const bank = await bankPage(started.body.threeDSHtmlContent)
    // As if the callback claimed the attempt two minutes ago and the worker died before charging.
    const p = (await paymentsOf(buyer.id))[0]!
    await db
      .update(schema.payments)
      .set({
        mdstatus: '1',
        basket: { ...(p.basket as object), conversation_data: bank.fields.conversationData, claimed_at: Date.now() - 120_000 },
      })
      .where(eq(schema.payments.id, p.id))
    const { body } = await showPayment(buyer, p.id)
    expect(body.payment_data[0]).toMatchObject({ status: 'success', order_ids: [expect.any(Number)] })
    expect((await formPost(bank.action, bank.fields)).status).toBe(303)
    expect(await ordersOf(buyer.id)).toHaveLength(1)
  })
})

describe("the provider's fraud check (iyzico fraudStatus)", () => {
  it('holds a charge under review (0): no order, the cart stays locked, the buyer is told; the cron makes the orders once it passes', async () => {
    const { buyer, cart } = await buyerWithCart()
    const { started, callback } = await pay(buyer, cart, { card_number: CARDS.fraudReview })
    expect(callback!.status).toBe(303)
    const id = started.body.payment_id
    expect((await showPayment(buyer, id)).body.payment_data[0]).toMatchObject({ status: 'pending', under_review: true, order_ids: [] })
    expect(await ordersOf(buyer.id)).toEqual([])
    expect(await cartOf(buyer.id)).toMatchObject({ locked_by_payment_id: id })
    // Nothing to decide before the provider has been given a minute.
    expect(await reviewHeldPayments(db, env, Date.now())).toBe(0)
    expect(await reviewHeldPayments(db, env, Date.now() + 120_000)).toBe(1)
    expect((await showPayment(buyer, id)).body.payment_data[0]).toMatchObject({ status: 'success', under_review: false })
    expect(await ordersOf(buyer.id)).toHaveLength(1)
    expect(await reviewHeldPayments(db, env, Date.now() + 240_000)).toBe(0)
  })

  it('fails and voids a charge the fraud check refuses (-1): no order, the cart is given back', async () => {
    const { buyer, cart } = await buyerWithCart()
    const before = await cartItemsOf(buyer.id)
    const { started } = await pay(buyer, cart, { card_number: CARDS.fraudRefused })
    expect((await showPayment(buyer, started.body.payment_id)).body.payment_data[0]).toMatchObject({
      status: 'failure',
      under_review: false,
      error_code: 'FRAUD',
      error_message: tr.payment.fraudRefused,
      order_ids: [],
    })
    expect(await ordersOf(buyer.id)).toEqual([])
    expect(await cartItemsOf(buyer.id)).toEqual(before)
    expect(await cartOf(buyer.id)).toMatchObject({ locked_by_payment_id: null })
  })

  it("refuses a signed iyzico answer about another payment than the one asked about (the 3-D Secure guide's correlation)", async () => {
    const { hmacHex } = await import('../../../worker/lib/crypto.ts')
    const config = { apiKey: 'k', secretKey: 's', baseUrl: 'https://sandbox-api.iyzipay.com' }
    const other = {
      status: 'success',
      paymentId: '2',
      currency: 'TRY',
      basketId: 'B',
      conversationId: 'c',
      paidPrice: '10.0',
      price: '10.0',
      fraudStatus: 1,
    }
    const signature = await hmacHex('s', ['2', 'TRY', 'B', 'c', '10.0', '10.0'].join(':'))
    const bank = iyzicoProvider(config, (async () => Response.json({ ...other, signature })) as typeof fetch)
    expect(await bank.complete3ds({ paymentId: '1', conversationId: 'c', conversationData: '' })).toMatchObject({
      ok: false,
      errorCode: 'SIGNATURE',
    })
    expect(await bank.complete3ds({ paymentId: '2', conversationId: 'c', conversationData: '' })).toMatchObject({ ok: true })
  })

  it('reads fraudStatus from iyzico answers: 0 and -1 as they come, 1 when passed', async () => {
    const answer = (fraudStatus: unknown) => ({
      status: 'success',
      paymentId: '1',
      currency: 'TRY',
      basketId: 'B',
      conversationId: 'c',
      paidPrice: '10.0',
      price: '10.0',
      fraudStatus,
      itemTransactions: [],
    })
    const config = { apiKey: 'k', secretKey: 's', baseUrl: 'https://sandbox-api.iyzipay.com' }
    const { hmacHex } = await import('../../../worker/lib/crypto.ts')
    const signature = await hmacHex('s', ['1', 'TRY', 'B', 'c', '10.0', '10.0'].join(':'))
    for (const [sent, read] of [
      [0, 0],
      [-1, -1],
      [1, 1],
    ] as const) {
      const bank = iyzicoProvider(config, (async () => Response.json({ ...answer(sent), signature })) as typeof fetch)
      expect(await bank.retrieve({ paymentId: '1', conversationId: 'c', conversationData: null })).toMatchObject({
        ok: true,
        fraudStatus: read,
      })
    }
  })
})

describe('buy-now items in the payment', () => {
  it("completes the item in the auction's room after the charge", async () => {
    const { buyer, cart, items } = await buyerWithCart([{ from: 1, price: 50_000 }])
    const room = fakeRoom()
    try {
      const { callback } = await pay(buyer, cart)
      expect(callback!.status).toBe(303)
    } finally {
      room.restore()
    }
    expect(room.calls).toEqual([{ auctionId: items[0]!.auction.id, kind: 'buynow-complete' }])
    expect(await ordersOf(buyer.id)).toHaveLength(1)
  })

  it('voids the payment when the room already sold the item to the winner, and keeps the cart', async () => {
    const { buyer, cart } = await buyerWithCart([{ from: 2 }, { from: 1, price: 50_000 }])
    const before = await cartItemsOf(buyer.id)
    const room = fakeRoom(() => soldElsewhere)
    let started
    try {
      ;({ started } = await pay(buyer, cart))
    } finally {
      room.restore()
    }
    const { body } = await showPayment(buyer, started.body.payment_id)
    expect(body.payment_data[0]).toMatchObject({
      status: 'failure',
      error_code: 'VOIDED',
      error_message: tr.payment.itemGone,
      order_ids: [],
    })
    expect(await ordersOf(buyer.id)).toEqual([])
    expect(await cartItemsOf(buyer.id)).toEqual(before)
    expect((await cartOf(buyer.id))!.locked_by_payment_id).toBeNull()
  })

  it('keeps a bought-now item the room already closed for the buyer as theirs to pay when another one is refused', async () => {
    const { buyer, cart, items } = await buyerWithCart([
      { from: 1, price: 30_000 },
      { from: 1, price: 40_000 },
    ])
    const refused = items[1]!.auction.id
    const room = fakeRoom(
      (cmd, auctionId) => (auctionId === refused ? soldElsewhere : null) as ReturnType<Parameters<typeof fakeRoom>[0] & object>,
    )
    try {
      await pay(buyer, cart)
    } finally {
      room.restore()
    }
    expect((await cartItemsOf(buyer.id)).map((i) => [i.auction_id, i.from_bn_or_auc])).toEqual([
      [items[0]!.auction.id, 2],
      [refused, 1],
    ])
    expect(await ordersOf(buyer.id)).toEqual([])
  })
})

// ---- the iyzico adapter, against recorded answers ----------------------------------------------

const SANDBOX = {
  apiKey: 'sandbox-afXhZPW0MQlE4dCUUlHcEopnMBgXnAZI',
  secretKey: 'sandbox-wbwpzKIiplZxI3hh5ALI4FJyAcZKL6kq',
  baseUrl: 'https://sandbox-api.iyzipay.com',
}
/** Recorded with Node's crypto.createHmac (an implementation independent of the adapter's WebCrypto). */
const RECORDED = {
  rnd: '1700000000000123456',
  installmentBody: '{"locale":"tr","conversationId":"conv-1","binNumber":"552608","price":"1050.0"}',
  header:
    'IYZWSv2 YXBpS2V5OnNhbmRib3gtYWZYaFpQVzBNUWxFNGRDVVVsSGNFb3BuTUJnWG5BWkkmcmFuZG9tS2V5OjE3MDAwMDAwMDAwMDAxMjM0NTYmc2lnbmF0dXJlOmI4N2Y2ZDUyZDJkOWNhMGQ0MzFiYTZkYjZhZDlhMjkwOWY4YTZiNWM3NWE1YjY4OGNlZWYxZjhiZTQzOTc4YTc=',
  initSignature: '5d7fdfc380209dbe297e73999498d1d981b97348d80cb23fcf60f0a84c865a6f',
  authSignature: '1603243d98afe4129c2a9d795305e2a88c76cc1f0518a2607a1b55a38ad6e9f1',
}

type Sent = { url: string; headers: Record<string, string>; body: Record<string, unknown> }
function recorder(answers: Record<string, unknown>) {
  const sent: Sent[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    sent.push({ url, headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) })
    const path = new URL(url).pathname
    if (!(path in answers)) throw new TypeError('network down')
    return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'Content-Type': 'application/json' } })
  }) as typeof fetch
  return { sent, fetcher }
}

describe('iyzico adapter (IYZWSv2, recorded answers)', () => {
  it('signs a request exactly as iyzipay does', async () => {
    expect(await authorization(SANDBOX, '/payment/iyzipos/installment', RECORDED.installmentBody, RECORDED.rnd)).toEqual({
      Authorization: RECORDED.header,
      'x-iyzi-rnd': RECORDED.rnd,
    })
    expect([priceString(105_000), priceString(108_885), priceString(120)]).toEqual(['1050.0', '1088.85', '1.2'])
  })

  it('sends the signed installment request and reads installmentDetails', async () => {
    const { sent, fetcher } = recorder({
      '/payment/iyzipos/installment': {
        status: 'success',
        locale: 'tr',
        systemTime: 1700000000000,
        conversationId: 'conv-1',
        installmentDetails: [
          {
            ...AXESS,
            price: 1050.0,
            force3ds: 0,
            forceCvc: 0,
            commercial: 0,
            installmentPrices: [
              { installmentPrice: 1050.0, totalPrice: 1050.0, installmentNumber: 1 },
              { installmentPrice: 362.95, totalPrice: 1088.85, installmentNumber: 3 },
            ],
          },
        ],
      },
    })
    const iyzico = iyzicoProvider(SANDBOX, fetcher, () => RECORDED.rnd)
    expect(await iyzico.installments('552608', 105_000, 'conv-1')).toEqual({
      ok: true,
      detail: {
        ...AXESS,
        force3ds: 0,
        prices: [
          { installmentNumber: 1, installmentKurus: 105_000, totalKurus: 105_000 },
          { installmentNumber: 3, installmentKurus: 36_295, totalKurus: 108_885 },
        ],
      },
    })
    expect(sent[0]!.url).toBe('https://sandbox-api.iyzipay.com/payment/iyzipos/installment')
    expect(sent[0]!.headers).toMatchObject({
      Authorization: RECORDED.header,
      'x-iyzi-rnd': RECORDED.rnd,
      'Content-Type': 'application/json',
    })
  })

  const initRequest = {
    conversationId: 'conv-2',
    basketId: 'C1P2',
    priceKurus: 105_000,
    paidPriceKurus: 108_885,
    installment: 3,
    card: { holderName: 'AYŞE YILMAZ', number: CARDS.akbankCredit, expireMonth: 3, expireYear: 2030, cvc: '123', register: false },
    buyer: { id: 7, ...IYZICO_BUYER, address: 'Moda Cad. 12' },
    shippingAddress: { contactName: 'Ayşe Yılmaz', city: 'İstanbul', country: 'Turkey', address: 'Moda Cad. 12', zipCode: '34710' },
    billingAddress: { contactName: 'Ayşe Yılmaz', city: 'İstanbul', country: 'Turkey', address: 'Moda Cad. 12', zipCode: '34710' },
    basketItems: [{ id: '11', name: 'Gümüş tabaka', category: 'Mezat', priceKurus: 105_000 }],
    callbackUrl: 'https://mezat.example/api/payment/3ds-callback',
  }

  it('starts 3-D Secure with prices as decimal strings and checks the answer signature', async () => {
    const html = btoa('<html>acs</html>')
    const answer = {
      status: 'success',
      locale: 'tr',
      conversationId: 'conv-2',
      paymentId: '24680135',
      threeDSHtmlContent: html,
      signature: RECORDED.initSignature,
    }
    const { sent, fetcher } = recorder({ '/payment/3dsecure/initialize': answer })
    const iyzico = iyzicoProvider(SANDBOX, fetcher, () => RECORDED.rnd)
    expect(await iyzico.initialize3ds(initRequest)).toEqual({ ok: true, paymentId: '24680135', htmlBase64: html })
    expect(sent[0]!.body).toMatchObject({
      locale: 'tr',
      price: '1050.0',
      paidPrice: '1088.85',
      currency: 'TRY',
      installment: 3,
      paymentCard: {
        cardHolderName: 'AYŞE YILMAZ',
        cardNumber: CARDS.akbankCredit,
        expireMonth: '03',
        expireYear: '2030',
        cvc: '123',
        registerCard: 0,
      },
      basketItems: [{ id: '11', name: 'Gümüş tabaka', category1: 'Mezat', itemType: 'PHYSICAL', price: '1050.0' }],
      callbackUrl: 'https://mezat.example/api/payment/3ds-callback',
    })
    const forged = recorder({ '/payment/3dsecure/initialize': { ...answer, signature: 'f'.repeat(64) } })
    expect(await iyzicoProvider(SANDBOX, forged.fetcher).initialize3ds(initRequest)).toMatchObject({ ok: false, errorCode: 'SIGNATURE' })
  })

  it('completes the charge, reading item transactions, and passes declines through as iyzico words them', async () => {
    const auth = {
      status: 'success',
      paymentId: '24680135',
      conversationId: 'conv-2',
      basketId: 'C1P2',
      currency: 'TRY',
      price: 1050,
      paidPrice: 1088.85,
      installment: 3,
      cardType: 'CREDIT_CARD',
      cardAssociation: 'MASTER_CARD',
      cardFamily: 'Axess',
      binNumber: '552608',
      lastFourDigits: '0006',
      itemTransactions: [{ itemId: '11', paymentTransactionId: '25877553', price: 1050, paidPrice: 1088.85 }],
      signature: RECORDED.authSignature,
    }
    const ok = recorder({ '/payment/3dsecure/auth': auth })
    expect(
      await iyzicoProvider(SANDBOX, ok.fetcher).complete3ds({ paymentId: '24680135', conversationId: 'conv-2', conversationData: '' }),
    ).toEqual({
      ok: true,
      paymentId: '24680135',
      paidPriceKurus: 108_885,
      fraudStatus: 1,
      cardType: 'CREDIT_CARD',
      cardAssociation: 'MASTER_CARD',
      cardFamily: 'Axess',
      items: [{ itemId: '11', transactionId: '25877553', paidPriceKurus: 108_885 }],
    })
    const declined = recorder({
      '/payment/3dsecure/auth': {
        status: 'failure',
        errorCode: '10051',
        errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
        errorGroup: 'NOT_SUFFICIENT_FUNDS',
        locale: 'tr',
      },
    })
    expect(
      await iyzicoProvider(SANDBOX, declined.fetcher).complete3ds({ paymentId: '1', conversationId: 'c', conversationData: '' }),
    ).toEqual({
      ok: false,
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
      errorGroup: 'NOT_SUFFICIENT_FUNDS',
    })
    const tampered = recorder({ '/payment/3dsecure/auth': { ...auth, paidPrice: 1.0 } })
    expect(
      await iyzicoProvider(SANDBOX, tampered.fetcher).complete3ds({
        paymentId: '24680135',
        conversationId: 'conv-2',
        conversationData: '',
      }),
    ).toMatchObject({ ok: false, errorCode: 'SIGNATURE' })
  })

  it('raises ProviderUnavailable when iyzico cannot be reached, and refunds and voids by id', async () => {
    const down = recorder({})
    await expect(iyzicoProvider(SANDBOX, down.fetcher).installments('552608', 100, 'c')).rejects.toBeInstanceOf(ProviderUnavailable)
    const ops = recorder({ '/payment/cancel': { status: 'success' }, '/payment/refund': { status: 'success' } })
    const iyzico = iyzicoProvider(SANDBOX, ops.fetcher)
    expect(await iyzico.cancel({ paymentId: '24680135', conversationId: 'c', ip: '1.2.3.4' })).toEqual({ ok: true })
    expect(await iyzico.refund({ transactionId: '25877553', amountKurus: 108_885, conversationId: 'c', ip: '1.2.3.4' })).toEqual({
      ok: true,
    })
    expect(ops.sent.map((s) => s.body)).toEqual([
      { locale: 'tr', conversationId: 'c', paymentId: '24680135', ip: '1.2.3.4' },
      { locale: 'tr', conversationId: 'c', paymentTransactionId: '25877553', price: '1088.85', currency: 'TRY', ip: '1.2.3.4' },
    ])
  })

  it('is chosen by PAYMENT_PROVIDER; production never falls back to the simulated bank', () => {
    const base = env as unknown as Env
    expect(paymentProvider(base).name).toBe('simulated')
    expect(paymentProvider({ ...base, PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's' } as Env).name).toBe('iyzico')
    expect(() => paymentProvider({ ...base, PAYMENT_PROVIDER: undefined, ENVIRONMENT: 'production' } as Env)).toThrow(/PAYMENT_PROVIDER/)
    expect(() => paymentProvider({ ...base, PAYMENT_PROVIDER: 'iyzico' } as Env)).toThrow(/IYZICO_API_KEY/)
  })
})
