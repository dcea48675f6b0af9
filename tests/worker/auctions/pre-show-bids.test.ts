// Bids before the show, the member's and the lot page's side (docs/bidding.md "Bids before the show"): the lot
// page says whether a lot takes a maximum before it opens, and GET /api/myPreShowBids lists the member's maxima
// waiting for a live show's lot to open. The room's part (accepted, refused, bid at the opening) is in
// tests/party/pre-show.test.ts.
import { describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema/index.ts'
import { expectUnauthenticated, get } from '../../support/http.ts'
import { liveSession, lots, person } from '../../support/live-seed.ts'
import * as seed from '../../support/seed.ts'

const HOUR = 3_600_000

describe('GET /api/myPreShowBids', () => {
  it('refuses a guest with exactly {"message":"Unauthenticated."}', async () => {
    await expectUnauthenticated(await get('/api/myPreShowBids'))
  })

  it('lists the member’s own maxima on live show lots not opened yet, soonest first, and nothing else', async () => {
    const now = Date.now()
    const [alice, bob] = [await person(), await person()]
    const later = await seed.auction({ name: 'Osmanlı çeyrek altın', start_time: now + 3 * HOUR, end_time: now + 5 * HOUR })
    const sooner = await seed.auction({ name: 'Şişli ağır pirinç şamdan', start_time: now + HOUR, end_time: now + 5 * HOUR })
    const opened = await seed.auction({ start_time: now - HOUR, end_time: now + 5 * HOUR })
    const online = await seed.auction({ start_time: now + HOUR, end_time: now + 5 * HOUR })
    const session = await liveSession({ live_active: 0 })
    await lots(session.id, [later.id, sooner.id, opened.id])
    const max = (auction_id: number, user_id: number, max_amount_kurus: number) => ({ auction_id, user_id, max_amount_kurus })
    await seed.db
      .insert(schema.auto_bids)
      .values([
        max(later.id, alice.id, 2_500_00),
        max(sooner.id, alice.id, 300_00),
        max(opened.id, alice.id, 900_00),
        max(online.id, alice.id, 400_00),
        max(sooner.id, bob.id, 700_00),
      ])
    const res = await get('/api/myPreShowBids', alice.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const body = (await res.json()) as { pre_bids: Array<Record<string, unknown>> }
    expect(body.pre_bids.map((b) => [b.auction_id, b.name, b.max_amount])).toEqual([
      [sooner.id, 'Şişli ağır pirinç şamdan', 300],
      [later.id, 'Osmanlı çeyrek altın', 2500],
    ])
    expect(body.pre_bids[0]).toMatchObject({ slug: sooner.slug, start_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) })
  })
})

describe('the lot page', () => {
  it('says a live show’s lot takes a maximum before it opens, and an online lot does not', async () => {
    const now = Date.now()
    const show = await seed.auction({ start_time: now + HOUR, end_time: now + 5 * HOUR })
    const online = await seed.auction({ start_time: now + HOUR, end_time: now + 5 * HOUR })
    await lots((await liveSession({ live_active: 0 })).id, [show.id])
    const pre = async (slug: string) => ((await (await get(`/api/auctions/${slug}`)).json()) as { data: { pre_bids: boolean } }).data.pre_bids
    expect(await pre(show.slug)).toBe(true)
    expect(await pre(online.slug)).toBe(false)
  })
})
