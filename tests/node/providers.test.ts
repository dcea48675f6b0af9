// Our provider adapters beside the providers' own official clients (iyzipay, resend, @netgsm/sms; dev
// dependencies), on the same input, against one recording server on 127.0.0.1: URL path, method, the
// headers each provider requires, body fields, values and types, and iyzico's IYZWSv2 signature. Node,
// not workerd: the official clients need Node. What workerd adds or leaves out (User-Agent) is checked
// in tests/worker/platform/outgoing.test.ts.
import { Netgsm } from '@netgsm/sms'
import Iyzipay from 'iyzipay'
import iyzipayUtils from 'iyzipay/lib/utils.js'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Resend } from 'resend'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resendMailer } from '../../worker/adapters/mail/resend.ts'
import type { Init3dsRequest } from '../../worker/adapters/payment/index.ts'
import { iyzicoProvider } from '../../worker/adapters/payment/iyzico.ts'
import { netgsmSms } from '../../worker/adapters/sms/netgsm.ts'
import type { Env } from '../../worker/env.ts'
import { IYZICO_BUYER } from '../support/iyzico-buyer.ts'

type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; raw: string; body: unknown }
let server: Server
let origin = ''
let recorded: Recorded[] = []

/** What each provider answers; only the request matters here. */
function answer(path: string): unknown {
  if (path === '/emails') return { id: '4ef9a417-02e9-4d39-ad75-9611e0fcc33c' }
  if (path.startsWith('/sms/')) return { code: '00', jobid: '17377215342605050417149344', description: 'queued' }
  return { status: 'success', locale: 'tr', systemTime: 1, conversationId: 'c' }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (d) => (raw += d))
    req.on('end', () => {
      recorded.push({ method: req.method!, path: req.url!, headers: req.headers, raw, body: raw ? JSON.parse(raw) : null })
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(req.url!)))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  recorded = []
})

/** Our adapters' fetch, sent to the recording server instead of the provider's host. */
const toRecorder = ((input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input))
  return fetch(`${origin}${url.pathname}${url.search}`, init)
}) as typeof fetch

/** The last two requests: the official client's, then ours. */
const pair = () => {
  expect(recorded).toHaveLength(2)
  return { official: recorded[0]!, ours: recorded[1]! }
}

const env = {
  RESEND_API_KEY: 're_123456789_abcdefghijklmnop',
  MAIL_FROM: 'Mezat <bildirim@mezat.com.tr>',
  NETGSM_USERCODE: '8503031234',
  NETGSM_PASSWORD: 'Gizli-Şifre.ğüı',
  NETGSM_HEADER: 'MEZAT',
} as Env

describe('Resend (resend 6.38) beside resendMailer', () => {
  it('sends the same POST /emails: bearer key, JSON, User-Agent, Idempotency-Key and body', async () => {
    const mail = { to: 'alıcı@example.com', subject: 'Mezat: şifre yenileme', text: 'Merhaba Çağrı,\nbağlantı: https://mezat.com.tr/x' }
    const sent = await new Resend(env.RESEND_API_KEY, { baseUrl: origin }).emails.send(
      { from: env.MAIL_FROM!, to: [mail.to], subject: mail.subject, text: mail.text },
      { idempotencyKey: 'mezat-outbox-42-1764000000000' },
    )
    expect(sent.error).toBeNull()
    await resendMailer(env, toRecorder).send({ ...mail, idempotencyKey: 'mezat-outbox-42-1764000000000' })
    const { official, ours } = pair()
    expect(ours.method).toBe(official.method)
    expect(ours.path).toBe(official.path)
    for (const h of ['authorization', 'content-type', 'idempotency-key']) expect([h, ours.headers[h]]).toEqual([h, official.headers[h]])
    expect(official.headers['user-agent']).toMatch(/^resend-node:/)
    expect(ours.headers['user-agent']).toMatch(/^Mezat\/\d/)
    expect(ours.body).toEqual(official.body)
  })
})

