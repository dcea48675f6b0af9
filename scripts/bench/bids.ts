// npm run bench:bids — one auction through the real path (HTTP → worker → room → D1) beside an empty
// PartyKit room of the same partykit version (scripts/bench/empty-room: one storage put and one broadcast
// of a NewBid-sized message per POST), in one run, on this machine's loopback only, bounded in time.
// For each watcher count M it offers a fixed rate of posts (open loop: each post leaves at its scheduled
// time, latencies count from that time) to the product and then to the empty room, and prints: answers/s
// (decisions: accepted and refused), accepted/s, answer p50/p99, bid → watcher p50/p95/p99, missing,
// duplicated and out-of-order deliveries, and the product's ratio to the empty room. Asserts nothing about
// speed (speed belongs in benchmarks); at the end it checks that D1 holds exactly the room's ledger.
//
//   npm run bench:bids -- --watchers 10,100,1000 --rate 100 --seconds 10 --bidders 8
//
// Runs its own wrangler dev + two partykit dev servers on free ports with a fresh state folder
// (.tmp/bench-state), loaded with the demo data. Node 22 (npm scripts use the `node` dev dependency).
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { bidIncrementKurus } from '../../common/auction-rules.ts'
import { internalSecret, signInternal } from '../../common/internal-token.ts'
import { parseAuctionEvent } from '../../common/schemas/auction-events.ts'
import { env, freePort, ROOT, runStep, spawnServer, stopServers, waitFor } from './harness.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const list = (name: string, fallback: number[]) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1]!.split(',').map(Number) : fallback
}
const BIDDERS = arg('bidders', 8)
const WATCHER_COUNTS = list('watchers', [10, 100, 1000])
const RATE = arg('rate', 100)
const SECONDS = arg('seconds', 10)
const stepAt = (priceLira: number) => bidIncrementKurus(Math.round(priceLira * 100)) / 100
const STATE = '.tmp/bench-state'
const log = (m: string) => console.log(`[bench] ${m}`)
/** Why posts failed (the cause under fetch's "fetch failed"), counted by message. */
const failures = new Map<string, number>()
function noteError(error: Error) {
  const cause = (error.cause as { code?: string; message?: string } | undefined) ?? {}
  const key = `${error.message}: ${cause.code ?? ''} ${cause.message ?? ''}`.trim()
  failures.set(key, (failures.get(key) ?? 0) + 1)
}

const run = (label: string, cmd: string, args: string[]) => runStep(log, label, cmd, args)

function start(name: string, cmd: string, args: string[]) {
  spawnServer(`bench-${name}`, cmd, args)
}
const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}

type Phase = {
  target: 'product' | 'empty'
  watchers: number
  answers: number
  accepted: number
  refused: number
  shed: number
  errors: number
  answerMs: number[]
  deliverMs: number[]
  missing: number
  duplicated: number
  outOfOrder: number
}

/** M sockets on `url`, recording when each bid seq arrives (every bid of a coalesced NewBid counts). */
async function watch(url: string, count: number, onPrice: (p: number) => void) {
  const arrivals: Map<number, number>[] = []
  const stats = { duplicated: 0, outOfOrder: 0 }
  const sockets: WebSocket[] = []
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const seen = new Map<number, number>()
      let last = 0
      arrivals.push(seen)
      const ws = new WebSocket(url)
      sockets.push(ws)
      ws.addEventListener('message', (e) => {
        const event = parseAuctionEvent(String(e.data))
        if (event?.event === 'Sync' && i === 0) onPrice(event.data.current_price)
        if (event?.event !== 'NewBid') return
        const at = performance.now()
        for (const b of event.data.bids) {
          if (seen.has(b.seq)) stats.duplicated++
          else seen.set(b.seq, at)
          if (b.seq < last) stats.outOfOrder++
          last = Math.max(last, b.seq)
        }
        if (i === 0) onPrice(event.data.bid.total_amount)
      })
      return new Promise((r) => {
        ws.addEventListener('open', r, { once: true })
        ws.addEventListener('error', r, { once: true })
      })
    }),
  )
  return { arrivals, stats, close: () => sockets.forEach((ws) => ws.close()) }
}

/** Posts at RATE per second for SECONDS, each at its scheduled time, never waiting for earlier answers. */
async function offer(post: (k: number) => Promise<{ status: number; seq?: number } | null>) {
  const sentAt = new Map<number, number>()
  const answerMs: number[] = []
  const counts = { answers: 0, accepted: 0, refused: 0, shed: 0, errors: 0 }
  const interval = 1000 / RATE
  const t0 = performance.now() + 50
  const total = Math.floor(RATE * SECONDS)
  const pending: Promise<void>[] = []
  for (let k = 0; k < total; k++) {
    const due = t0 + k * interval
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    pending.push(
      post(k).then((a) => {
        const took = performance.now() - due
        if (!a) return void counts.errors++
        if (a.status === 429 || a.status === 503) return void counts.shed++
        if (a.status >= 500) return void counts.errors++
        counts.answers++
        answerMs.push(took)
        if (a.status === 200) {
          counts.accepted++
          if (a.seq !== undefined) sentAt.set(a.seq, due)
        } else counts.refused++
      }),
    )
  }
  await Promise.all(pending)
  return { sentAt, answerMs, ...counts }
}

