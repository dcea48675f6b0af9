// Metrics of bids on the room's socket (docs/operations.md "Metrics"): the room, which has no Analytics
// Engine, reports its socket's decisions and its NewBid messages to the worker about once a second; the
// worker writes the data points and D1's per-minute counters. Bids by POST are counted by the worker.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signBidTicket } from '../../common/internal-token.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { faults } from '../support/faults.ts'
import { postBid } from '../support/preinfo.ts'
import { bidOnSocket, ledger, listen, lotAndBidders, ticketOf } from '../support/room.ts'
import { db } from '../support/seed.ts'

afterEach(() => {
  faults.workerDown = false
  vi.restoreAllMocks()
})

const counted = (path: string) =>
  db
    .select({ outcome: schema.bid_stats.outcome, reason: schema.bid_stats.reason, n: schema.bid_stats.count })
    .from(schema.bid_stats)
    .where(eq(schema.bid_stats.path, path))
    .orderBy(schema.bid_stats.outcome, schema.bid_stats.reason)

describe('metrics of bids on the socket', () => {
  it('reach the worker from the room: accepted and refused by reason with the decision time, and each NewBid\'s coalesced size', async () => {
    await db.delete(schema.bid_stats)
    const points: AnalyticsEngineDataPoint[] = []
    vi.spyOn((env as unknown as { METRICS: AnalyticsEngineDataset }).METRICS, 'writeDataPoint').mockImplementation((p) => void points.push(p!))
    const { a, alice, bob } = await lotAndBidders()
    // By POST: the worker counts these itself (the accepted one in the bid's own D1 batch).
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token)).status).toBe(200)
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 120 }, alice.token)).status).toBe(422)

    const socket = await listen(a.id)
    const ticket = await ticketOf(a.id, bob)
    const logged = vi.spyOn(console, 'log')
    expect((await bidOnSocket(socket, { ticket, bid_amount: '10', total_amount: 120, client_bid_id: 'bob-metric-1' })).status).toBe(200)
    // Its command line, as a worker command has one (docs/operations.md "Logs").
    const line = logged.mock.calls.map(([l]) => String(l)).find((l) => l.includes('"kind":"socket-bid"'))
    expect(JSON.parse(line!)).toMatchObject({ msg: 'room command', request_id: 'bob-metric-1', room: String(a.id), status: 200, queue: 1, ms: expect.any(Number) })
    expect((await bidOnSocket(socket, { ticket, bid_amount: '10', total_amount: 130, client_bid_id: 'bob-metric-2' })).status).toBe(422)
    const forged = (await signBidTicket('not-the-secret', a.id, { id: bob.id, title: bob.title })).ticket
    expect((await bidOnSocket(socket, { ticket: forged, bid_amount: '10', total_amount: 130, client_bid_id: 'bob-metric-3' })).status).toBe(401)
    // The page's retry of an answered bid is not a second decision.
    expect((await bidOnSocket(socket, { ticket, bid_amount: '10', total_amount: 120, client_bid_id: 'bob-metric-1' })).status).toBe(200)

    await vi.waitFor(async () => expect((await counted('socket')).reduce((n, r) => n + r.n, 0)).toBe(3), { timeout: 10_000, interval: 100 })
    expect(await counted('socket')).toEqual([
      { outcome: 'accepted', reason: '', n: 1 },
      { outcome: 'refused', reason: 'already_highest', n: 1 },
      { outcome: 'refused', reason: 'ticket', n: 1 },
    ])
    expect(await counted('post')).toEqual([
      { outcome: 'accepted', reason: '', n: 1 },
      { outcome: 'refused', reason: 'already_highest', n: 1 },
    ])
    const socketBids = points.filter((p) => p.blobs?.[0] === 'bid' && p.blobs[3] === 'socket')
    expect(socketBids.map((p) => p.blobs!.slice(1, 3))).toEqual([
      ['accepted', ''],
      ['refused', 'already_highest'],
      ['refused', 'ticket'],
    ])
    for (const p of socketBids) expect(p.doubles![0]).toBeGreaterThanOrEqual(0)
    // Two accepted bids (the POST one and the socket one), each broadcast in a NewBid the room reported.
    await vi.waitFor(() => expect(points.filter((p) => p.blobs?.[0] === 'newbid').reduce((n, p) => n + p.doubles![2]!, 0)).toBe(2), { timeout: 10_000 })
    for (const p of points.filter((p) => p.blobs?.[0] === 'newbid')) expect(p.doubles![2]).toBeGreaterThanOrEqual(1)
    socket.close()
  })

  it('drops a report the worker does not take, with a warning line, and the bid stands', async () => {
    const { a, alice, bob } = await lotAndBidders()
    expect((await postBid('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token)).status).toBe(200)
    const socket = await listen(a.id)
    const ticket = await ticketOf(a.id, bob)
    const errors = vi.spyOn(console, 'error')
    faults.workerDown = true
    expect((await bidOnSocket(socket, { ticket, bid_amount: '10', total_amount: 120, client_bid_id: 'bob-dropped-1' })).status).toBe(200)
    await vi.waitFor(() => expect(errors.mock.calls.some(([l]) => String(l).includes('"room metrics dropped"') && String(l).includes(`"room":${a.id}`))).toBe(true), { timeout: 10_000 })
    expect((await ledger(a.id)).map((b) => b.user_id)).toEqual([alice.id, bob.id])
    socket.close()
  })
})
