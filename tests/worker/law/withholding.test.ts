// The e-commerce withholding on payments to sellers and the monthly reports (docs/law.md "Money the law
// touches"): the editor's setting, the seller's payout line, the one ledger row per paid-out share however
// often a release runs or fails, and the reports' sums.
import { env } from 'cloudflare:workers'
import { and, eq, inArray } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { SellerMoney } from '../../../common/schemas/payout.ts'
import { makeTurkishIban } from '../../../common/validation/iban.ts'
import { tcknFromNine } from '../../../common/validation/tckn.ts'
import { monthBounds, readWithholding } from '../../../common/withholding.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { releaseDuePayouts, releaseOrder } from '../../../worker/domain/checkout/payouts.ts'
import type { Env } from '../../../worker/env.ts'
import { auditOf, editor, ok, putJson, type Signed } from '../../support/admin-seed.ts'
import { member, paidOrder, setStatus } from '../../support/checkout-seed.ts'
import { call, get, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

const IBAN = makeTurkishIban('00062', '6299123456781234')
const TCKN = tcknFromNine('123456789')
const registeredSeller = () =>
  member({ first_name: 'Şule', last_name: 'Öztürk', tckn: TCKN, bank_account_name: 'Şule Öztürk', bank_iban: IBAN })
const e = env as unknown as Env
const ledger = (orderId: number) => db.select().from(schema.payouts).where(eq(schema.payouts.order_id, orderId)).orderBy(schema.payouts.id)
const withholdings = async (orderId: number) => (await ledger(orderId)).filter((r) => r.kind === 'withholding')
const money = async (seller: { token: string }, orderId: number) =>
  SellerMoney.parse((await read(await get(`/api/showOrderForSeller/${orderId}`, seller.token))).body.order.money)
const setWithholding = (body: unknown, who: Signed) => putJson('/api/admin/settings/withholding', body, who.token)

let ed: Signed
beforeAll(async () => {
  ed = await editor()
})
afterEach(() => vi.restoreAllMocks())

describe('the setting', () => {
  it('is on at 1 % when nobody set it; an editor changes it, audited; a wrong rate changes nothing', async () => {
    expect(readWithholding(undefined, undefined)).toEqual({ enabled: true, rateBp: 100 })
    await db.delete(schema.settings).where(inArray(schema.settings.key, ['withholding_enabled', 'withholding_rate_bp']))
    expect(await ok(get('/api/admin/settings', ed.token))).toMatchObject({ withholding_enabled: true, withholding_rate: 1 })

    for (const rate of ['yüzde bir', '6', '-1', '0,125'])
      expect(await read(await setWithholding({ withholding_enabled: true, withholding_rate: rate }, ed))).toMatchObject({
        status: 422,
        body: { errors: { withholding_rate: [tr.moneyLaw.withholdingRateInvalid] } },
      })
    expect(await db.select().from(schema.settings).where(eq(schema.settings.key, 'withholding_rate_bp'))).toEqual([])
    expect((await call('PUT', '/api/admin/settings/withholding', '{}', { headers: { 'Content-Type': 'application/json' } })).status).toBe(401)
    const buyer = await member()
    expect((await setWithholding({ withholding_enabled: false, withholding_rate: 1 }, { user: buyer as never, token: buyer.token })).status).toBe(403)

    expect(await ok(setWithholding({ withholding_enabled: false, withholding_rate: '1,5' }, ed))).toEqual({ message: tr.moneyLaw.withholdingSaved })
    expect(await ok(get('/api/admin/settings', ed.token))).toMatchObject({ withholding_enabled: false, withholding_rate: 1.5 })
    expect((await auditOf('setting', 'withholding'))[0]).toMatchObject({
      user_id: ed.user.id,
      action: 'update',
      detail: { withholding_enabled: [true, false], withholding_rate_bp: [100, 150] },
    })
  })
})

/** A paid 1.000 TL order with the withholding on at 1 % (the seed's prices switch it off). */
async function withheldOrder(over: Parameters<typeof paidOrder>[0] = {}) {
  await paidOrder() // lays down the seed's prices once, so the upserts below are what stands
  await ok(setWithholding({ withholding_enabled: true, withholding_rate: 1 }, ed))
  return paidOrder(over)
}

describe('the payout', () => {
  it('shows the withholding as its own line; its ledger row is written once, when the share is paid out', async () => {
    const seller = await registeredSeller()
    const { buyer, order } = await withheldOrder({ seller })
    // 1.000 TL − 8 % fee − 1 % withholding on the price: 910 TL held for the seller.
    expect(await ledger(order.id)).toEqual([
      expect.objectContaining({ kind: 'hold', amount_kurus: 91_000, withholding_kurus: 1_000, base_kurus: 100_000 }),
    ])
    const [item] = await db.select().from(schema.order_items).where(eq(schema.order_items.order_id, order.id))
    expect(item).toMatchObject({ item_withholding_seller_kurus: 1_000, item_total_price_seller_kurus: 91_000 })
    expect(await money(seller, order.id)).toMatchObject({ sale_price: 1000, commission: 80, withholding: 10, net: 910, state: 'held' })

    await setStatus(order.id, 4)
    const confirm = await call('POST', `/api/orders/${order.id}/update-status`, JSON.stringify({ status: 5 }), {
      auth: buyer.token,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(confirm.status).toBe(200)
    await Promise.all([releaseOrder(db, e, order.id), releaseOrder(db, e, order.id), releaseDuePayouts(db, e)])
    expect((await ledger(order.id)).map((r) => [r.kind, r.status, r.amount_kurus])).toEqual([
      ['hold', 'done', 91_000],
      ['release', 'done', 91_000],
      ['withholding', 'done', 1_000],
    ])
    expect(await withholdings(order.id)).toEqual([expect.objectContaining({ seller_id: seller.id, base_kurus: 100_000 })])
  })

  it('a seller paid by hand has it too; switched off, a new sale has none', async () => {
    const { order } = await withheldOrder()
    await setStatus(order.id, 5)
    await releaseOrder(db, e, order.id)
    expect((await withholdings(order.id)).map((r) => [r.amount_kurus, r.status])).toEqual([[1_000, 'done']])

    await ok(setWithholding({ withholding_enabled: false, withholding_rate: 1 }, ed))
    const seller = await registeredSeller()
    const off = await paidOrder({ seller })
    expect(await money(seller, off.order.id)).toMatchObject({ withholding: 0, net: 920 })
    await setStatus(off.order.id, 5)
    await releaseOrder(db, e, off.order.id)
    expect(await withholdings(off.order.id)).toEqual([])
  })

  it('a release whose answer is unknown or refused records no withholding; the retry that pays records one', async () => {
    const seller = await registeredSeller()
    const { order } = await withheldOrder({ seller })
    await setStatus(order.id, 5)
    const iyzicoEnv = { ...e, PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's', IYZICO_BASE_URL: 'https://iyzico.invalid' } as Env
    const real = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.startsWith('https://iyzico.invalid')) throw new TypeError('network connection lost')
      return real(input, init)
    })
    expect(await releaseOrder(db, iyzicoEnv, order.id)).toBe(0)
    expect((await ledger(order.id)).map((r) => [r.kind, r.status])).toEqual([
      ['hold', 'done'],
      ['release', 'pending'],
    ])
    // A person finds the bank refused it: the row is failed, and the next release claims it again.
    await db
      .update(schema.payouts)
      .set({ status: 'failed' })
      .where(and(eq(schema.payouts.order_id, order.id), eq(schema.payouts.kind, 'release')))
    vi.restoreAllMocks()
    expect(await withholdings(order.id)).toEqual([])
    expect(await releaseOrder(db, e, order.id)).toBe(1)
    expect(await releaseOrder(db, e, order.id)).toBe(0)
    expect((await withholdings(order.id)).map((r) => r.amount_kurus)).toEqual([1_000])
  })
})

