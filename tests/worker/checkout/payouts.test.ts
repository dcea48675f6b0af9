// Protected payment and payout, the seller's money and returns (docs/after-the-hammer.md): the payout
// ledger through the simulated bank, the iyzico adapter's marketplace calls against recorded answers, the
// cron's release after delivery, and a return's refund and disapproval, once however many race.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { RELEASE_AFTER_MS, RETURN_WINDOW_MS } from '../../../common/payout.ts'
import { SellerMoney } from '../../../common/schemas/payout.ts'
import { makeTurkishIban } from '../../../common/validation/iban.ts'
import { tcknFromNine } from '../../../common/validation/tckn.ts'
import { ProviderUnavailable } from '../../../worker/adapters/payment/errors.ts'
import { iyzicoProvider } from '../../../worker/adapters/payment/iyzico.ts'
import { simulatedProvider } from '../../../worker/adapters/payment/simulated.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { disapproveOrder, releaseDuePayouts, releaseOrder, syncSubMerchants } from '../../../worker/domain/checkout/payouts.ts'
import type { Env } from '../../../worker/env.ts'
import { member, notificationsOf, paidOrder, paymentsOf, setStatus, type Member } from '../../support/checkout-seed.ts'
import { call, get, read } from '../../support/http.ts'
import { banks } from '../../support/member-seed.ts'
import { db } from '../../support/seed.ts'

const IBAN = makeTurkishIban('00062', '6299123456781234')
/** A seller whose payout profile is complete: they become a sub-merchant at the first payment. */
const registeredSeller = () =>
  member({ first_name: 'Mehmet', last_name: 'Kaya', tckn: tcknFromNine('123456789'), bank_account_name: 'Mehmet Kaya', bank_iban: IBAN })

const updateStatus = (id: number, body: Record<string, unknown>, who: Member) =>
  call('POST', `/api/orders/${id}/update-status`, JSON.stringify(body), {
    auth: who.token,
    headers: { 'Content-Type': 'application/json' },
  })
const ledger = (orderId: number) => db.select().from(schema.payouts).where(eq(schema.payouts.order_id, orderId)).orderBy(schema.payouts.id)
const refunds = (orderId: number) => db.select().from(schema.refunds).where(eq(schema.refunds.order_id, orderId))
const money = async (seller: Member, orderId: number) =>
  SellerMoney.parse((await read(await get(`/api/showOrderForSeller/${orderId}`, seller.token))).body.order.money)

afterEach(() => vi.restoreAllMocks())

describe('protected payment (simulated bank)', () => {
  it('registers the seller as a sub-merchant, holds their share until the buyer confirms, then releases it', async () => {
    const seller = await registeredSeller()
    const { buyer, order } = await paidOrder({ seller })
    const [sm] = await db.select().from(schema.sub_merchants).where(eq(schema.sub_merchants.user_id, seller.id))
    expect(sm).toMatchObject({ provider: 'simulated', sub_merchant_key: `sim-sm-mezat-${seller.id}`, iban: IBAN })
    const [payment] = await paymentsOf(buyer.id)
    expect((payment!.basket as { items: { sub_merchant_key: string }[] }).items[0]!.sub_merchant_key).toBe(sm!.sub_merchant_key)
    // 1.000 TL less the 8 % seller fee: 920 TL held for the seller.
    expect(await ledger(order.id)).toEqual([
      expect.objectContaining({ kind: 'hold', status: 'done', amount_kurus: 92_000, sub_merchant_key: sm!.sub_merchant_key }),
    ])
    expect(await money(seller, order.id)).toMatchObject({ sale_price: 1000, commission: 80, shipping: 0, net: 920, state: 'held' })

    await setStatus(order.id, 4)
    expect((await updateStatus(order.id, { status: 5 }, buyer)).status).toBe(200)
    expect(await releaseOrder(db, env as unknown as Env, order.id)).toBe(0) // once: a second release (the cron's) finds it made
    const rows = await ledger(order.id)
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['hold', 'done'],
      ['release', 'done'],
    ])
    const view = await money(seller, order.id)
    expect(view).toMatchObject({ state: 'released', state_text: tr.payout.state.released, net: 920, iban: `TR…${IBAN.slice(-4)}` })
    expect(view.note).toContain(`TR…${IBAN.slice(-4)}`)
    expect((await notificationsOf(seller.id)).filter((n) => n.notification_title === tr.payout.notify.releasedTitle)).toEqual([
      expect.objectContaining({ notification_message: tr.payout.notify.released(order.id, '920\u00a0₺') }),
    ])
  })

  it('pays a seller with no payout profile by hand: held, then "waiting for your details" on release', async () => {
    const { buyer, seller, order } = await paidOrder()
    expect(await db.select().from(schema.sub_merchants).where(eq(schema.sub_merchants.user_id, seller.id))).toEqual([])
    await setStatus(order.id, 4)
    expect((await read(await updateStatus(order.id, { status: 5 }, buyer))).status).toBe(200)
    expect((await ledger(order.id)).map((r) => [r.kind, r.status, r.sub_merchant_key])).toEqual([
      ['hold', 'done', null],
      ['release', 'manual', null],
    ])
    expect(await money(seller, order.id)).toMatchObject({ state: 'profile_missing', note: tr.payout.profileMissing, iban: null })
  })

  it('the cron starts the clock at delivery and releases RELEASE_AFTER_DAYS later without a complaint', async () => {
    const seller = await registeredSeller()
    const { order } = await paidOrder({ seller })
    const e = env as unknown as Env
    const t0 = Date.now()
    await releaseDuePayouts(db, e, t0) // still at 0: nothing happens
    expect((await ledger(order.id))[0]!.due_at).toBeNull()
    await setStatus(order.id, 4)
    await releaseDuePayouts(db, e, t0)
    expect((await ledger(order.id))[0]!.due_at).toBe(t0 + RELEASE_AFTER_MS)
    expect(await money(seller, order.id)).toMatchObject({ state: 'held', due_at: expect.any(String) })
    await releaseDuePayouts(db, e, t0 + RELEASE_AFTER_MS - 1)
    expect(await ledger(order.id)).toHaveLength(1)
    await releaseDuePayouts(db, e, t0 + RELEASE_AFTER_MS)
    const o = await db.query.orders.findFirst({ where: eq(schema.orders.id, order.id) })
    expect(o!.status).toBe(5)
    expect((await ledger(order.id)).map((r) => [r.kind, r.status])).toEqual([
      ['hold', 'done'],
      ['release', 'done'],
    ])
  })
})

