// The pre-information before the first binding bid (docs/law.md "Pre-information"): the text and its
// version, the confirmation once per member and lot (with the text kept by version), and the 422 naming
// `preinfo` on every bid path — POST /api/addBid, /api/addAutoBid, the socket's bid ticket and buy-now —
// before the body's own checks or the room. Nothing is placed without it.
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { preinfoRefusal } from '../../../common/preinfo.ts'
import { isValidVkn } from '../../../common/validation/tckn.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { member, putJson } from '../../support/admin-seed.ts'
import { get, postForm, postJson, read } from '../../support/http.ts'
import { confirmPreinfo } from '../../support/preinfo.ts'
import * as seed from '../../support/seed.ts'

const p = tr.preinfo
const vkn = [...'0123456789'].map((d) => `312456789${d}`).find(isValidVkn)!
const preinfoOf = async (id: number, token?: string) => read(await get(`/api/auctions/${id}/preinfo`, token))
const confirm = (id: number, version: unknown, token?: string) => postJson(`/api/auctions/${id}/preinfo`, { version }, token)

async function traderLot() {
  const shop = await member()
  await putJson(
    '/api/seller-identity',
    { kind: 'ticari', trade_name: 'Saat Dünyası Ltd. Şti.', vkn, mersis: `0${vkn}00015`, address: 'Kadıköy, İstanbul', kep: 'saat@hs01.kep.tr' },
    shop.token,
  )
  return seed.auction({ seller: shop.user })
}

describe('GET /api/auctions/{id}/preinfo', () => {
  it('gives the text in its sections and a version that names it; cayma follows the seller’s kind', async () => {
    const privateLot = await seed.auction()
    const { status, body } = await preinfoOf(privateLot.id)
    expect(status).toBe(200)
    expect(body.sections.map((s: { key: string }) => s.key)).toEqual(['seller', 'platform', 'item', 'price', 'payment', 'cayma', 'complaints', 'binding'])
    expect(body).toMatchObject({ auction_id: privateLot.id, cayma_applies: false, confirmed_at: null, title: p.title })
    expect(body.sections[5].lines).toEqual([...p.caymaNotApplies])
    expect(body.version).toMatch(/^obf-2026-11\.[0-9a-f]{16}$/)
    expect((await preinfoOf(privateLot.id)).body.version).toBe(body.version)

    const lot = await traderLot()
    const trader = (await preinfoOf(lot.id)).body
    expect(trader.cayma_applies).toBe(true)
    expect(trader.sections[0].lines[0]).toBe('Ticari satıcı: Saat Dünyası Ltd. Şti.')
    expect(trader.sections[5].lines).toEqual([...p.caymaApplies])
    expect(trader.version).not.toBe(body.version)
  })

  it('answers 404 for an unknown or unapproved lot, and 422 for a bad id', async () => {
    expect((await preinfoOf(999_999)).status).toBe(404)
    expect((await preinfoOf((await seed.auction({ approved: 0 })).id)).status).toBe(404)
    expect((await get('/api/auctions/abc/preinfo')).status).toBe(422)
  })
})