/** Moves an order and its ledger into a month of its own, so the report reads only this test's rows. */
async function intoMonth(orderId: number, at: number) {
  await db.update(schema.orders).set({ created_at: at }).where(eq(schema.orders.id, orderId))
  await db.update(schema.payouts).set({ created_at: at }).where(eq(schema.payouts.order_id, orderId))
}
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((l) => l.split(';'))

describe('the monthly reports', () => {
  it('the withholding report lists each withholding with the seller’s tax number and sums them', async () => {
    const { from } = monthBounds('2031-03')
    const a = await withheldOrder({ seller: await registeredSeller(), items: [{ price: 250_000 }] })
    const b = await withheldOrder({ seller: await registeredSeller() })
    for (const o of [a, b]) {
      await setStatus(o.order.id, 5)
      await releaseOrder(db, e, o.order.id)
      await intoMonth(o.order.id, from + 3_600_000)
    }
    const res = await get('/api/admin/reports/withholding?month=2031-03', ed.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toContain('stopaj-2031-03.csv')
    const rows = csvRows(await res.text())
    expect(rows[0]).toEqual(tr.moneyLaw.csv.withholding.columns)
    expect(rows.slice(1, -1).map((r) => [r[1], r[4], r[5], r[6], r[7], r[8]])).toEqual([
      [String(a.order.id), 'Bireysel', TCKN, '2500,00', '25,00', 'Hayır'],
      [String(b.order.id), 'Bireysel', TCKN, '1000,00', '10,00', 'Hayır'],
    ])
    expect(rows.at(-1)).toEqual([tr.moneyLaw.csv.withholding.total, '', '', '', '', '', '3500,00', '35,00', ''])
    // The month before holds none of them.
    expect(csvRows(await (await get('/api/admin/reports/withholding?month=2031-02', ed.token)).text())).toHaveLength(2)
  })

  it('the net volume report takes the month’s cancellations and returns off its orders', async () => {
    const { from } = monthBounds('2031-05')
    const orders = []
    for (const price of [100_000, 200_000, 300_000]) orders.push((await paidOrder({ items: [{ price }] })).order)
    for (const o of orders) await intoMonth(o.id, from + 60_000)
    const [kept, cancelled, returned] = orders as [typeof orders[0], typeof orders[0], typeof orders[0]]
    await db.update(schema.orders).set({ cancelled_at: from + 120_000 }).where(eq(schema.orders.id, cancelled.id))
    await db.update(schema.orders).set({ status: 10 }).where(eq(schema.orders.id, returned.id))
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.id, returned.payment_id!))
    await db.insert(schema.refunds).values({
      payment_id: payment!.id,
      order_id: returned.id,
      transaction_id: 'r-1',
      amount_kurus: returned.total_buyer_kurus,
      status: 'done',
      completed_at: from + 180_000,
    })
    const res = await get('/api/admin/reports/net-volume?month=2031-05', ed.token)
    expect(res.status).toBe(200)
    const rows = csvRows(await res.text())
    expect(rows[0]).toEqual(tr.moneyLaw.csv.volume.columns)
    const paid = (o: typeof kept) => o.total_buyer_kurus
    const lira = (k: number) => `${k < 0 ? '-' : ''}${(Math.abs(k) / 100).toFixed(2).replace('.', ',')}`
    const v = tr.moneyLaw.csv.volume
    expect(rows.slice(1, 6).map((r) => [r[1], r[7], r[8]])).toEqual([
      [String(kept.id), v.state.sold, lira(paid(kept))],
      [String(cancelled.id), v.state.sold, lira(paid(cancelled))],
      [String(returned.id), v.state.sold, lira(paid(returned))],
      [String(cancelled.id), v.state.cancelled, lira(-paid(cancelled))],
      [String(returned.id), v.state.returned, lira(-paid(returned))],
    ])
    const summary = Object.fromEntries(rows.slice(6).map((r) => [r[0], r[8]]))
    expect(summary).toEqual({
      [v.gross]: lira(paid(kept) + paid(cancelled) + paid(returned)),
      [v.cancelled]: lira(-paid(cancelled)),
      [v.returned]: lira(-paid(returned)),
      [v.net]: lira(paid(kept)),
    })
  })

  it('refuses a malformed month naming it, and guests', async () => {
    expect(await read(await get('/api/admin/reports/net-volume?month=2031-13', ed.token))).toMatchObject({
      status: 422,
      body: { errors: { month: [tr.moneyLaw.reportMonthInvalid] } },
    })
    expect((await get('/api/admin/reports/withholding?month=2031-01')).status).toBe(401)
  })
})