describe('a seller changes their IBAN', () => {
  beforeAll(() => banks())
  const NEW_IBAN = makeTurkishIban('00046', '98765432109') // Akbank
  const saveBank = (seller: Member) =>
    call(
      'PUT',
      '/api/user/updateBankInfo',
      JSON.stringify({ bank_title: 'Akbank', bank_account_name: 'Mehmet Kaya', bank_iban: NEW_IBAN }),
      {
        auth: seller.token,
        headers: { 'Content-Type': 'application/json' },
      },
    )
  const registered = async (sellerId: number) =>
    (await db.select().from(schema.sub_merchants).where(eq(schema.sub_merchants.user_id, sellerId)))[0]!

  it('is sent to the provider after the save, and the money page names the IBAN the provider pays to', async () => {
    const seller = await registeredSeller()
    const { order } = await paidOrder({ seller })
    expect((await saveBank(seller)).status).toBe(200)
    await vi.waitFor(async () => expect(await registered(seller.id)).toMatchObject({ iban: NEW_IBAN, name: 'Mehmet Kaya' }))
    expect(await money(seller, order.id)).toMatchObject({ iban: `TR…${NEW_IBAN.slice(-4)}` })
    expect(await syncSubMerchants(db, env as unknown as Env, [seller.id])).toBe(0) // nothing stale: not sent twice
  })

  it('a change the provider cannot take now is sent again by the cron; until then the old IBAN is shown', async () => {
    const seller = await registeredSeller()
    const { order } = await paidOrder({ seller })
    await db.update(schema.users).set({ bank_iban: NEW_IBAN }).where(eq(schema.users.id, seller.id))
    const simulatedBank = simulatedProvider(env as unknown as Env)
    const down = { ...simulatedBank, updateSubMerchant: () => Promise.reject(new ProviderUnavailable('iyzico down')) }
    expect(await syncSubMerchants(db, env as unknown as Env, [seller.id], Date.now(), down)).toBe(0)
    const refusing = { ...simulatedBank, updateSubMerchant: async () => ({ ok: false as const, errorCode: '2001', errorMessage: 'x' }) }
    expect(await syncSubMerchants(db, env as unknown as Env, [seller.id], Date.now(), refusing)).toBe(0)
    expect(await registered(seller.id)).toMatchObject({ iban: IBAN })
    expect(await money(seller, order.id)).toMatchObject({ iban: `TR…${IBAN.slice(-4)}` })
    // The cron's pass (every stale seller) sends it once the provider takes it.
    expect(await syncSubMerchants(db, env as unknown as Env)).toBeGreaterThanOrEqual(1)
    expect(await registered(seller.id)).toMatchObject({ iban: NEW_IBAN, updated_at: expect.any(Number) })
    expect(await money(seller, order.id)).toMatchObject({ iban: `TR…${NEW_IBAN.slice(-4)}` })
  })
})

