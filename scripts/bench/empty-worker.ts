// The baselines of `npm run bench:api` and `npm run bench:bids`: empty Hono routes in their own
// `wrangler dev`, measured in the same run as the product, so every figure can be read as a share of what
// the local servers themselves cost on this machine.
//   GET /api/empty: nothing at all (bench:api).
//   POST /api/empty-bid/:room: the "hop floor" of bench:bids (issue #10): the product's chain of hops (dev
//   proxy → wrangler dev → worker → partykit dev → room) with nothing of ours on it: no auth, no D1, no
//   validation; the POST goes straight on to the empty room (scripts/bench/empty-room) at EMPTY_ROOM_HOST,
//   which puts, broadcasts and answers.
import { Hono } from 'hono'

export default new Hono<{ Bindings: { EMPTY_ROOM_HOST?: string } }>()
  .get('/api/empty', (c) => c.json({ ok: true }))
  .post('/api/empty-bid/:room', async (c) => {
    const res = await fetch(`http://${c.env.EMPTY_ROOM_HOST}/parties/main/${c.req.param('room')}`, { method: 'POST' })
    return new Response(res.body, res)
  })
