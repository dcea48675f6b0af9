// npm run bench:api — what the storefront's API answers cost, on this
// machine's loopback only, bounded in time, stopping by itself. Asserts nothing about speed.
//
//   npm run bench:api -- --seconds 3 --connections 20
//
// 1. Starts its own `wrangler dev` of the worker (scripts/bench/api-worker.ts: the app, plus a D1 binding
//    that counts when a request asks) on a free port with a fresh state folder loaded with the demo data,
//    and a tiny separate worker with an empty Hono route (scripts/bench/empty-worker.ts) on another.
// 2. Per hot endpoint: D1 round trips, statements and sequential depth (one counted request), then a
//    closed loop of `connections` keep-alive clients for `seconds` (after a warm-up): requests/s, p50, p99,
//    the share of the empty route's requests/s (measured before and after, the mean is the baseline).
//    Rows marked "edge copy" are guests as production answers them, from caches.default while it lasts
//    (their D1 columns are a hit's: none).
// 3. Per page view (the calls a page makes, started together): calls, round trips, statements, and the
//    critical path — the deepest call — with the time to data at 40 ms a round trip (an Istanbul edge to a
//    Western-European primary).
// Prints a Markdown table and writes it to .tmp/bench-api.md. Node 22 (npm scripts use the `node` dev dependency).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { arg, freePort, ROOT, runStep, spawnServer, stopServers, waitFor } from './harness.ts'

const SECONDS = arg('seconds', 3)
const WARMUP_SECONDS = 1
const CONNECTIONS = arg('connections', 20)
const TRIP_MS = 40
const STATE = '.tmp/bench-api-state'
const EMPTY_STATE = '.tmp/bench-api-empty-state'
const ASSETS = '.tmp/bench-api-assets'
const log = (m: string) => console.log(`[bench:api] ${m}`)

const run = (label: string, cmd: string, args: string[]) => runStep(log, label, cmd, args)

async function start(name: string, args: string[]) {
  // Each its own inspector port (two wrangler dev would both take 9229/9230); no log line per request.
  const inspector = String(await freePort())
  args = [...args, '--inspector-port', inspector, '--log-level', 'warn']
  const child = spawnServer(`bench-api-${name}`, 'npx', [
    'wrangler',
    'dev',
    ...args,
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
  ])
  return child.pid!
}

/**
 * CPU time (ms) used so far by every process of a server's process group (wrangler, its proxy and the
 * workerd running the worker and local D1): read from /proc (Linux; NaN elsewhere), 10 ms ticks. Divided by
 * the requests of a row it is what one answer costs the machine, which other work on it changes far less
 * than requests/s (contention still inflates it).
 */
function groupCpuMs(pgid: number): number {
  let ticks = 0
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ') // from the 3rd field on: state, ppid, pgrp …
        if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]) // utime + stime
      } catch {
        // the process has gone
      }
    }
  } catch {
    return NaN
  }
  return ticks * 10
}
// ---- load -----------------------------------------------------------------------------------------

type Load = { rps: number; p50: number; p99: number; errors: number; requests: number; cpuMs: number }

/** `connections` clients, each sending its next request when the last one answered, for `seconds`. */
async function load(base: string, path: string, headers: Record<string, string>, seconds: number, status = 200): Promise<Load> {
  const pgid = base === api ? apiGroup : emptyGroup
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const url = new URL(path, base)
  const latencies: number[] = []
  let errors = 0
  const once = () =>
    new Promise<void>((done) => {
      const started = performance.now()
      const req = http.get(url, { agent, headers: { Accept: 'application/json', ...headers } }, (res) => {
        res.resume()
        res.on('end', () => {
          latencies.push(performance.now() - started)
          if (res.statusCode !== status) errors++
          done()
        })
      })
      req.on('error', () => {
        errors++
        done()
      })
    })
  const loop = async (until: number) => {
    while (performance.now() < until) await once()
  }
  const warm = performance.now() + WARMUP_SECONDS * 1000
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(warm)))
  latencies.length = 0
  errors = 0
  const begun = performance.now()
  const cpuBefore = groupCpuMs(pgid)
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(begun + seconds * 1000)))
  const elapsed = (performance.now() - begun) / 1000
  const cpu = groupCpuMs(pgid) - cpuBefore
  agent.destroy()
  const sorted = latencies.sort((a, b) => a - b)
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
  return { rps: sorted.length / elapsed, p50: pct(0.5), p99: pct(0.99), errors, requests: sorted.length, cpuMs: cpu / sorted.length }
}

type Cost = { roundTrips: number; statements: number; depth: number }
async function cost(base: string, path: string, headers: Record<string, string>, status = 200): Promise<Cost> {
  const res = await fetch(new URL(path, base), { headers: { Accept: 'application/json', 'x-bench-count': '1', ...headers } })
  await res.arrayBuffer()
  if (res.status !== status) throw new Error(`${path} answered ${res.status}`)
  return JSON.parse(res.headers.get('x-bench-d1') ?? '{"roundTrips":0,"statements":0,"depth":0}')
}

// ---- main -----------------------------------------------------------------------------------------