async function phase(
  target: Phase['target'],
  watchers: number,
  wsUrl: string,
  post: (k: number, price: number) => Promise<{ status: number; seq?: number; price?: number } | null>,
): Promise<Phase> {
  let price = 0
  const w = await watch(wsUrl, watchers, (p) => (price = Math.max(price, p)))
  await new Promise((r) => setTimeout(r, 500))
  const o = await offer(async (k) => {
    const a = await post(k, price)
    if (a?.price) price = Math.max(price, a.price)
    return a
  })
  await new Promise((r) => setTimeout(r, 2000)) // the last broadcasts land
  w.close()
  const deliverMs: number[] = []
  let missing = 0
  for (const [seq, due] of o.sentAt)
    for (const seen of w.arrivals) {
      const t = seen.get(seq)
      if (t === undefined) missing++
      else deliverMs.push(t - due)
    }
  return {
    target,
    watchers,
    answers: o.answers,
    accepted: o.accepted,
    refused: o.refused,
    shed: o.shed,
    errors: o.errors,
    answerMs: o.answerMs,
    deliverMs,
    missing,
    ...w.stats,
  }
}

const row = (p: Phase) => ({
  target: p.target,
  watchers: p.watchers,
  offered_per_s: RATE,
  answers_per_s: +(p.answers / SECONDS).toFixed(1),
  accepted_per_s: +(p.accepted / SECONDS).toFixed(1),
  shed: p.shed,
  errors: p.errors,
  answer_p50_ms: +pct(p.answerMs, 50).toFixed(1),
  answer_p99_ms: +pct(p.answerMs, 99).toFixed(1),
  deliver_p50_ms: +pct(p.deliverMs, 50).toFixed(1),
  deliver_p95_ms: +pct(p.deliverMs, 95).toFixed(1),
  deliver_p99_ms: +pct(p.deliverMs, 99).toFixed(1),
  missing: p.missing,
  duplicated: p.duplicated,
  out_of_order: p.outOfOrder,
})