describe('Netgsm (@netgsm/sms 1.1.11) beside netgsmSms', () => {
  it('sends the same POST /sms/rest/v2/send: UTF-8 Basic credentials, JSON and body', async () => {
    const client = new Netgsm({ username: env.NETGSM_USERCODE!, password: env.NETGSM_PASSWORD! })
    // The client has no option for its host; this points it at the recorder.
    ;(client as unknown as { baseURL: string }).baseURL = origin
    const text = 'Mezat doğrulama kodunuz: 482913. Kodu kimseyle paylaşmayın.'
    await client.sendRestSms({ msgheader: env.NETGSM_HEADER!, encoding: 'TR', messages: [{ msg: text, no: '5321234567' }] })
    await netgsmSms(env, toRecorder).send({ to: '+90 532 123 45 67', text })
    const { official, ours } = pair()
    expect(ours.method).toBe(official.method)
    expect(ours.path).toBe(official.path)
    expect(ours.headers.authorization).toBe(official.headers.authorization)
    expect(ours.headers['content-type']).toBe(official.headers['content-type'])
    expect(ours.body).toEqual(official.body)
  })
})

describe('iyzico (iyzipay 2.0.69) beside iyzicoProvider', () => {
  const config = { apiKey: 'sandbox-afXhZPW0MQlE4dCUUlHcEopnMBgXnAZI', secretKey: 'sandbox-wbwpzKIiplZxI3hh5ALI4FJyAcZKL6kq', baseUrl: '' }
  const official = () => new Iyzipay({ apiKey: config.apiKey, secretKey: config.secretKey, uri: origin })
  const call = <T>(fn: (cb: (err: unknown, res: T) => void) => void) =>
    new Promise<T>((resolve, reject) => fn((err, res) => (err ? reject(err) : resolve(res))))

  /** Runs the official call, then ours with the official random key, and compares the two requests. */
  async function compare(
    runOfficial: (i: Iyzipay) => Promise<unknown>,
    runOurs: (p: ReturnType<typeof iyzicoProvider>) => Promise<unknown>,
  ) {
    await runOfficial(official())
    const rnd = String(recorded[0]!.headers['x-iyzi-rnd'])
    await runOurs(iyzicoProvider({ ...config, baseUrl: origin }, toRecorder, () => rnd))
    const { official: o, ours } = pair()
    expect(ours.method).toBe(o.method)
    expect(ours.path).toBe(o.path)
    expect(ours.headers['content-type']).toMatch(/^application\/json/)
    expect(ours.headers['x-iyzi-rnd']).toBe(o.headers['x-iyzi-rnd'])
    // Field order is free in JSON; values and their types are not (prices are strings, installment a number).
    expect(ours.body).toEqual(JSON.parse(JSON.stringify(o.body)))
    // The signature covers the exact body bytes: it is what the official client computes over our bytes,
    // and since our keys follow iyzipay's order, the bytes and the signature are the official ones.
    const theirs = iyzipayUtils.generateAuthorizationHeaderV2(
      'IYZWSv2',
      config.apiKey,
      ':',
      config.secretKey,
      ours.path,
      JSON.parse(ours.raw),
      rnd,
    )
    expect(ours.headers.authorization).toBe(theirs)
    expect(ours.raw).toBe(o.raw)
    expect(ours.headers.authorization).toBe(o.headers.authorization)
    return { official: o, ours }
  }

  const req: Init3dsRequest = {
    conversationId: 'order-1042-a1',
    basketId: 'B1042',
    priceKurus: 125_050,
    paidPriceKurus: 130_000,
    installment: 3,
    card: { holderName: 'Ayşe Yılmaz', number: '5528790000000008', expireMonth: 3, expireYear: 2030, cvc: '123', register: false },
    buyer: { id: 77, ...IYZICO_BUYER, address: 'Moda Cad. No:5 Kadıköy' },
    shippingAddress: {
      contactName: 'Ayşe Yılmaz',
      city: 'İstanbul',
      country: 'Turkey',
      address: 'Moda Cad. No:5 Kadıköy',
      zipCode: '34710',
    },
    billingAddress: {
      contactName: 'Ayşe Yılmaz',
      city: 'İstanbul',
      country: 'Turkey',
      address: 'Moda Cad. No:5 Kadıköy',
      zipCode: '34710',
    },
    basketItems: [
      { id: 'A1', name: 'Seiko SKX007', category: 'Saat', priceKurus: 100_000 },
      { id: 'A2', name: 'Kayış', category: 'Aksesuar', priceKurus: 25_050 },
    ],
    callbackUrl: 'https://mezat.com.tr/api/payment/callback',
  }
  const address = (a: Init3dsRequest['shippingAddress']) => ({ ...a })

  /** The official SDK's 3-D Secure initialize request for `req`, the basket as the SDK writes it. */
  const sdkInit3ds = (basketItems: object[]) => ({
    locale: 'tr',
    conversationId: req.conversationId,
    price: '1250.5',
    paidPrice: '1300',
    currency: 'TRY',
    installment: 3,
    basketId: req.basketId,
    paymentChannel: 'WEB',
    paymentGroup: 'PRODUCT',
    callbackUrl: req.callbackUrl,
    paymentCard: {
      cardHolderName: req.card.holderName,
      cardNumber: req.card.number,
      expireMonth: '03',
      expireYear: '2030',
      cvc: req.card.cvc,
      registerCard: 0,
    },
    buyer: {
      id: '77',
      name: 'Ayşe',
      surname: 'Yılmaz',
      gsmNumber: req.buyer.phone,
      email: req.buyer.email,
      identityNumber: req.buyer.identityNumber,
      registrationAddress: req.buyer.address,
      ip: req.buyer.ip,
      city: req.buyer.city,
      country: 'Turkey',
      zipCode: req.buyer.zipCode,
    },
    shippingAddress: address(req.shippingAddress),
    billingAddress: address(req.billingAddress),
    basketItems,
  })

  it('3-D Secure initialize: same path, body and signature', async () => {
    await compare(
      (i) =>
        call((cb) =>
          i.threedsInitialize.create(
            sdkInit3ds([
              { id: 'A1', name: 'Seiko SKX007', category1: 'Saat', itemType: 'PHYSICAL', price: '1000' },
              { id: 'A2', name: 'Kayış', category1: 'Aksesuar', itemType: 'PHYSICAL', price: '250.50' },
            ]),
            cb,
          ),
        ),
      (p) => p.initialize3ds(req),
    )
  })

  it('3-D Secure auth, cancel, refund, payment detail and installments: same path, body and signature', async () => {
    await compare(
      (i) =>
        call((cb) => i.threedsPayment.create({ locale: 'tr', conversationId: 'c1', paymentId: '2400159', conversationData: 'x=1' }, cb)),
      (p) => p.complete3ds({ paymentId: '2400159', conversationId: 'c1', conversationData: 'x=1' }),
    )
    recorded = []
    await compare(
      (i) => call((cb) => i.cancel.create({ locale: 'tr', conversationId: 'c2', paymentId: '2400159', ip: '85.34.78.112' }, cb)),
      (p) => p.cancel({ paymentId: '2400159', conversationId: 'c2', ip: '85.34.78.112' }),
    )
    recorded = []
    await compare(
      (i) =>
        call((cb) =>
          i.refund.create(
            { locale: 'tr', conversationId: 'c3', paymentTransactionId: '2600021', price: '250.5', currency: 'TRY', ip: '85.34.78.112' },
            cb,
          ),
        ),
      (p) => p.refund({ transactionId: '2600021', amountKurus: 25_050, conversationId: 'c3', ip: '85.34.78.112' }),
    )
    recorded = []
    await compare(
      (i) => call((cb) => i.payment.retrieve({ locale: 'tr', conversationId: 'c4', paymentId: '2400159' }, cb)),
      (p) => p.retrieve({ paymentId: '2400159', conversationId: 'c4', conversationData: null }),
    )
    recorded = []
    await compare(
      (i) => call((cb) => i.installmentInfo.retrieve({ locale: 'tr', conversationId: 'c5', binNumber: '552879', price: '1300' }, cb)),
      (p) => p.installments('552879', 130_000, 'c5'),
    )
  })
  /** Our side of the sub-merchant calls (the official side is written out as iyzico's example has it). */
  const seller = {
    externalId: 'mezat-41',
    name: 'Mehmet Kaya',
    contactName: 'Mehmet',
    contactSurname: 'Kaya',
    identityNumber: '12345678950',
    email: 'mehmet@example.com',
    phone: '+905329876543',
    address: 'Çukurcuma Cad. No:5 Beyoğlu İstanbul',
  }
  /** The seller as the official SDK's sub-merchant requests name it. */
  const sdkSeller = {
    address: seller.address,
    contactName: seller.contactName,
    contactSurname: seller.contactSurname,
    email: seller.email,
    gsmNumber: seller.phone,
    name: seller.name,
  }
  it('marketplace: sub-merchant create (PERSONAL) and update (a new IBAN), basket items with subMerchantKey/subMerchantPrice, approval, disapproval', async () => {
    await compare(
      (i) =>
        call((cb) =>
          i.subMerchant.create(
            {
              locale: 'tr',
              conversationId: 'sm-41',
              subMerchantExternalId: 'mezat-41',
              subMerchantType: 'PERSONAL',
              ...sdkSeller,
              iban: 'TR180006200119000006672315',
              identityNumber: '12345678950',
              currency: 'TRY',
            },
            cb,
          ),
        ),
      (p) =>
        p.createSubMerchant({
          conversationId: 'sm-41',
          ...seller,
          iban: 'TR180006200119000006672315',
        }),
    )
    recorded = []
    // The seller changed their IBAN: the same path by PUT, keyed by the sub-merchant key.
    await compare(
      (i) =>
        call((cb) =>
          i.subMerchant.update(
            {
              locale: 'tr',
              conversationId: 'sm-41-1764100000000',
              subMerchantKey: 'rmeeA2Bzh5dIHufvLANrkmJQWh8=',
              ...sdkSeller,
              iban: 'TR330006100519786457841326',
              identityNumber: '12345678950',
              currency: 'TRY',
            },
            cb,
          ),
        ),
      (p) =>
        p.updateSubMerchant({
          conversationId: 'sm-41-1764100000000',
          subMerchantKey: 'rmeeA2Bzh5dIHufvLANrkmJQWh8=',
          ...seller,
          iban: 'TR330006100519786457841326',
        }),
    )
    recorded = []
    const market: Init3dsRequest = {
      ...req,
      basketItems: [
        {
          id: 'A1',
          name: 'Seiko SKX007',
          category: 'Saat',
          priceKurus: 100_000,
          subMerchant: { key: 'rmeeA2Bzh5dIHufvLANrkmJQWh8=', priceKurus: 92_000 },
        },
        { id: 'A2', name: 'Kayış', category: 'Aksesuar', priceKurus: 25_050 },
      ],
    }
    const { ours } = await compare(
      (i) =>
        call((cb) =>
          i.threedsInitialize.create(
            sdkInit3ds([
              {
                id: 'A1',
                name: 'Seiko SKX007',
                category1: 'Saat',
                itemType: 'PHYSICAL',
                price: '1000',
                subMerchantKey: 'rmeeA2Bzh5dIHufvLANrkmJQWh8=',
                subMerchantPrice: '920',
              },
              { id: 'A2', name: 'Kayış', category1: 'Aksesuar', itemType: 'PHYSICAL', price: '250.50' },
            ]),
            cb,
          ),
        ),
      (p) => p.initialize3ds(market),
    )
    expect((ours.body as { basketItems: unknown[] }).basketItems[0]).toMatchObject({ subMerchantPrice: '920.0' })
    recorded = []
    await compare(
      (i) => call((cb) => i.approval.create({ locale: 'tr', conversationId: 'c-r1', paymentTransactionId: '25877553' }, cb)),
      (p) => p.approveItem({ transactionId: '25877553', conversationId: 'c-r1' }),
    )
    recorded = []
    await compare(
      (i) => call((cb) => i.disapproval.create({ locale: 'tr', conversationId: 'c-d1', paymentTransactionId: '25877553' }, cb)),
      (p) => p.disapproveItem({ transactionId: '25877553', conversationId: 'c-d1' }),
    )
  })
})
