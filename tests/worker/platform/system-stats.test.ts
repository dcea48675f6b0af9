// The system page's charts (docs/operations.md "Metrics"): GET /api/admin/system/stats answers the last
// hour or day from D1 (bids per bucket, close lag, decision times, the payment funnel, the outbox and its flow,
// 5xx per window) in one round trip, for editors only; a wrong range is a 422 naming it.
import { describe, expect, it } from 'vitest'
import { SystemStatsAnswer } from '../../../common/schemas/admin-system.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { editor, member, ok } from '../../support/admin-seed.ts'
import { get, read } from '../../support/http.ts'
import { auction, db, unique, user } from '../../support/seed.ts'

const MIN = 60_000

describe('GET /api/admin/system/stats', () => {
  it('answers the last hour from D1: bids per minute, close lag, decision times, payments, outbox and errors', async () => {
    const now = Date.now()
    const minute = now - (now % MIN)
    const bidder = await user()
    const a = await auction({ start_time: now - 2 * 3_600_000, end_time: now - 10 * MIN, closed_at: now - 10 * MIN + 7_000, sold_via: 'unsold' })
    await db.insert(schema.bids).values(
      [0, 1, 2].map((seq) => ({ auction_id: a.id, user_id: bidder.id, seq: seq + 1, bid_amount_kurus: 100_00, total_amount_kurus: 100_00, created_at: minute - 5 * MIN + seq })),
    )
    await db.insert(schema.bids).values({ auction_id: a.id, user_id: bidder.id, seq: 4, bid_amount_kurus: 100_00, total_amount_kurus: 100_00, created_at: minute - 3 * 3_600_000 })
    const [cart] = await db.insert(schema.carts).values({ user_id: bidder.id }).returning()
    const pay = (status: 'pending' | 'success' | 'failure', bank: boolean) =>
      ({ user_id: bidder.id, cart_id: cart!.id, conversation_id: unique(), idempotency_key: unique(), provider: 'simulated', status, price_kurus: 1, paid_price_kurus: 1, basket: {}, provider_payment_id: bank ? unique() : null }) as typeof schema.payments.$inferInsert
    await db.insert(schema.payments).values([pay('success', true), pay('failure', true), pay('failure', false), pay('pending', false)])
    await db.insert(schema.outbox).values([
      { channel: 'mail', recipient: 'a@example.com', body: 'x', created_at: now - 90_000 },
      { channel: 'mail', recipient: 'b@example.com', body: 'x', status: 'failed', created_at: now - 20 * MIN },
      { channel: 'sms', recipient: '+905550000000', body: 'x', status: 'sent', sent_at: now - MIN, created_at: now - MIN },
    ])
    const window = now - (now % (5 * MIN))
    await db.insert(schema.ops_alerts).values([
      { signal: 'route_errors', subject: '/api/addBid', window_start: window, count: 4 },
      { signal: 'route_errors', subject: '/healthz', window_start: window, count: 2 },
      { signal: 'room_unreachable', subject: 'healthz', window_start: window, count: 9 },
    ])
    // Decision times: two minutes of counters (by POST and on the socket), and one older than the day.
    await db.delete(schema.bid_stats)
    await db.insert(schema.bid_stats).values([
      { minute: minute - 2 * MIN, path: 'post', outcome: 'accepted', reason: '', count: 2, ms_total: 30, ms_max: 20 },
      { minute: minute - 2 * MIN, path: 'socket', outcome: 'refused', reason: 'ticket', count: 1, ms_total: 3, ms_max: 3 },
      { minute, path: 'socket', outcome: 'accepted', reason: '', count: 4, ms_total: 10, ms_max: 4 },
      { minute: minute - 2 * 86_400_000, path: 'post', outcome: 'accepted', reason: '', count: 5, ms_total: 5_000, ms_max: 2_000 },
    ])
    const ed = await editor()
    const stats = SystemStatsAnswer.parse(await ok(get('/api/admin/system/stats?range=hour', ed.token)))
    expect(stats).toMatchObject({ range: 'hour', bucket_minutes: 1 })
    expect(stats.to - stats.from).toBe(3_600_000)
    expect(stats.bids).toEqual([{ t: minute - 5 * MIN, n: 3 }])
    expect(stats.close_lag_s).toEqual([{ t: a.closed_at! - (a.closed_at! % MIN), n: 7 }])
    expect(stats.payments).toEqual({ started: 4, three_ds: 2, paid: 1, failed: 2 })
    // The oldest waiting message was queued 90 s before the request (a loaded machine answers a little later).
    expect(stats.outbox).toEqual({ waiting: 1, oldest_waiting_s: expect.any(Number), dead: 1, sent: 1, died: 1 })
    expect(stats.outbox.oldest_waiting_s).toBeGreaterThanOrEqual(90)
    expect(stats.outbox.oldest_waiting_s).toBeLessThan(120)
    expect(stats.errors).toEqual([{ t: window, n: 6 }])
    expect(stats.decision_ms).toEqual([
      { t: minute - 2 * MIN, n: 3, mean: 11, max: 20 },
      { t: minute, n: 4, mean: 2.5, max: 4 },
    ])
    // Queued and died by creation, sent by sending time: three queued, one sent, one dead.
    const flow = new Map<number, { t: number; queued: number; sent: number; died: number }>()
    const add = (at: number, k: 'queued' | 'sent' | 'died') => {
      const t = at - (at % MIN)
      const row = flow.get(t) ?? { t, queued: 0, sent: 0, died: 0 }
      flow.set(t, { ...row, [k]: row[k] + 1 })
    }
    for (const at of [now - 90_000, now - 20 * MIN, now - MIN]) add(at, 'queued')
    add(now - 20 * MIN, 'died')
    add(now - MIN, 'sent')
    expect(stats.outbox_flow).toEqual([...flow.values()].sort((x, y) => x.t - y.t))
    const day = SystemStatsAnswer.parse(await ok(get('/api/admin/system/stats?range=day', ed.token)))
    expect(day.bucket_minutes).toBe(30)
    expect(day.bids.reduce((n, b) => n + b.n, 0)).toBe(4)
    expect(day.decision_ms.reduce((n, b) => n + b.n, 0)).toBe(7)
    expect(Math.max(...day.decision_ms.map((b) => b.max))).toBe(20)
  })

  it('refuses a wrong range with 422 naming it, a guest with 401 and a member with 403', async () => {
    const ed = await editor()
    const bad = await read(await get('/api/admin/system/stats?range=week', ed.token))
    expect(bad.status).toBe(422)
    expect(bad.body.errors.range[0]).toBe('Aralık “hour” ya da “day” olmalıdır.')
    expect((await get('/api/admin/system/stats')).status).toBe(401)
    expect((await get('/api/admin/system/stats', (await member()).token)).status).toBe(403)
  })
})