describe('returns', () => {
  it('opens only with a reason, within the window; walks to 10; refunds once and disapproves, however many race', async () => {
    const seller = await registeredSeller()
    const { buyer, order } = await paidOrder({ seller })
    await setStatus(order.id, 4)
    await updateStatus(order.id, { status: 5 }, buyer)
    const shown = (await read(await get(`/api/showOrder/${order.id}`, buyer.token))).body.data
    expect(shown).toMatchObject({ return: null, return_until: expect.any(String), next_statuses: [6] })
    expect(await read(await updateStatus(order.id, { status: 6 }, buyer))).toMatchObject({
      status: 422,
      body: { errors: { reason: [tr.payout.returnReasonInvalid] } },
    })
    expect((await read(await updateStatus(order.id, { status: 6, reason: 'bozuk' }, buyer))).status).toBe(422)
    // Past the window (the confirmation 14 days and a moment ago): refused, nothing changes.
    const confirmed = (await db.query.orders.findFirst({ where: eq(schema.orders.id, order.id) }))!.updated_at
    await db
      .update(schema.orders)
      .set({ updated_at: confirmed - RETURN_WINDOW_MS - 1 })
      .where(eq(schema.orders.id, order.id))
    expect(await read(await updateStatus(order.id, { status: 6, reason: 'damaged' }, buyer))).toMatchObject({
      status: 422,
      body: { message: tr.payout.returnWindowClosed },
    })
    await db.update(schema.orders).set({ updated_at: confirmed }).where(eq(schema.orders.id, order.id))
    const opened = await read(await updateStatus(order.id, { status: 6, reason: 'damaged', note: 'Kadranı çizik' }, buyer))
    expect(opened.status).toBe(200)
    expect((await read(await get(`/api/showOrder/${order.id}`, buyer.token))).body.data.return).toMatchObject({
      reason: 'damaged',
      reason_text: tr.payout.reasons.damaged,
      note: 'Kadranı çizik',
    })
    expect(await money(seller, order.id)).toMatchObject({ state: 'return_open' })
    await updateStatus(order.id, { status: 7, carrier: 'yurtici', track_no: '612345678901' }, buyer)
    await updateStatus(order.id, { status: 8 }, seller)
    await updateStatus(order.id, { status: 9 }, seller)
    const raced = await Promise.all([updateStatus(order.id, { status: 10 }, seller), updateStatus(order.id, { status: 10 }, seller)])
    expect(raced.map((r) => r.status).sort()).toEqual([200, 422])
    expect(await refunds(order.id)).toEqual([expect.objectContaining({ status: 'done', amount_kurus: 113_990 })])
    await disapproveOrder(db, env as unknown as Env, order.id) // run again: nothing more moves
    expect((await ledger(order.id)).map((r) => [r.kind, r.status])).toEqual([
      ['hold', 'done'],
      ['release', 'done'],
      ['disapprove', 'done'],
    ])
    expect(await money(seller, order.id)).toMatchObject({ state: 'returned', state_text: tr.payout.state.returned })
    expect(await releaseDuePayouts(db, env as unknown as Env)).toBe(0)
  })

  it('a share the provider already paid out is offset by hand (clawback) when the return is approved', async () => {
    const seller = await registeredSeller()
    const { buyer, order } = await paidOrder({ seller })
    await setStatus(order.id, 4)
    await updateStatus(order.id, { status: 5 }, buyer)
    const paidOut = iyzicoProvider({ apiKey: 'k', secretKey: 's', baseUrl: 'https://x.test' }, (async () =>
      Response.json({ status: 'failure', errorCode: '10012', errorMessage: 'Geçersiz işlem' })) as typeof fetch)
    await disapproveOrder(db, env as unknown as Env, order.id, Date.now(), paidOut)
    expect((await ledger(order.id)).at(-1)).toMatchObject({ kind: 'disapprove', status: 'manual', error: '10012 Geçersiz işlem' })
    expect(await money(seller, order.id)).toMatchObject({ state: 'clawback' })
  })
})

// ---- the iyzico adapter's marketplace calls, against recorded answers ---------------------------