describe('POST /api/auctions/{id}/preinfo', () => {
  it('records the member, the lot, the version and the time once, with the text kept by version', async () => {
    const lot = await seed.auction()
    const m = await member()
    const { version } = (await preinfoOf(lot.id)).body
    expect((await confirm(lot.id, version)).status).toBe(401)
    const first = await read(await confirm(lot.id, version, m.token))
    expect(first).toMatchObject({ status: 200, body: { message: p.confirmed, version } })
    const again = await read(await confirm(lot.id, version, m.token))
    expect(again.body.confirmed_at).toBe(first.body.confirmed_at)
    expect((await preinfoOf(lot.id, m.token)).body.confirmed_at).toBe(first.body.confirmed_at)

    const rows = await seed.db.select().from(schema.preinfo_confirmations).where(eq(schema.preinfo_confirmations.auction_id, lot.id))
    expect(rows).toEqual([expect.objectContaining({ user_id: m.user.id, version })])
    const [text] = await seed.db.select().from(schema.preinfo_texts).where(eq(schema.preinfo_texts.version, version))
    expect(text!.sections).toEqual((await preinfoOf(lot.id)).body.sections)
  })

  it('refuses a version that is not the text shown now, a closed lot and the seller’s own lot, recording nothing', async () => {
    const lot = await seed.auction()
    const m = await member()
    expect(await read(await confirm(lot.id, 'obf-2026-11.0000000000000000', m.token))).toMatchObject({
      status: 422,
      body: { errors: { version: [p.versionChanged] } },
    })
    expect((await read(await confirm(lot.id, '', m.token))).body.errors).toEqual({ version: [p.versionRequired] })
    const closed = await seed.auction({ closed_at: Date.now() - 1000, end_time: Date.now() - 1000 })
    expect((await read(await confirm(closed.id, (await preinfoOf(closed.id)).body.version, m.token))).body.message).toBe(p.notOpen)
    const seller = await member()
    const own = await seed.auction({ seller: seller.user })
    expect((await read(await confirm(own.id, (await preinfoOf(own.id)).body.version, seller.token))).body.message).toBe(p.ownLot)
    const [n] = await seed.db.select({ n: count() }).from(schema.preinfo_confirmations).where(eq(schema.preinfo_confirmations.user_id, m.user.id))
    expect(n!.n).toBe(0)
  })
})

describe('a bid or a purchase without the confirmation', () => {
  it('is refused with 422 naming preinfo on every path, before the body’s checks, and nothing is placed', async () => {
    const lot = await seed.auction()
    const m = await member()
    const refusal = { status: 422, body: preinfoRefusal() }
    expect(await read(await postForm('/api/addBid', { auction_id: lot.id, bid_amount: 10, total_amount: 110 }, m.token))).toEqual(refusal)
    expect(await read(await postForm('/api/addBid', { auction_id: String(lot.id) }, m.token))).toEqual(refusal)
    expect(await read(await postJson('/api/addAutoBid', { auction_id: lot.id, max_amount: 500 }, m.token))).toEqual(refusal)
    expect(await read(await get(`/api/bidTicket/${lot.id}`, m.token))).toEqual(refusal)
    expect(await read(await postForm('/api/addtoCart', { slug: lot.slug }, m.token))).toEqual(refusal)
    const [n] = await seed.db.select({ n: count() }).from(schema.bids).where(eq(schema.bids.auction_id, lot.id))
    expect(n!.n).toBe(0)
    expect((await postForm('/api/addBid', { auction_id: lot.id, bid_amount: 10, total_amount: 110 })).status).toBe(401)
  })

  it('passes once the member confirmed this lot: another member’s or another lot’s confirmation does not count', async () => {
    const [lot, other] = [await seed.auction(), await seed.auction()]
    const [m, friend] = [await member(), await member()]
    await confirmPreinfo(lot.id, friend)
    await confirmPreinfo(other.id, m)
    expect((await read(await get(`/api/bidTicket/${lot.id}`, m.token))).body).toEqual(preinfoRefusal())
    await confirmPreinfo(lot.id, m)
    // Past the gate: the body's own 422 (no amount) and a ticket for the socket.
    expect((await read(await postForm('/api/addBid', { auction_id: lot.id }, m.token))).body.message).toBe(tr.bid.amountRequired)
    expect((await get(`/api/bidTicket/${lot.id}`, m.token)).status).toBe(200)
  })

  it('leaves an unreadable or unknown lot to the call’s own answer', async () => {
    const m = await member()
    expect((await read(await postForm('/api/addBid', { auction_id: 'x' }, m.token))).body.errors.preinfo).toBeUndefined()
    expect((await read(await postForm('/api/addtoCart', { slug: 'yok-boyle-bir-mezat' }, m.token))).status).toBe(404)
  })
})