const [apiPort, emptyPort] = [await freePort(), await freePort()]
const api = `http://127.0.0.1:${apiPort}`
const empty = `http://127.0.0.1:${emptyPort}`
/** The process groups of the two servers (their CPU time per request: groupCpuMs). */
let apiGroup = 0
let emptyGroup = 0
try {
  mkdirSync(join(ROOT, ASSETS), { recursive: true })
  rmSync(join(ROOT, STATE), { recursive: true, force: true })
  run('migrations applied', 'npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--env', 'dev', '--persist-to', STATE])
  run('demo data loaded', process.execPath, ['scripts/seed.ts', '--persist-to', STATE])
  apiGroup = await start('worker', [
    'scripts/bench/api-worker.ts',
    '--env',
    'dev',
    '--port',
    String(apiPort),
    '--persist-to',
    STATE,
    '--assets',
    ASSETS,
    '--var',
    `APP_URL:http://127.0.0.1:${apiPort}`,
  ])
  rmSync(join(ROOT, EMPTY_STATE), { recursive: true, force: true })
  emptyGroup = await start('empty', ['-c', 'scripts/bench/empty.wrangler.toml', '--port', String(emptyPort), '--persist-to', EMPTY_STATE])
  await Promise.all([waitFor(`${api}/api/categories`, 180_000), waitFor(`${empty}/api/empty`, 180_000)])
  log(`worker on ${api}, empty route on ${empty}`)

  // What the demo data offers: a deep category, a running auction, its seller; a member's token.
  const json = async <T>(path: string, init?: RequestInit) => (await fetch(new URL(path, api), init)).json() as Promise<T>
  const categories = await json<Array<{ slug: string; parent: number; id: number }>>('/api/categories')
  const byId = new Map(categories.map((c) => [c.id, c]))
  const depthOf = (c: { parent: number }): number => (c.parent ? 1 + depthOf(byId.get(c.parent)!) : 1)
  const deepest = [...categories].sort((a, b) => depthOf(b) - depthOf(a))[0]!
  type Card = { id: number; slug: string; seller?: { slug: string } }
  const first = (await json<{ auctions: { data: Card[] } }>('/api/auctions')).auctions.data[0]!
  const login = await json<{ token: string }>('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: 'alici', password: 'Mezat1234' }),
  })
  const member = { Authorization: `Bearer ${login.token}` }
  const guest = {}
  /** A guest in production: answered from the edge copy (caches.default) while it lasts. */
  const edgeGuest = { 'x-bench-edge': 'on' }
  const detail = `/api/auctions/${first.slug}`
  const sellerSlug: string | undefined = first.seller?.slug
  const root = categories.find((c) => !c.parent)!

  const hot: Array<[string, string, Record<string, string>]> = [
    ['home list', '/api/auctions', guest],
    ['daily (home)', '/api/showdaily', guest],
    ['category listing (deepest)', `/api/auctions?category=${deepest.slug}`, guest],
    ['banners of a category', `/api/banners/0/${deepest.slug}`, guest],
    ['categories', '/api/categories', guest],
    ['home video', '/api/videos/anasayfa', guest],
    ['live sessions of a category', `/api/live_session/${root.slug}`, guest],
    ['search', '/api/search?q=saat', guest],
    ['auction detail, guest', detail, guest],
    ['auction detail, member', detail, member],
    ['bid list, guest', `/api/bids/${first.id}`, guest],
    ['bid list, member', `/api/bids/${first.id}`, member],
    ['user (member)', '/api/user', member],
    ...(sellerSlug ? ([['seller profile', `/api/profil/${sellerSlug}`, guest]] as Array<[string, string, Record<string, string>]>) : []),
    ['home list, guest, edge copy', '/api/auctions', edgeGuest],
    ['auction detail, guest, edge copy', detail, edgeGuest],
    ['bid list, guest, edge copy', `/api/bids/${first.id}`, edgeGuest],
  ]

  const before = await load(empty, '/api/empty', {}, SECONDS)
  log(
    `empty route: ${before.rps.toFixed(0)} req/s, ${before.cpuMs.toFixed(2)} CPU ms/request${before.errors ? `, ${before.errors} errors` : ''}`,
  )
  if (before.requests === 0) throw new Error('the empty route answered nothing (see .tmp/bench-api-empty.log)')
  const rows: Array<{ name: string; cost: Cost; load: Load }> = []
  // Where the cost goes (the app's fixed cost, the floor of local D1), before the answers:
  //  - one trivial statement (SELECT 1) in the empty worker: what a single trip to local D1 costs there;
  //  - the API's own wrangler dev answering before the app (scripts/bench/api-worker.ts): an empty answer,
  //    then SELECT 1 on the raw binding: the runtime around our worker (assets layer, bindings), no app;
  //  - an unknown API path through the whole app (every middleware, the router, the 404): its fixed cost.
  const none: Cost = { roundTrips: 0, statements: 0, depth: 0 }
  const one: Cost = { roundTrips: 1, statements: 1, depth: 1 }
  const floors: Array<[string, string, string, Cost, number]> = [
    ['D1 floor: SELECT 1, empty worker', empty, '/api/d1-floor', one, 200],
    ['API worker before the app: empty answer', api, '/__bench/empty', none, 200],
    ['API worker before the app: SELECT 1', api, '/__bench/d1-floor', one, 200],
    ['the app, no D1 and no cache: unknown API path (404)', api, '/api/__bench-unknown', none, 404],
  ]
  for (const [name, base, path, known, status] of floors) {
    // The app's row is counted like the answers; the rows before the app make the trips they name.
    const c = path.startsWith('/api/__bench') ? await cost(api, path, {}, status) : known
    const l = await load(base, path, {}, SECONDS, status)
    rows.push({ name, cost: c, load: l })
    log(
      `${name}: ${l.rps.toFixed(0)} req/s, p99 ${l.p99.toFixed(1)} ms, ${l.cpuMs.toFixed(2)} CPU ms/request${l.errors ? `, ${l.errors} errors` : ''}`,
    )
  }
  for (const [name, path, headers] of hot) {
    // With the edge copy, the first request fills it: the cost shown is the next one's (a hit).
    if (headers === edgeGuest) await cost(api, path, headers)
    const c = await cost(api, path, headers)
    const l = await load(api, path, headers, SECONDS)
    rows.push({ name, cost: c, load: l })
    log(
      `${name}: ${l.rps.toFixed(0)} req/s, p99 ${l.p99.toFixed(1)} ms, ${l.cpuMs.toFixed(2)} CPU ms/request, ${c.roundTrips} trips / depth ${c.depth}${l.errors ? `, ${l.errors} errors` : ''}`,
    )
  }
  const after = await load(empty, '/api/empty', {}, SECONDS)
  const baseline = (before.rps + after.rps) / 2

  // Page views: the calls each page makes, started together (the critical path is the deepest call).
  const pages: Array<[string, string[], Record<string, string>]> = [
    [
      'home, guest',
      [
        '/api/categories',
        '/api/footer',
        '/api/showcaseauctions',
        '/api/auctions',
        '/api/banners/0',
        '/api/banners/1',
        '/api/banners/2',
        '/api/banners/5',
        '/api/carousels/anasayfa',
        '/api/videos/anasayfa',
        '/api/live_session/index',
      ],
      guest,
    ],
    [
      'category page, guest',
      [
        '/api/categories',
        '/api/footer',
        `/api/auctions?category=${deepest.slug}`,
        `/api/banners/0/${deepest.slug}`,
        `/api/live_session/${deepest.slug}`,
      ],
      guest,
    ],
    ['auction page, guest', ['/api/categories', '/api/footer', detail, `/api/bids/${first.id}`], guest],
    // (The page's /api/autobid/{id} asks the auction's room, not D1; the benchmark runs no room.)
    ['auction page, member', ['/api/categories', '/api/footer', detail, `/api/bids/${first.id}`, '/api/user'], member],
    ['search page, guest', ['/api/categories', '/api/footer', '/api/search?q=saat'], guest],
  ]
  const pageRows = []
  for (const [name, calls, headers] of pages) {
    const costs = await Promise.all(calls.map((p) => cost(api, p, headers)))
    const sum = (k: keyof Cost) => costs.reduce((n, c) => n + c[k], 0)
    const critical = Math.max(...costs.map((c) => c.depth))
    pageRows.push({ name, calls: calls.length, trips: sum('roundTrips'), statements: sum('statements'), critical })
  }

  const cpu = cpus()
  const lines = [
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, shared with other work; Node ${process.versions.node}; ` +
      `wrangler dev (local D1), ${CONNECTIONS} keep-alive connections, closed loop, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up per row. ` +
      `Empty Hono route: ${before.rps.toFixed(0)} req/s before, ${after.rps.toFixed(0)} after; server CPU ${before.cpuMs.toFixed(2)} / ${after.cpuMs.toFixed(2)} ms a request ` +
      `(every process of that row's wrangler dev, over the requests it answered). Load average at the end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}.`,
    '',
    '| endpoint | D1 trips | statements | depth | req/s | p50 ms | p99 ms | of empty route | server CPU ms/request | errors | time to data at 40 ms/trip |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.cost.roundTrips} | ${r.cost.statements} | ${r.cost.depth} | ${r.load.rps.toFixed(0)} | ${r.load.p50.toFixed(1)} | ${r.load.p99.toFixed(1)} | ${((100 * r.load.rps) / baseline).toFixed(0)} % | ${r.load.cpuMs.toFixed(2)} | ${r.load.errors} | ${r.cost.depth * TRIP_MS} ms |`,
    ),
    '',
    '| page view (calls started together) | calls | D1 trips | statements | critical path (trips) | time to data at 40 ms/trip |',
    '|---|---:|---:|---:|---:|---:|',
    ...pageRows.map((p) => `| ${p.name} | ${p.calls} | ${p.trips} | ${p.statements} | ${p.critical} | ${p.critical * TRIP_MS} ms |`),
  ]
  const table = lines.join('\n')
  console.log(`\n${table}\n`)
  writeFileSync(join(ROOT, '.tmp/bench-api.md'), `${table}\n`)
  log('written to .tmp/bench-api.md')
} finally {
  stopServers()
}
