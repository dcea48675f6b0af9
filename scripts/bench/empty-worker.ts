// The baseline of `npm run bench:api`: an empty Hono route in its own `wrangler dev`, measured in the same
// run as the API, so every figure can be read as a share of what the runtime itself costs on this machine.
import { Hono } from 'hono'

export default new Hono().get('/api/empty', (c) => c.json({ ok: true }))
