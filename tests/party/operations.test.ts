// What the on-call engineer reads (docs/operations.md "Logs", "Health"): one JSON line per request and per
// room command, joined by the request id the worker sends to the room; and /healthz with a room that answers.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { get, postForm, read } from '../support/http.ts'
import { confirmPreinfo } from '../support/preinfo.ts'
import { member } from '../support/room.ts'
import { auction } from '../support/seed.ts'

afterEach(() => vi.restoreAllMocks())

const jsonLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.flatMap(([first]) => {
    try {
      return typeof first === 'string' && first.startsWith('{') ? [JSON.parse(first) as Record<string, unknown>] : []
    } catch {
      return []
    }
  })

describe('metrics of the bid path', () => {
  it('writes an accepted bid and a refused one with its reason and the decision time (docs/operations.md "Metrics")', async () => {
    const a = await auction()
    const alice = await member()
    await confirmPreinfo(a.id, alice)
    const points: AnalyticsEngineDataPoint[] = []
    const dataset = (env as unknown as { METRICS: AnalyticsEngineDataset }).METRICS
    vi.spyOn(dataset, 'writeDataPoint').mockImplementation((p) => void points.push(p!))
    expect((await postForm('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token)).status).toBe(200)
    expect((await postForm('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 120 }, alice.token)).status).toBe(422)
    const bids = points.filter((p) => p.indexes?.[0] === 'bid')
    expect(bids.map((p) => p.blobs)).toEqual([
      ['bid', 'accepted', '', 'post'],
      ['bid', 'refused', 'already_highest', 'post'],
    ])
    for (const p of bids) expect(p.doubles![0]).toBeGreaterThanOrEqual(0)
  })
})

describe('log lines', () => {
  it('a bid writes one request line and one room command line with the same request id, nothing personal in plain text', async () => {
    const a = await auction()
    const alice = await member()
    await confirmPreinfo(a.id, alice) // the pre-information a bidder confirms once per lot (docs/law.md)
    const spy = vi.spyOn(console, 'log')
    const res = await postForm('/api/addBid', { auction_id: a.id, bid_amount: 10, total_amount: 110 }, alice.token, { ip: '203.0.113.7' })
    expect(res.status).toBe(200)
    const lines = jsonLines(spy)
    const request = lines.find((l) => l.msg === 'request' && l.route === '/api/addBid')
    expect(request).toMatchObject({
      level: 'info',
      ip: '203.0.113.7',
      method: 'POST',
      url: '/api/addBid',
      status: 200,
      member: expect.stringMatching(/^[0-9a-f]{16}$/),
    })
    expect(request!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(request!.d1).toBeGreaterThanOrEqual(2) // the trader's session, then the bid's batch
    expect(request!.ms).toEqual(expect.any(Number))
    // The room had no state yet: the bid is refused as unconfigured, the worker configures it and asks again.
    const commands = lines.filter((l) => l.msg === 'room command' && l.request_id === request!.request_id)
    expect(commands.map((l) => [l.kind, l.status])).toEqual([['bid', 404], ['configure', 200], ['bid', 200]])
    expect(commands.at(-1)).toMatchObject({ room: String(a.id), queue: 1, ms: expect.any(Number) })
    expect(JSON.stringify(request)).not.toContain(alice.username)
    // The member's id is no field's value; the measured ms and D1 trips are figures that may equal it by chance
    // (a search for "4," in the text once met "ms":84,).
    const { ms: _ms, d1: _d1, ...rest } = request!
    expect(Object.values(rest)).not.toContain(alice.id)
    expect(Object.values(rest)).not.toContain(String(alice.id))
  })

  it('keeps only the names of query parameters, never their values', async () => {
    const spy = vi.spyOn(console, 'log')
    await get('/api/search?q=g%C3%BCm%C3%BC%C5%9F&page=2')
    // Its own line: a room's sync or metrics report of an earlier test may log a request line meanwhile.
    const request = jsonLines(spy).find((l) => l.msg === 'request' && String(l.url).startsWith('/api/search'))
    expect(request!.url).toBe('/api/search?q&page')
  })
})

describe('GET /healthz with the rooms up', () => {
  it('answers 200 within 500 ms: D1 and a room answer', async () => {
    const started = Date.now()
    const { status, body } = await read(await get('/healthz'))
    expect(Date.now() - started).toBeLessThan(500)
    expect({ status, body }).toMatchObject({ status: 200, body: { ok: true, d1: { ok: true }, room: { ok: true, status: 404 } } })
  })
})
