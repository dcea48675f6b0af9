// The shill desk's query and weights (docs/shill-desk.md) on D1 itself: each signal from a seeded scenario,
// and an honest runner-up who shows none.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema/index.ts'
import { scorePair, SHILL_FLAG_SCORE, SHILL_PAIRS_SQL, shillParams, type ShillPairRow } from '../../../worker/domain/trust/shill-signals.ts'
import * as seed from '../../support/seed.ts'
import { bid, cardPayment, lot, session } from '../../support/shill-seed.ts'

const DAY = 86_400_000
type User = Awaited<ReturnType<typeof seed.user>>

async function pairs(now = Date.now()) {
  const { results } = await env.DB.prepare(SHILL_PAIRS_SQL)
    .bind(...shillParams(now))
    .all<ShillPairRow>()
  return results
}
const pairOf = (rows: ShillPairRow[], bidder: User, seller: User) => rows.find((r) => r.bidder === bidder.id && r.seller === seller.id)

describe('shill signals', () => {
  it('a bidder who probes a seller’s lots to just under the winner’s maximum, from the seller’s browser, is flagged with both signals', async () => {
    const [seller, shill, winner] = [await seed.user(), await seed.user(), await seed.user()]
    await session(seller, '203.0.113.7', 'Firefox 133')
    await session(shill, '203.0.113.7', 'Firefox 133')
    for (let i = 0; i < 3; i++) {
      const l = await lot(seller, winner, 1000)
      await bid(l, shill, 500, 1)
      await bid(l, shill, 960, 2)
      await bid(l, winner, 985, 3)
    }
    const row = pairOf(await pairs(), shill, seller)!
    expect(row).toMatchObject({ bids: 6, lots: 3, wins: 0, stop_under: 3, shared_ip: 1, shared_device: 1 })
    const { score, signals } = scorePair(row, Date.now())
    expect(signals).toEqual(['shared_device', 'concentration', 'stop_under'])
    expect(score).toBeGreaterThanOrEqual(SHILL_FLAG_SCORE)
  })

  it('an honest runner-up on one lot, on another network, shows no signal', async () => {
    const [seller, bidder, winner, other] = [await seed.user(), await seed.user(), await seed.user(), await seed.user()]
    await session(seller, '198.51.100.1', 'Chrome 131')
    await session(bidder, '198.51.100.2', 'Chrome 131')
    const mine = await lot(seller, winner, 1000)
    await bid(mine, bidder, 950, 1)
    // Most of their bidding is elsewhere.
    const elsewhere = await lot(other, bidder, 300)
    for (let i = 1; i <= 3; i++) await bid(elsewhere, bidder, 100 * i, i)
    const row = pairOf(await pairs(), bidder, seller)!
    expect(row).toMatchObject({ lots: 1, stop_under: 1, shared_ip: 0, shared_device: 0, shared_address: 0, shared_card: 0 })
    expect(scorePair(row, Date.now())).toEqual({ score: 0, signals: [] })
  })

  it('a shared card or delivery phone is evidence; the same address with another browser is weak alone', async () => {
    const [seller, byCard, byPhone, byNetwork, winner] = await Promise.all([
      seed.user(),
      seed.user(),
      seed.user(),
      seed.user(),
      seed.user(),
    ])
    const l = await lot(seller, winner, 1000)
    for (const [i, u] of [byCard, byPhone, byNetwork].entries()) await bid(l, u, 100 + i, i + 1)
    await cardPayment(seller, '552608', '0006')
    await cardPayment(byCard, '552608', '0006')
    const home = (u: User, phone: string, line: string) =>
      seed.db.insert(schema.delivery_addresses).values({
        user_id: u.id,
        person: 'Ad Soyad',
        title: 'Ev',
        line1: line,
        city: 'İstanbul',
        town: 'Kadıköy',
        postalcode: '34710',
        phone,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
    await home(seller, '5321234567', 'Moda Cad. No:12')
    await home(byPhone, '5321234567', 'Bağdat Cad. No:3')
    await session(seller, '192.0.2.9', 'Safari 18')
    await session(byNetwork, '192.0.2.9', 'Chrome 131')
    const rows = await pairs()
    expect(scorePair(pairOf(rows, byCard, seller)!, Date.now())).toEqual({ score: 50, signals: ['shared_card'] })
    expect(scorePair(pairOf(rows, byPhone, seller)!, Date.now())).toEqual({ score: 35, signals: ['shared_address'] })
    expect(scorePair(pairOf(rows, byNetwork, seller)!, Date.now())).toEqual({ score: 20, signals: ['shared_ip'] })
  })

  it('a new account bidding late on one seller’s lots adds its weight; bids older than the window are not read', async () => {
    const [seller, fresh, winner] = [await seed.user(), await seed.user(), await seed.user()]
    await seed.db
      .update(schema.users)
      .set({ created_at: Date.now() - 5 * DAY })
      .where(eq(schema.users.id, fresh.id))
    const l = await lot(seller, winner, 5000, 1)
    for (let i = 1; i <= 4; i++) await bid(l, fresh, 100 * i, i, 30_000)
    const old = await lot(seller, winner, 5000, 120)
    await bid(old, fresh, 4900, 1)
    const row = pairOf(await pairs(), fresh, seller)!
    expect(row).toMatchObject({ bids: 4, lots: 1, late_bids: 4 })
    expect(scorePair(row, Date.now()).signals).toEqual(['new_and_late'])
  })
})
