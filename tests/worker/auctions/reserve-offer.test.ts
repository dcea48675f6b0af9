// After a close below the reserve (docs/decisions/0020-reserve-price.md): the seller's lists say "Rezerv karşılanmadı;
// satılmadı" with the amount theirs alone, the 48-hour offer to the highest bidder rides on the second-chance offers,
// one that lapses goes to nobody else and tells the seller, and the lot is not relisted while the offer is open.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { SECOND_CHANCE_MS } from '../../../common/after-the-hammer.ts'
import { tr } from '../../../common/messages.ts'
import { MyAuctionsAnswer } from '../../../common/schemas/listing.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { afterTheHammer } from '../../../worker/domain/checkout/after-the-hammer.ts'
import type { Env } from '../../../worker/env.ts'
import { member, ok, type Signed } from '../../support/admin-seed.ts'
import { get, postForm, read } from '../../support/http.ts'
import * as co from '../../support/checkout-seed.ts'
import * as seed from '../../support/seed.ts'

const HOUR = 3_600_000
let seller: Signed
let top: Signed
let second: Signed

beforeAll(async () => {
  seller = await member({ phone_verified_at: Date.now(), bank_iban: 'TR330006100519786457841326', first_name: 'Ayşe', last_name: 'Kaya', tckn: '10000000146' })
  top = await member()
  second = await member()
})

/** A lot that ended an hour ago at 200 ₺ (top's bid; second bid 150 ₺) below its 500 ₺ reserve, unsold. */
async function endedBelowReserve() {
  const ended = Date.now() - HOUR
  const a = await seed.auction({ seller: seller.user, reserve_kurus: 500_00, current_price_kurus: 200_00, start_time: ended - 24 * HOUR, end_time: ended, closed_at: ended, sold_via: 'unsold', bid_count: 2, last_seq: 2 })
  await seed.db.insert(schema.bids).values([
    { auction_id: a.id, user_id: second.user.id, seq: 1, bid_amount_kurus: 50_00, total_amount_kurus: 150_00, created_at: ended - 2 },
    { auction_id: a.id, user_id: top.user.id, seq: 2, bid_amount_kurus: 50_00, total_amount_kurus: 200_00, created_at: ended - 1 },
  ])
  return a
}
const offer = (id: number, price: number) => postForm(`/api/auctions/${id}/reserve-offer`, { price }, seller.token)
const mine = async (id: number) => MyAuctionsAnswer.parse(await ok(get('/api/myauctions', seller.token))).closed_auctions.find((x) => x.id === id)!

describe('a lot that ended below its reserve, on the seller’s side', () => {
  it('lists it with its amount and unmet status; relisting waits while the offer is open; a lapsed offer goes to nobody else', async () => {
    const a = await endedBelowReserve()
    expect(await mine(a.id)).toMatchObject({ sold_via: 'unsold', reserve_amount: 500, reserve_met: false, can_relist: true })

    // At the top bid itself: the bidder's own highest bid.
    expect((await read(await offer(a.id, 200))).status).toBe(200)
    const [row] = await seed.db.select().from(schema.second_chance_offers).where(eq(schema.second_chance_offers.auction_id, a.id))
    expect(row).toMatchObject({ user_id: top.user.id, price_kurus: 200_00, kind: 'reserve', status: 'open' })
    expect((await mine(a.id)).can_relist).toBe(false)
    expect((await read(await postForm('/api/relistAuction', { auction_id: a.id }, seller.token))).status).toBe(422)

    // The bidder sees it in the cart's offers.
    const cart = await ok(get('/api/showCart', top.token))
    expect(JSON.stringify(cart)).toContain(a.name)

    // 48 hours pass unanswered: expired, nobody else offered, the seller told; the lot may be relisted.
    await afterTheHammer(seed.db, env as unknown as Env, row!.expires_at + 1)
    const after = await seed.db.select().from(schema.second_chance_offers).where(eq(schema.second_chance_offers.auction_id, a.id))
    expect(after.map((o) => [o.user_id, o.status])).toEqual([[top.user.id, 'expired']])
    expect(row!.expires_at - row!.created_at).toBe(SECOND_CHANCE_MS)
    const told = await seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, seller.user.id))
    expect(told.filter((n) => n.kind === 'reserve_offer_ended').map((n) => n.notification_message)).toEqual([tr.reserve.offerEndedMessage(a.name)])
    expect((await mine(a.id)).can_relist).toBe(true)
  })

  it('a declined offer goes to nobody else either', async () => {
    const a = await endedBelowReserve()
    await ok(offer(a.id, 350))
    const [row] = await seed.db.select().from(schema.second_chance_offers).where(eq(schema.second_chance_offers.auction_id, a.id))
    expect((await read(await postForm(`/api/secondChance/${row!.id}/decline`, {}, top.token))).status).toBe(200)
    const after = await seed.db.select().from(schema.second_chance_offers).where(eq(schema.second_chance_offers.auction_id, a.id))
    expect(after.map((o) => [o.user_id, o.status])).toEqual([[top.user.id, 'declined']])
  })

  it('an accepted offer is bought and paid like a second chance: one order at the offered price', async () => {
    await co.prices()
    const [owner, buyer] = [await co.member(), await co.member()]
    const ended = Date.now() - HOUR
    const a = await seed.auction({ seller: owner, reserve_kurus: 500_00, current_price_kurus: 200_00, start_time: ended - 24 * HOUR, end_time: ended, closed_at: ended, sold_via: 'unsold', bid_count: 1, last_seq: 1 })
    await seed.db.insert(schema.bids).values({ auction_id: a.id, user_id: buyer.id, seq: 1, bid_amount_kurus: 100_00, total_amount_kurus: 200_00, created_at: ended - 1 })
    await ok(postForm(`/api/auctions/${a.id}/reserve-offer`, { price: 320 }, owner.token))
    const [row] = await seed.db.select().from(schema.second_chance_offers).where(eq(schema.second_chance_offers.auction_id, a.id))
    await ok(postForm(`/api/secondChance/${row!.id}/accept`, {}, buyer.token))
    const { callback } = await co.pay(buyer, await co.readyToPay(buyer))
    expect(callback?.status).toBe(303)
    const items = await seed.db.select().from(schema.order_items).where(eq(schema.order_items.auction_id, a.id))
    expect(items.map((i) => i.item_price_kurus)).toEqual([320_00])
  })
})