const SANDBOX = {
  apiKey: 'sandbox-afXhZPW0MQlE4dCUUlHcEopnMBgXnAZI',
  secretKey: 'sandbox-wbwpzKIiplZxI3hh5ALI4FJyAcZKL6kq',
  baseUrl: 'https://sandbox-api.iyzipay.com',
}
/** Answers as iyzico's sandbox gives them (docs.iyzico.com "Alt Üye İşyeri", "Onay", "Onay Geri Çekme"). */
const RECORDED: Record<string, unknown> = {
  '/onboarding/submerchant': {
    status: 'success',
    locale: 'tr',
    systemTime: 1764100000000,
    conversationId: 'sm-41',
    subMerchantKey: 'rmeeA2Bzh5dIHufvLANrkmJQWh8=',
  },
  '/payment/iyzipos/item/approve': {
    status: 'success',
    locale: 'tr',
    systemTime: 1764100000000,
    conversationId: 'c-r1',
    paymentTransactionId: '25877553',
  },
  '/payment/iyzipos/item/disapprove': {
    status: 'success',
    locale: 'tr',
    systemTime: 1764100000000,
    conversationId: 'c-d1',
    paymentTransactionId: '25877553',
  },
}
function recorder(answers: Record<string, unknown>) {
  const sent: { path: string; headers: Record<string, string>; body: Record<string, unknown> }[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname
    sent.push({ path, headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) })
    return Response.json(answers[path] ?? { status: 'failure', errorCode: '1', errorMessage: 'Sistem hatası' })
  }) as typeof fetch
  return { sent, fetcher }
}

describe('iyzico marketplace calls (recorded answers)', () => {
  it('creates a PERSONAL sub-merchant, approves and disapproves an item transaction', async () => {
    const { sent, fetcher } = recorder(RECORDED)
    const iyzico = iyzicoProvider(SANDBOX, fetcher)
    const req = {
      conversationId: 'sm-41',
      externalId: 'mezat-41',
      name: 'Mehmet Kaya',
      contactName: 'Mehmet',
      contactSurname: 'Kaya',
      identityNumber: tcknFromNine('123456789'),
      email: 'mehmet@example.com',
      phone: '+905329876543',
      address: 'Çukurcuma Cad. No:5 Beyoğlu İstanbul',
      iban: IBAN,
    }
    expect(await iyzico.createSubMerchant(req)).toEqual({ ok: true, subMerchantKey: 'rmeeA2Bzh5dIHufvLANrkmJQWh8=' })
    expect(await iyzico.approveItem({ transactionId: '25877553', conversationId: 'c-r1' })).toEqual({ ok: true })
    expect(await iyzico.disapproveItem({ transactionId: '25877553', conversationId: 'c-d1' })).toEqual({ ok: true })
    expect(sent.map((s) => s.path)).toEqual([
      '/onboarding/submerchant',
      '/payment/iyzipos/item/approve',
      '/payment/iyzipos/item/disapprove',
    ])
    expect(sent[0]!.body).toMatchObject({ subMerchantType: 'PERSONAL', subMerchantExternalId: 'mezat-41', iban: IBAN, currency: 'TRY' })
    expect(sent[1]!.body).toEqual({ locale: 'tr', conversationId: 'c-r1', paymentTransactionId: '25877553' })
    expect(sent.every((s) => s.headers.Authorization?.startsWith('IYZWSv2 '))).toBe(true)
    // An answer about another item, or a refusal, is not a release.
    const other = recorder({
      '/payment/iyzipos/item/approve': { ...(RECORDED['/payment/iyzipos/item/approve'] as object), paymentTransactionId: '1' },
    })
    expect(await iyzicoProvider(SANDBOX, other.fetcher).approveItem({ transactionId: '25877553', conversationId: 'c' })).toMatchObject({
      ok: false,
    })
    expect(await iyzicoProvider(SANDBOX, recorder({}).fetcher).createSubMerchant(req)).toMatchObject({ ok: false, errorCode: '1' })
  })

  it('releases through iyzico on the buyer’s confirmation: the approve call for the item transaction', async () => {
    const seller = await registeredSeller()
    const { order } = await paidOrder({ seller })
    const sent: { url: string; body: Record<string, unknown> }[] = []
    const real = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (!url.startsWith(SANDBOX.baseUrl)) return real(input, init)
      sent.push({ url, body: JSON.parse(String(init?.body)) })
      return Response.json(RECORDED['/payment/iyzipos/item/approve'])
    })
    const iyzicoEnv = {
      ...env,
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: SANDBOX.apiKey,
      IYZICO_SECRET_KEY: SANDBOX.secretKey,
    } as unknown as Env
    // The payment was taken by the simulated bank; its hold row names the transaction iyzico approves.
    const [hold] = await ledger(order.id)
    await db.update(schema.payouts).set({ transaction_id: '25877553' }).where(eq(schema.payouts.id, hold!.id))
    await setStatus(order.id, 5)
    expect(await releaseOrder(db, iyzicoEnv, order.id)).toBe(1)
    expect(sent).toEqual([
      { url: `${SANDBOX.baseUrl}/payment/iyzipos/item/approve`, body: expect.objectContaining({ paymentTransactionId: '25877553' }) },
    ])
  })
})
