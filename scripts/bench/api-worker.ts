// The worker as deployed, for `npm run bench:api` only: a request with `x-bench-count: 1` runs against a D1
// binding wrapped by tests/support/d1-counter.ts and answers what it cost in `x-bench-d1` (round trips,
// statements, sequential depth); one with `x-bench-edge: on` runs with EDGE_CACHE=on, the edge copy of
// guests' answers that production always keeps (worker/middleware/cache.ts; the bench's development
// settings keep none otherwise). Two paths under /__bench/ are answered here, before the app, to tell the
// app's own cost from what this `wrangler dev` costs around it (the assets layer in front, the local D1
// behind): an empty answer, and one trivial statement (`SELECT 1`) on the raw binding. Every other
// request goes to the app untouched, so the load is measured on the production code path.
import { countingD1 } from '../../tests/support/d1-counter.ts'
import { app } from '../../worker/app.ts'
import type { Env } from '../../worker/env.ts'

const JSON_HEADERS = { 'Content-Type': 'application/json' }

export default {
  async fetch(request, env, ctx) {
    const path = new URL(request.url).pathname
    if (path === '/__bench/empty') return new Response('{"ok":true}', { headers: JSON_HEADERS })
    if (path === '/__bench/d1-floor') return Response.json(await env.DB.prepare('SELECT 1 AS ok').first())
    if (request.headers.get('x-bench-edge') === 'on') env = { ...env, EDGE_CACHE: 'on' }
    if (request.headers.get('x-bench-count') !== '1') return app.fetch(request, env, ctx)
    const counter = countingD1(env.DB)
    const res = await app.fetch(request, { ...env, DB: counter.db }, ctx)
    const body = await res.arrayBuffer()
    const { roundTrips, statements, depth } = counter.counts
    const out = new Response(body, res)
    out.headers.set('x-bench-d1', JSON.stringify({ roundTrips, statements, depth }))
    return out
  },
} satisfies ExportedHandler<Env>
