// Bid decisions counted per minute in D1 (bid_stats; docs/operations.md "Metrics"): a room's metrics report
// (its socket's bids and NewBid messages) through the worker's internal call, and the system page's
// refusals by reason read back from those counters, by POST and on the socket.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { internalSecret, signInternal } from '../../../common/internal-token.ts'
import { SystemStatsAnswer } from '../../../common/schemas/admin-system.ts'
import type { RoomMetricsReport } from '../../../common/schemas/room.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { countPostRefusal } from '../../../worker/domain/auctions/bid-stats.ts'
import type { Env } from '../../../worker/env.ts'
import { editor, ok } from '../../support/admin-seed.ts'
import { call, get, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

const MIN = 60_000
let points: AnalyticsEngineDataPoint[] = []
beforeEach(async () => {
  points = []
  vi.spyOn((env as unknown as Env).METRICS!, 'writeDataPoint').mockImplementation((p) => void points.push(p!))
  await db.delete(schema.bid_stats)
})
afterEach(() => vi.restoreAllMocks())

async function report(auctionId: number, body: unknown, sign = true) {
  const token = await signInternal(internalSecret(env as unknown as Env), 'worker', String(auctionId))
  return call('POST', `/api/internal/rooms/${auctionId}/metrics`, JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...(sign ? { Authorization: `Bearer ${token}` } : {}) },
  })
}
const rows = () => db.select().from(schema.bid_stats).orderBy(schema.bid_stats.minute, schema.bid_stats.outcome, schema.bid_stats.reason)

describe('a room\'s metrics report', () => {
  it('writes each socket bid and NewBid as a data point and counts the bids per minute, outcome and reason', async () => {
    const now = Date.now()
    const minute = now - (now % MIN)
    const at = minute + 1_000
    const body: RoomMetricsReport = {
      bids: [
        { outcome: 'accepted', reason: '', ms: 3, at },
        { outcome: 'accepted', reason: '', ms: 9, at },
        { outcome: 'refused', reason: 'already_highest', ms: 2, at },
        { outcome: 'refused', reason: 'ticket', ms: 1, at: at - MIN },
      ],
      newbids: [{ size: 2, ms: 16, at }],
    }
    expect(await read(await report(7, body))).toMatchObject({ status: 200, body: { bids: 4, newbids: 1 } })
    expect((await rows()).map((r) => [r.minute, r.path, r.outcome, r.reason, r.count, r.ms_total, r.ms_max])).toEqual([
      [minute - MIN, 'socket', 'refused', 'ticket', 1, 1, 1],
      [minute, 'socket', 'accepted', '', 2, 12, 9],
      [minute, 'socket', 'refused', 'already_highest', 1, 2, 2],
    ])
    expect(points.map((p) => [...p.blobs!, ...p.doubles!])).toEqual([
      ['bid', 'accepted', '', 'socket', 3, 1],
      ['bid', 'accepted', '', 'socket', 9, 1],
      ['bid', 'refused', 'already_highest', 'socket', 2, 1],
      ['bid', 'refused', 'ticket', 'socket', 1, 1],
      ['newbid', 'sent', '', 16, 1, 2],
    ])
    // A second report adds to the same minute's counters.
    await report(7, { bids: [{ outcome: 'accepted', reason: '', ms: 20, at }], newbids: [] })
    expect((await rows()).find((r) => r.outcome === 'accepted')).toMatchObject({ count: 3, ms_total: 32, ms_max: 20 })
  })

  it('takes nothing unsigned (401) or malformed (422), and drops counters older than a week', async () => {
    const at = Date.now()
    await db.insert(schema.bid_stats).values({ minute: at - 8 * 86_400_000, path: 'post', outcome: 'refused', reason: 'busy', count: 4 })
    const good = { bids: [{ outcome: 'refused', reason: 'busy', ms: 1, at }], newbids: [] }
    expect((await report(7, good, false)).status).toBe(401)
    const bad = await read(await report(7, { bids: [{ outcome: 'maybe', reason: '', ms: 1, at }], newbids: [] }))
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {}).join()).toContain('bids')
    expect(points).toEqual([])
    expect(await rows()).toHaveLength(1)
    expect((await report(7, good)).status).toBe(200)
    expect((await rows()).map((r) => r.reason)).toEqual(['busy'])
    expect((await rows())[0]!.minute).toBeGreaterThan(at - MIN)
  })
})

describe('refusals by reason on the system page', () => {
  it('answers each bucket\'s refusals by reason and each reason\'s total by path, for the hour and the day', async () => {
    const now = Date.now()
    const minute = now - (now % MIN)
    await report(7, {
      bids: [
        { outcome: 'refused', reason: 'already_highest', ms: 1, at: minute - 2 * MIN },
        { outcome: 'refused', reason: 'already_highest', ms: 1, at: minute - 2 * MIN },
        { outcome: 'refused', reason: 'price_moved', ms: 1, at: minute },
        { outcome: 'accepted', reason: '', ms: 1, at: minute },
      ],
      newbids: [],
    })
    await countPostRefusal(db, 'already_highest', 40)
    await countPostRefusal(db, 'busy', 1)
    // Older than the day: in no range.
    await db.insert(schema.bid_stats).values({ minute: minute - 2 * 86_400_000, path: 'post', outcome: 'refused', reason: 'closed', count: 9 })
    const ed = await editor()
    const hour = SystemStatsAnswer.parse(await ok(get('/api/admin/system/stats?range=hour', ed.token)))
    expect(hour.refusals.reasons).toEqual([
      { reason: 'already_highest', n: 3, post: 1, socket: 2 },
      { reason: 'busy', n: 1, post: 1, socket: 0 },
      { reason: 'price_moved', n: 1, post: 0, socket: 1 },
    ])
    const now2 = Date.now()
    const current = now2 - (now2 % MIN)
    expect(hour.refusals.buckets).toEqual(
      expect.arrayContaining([
        { t: minute - 2 * MIN, reason: 'already_highest', n: 2 },
        { t: minute, reason: 'price_moved', n: 1 },
        { t: current, reason: 'busy', n: 1 },
      ]),
    )
    const day = SystemStatsAnswer.parse(await ok(get('/api/admin/system/stats?range=day', ed.token)))
    expect(day.refusals.reasons.map((r) => [r.reason, r.n])).toEqual([
      ['already_highest', 3],
      ['busy', 1],
      ['price_moved', 1],
    ])
    expect(day.refusals.buckets.every((b) => (b.t - day.from) % (30 * MIN) === 0)).toBe(true)
  })
})
