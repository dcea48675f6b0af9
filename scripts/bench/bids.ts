// npm run bench:bids — load on one auction through the real path (HTTP → worker → room → D1), on this
// machine's loopback only, bounded in time, stopping by itself. Prints its figures; asserts nothing
// about speed (DESIGN/STYLE: speed belongs in benchmarks). It does check correctness at the end:
// every watcher saw every bid in order, and D1 holds exactly the room's ledger.
//
//   npm run bench:bids -- --bidders 20 --watchers 100 --seconds 20
//
// Runs its own wrangler dev + partykit dev on free ports with a fresh state folder (.tmp/bench-state),
// loaded with the demo data. Node 22 (npm scripts use the `node` dev dependency).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { internalSecret, signInternal } from '../../common/internal-token.ts'
import { parseAuctionEvent } from '../../common/schemas/auction-events.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const BIDDERS = arg('bidders', 10)
const WATCHERS = arg('watchers', 50)
const SECONDS = arg('seconds', 20)
const ROOT = new URL('../..', import.meta.url).pathname
const STATE = '.tmp/bench-state'
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NODE_OPTIONS: '--no-warnings' }
const log = (m: string) => console.log(`[bench] ${m}`)

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => done(port))
    })
  })

function run(label: string, cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${label} failed:\n${r.stdout}\n${r.stderr}`)
  log(label)
}

const servers: ChildProcess[] = []
function start(name: string, cmd: string, args: string[]) {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true })
  const out = openSync(join(ROOT, `.tmp/bench-${name}.log`), 'w')
  servers.push(spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', out, out], detached: true }))
}
function stop() {
  for (const s of servers)
    try {
      process.kill(-s.pid!, 'SIGTERM')
    } catch {
      // gone
    }
}
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3000) })).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer`)
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}
const ms = (x: number) => `${x.toFixed(1)} ms`

