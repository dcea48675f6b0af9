// Realised prices (docs/): GET /api/auctions?type=sold lists only lots that sold, each
// with the price on the sale's record (the ledger's hammer, or the buy-now price) and when it closed.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema/index.ts'
import { toWireTime } from '../../../common/time.ts'
import { get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'
import * as sf from '../../support/storefront-seed.ts'

const HOUR = 3_600_000
type SoldCard = { slug: string; hammer_price: number | null; closed_at: string | null; sold_via: string | null }
type Answer = { auctions: { data: SoldCard[]; total: number }; category?: { slug: string } }

/** A lot that ended `hoursAgo` hours ago, with bids from two members, sold to the last bidder. */
async function soldByBid(cat: { id: number; title: string }, name: string, hoursAgo: number, steps = [30, 20]) {
  const [a, b] = [await seed.user(), await seed.user()]
  const end = Date.now() - hoursAgo * HOUR
  const lot = await seed.auction({ category: cat, name, start_time: end - 5 * HOUR, end_time: end })
  await sf.bids(lot, steps.map((lira, i) => ({ user: i % 2 ? b : a, lira })))
  const winner = steps.length % 2 ? a : b
  await seed.db.update(schema.auctions).set({ closed_at: end, sold_via: 'bid', winner_user_id: winner.id }).where(eq(schema.auctions.id, lot.id))
  return { lot, winner, end }
}

const sold = async (res: Promise<Response>) => (await read(await res)) as { status: number; body: Answer }

describe('GET /api/auctions?type=sold', () => {
  it('lists only lots that sold (by bid or buy-now), latest sale first, with hammer_price and closed_at', async () => {
    const cat = await seed.category({ title: 'Sikke' })
    const byBid = await soldByBid(cat, 'Osmanlı gümüş kuruş', 3)
    const buyer = await seed.user()
    const boughtEnd = Date.now() - HOUR
    const bought = await seed.auction({ category: cat, name: 'Cumhuriyet altını', buynow_price_kurus: 4_250_00, end_time: boughtEnd + HOUR, closed_at: boughtEnd, sold_via: 'buynow', winner_user_id: buyer.id })
    // Not sold: ended without a bid, still running with bids, a sale the winner never paid, an unapproved lot.
    await seed.auction({ category: cat, name: 'Bizans sikkesi', end_time: Date.now() - HOUR, closed_at: Date.now() - HOUR, sold_via: 'unsold' })
    const running = await seed.auction({ category: cat, name: 'Roma denarius' })
    await sf.bids(running, [{ user: buyer, lira: 10 }])
    const lapsed = await soldByBid(cat, 'Selçuklu dirhemi', 2)
    await seed.db.insert(schema.payment_strikes).values({ user_id: lapsed.winner.id, auction_id: lapsed.lot.id, reason: 'unpaid', deadline_at: Date.now() - HOUR })
    await soldByBid(cat, 'Gizli sikke', 1).then(({ lot }) => seed.db.update(schema.auctions).set({ approved: 0 }).where(eq(schema.auctions.id, lot.id)))

    const { status, body } = await sold(get(`/api/auctions?type=sold&category=${cat.slug}`))
    expect(status).toBe(200)
    expect(body.category?.slug).toBe(cat.slug)
    expect(body.auctions.total).toBe(2)
    expect(body.auctions.data).toEqual([
      expect.objectContaining({ slug: bought.slug, hammer_price: 4250, sold_via: 'buynow', closed_at: toWireTime(boughtEnd) }),
      expect.objectContaining({ slug: byBid.lot.slug, hammer_price: 150, sold_via: 'bid', closed_at: toWireTime(byBid.end) }),
    ])
  })

  it("takes a lot's hammer price from the ledger's last entry, not from the auction row's price", async () => {
    const cat = await seed.category()
    const { lot } = await soldByBid(cat, 'Tuğralı madalya', 1, [40, 25, 15])
    // The row's copy of the price is only a cache of the ledger: if it ever differs, the ledger wins.
    await seed.db.update(schema.auctions).set({ current_price_kurus: 999_00 }).where(eq(schema.auctions.id, lot.id))
    const { body } = await sold(get(`/api/auctions?type=sold&category=${cat.slug}`))
    expect(body.auctions.data.map((a) => [a.slug, a.hammer_price])).toEqual([[lot.slug, 180]])
  })

  it('narrows by text like the storefront, and lists the lots closest to a title first with similar=', async () => {
    const cat = await seed.category({ title: 'Madalya' })
    const near = await soldByBid(cat, 'İstiklal Madalyası kırmızı şeritli', 5)
    const far = await soldByBid(cat, 'Kırım Harbi madalyası', 2)
    await soldByBid(cat, 'Liyakat nişanı', 1)
    const search = await sold(get(`/api/auctions?type=sold&category=${cat.slug}&q=istiklal`))
    expect(search.body.auctions.data.map((a) => a.slug)).toEqual([near.lot.slug])
    const similar = await sold(get(`/api/auctions?type=sold&category=${cat.slug}&similar=${encodeURIComponent('İstiklal Madalyası, şeritsiz')}`))
    expect(similar.body.auctions.data.map((a) => a.slug)).toEqual([near.lot.slug, far.lot.slug])
  })

  it('answers an empty page when the similar text has no word of three letters or more', async () => {
    const cat = await seed.category()
    await soldByBid(cat, 'Eski saat', 1)
    const { status, body } = await sold(get(`/api/auctions?type=sold&category=${cat.slug}&similar=${encodeURIComponent('a 1 ve')}`))
    expect(status).toBe(200)
    expect(body.auctions.data).toEqual([])
  })
})
