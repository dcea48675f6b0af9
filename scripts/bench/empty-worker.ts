// The baselines of `npm run bench:api` and `npm run bench:bids`: empty Hono routes in their own
// `wrangler dev`, measured in the same run as the product, so every figure can be read as a share of what
// the local servers themselves cost on this machine.
//   GET /api/empty: nothing at all (bench:api).
//   GET /api/d1-floor: the floor of local D1 (bench:api): one trivial statement (`SELECT 1`) on the raw
//   binding, one round trip, so the rows that read D1 can be read beside what a single trip to miniflare's
//   D1 costs before any app code.
//   POST /api/empty-bid/:room: the "hop floor" of bench:bids: the product's chain of hops (dev
//   proxy → wrangler dev → worker → partykit dev → room) with nothing of ours on it: no auth, no D1, no
//   validation; the POST goes straight on to the empty room (scripts/bench/empty-room) at EMPTY_ROOM_HOST,
//   which puts, broadcasts and answers.
import { Hono } from 'hono'

type Env = { Bindings: { DB: D1Database; EMPTY_ROOM_HOST?: string } }

export default new Hono<Env>()
  .get('/api/empty', (c) => c.json({ ok: true }))
  .get('/api/d1-floor', async (c) => c.json(await c.env.DB.prepare('SELECT 1 AS ok').first<{ ok: number }>()))
  .post('/api/empty-bid/:room', async (c) => {
    const res = await fetch(`http://${c.env.EMPTY_ROOM_HOST}/parties/main/${c.req.param('room')}`, { method: 'POST' })
    return new Response(res.body, res)
  })