async function main() {
  const [workerPort, partyPort, emptyPort] = [await freePort(), await freePort(), await freePort()]
  const base = `http://127.0.0.1:${workerPort}`
  rmSync(join(ROOT, STATE), { recursive: true, force: true })
  mkdirSync(join(ROOT, 'dist/client'), { recursive: true }) // wrangler dev wants the assets folder; no SPA build is needed here
  run('migrations applied', 'npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--env', 'dev', '--persist-to', STATE])
  run('demo data loaded', process.execPath, ['scripts/seed.ts', '--persist-to', STATE])
  start('worker', 'npx', [
    'wrangler',
    'dev',
    '--env',
    'dev',
    '--port',
    String(workerPort),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    STATE,
    '--var',
    `PARTYKIT_HOST:127.0.0.1:${partyPort}`,
    '--var',
    `APP_URL:${base}`,
    '--show-interactive-dev-session=false',
  ])
  start('party', 'npx', [
    'partykit',
    'dev',
    '--port',
    String(partyPort),
    '--var',
    `WORKER_URL=${base}`,
    '--var',
    'ENVIRONMENT=development',
    '--no-hotkeys',
    '--disable-request-cf-fetch',
    '--persist',
    join(STATE, 'partykit'),
  ])
  start('empty', 'npx', [
    'partykit',
    'dev',
    '--config',
    'scripts/bench/empty-room/partykit.json',
    '--port',
    String(emptyPort),
    '--no-hotkeys',
    '--disable-request-cf-fetch',
    '--persist',
    join(STATE, 'empty-room'),
  ])
  await waitFor(`${base}/api/footer`)
  await waitFor(`http://127.0.0.1:${partyPort}/parties/main/health`)
  await waitFor(`http://127.0.0.1:${emptyPort}/parties/main/health`)
  log(`servers up: worker ${workerPort}, party ${partyPort}, empty room ${emptyPort}`)

  // A running auction far from its end (no soft close during the run).
  const listing = (await (await fetch(`${base}/api/auctions`)).json()) as {
    auctions: { data: { id: number; slug: string; end_time: string; started_at: string | null }[] }
  }
  const now = Date.now()
  const target = listing.auctions.data.find((a) => a.started_at && Date.parse(`${a.end_time.replace(' ', 'T')}+03:00`) - now > 3_600_000)
  if (!target) throw new Error('no running auction in the demo data')

  // Bidders: demo members (password Mezat1234), logged in through the API.
  const names = [
    'alici',
    'antikaci_ahmet',
    'koleksiyoncu.ayse',
    'saatci_mehmet',
    'sahaf_osman',
    'mucevher_zeynep',
    'retro_emre',
    'galeri_sevgi',
  ]
  const tokens: string[] = []
  for (let i = 0; tokens.length < BIDDERS && i < 40; i++) {
    const username = names[i] ?? `bench_${process.pid}_${i}`
    let res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Mezat1234' }),
    })
    if (res.status !== 200) {
      res = await fetch(`${base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': `127.0.1.${i}` },
        body: JSON.stringify({
          username,
          email: `${username}@bench.test`,
          password: 'Mezat1234',
          password_confirmation: 'Mezat1234',
          membership_contract: true,
          privacy_contract: true,
        }),
      })
    }
    if (res.status === 200) tokens.push(((await res.json()) as { token: string }).token)
  }
  log(
    `${tokens.length} bidders on auction ${target.id}; ${RATE} posts/s offered for ${SECONDS} s per phase; watchers ${WATCHER_COUNTS.join(', ')}`,
  )

  const productPost = async (k: number, price: number) => {
    const res = await fetch(`${base}/api/addBid`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[k % tokens.length]}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        auction_id: String(target.id),
        bid_amount: String(stepAt(price)),
        total_amount: String(price + stepAt(price)),
      }),
    }).catch((error: Error) => void noteError(error))
    if (!res) return null
    const body = (await res.json().catch(() => ({}))) as { current_price?: number; bid?: { seq: number } | null }
    return { status: res.status, seq: body.bid?.seq, price: body.current_price }
  }
  const emptyPost = async () => {
    const res = await fetch(`http://127.0.0.1:${emptyPort}/parties/main/bench`, { method: 'POST' }).catch(() => null)
    if (!res) return null
    const body = (await res.json().catch(() => ({}))) as { bid?: { seq: number } }
    return { status: res.status, seq: body.bid?.seq }
  }

  const phases: Phase[] = []
  for (const m of WATCHER_COUNTS) {
    phases.push(await phase('product', m, `ws://127.0.0.1:${partyPort}/parties/auction/${target.id}`, productPost))
    phases.push(await phase('empty', m, `ws://127.0.0.1:${emptyPort}/parties/main/bench`, emptyPost))
  }
  await new Promise((r) => setTimeout(r, 3000)) // the room's last sync lands in D1

  // D1 against the room's ledger: the room's last seq (signed internal call) and D1's rows 1..n.
  const token = await signInternal(internalSecret({ ENVIRONMENT: 'development' }), 'party', String(target.id))
  const roomRes = await fetch(`http://127.0.0.1:${partyPort}/parties/auction/${target.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'state' }),
  })
  const room = ((await roomRes.json()) as { state: { last_seq: number; current_kurus: number } }).state
  const sql = `SELECT count(*) AS n, count(DISTINCT seq) AS distinct_seq, min(seq) AS lo, max(seq) AS hi,
    (SELECT current_price_kurus FROM auctions WHERE id = ${target.id}) AS price FROM bids WHERE auction_id = ${target.id}`
  const d1 = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', '--command', sql], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  })
  const d1Row = (JSON.parse(d1.stdout) as { results: Record<string, number>[] }[])[0]!.results[0]!
  const agree =
    d1Row.n === room.last_seq && d1Row.distinct_seq === d1Row.n && d1Row.hi === room.last_seq && d1Row.price === room.current_kurus

  const rows = phases.map(row)
  console.log(
    `\n bid path vs an empty room, one auction, loopback, ${RATE} posts/s offered for ${SECONDS} s each (servers and load generator on the same cores)`,
  )
  console.table(rows)
  for (const m of WATCHER_COUNTS) {
    const [p, e] = [
      rows.find((r) => r.target === 'product' && r.watchers === m)!,
      rows.find((r) => r.target === 'empty' && r.watchers === m)!,
    ]
    console.log(
      ` M=${m}: answers/s ${(p.answers_per_s / e.answers_per_s).toFixed(2)}× the empty room's; bid → watcher p99 ${(p.deliver_p99_ms / e.deliver_p99_ms).toFixed(2)}× the empty room's`,
    )
  }
  if (failures.size) console.log(` failed posts by cause: ${JSON.stringify(Object.fromEntries(failures))}`)
  console.log(` room ledger ${room.last_seq} bids, D1 ${d1Row.n} (distinct ${d1Row.distinct_seq}); agrees: ${agree}`)
  console.log(JSON.stringify({ bench: 'bids', rate: RATE, seconds: SECONDS, phases: rows, d1_agrees_with_room: agree }))
  const clean = rows.every((r) => r.missing === 0 && r.duplicated === 0 && r.out_of_order === 0 && r.errors === 0)
  return clean && agree ? 0 : 1
}

let code = 1
try {
  code = await main()
} catch (error) {
  console.error(`[bench] ${(error as Error).message}`)
} finally {
  stopServers()
}
process.exit(code)
