// The baseline of `npm run bench:api`: an empty Hono route in its own `wrangler dev`, measured in the same
// run as the API, so every figure can be read as a share of what the runtime itself costs on this machine;
// and the floor of local D1: one trivial statement (`SELECT 1`) on the raw binding, one round trip, so the
// rows that read D1 can be read beside what a single trip to miniflare's D1 costs before any app code.
import { Hono } from 'hono'

type Env = { Bindings: { DB: D1Database } }

export default new Hono<Env>()
  .get('/api/empty', (c) => c.json({ ok: true }))
  .get('/api/d1-floor', async (c) => c.json(await c.env.DB.prepare('SELECT 1 AS ok').first<{ ok: number }>()))