async function main() {
  const [workerPort, partyPort] = [await freePort(), await freePort()]
  const base = `http://127.0.0.1:${workerPort}`
  rmSync(join(ROOT, STATE), { recursive: true, force: true })
  run('migrations applied', 'npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--env', 'dev', '--persist-to', STATE])
  run('demo data loaded', process.execPath, ['scripts/seed.ts', '--persist-to', STATE])
  start('worker', 'npx', ['wrangler', 'dev', '--env', 'dev', '--port', String(workerPort), '--ip', '127.0.0.1', '--persist-to', STATE, '--var', `PARTYKIT_HOST:127.0.0.1:${partyPort}`, '--var', `APP_URL:${base}`, '--show-interactive-dev-session=false'])
  start('party', 'npx', ['partykit', 'dev', '--port', String(partyPort), '--var', `WORKER_URL=${base}`, '--var', 'ENVIRONMENT=development', '--no-hotkeys', '--disable-request-cf-fetch', '--persist', join(STATE, 'partykit')])
  await waitFor(`${base}/api/footer`)
  await waitFor(`http://127.0.0.1:${partyPort}/parties/main/health`)
  log(`servers up: worker ${workerPort}, party ${partyPort}`)

  // A running auction far from its end (no soft close during the run).
  const list = (await (await fetch(`${base}/api/auctions`)).json()) as { auctions: { data: { id: number; slug: string; end_time: string; started_at: string | null }[] } }
  const now = Date.now()
  const target = list.auctions.data.find((a) => a.started_at && Date.parse(`${a.end_time.replace(' ', 'T')}+03:00`) - now > 3_600_000)
  if (!target) throw new Error('no running auction in the demo data')

  // Bidders: demo members (password Mezat1234), logged in through the API.
  const names = ['alici', 'antikaci_ahmet', 'koleksiyoncu.ayse', 'saatci_mehmet', 'sahaf_osman', 'mucevher_zeynep', 'retro_emre', 'galeri_sevgi']
  const tokens: string[] = []
  for (let i = 0; tokens.length < BIDDERS && i < 40; i++) {
    const username = names[i] ?? `bench_${process.pid}_${i}`
    let res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Mezat1234' }) })
    if (res.status !== 200) {
      res = await fetch(`${base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': `127.0.1.${i}` },
        body: JSON.stringify({ username, email: `${username}@bench.test`, password: 'Mezat1234', password_confirmation: 'Mezat1234' }),
      })
    }
    if (res.status === 200) tokens.push(((await res.json()) as { token: string }).token)
  }
  log(`${tokens.length} bidders, ${WATCHERS} watchers, ${SECONDS} s on auction ${target.id}`)

  // Watchers: plain WebSockets on the auction channel, stamping each NewBid on arrival.
  const arrivals: Map<number, number>[] = []
  const sockets: WebSocket[] = []
  let price = 0
  await Promise.all(
    Array.from({ length: WATCHERS }, (_, i) => {
      const seen = new Map<number, number>()
      arrivals.push(seen)
      const ws = new WebSocket(`ws://127.0.0.1:${partyPort}/parties/auction/${target.id}`)
      sockets.push(ws)
      ws.addEventListener('message', (e) => {
        const event = parseAuctionEvent(String(e.data))
        if (event?.event === 'NewBid') {
          seen.set(event.data.bid.seq, performance.now())
          if (i === 0) price = Math.max(price, event.data.bid.total_amount)
        } else if (event?.event === 'Sync' && i === 0) price = Math.max(price, event.data.current_price)
      })
      return new Promise((r) => ws.addEventListener('open', r, { once: true }))
    }),
  )
  await new Promise((r) => setTimeout(r, 500))

  // Bid loop: each bidder bids the smallest step on the price it knows; a race loss (409) teaches it the new one.
  const acks: number[] = []
  const sentAt = new Map<number, number>()
  const counts = { accepted: 0, raced: 0, refused: 0, errors: 0 }
  const until = performance.now() + SECONDS * 1000
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < until) {
        const t0 = performance.now()
        const res = await fetch(`${base}/api/addBid`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ auction_id: String(target.id), bid_amount: '1', total_amount: String(price + 1) }),
        }).catch(() => null)
        const t1 = performance.now()
        if (!res) {
          counts.errors++
          continue
        }
        const body = (await res.json()) as { current_price?: number; bid?: { seq: number } }
        if (typeof body.current_price === 'number') price = Math.max(price, body.current_price)
        if (res.status === 200) {
          counts.accepted++
          acks.push(t1 - t0)
          if (body.bid) sentAt.set(body.bid.seq, t0)
        } else if (res.status === 409) counts.raced++
        else if (res.status === 422) {
          counts.refused++ // already the highest bidder: wait for someone else
          await new Promise((r) => setTimeout(r, 20))
        } else counts.errors++
      }
    }),
  )
  await new Promise((r) => setTimeout(r, 3000)) // let the last broadcasts and the room's D1 sync land

  const fanout: number[] = []
  let missing = 0
  for (const [seq, t0] of sentAt)
    for (const seen of arrivals) {
      const t = seen.get(seq)
      if (t === undefined) missing++
      else fanout.push(t - t0)
    }
  let outOfOrder = 0
  for (const seen of arrivals) {
    const order = [...seen.entries()].sort((a, b) => a[1] - b[1]).map(([seq]) => seq)
    for (let i = 1; i < order.length; i++) if (order[i]! < order[i - 1]!) outOfOrder++
  }
  for (const ws of sockets) ws.close()

  // D1 against the room's ledger: the room's last seq (signed internal call) and D1's rows 1..n.
  const token = await signInternal(internalSecret({ ENVIRONMENT: 'development' }), 'party', String(target.id))
  const roomRes = await fetch(`http://127.0.0.1:${partyPort}/parties/auction/${target.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'state' }),
  })
  const room = ((await roomRes.json()) as { state: { last_seq: number; current_kurus: number } }).state
  const sql = `SELECT count(*) AS n, count(DISTINCT seq) AS distinct_seq, min(seq) AS lo, max(seq) AS hi,
    sum(CASE WHEN b.total_amount_kurus > coalesce((SELECT p.total_amount_kurus FROM bids p WHERE p.auction_id = b.auction_id AND p.seq = b.seq - 1), 0) THEN 1 ELSE 0 END) AS rising,
    (SELECT current_price_kurus FROM auctions WHERE id = ${target.id}) AS price
    FROM bids b WHERE auction_id = ${target.id}`
  const d1 = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', '--command', sql], { cwd: ROOT, env, encoding: 'utf8' })
  const row = (JSON.parse(d1.stdout) as { results: Record<string, number>[] }[])[0]!.results[0]!
  const agree = row.n === room.last_seq && row.distinct_seq === row.n && row.lo === 1 && row.hi === room.last_seq && row.rising === row.n && row.price === room.current_kurus
  const rows = { length: row.n }
  const rising = row.rising === row.n
  const detail = { data: { bid_count: room.last_seq } }

  const figures = {
    bidders: tokens.length,
    watchers: WATCHERS,
    seconds: SECONDS,
    requests: counts.accepted + counts.raced + counts.refused + counts.errors,
    accepted: counts.accepted,
    accepted_per_s: +(counts.accepted / SECONDS).toFixed(1),
    raced_409: counts.raced,
    refused_422: counts.refused,
    errors: counts.errors,
    ack_p50_ms: +pct(acks, 50).toFixed(1),
    ack_p95_ms: +pct(acks, 95).toFixed(1),
    ack_p99_ms: +pct(acks, 99).toFixed(1),
    fanout_p50_ms: +pct(fanout, 50).toFixed(1),
    fanout_p95_ms: +pct(fanout, 95).toFixed(1),
    fanout_p99_ms: +pct(fanout, 99).toFixed(1),
    deliveries_missing: missing,
    deliveries_out_of_order: outOfOrder,
    room_last_seq: detail.data.bid_count,
    d1_bids: rows.length,
    d1_totals_strictly_rising: rising,
    d1_agrees_with_room: agree,
  }
  console.log('\n bid path, one auction, loopback (worker and party dev servers + load generator on 2 cores)')
  console.log(` accepted ${figures.accepted} bids in ${SECONDS} s (${figures.accepted_per_s}/s); ${figures.raced_409} lost a race (409), ${figures.refused_422} refused, ${figures.errors} errors`)
  console.log(` bid → own answer      p50 ${ms(figures.ack_p50_ms)}  p95 ${ms(figures.ack_p95_ms)}  p99 ${ms(figures.ack_p99_ms)}`)
  console.log(` bid → every watcher   p50 ${ms(figures.fanout_p50_ms)}  p95 ${ms(figures.fanout_p95_ms)}  p99 ${ms(figures.fanout_p99_ms)}  (${WATCHERS} watchers)`)
  console.log(` deliveries missing ${missing}, out of order ${outOfOrder}; room ledger ${detail.data.bid_count} bids, D1 ${rows.length} (seq 1..n, totals strictly rising: ${rising}; agrees: ${agree})`)
  console.log(JSON.stringify({ bench: 'bids', ...figures }))
  return missing === 0 && outOfOrder === 0 && agree && counts.errors === 0 ? 0 : 1
}

let code = 1
try {
  code = await main()
} catch (error) {
  console.error(`[bench] ${(error as Error).message}`)
} finally {
  stop()
}
process.exit(code)
