// npm run bench:bids — one auction through the real path (HTTP → worker → room → D1) beside an empty
// PartyKit room of the same partykit version (scripts/bench/empty-room: one storage put and one broadcast
// of a NewBid-sized message per POST), in one run, on this machine's loopback only, bounded in time.
// For each watcher count M it offers a fixed rate of bids (open loop: each bid leaves at its scheduled
// time, latencies count from that time) to the product and then to the baselines, and prints: answers/s
// (decisions: accepted and refused), accepted/s, answer p50/p99, bid → watcher p50/p95/p99, missing,
// duplicated and out-of-order deliveries, and the product's ratio to the empty room. Asserts nothing about
// speed (speed belongs in benchmarks); at the end it checks that D1 holds exactly the room's ledger.
//
// The product's bids go as the page sends them (`--path socket`, the default; party/README.md "Bids on the
// socket"): each bidder holds its own socket to the auction's room (besides the M watchers), fetches its
// ticket (GET /api/bidTicket/{id}) before each phase and again before it expires, and sends `Bid`; the
// answer is its BidResult. One POST /api/addBid configures the room first. `--path post` sends them through
// POST /api/addBid (dev proxy → worker → room), as before the socket path. The empty room is measured both
// ways: by POST (the baseline of the headline ratio) and on the socket (one put and one broadcast
// per socket message: the fair twin of the product's socket path).
//
// With `--path post`, a second baseline, the "hop floor", is measured in the same run: an empty Hono route
// in its own `wrangler dev` behind the same dev proxy (scripts/bench/empty-worker.ts) that forwards each
// POST to the empty room, with no auth, no D1, no rules: what the local servers alone cost for the POST
// path's chain of hops. The socket path crosses none of them, so it skips the floor (and its minute).
//
// Where a bid's time goes: the product runs from bench-only entries (scripts/bench/bids-worker.ts,
// scripts/bench/bids-room.ts through scripts/bench/bids-party.json; the production code untouched) that mark
// each bid's passage on this machine's one clock; with the dev proxy's own marks (POST path) and the
// NewBid's server_time, the bench prints p50/p99 of each segment from the bid's scheduled time to each
// watcher, and of the answer's way back.
//
//   npm run bench:bids -- --watchers 10,100,1000 --rate 100 --seconds 10 --bidders 8
//   npm run bench:bids -- --path post --watchers 10,100 --rate 30    (the POST path, with the hop floor)
//   npm run bench:bids -- --kill --rate 100 --seconds 20    (item 9: kill and restart both servers mid-storm;
//                                                              its bids go by POST, answered "Teklifiniz alındı")
//
// Runs its own wrangler dev + two partykit dev servers on free ports with a fresh state folder
// (.tmp/bench-state), loaded with the demo data. Node 22 (npm scripts use the `node` dev dependency).
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { bidIncrementKurus } from '../../common/auction-rules.ts'
import { internalSecret, signInternal } from '../../common/internal-token.ts'
import { parseAuctionEvent, type BidAnswer } from '../../common/schemas/auction-events.ts'
import { BidTicketAnswer } from '../../common/schemas/bids.ts'
import { DEMO_PASSWORD, PEOPLE } from '../seed/people.ts'
import {
  appWorkerDevArgs,
  arg,
  preinfoConfirmation,
  env,
  freePort,
  killServer,
  partykitDevArgs,
  ROOT,
  runStep,
  spawnServer,
  startDevProxy,
  stopServers,
  waitFor,
} from './harness.ts'

const list = (name: string, fallback: number[]) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1]!.split(',').map(Number) : fallback
}
const BIDDERS = arg('bidders', 8)
/** How the product's bids travel: on each bidder's socket to the room (as the page sends them), or by POST /api/addBid. */
const PATH = (() => {
  const i = process.argv.indexOf('--path')
  const path = i > 0 ? process.argv[i + 1] : 'socket'
  if (path !== 'socket' && path !== 'post') throw new Error(`--path socket|post, not ${path}`)
  return path
})()
/** --kill: one storm during which the PartyKit server and the worker are killed and started again (item 9). */
const KILL = process.argv.includes('--kill')
const WATCHER_COUNTS = list('watchers', [10, 100, 1000])
/** --rate 30,60,100: one round of phases per offered rate (the kill test takes the first). */
const RATES = list('rate', [100])
let RATE = RATES[0]!
const SECONDS = arg('seconds', 10)
const stepAt = (priceLira: number) => bidIncrementKurus(Math.round(priceLira * 100)) / 100
const STATE = '.tmp/bench-state'
/** A bid unanswered after this long counts as an error (the bench never hangs on one). */
const POST_TIMEOUT_MS = 30_000
const log = (m: string) => console.log(`[bench] ${m}`)
/** Why posts failed (the cause under fetch's "fetch failed"), counted by message. */
const failures = new Map<string, number>()
function noteError(error: Error) {
  const cause = (error.cause as { code?: string; message?: string } | undefined) ?? {}
  const key = `${error.message}: ${cause.code ?? ''} ${cause.message ?? ''}`.trim()
  failures.set(key, (failures.get(key) ?? 0) + 1)
}

const run = (label: string, cmd: string, args: string[]) => runStep(log, label, cmd, args)

function start(name: string, cmd: string, args: string[], append = false) {
  return spawnServer(`bench-${name}`, cmd, args, { append })
}
const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}

type Target = 'product' | 'floor' | 'empty' | 'empty-socket'
const LABEL: Record<Target, string> = {
  product: `product (${PATH})`,
  floor: 'hop floor (post)',
  empty: 'empty room (post)',
  'empty-socket': 'empty room (socket)',
}
type Phase = {
  target: Target
  rate: number
  watchers: number
  answers: number
  accepted: number
  refused: number
  shed: number
  errors: number
  answerMs: number[]
  shedMs: number[]
  deliverMs: number[]
  missing: number
  duplicated: number
  outOfOrder: number
  recoveredMs: number
  /** Where each accepted bid's time went (ms per segment, every bid; the last, every delivery). */
  segments: Map<string, number[]>
}

/** The room's marks of one bid (scripts/bench/bids-room.ts). */
type RoomMarks = { in: number; persisted?: number; out?: number }
/**
 * Marks of one product bid (epoch ms): by POST the dev proxy's, the worker's and the room's through the
 * worker (bids-worker.ts, bids-room.ts); on the socket the room's, from its BidResult.
 */
type BidMarks = {
  id: string
  due: number
  answered?: number
  worker?: {
    in: number
    d1?: number
    roomSent?: number
    roomBack?: number
    out?: number
    room?: RoomMarks
  }
  room?: RoomMarks
}
const marksBySeq = new Map<number, BidMarks>()
const proxyMarks = new Map<string, { in: number; sent: number; answered: number }>()
const epoch = () => performance.timeOrigin + performance.now()

/** The dev proxy on `port` in front of wrangler dev on `upstream` (16 may wait, as measured); its marks go to proxyMarks. */
const startProxy = (port: number, upstream: number) => startDevProxy(port, upstream, 16, (id, marks) => proxyMarks.set(id, marks))

/** M sockets on `url`, recording when each bid seq arrives (every bid of a coalesced NewBid counts). */
async function watch(url: string, count: number, onPrice: (p: number) => void) {
  const arrivals: Map<number, number>[] = []
  const stats = { duplicated: 0, outOfOrder: 0 }
  /** When the room sent each bid (the NewBid's server_time, epoch ms). */
  const broadcastAt = new Map<number, number>()
  const sockets: WebSocket[] = []
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const seen = new Map<number, number>()
      let last = 0
      arrivals.push(seen)
      const ws = new WebSocket(url)
      sockets.push(ws)
      ws.addEventListener('message', (e) => {
        // The first watcher checks every message against the shared schema; the others only read it (the
        // load generator shares the cores with the servers: a thousand schema checks per message were its
        // own bottleneck).
        const event = (i === 0 ? parseAuctionEvent(String(e.data)) : JSON.parse(String(e.data))) as ReturnType<typeof parseAuctionEvent>
        if (event?.event === 'Sync' && i === 0) onPrice(event.data.current_price)
        if (event?.event !== 'NewBid') return
        const at = performance.now()
        for (const b of event.data.bids) {
          if (i === 0) broadcastAt.set(b.seq, event.data.server_time)
          if (seen.has(b.seq)) stats.duplicated++
          else seen.set(b.seq, at)
          if (b.seq < last) stats.outOfOrder++
          last = Math.max(last, b.seq)
        }
        if (i === 0) onPrice(event.data.bid.total_amount)
      })
      // Open, refused or closed: the phase goes on (a socket that never opened counts its bids as missing).
      return new Promise((r) => {
        ws.addEventListener('open', r, { once: true })
        ws.addEventListener('error', r, { once: true })
        ws.addEventListener('close', r, { once: true })
        setTimeout(r, 30_000)
      })
    }),
  )
  return { arrivals, stats, broadcastAt, close: () => sockets.forEach((ws) => ws.close()) }
}

type BidResult = {
  data: { client_bid_id: string; status: number; answer: BidAnswer | null; error: { message: string } | null }
  /** The bench room's marks (bids-room.ts); the empty room sends none. */
  bench?: RoomMarks
}
/** One bid's answer as the load generator counts it (null: no answer: a failed connection, a timeout). */
type Answer = { status: number; seq?: number; total?: number; price?: number } | null
/** How a phase's bids are sent: `post` for each bid, `close` after the phase. */
type Client = { post: (k: number, price: number, due?: number) => Promise<Answer>; close: () => void }

/**
 * `count` bidders' own sockets on `url` (besides the watchers), as each bidder's page holds one: `ask(i,
 * data)` sends `Bid` on socket i and resolves with its BidResult and when it arrived (epoch ms), or null
 * when the socket is not open, closes first, or POST_TIMEOUT_MS passes.
 */
async function bidderSockets(url: string, count: number) {
  const pending: Map<string, (r: (BidResult & { at: number }) | null) => void>[] = []
  const sockets = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const mine = new Map<string, (r: (BidResult & { at: number }) | null) => void>()
      pending[i] = mine
      const ws = new WebSocket(url)
      ws.addEventListener('message', (e) => {
        // Every broadcast reaches a bidder's socket too; only its own answers are read.
        const text = String(e.data)
        if (!text.startsWith('{"event":"BidResult"')) return
        const result = JSON.parse(text) as BidResult
        mine.get(result.data.client_bid_id)?.({ ...result, at: epoch() })
      })
      ws.addEventListener('close', () => [...mine.values()].forEach((done) => done(null)))
      return new Promise<WebSocket>((r) => {
        ws.addEventListener('open', () => r(ws), { once: true })
        ws.addEventListener('error', () => r(ws), { once: true })
        setTimeout(() => r(ws), 30_000)
      })
    }),
  )
  const ask = (i: number, data: { client_bid_id: string } & Record<string, unknown>) =>
    new Promise<(BidResult & { at: number }) | null>((resolve) => {
      const ws = sockets[i]!
      if (ws.readyState !== WebSocket.OPEN) {
        noteError(new Error('a bidder socket is not open'))
        return resolve(null)
      }
      const timer = setTimeout(() => done(null), POST_TIMEOUT_MS)
      const done = (r: (BidResult & { at: number }) | null) => {
        clearTimeout(timer)
        pending[i]!.delete(data.client_bid_id)
        if (!r) noteError(new Error('a socket bid got no BidResult'))
        resolve(r)
      }
      pending[i]!.set(data.client_bid_id, done)
      ws.send(JSON.stringify({ event: 'Bid', data }))
    })
  return { ask, close: () => sockets.forEach((ws) => ws.close()) }
}

/** Posts at RATE per second for SECONDS, each at its scheduled time, never waiting for earlier answers. */
async function offer(post: (k: number, due: number) => Promise<{ status: number; seq?: number } | null>, seconds = SECONDS) {
  const sentAt = new Map<number, number>()
  const answerMs: number[] = []
  const shedMs: number[] = []
  const counts = { answers: 0, accepted: 0, refused: 0, shed: 0, errors: 0 }
  const interval = 1000 / RATE
  const t0 = performance.now() + 50
  const total = Math.floor(RATE * seconds)
  const pending: Promise<void>[] = []
  for (let k = 0; k < total; k++) {
    const due = t0 + k * interval
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    pending.push(
      post(k, performance.timeOrigin + due).then((a) => {
        const took = performance.now() - due
        if (!a) return void counts.errors++
        if (a.status === 429 || a.status === 503) {
          shedMs.push(took)
          return void counts.shed++
        }
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
  return { sentAt, answerMs, shedMs, ...counts }
}

async function phase(target: Target, watchers: number, wsUrl: string, connect: () => Promise<Client>, seconds = SECONDS): Promise<Phase> {
  let price = 0
  const w = await watch(wsUrl, watchers, (p) => (price = Math.max(price, p)))
  const client = await connect()
  const post = client.post
  await new Promise((r) => setTimeout(r, 500))
  const o = await offer(async (k, due) => {
    const a = await post(k, price, due)
    if (a?.price) price = Math.max(price, a.price)
    return a
  }, seconds)
  // Back to normal: from the storm's last answer, one post every 100 ms until one is decided (not shed).
  const calm = performance.now()
  let recoveredMs = NaN
  for (let k = 0; performance.now() - calm < 30_000; k++) {
    const a = await post(k, price)
    if (a && a.status !== 429 && a.status < 500) {
      recoveredMs = performance.now() - calm
      break
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  await new Promise((r) => setTimeout(r, 2000)) // the last broadcasts land
  w.close()
  client.close()
  const deliverMs: number[] = []
  let missing = 0
  const segments = new Map<string, number[]>()
  const seg = (name: string, from: number | undefined, to: number | undefined) => {
    if (from === undefined || to === undefined || !from || !to) return
    const xs = segments.get(name)
    if (xs) xs.push(to - from)
    else segments.set(name, [to - from])
  }
  for (const [seq, due] of o.sentAt) {
    const dueAt = performance.timeOrigin + due
    const sent = w.broadcastAt.get(seq)
    const m = marksBySeq.get(seq)
    if (target === 'product' && m?.room) {
      seg('load generator → room (partykit dev)', dueAt, m.room.in)
      seg('room: verify, decide, persist', m.room.in, m.room.persisted)
      seg('room: persisted → broadcast', m.room.persisted, sent)
    } else if (target === 'product' && m) {
      const [p, wk, r] = [proxyMarks.get(m.id), m.worker, m.worker?.room]
      seg('load generator → dev proxy', dueAt, p?.in)
      seg('dev proxy: queue, connect', p?.in, p?.sent)
      seg('→ our worker code (wrangler dev)', p?.sent, wk?.in)
      seg('worker: session read (D1)', wk?.in, wk?.d1)
      seg('worker: validate, sign, send', wk?.d1, wk?.roomSent)
      seg('→ room (partykit dev)', wk?.roomSent, r?.in)
      seg('room: verify, decide, persist', r?.in, r?.persisted)
      seg('room: persisted → broadcast', r?.persisted, sent)
    } else seg(target === 'empty-socket' ? 'Bid sent → broadcast' : 'post → broadcast', dueAt, sent)
    for (const seen of w.arrivals) {
      const t = seen.get(seq)
      if (t === undefined) missing++
      else {
        deliverMs.push(t - due)
        seg('broadcast → watcher', sent, performance.timeOrigin + t)
      }
    }
    if (target === 'product' && m?.room) {
      seg('answer: persisted → room sends BidResult', m.room.persisted, m.room.out)
      seg('answer: room → bidder', m.room.out, m.answered)
    } else if (target === 'product' && m) {
      const [p, wk, r] = [proxyMarks.get(m.id), m.worker, m.worker?.room]
      seg('answer: room → worker', r?.out, wk?.roomBack)
      seg('answer: worker (D1 batch)', wk?.roomBack, wk?.out)
      seg('answer: worker → dev proxy', wk?.out, p?.answered)
      seg('answer: dev proxy → load generator', p?.answered, m.answered)
    }
  }
  return {
    target,
    rate: RATE,
    watchers,
    answers: o.answers,
    accepted: o.accepted,
    refused: o.refused,
    shed: o.shed,
    errors: o.errors,
    answerMs: o.answerMs,
    shedMs: o.shedMs,
    deliverMs,
    missing,
    ...w.stats,
    recoveredMs,
    segments,
  }
}

const row = (p: Phase) => ({
  target: LABEL[p.target],
  watchers: p.watchers,
  offered_per_s: p.rate,
  answers_per_s: +(p.answers / SECONDS).toFixed(1),
  // Decisions a bidder can use: answered within a second of the post (a room drowning in its fan-out
  // still answers every post, many seconds late).
  answers_within_1s_per_s: +(p.answerMs.filter((ms) => ms <= 1000).length / SECONDS).toFixed(1),
  accepted_per_s: +(p.accepted / SECONDS).toFixed(1),
  shed: p.shed,
  shed_p99_ms: +pct(p.shedMs, 99).toFixed(1),
  errors: p.errors,
  answer_p50_ms: +pct(p.answerMs, 50).toFixed(1),
  answer_p99_ms: +pct(p.answerMs, 99).toFixed(1),
  deliver_p50_ms: +pct(p.deliverMs, 50).toFixed(1),
  deliver_p95_ms: +pct(p.deliverMs, 95).toFixed(1),
  deliver_p99_ms: +pct(p.deliverMs, 99).toFixed(1),
  missing: p.missing,
  duplicated: p.duplicated,
  out_of_order: p.outOfOrder,
  normal_after_ms: +p.recoveredMs.toFixed(0),
})

/** The room's state through its signed internal call (also wakes the room, which re-arms its alarm). */
async function roomState(partyUrl: string, auctionId: number) {
  const token = await signInternal(internalSecret({ ENVIRONMENT: 'development' }), 'party', String(auctionId))
  const res = await fetch(`${partyUrl}/parties/auction/${auctionId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'state' }),
  })
  // An unconfigured room (before the first bid) answers 404 without a state.
  return ((await res.json()) as { state?: { last_seq: number; current_kurus: number } }).state ?? { last_seq: 0, current_kurus: 0 }
}

/** Every bid `/api/bids/{id}` lists, all pages (the list reads D1). */
async function listedBids(base: string, auctionId: number) {
  const out: { seq?: number; total_amount: number }[] = []
  for (let page = 1, last = 1; page <= last; page++) {
    const body = (await (await fetch(`${base}/api/bids/${auctionId}?page=${page}`)).json()) as {
      data: { seq?: number; total_amount: number }[]
      last_page: number
    }
    out.push(...body.data)
    last = body.last_page
  }
  return out
}

/**
 * One storm (RATE posts/s for SECONDS) during which the PartyKit server is killed
 * (SIGKILL) and started again a third of the way in, and the worker at half way. Afterwards every bid a
 * bidder was told "Teklifiniz alındı" (a 200 naming its seq) must be in D1 and in /api/bids, once, with
 * the amount the bidder was told, and D1 must hold exactly the room's ledger.
 */
async function killStorm(o: {
  base: string
  partyUrl: string
  auctionId: number
  post: (k: number, price: number) => Promise<{ status: number; seq?: number; total?: number; price?: number } | null>
  restartParty: () => Promise<void>
  restartWorker: () => Promise<void>
}) {
  let price = (await roomState(o.partyUrl, o.auctionId)).current_kurus / 100
  const told = new Map<number, number[]>() // seq → the totals bidders were told for it
  const statuses = new Map<number, number>()
  const events: string[] = []
  const t0 = performance.now()
  const note = (m: string) => events.push(`${((performance.now() - t0) / 1000).toFixed(1)} s ${m}`)
  const kills = [
    new Promise<void>((done) =>
      setTimeout(() => void o.restartParty().then(() => (note('PartyKit killed and started again'), done())), (SECONDS * 1000) / 3),
    ),
    new Promise<void>((done) =>
      setTimeout(() => void o.restartWorker().then(() => (note('worker killed and started again'), done())), (SECONDS * 1000) / 2),
    ),
  ]
  const storm = await offer(async (k) => {
    const a = await o.post(k, price)
    statuses.set(a?.status ?? 0, (statuses.get(a?.status ?? 0) ?? 0) + 1)
    if (a?.price) price = Math.max(price, a.price)
    if (a?.status === 200 && a.seq !== undefined) told.set(a.seq, [...(told.get(a.seq) ?? []), a.total ?? NaN])
    return a
  })
  await Promise.all(kills)
  note('storm over')
  await waitFor(`${o.base}/api/footer`)
  await waitFor(`${o.partyUrl}/parties/main/health`)
  note('both servers answer')

  // D1 catches up through the room's sync (its alarm, re-armed when the room wakes).
  let room = await roomState(o.partyUrl, o.auctionId)
  let listed = await listedBids(o.base, o.auctionId)
  for (const until = Date.now() + 60_000; listed.length !== room.last_seq && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 1000))
    room = await roomState(o.partyUrl, o.auctionId)
    listed = await listedBids(o.base, o.auctionId)
  }
  note(`D1 lists ${listed.length} bids, the room ${room.last_seq}`)

  const bySeq = new Map<number, number[]>()
  for (const b of listed) if (b.seq !== undefined) bySeq.set(b.seq, [...(bySeq.get(b.seq) ?? []), b.total_amount])
  const problems: string[] = []
  for (const [seq, totals] of told) {
    if (totals.length > 1) problems.push(`seq ${seq} was told to ${totals.length} bidders`)
    const rows = bySeq.get(seq) ?? []
    if (rows.length !== 1) problems.push(`seq ${seq}: told "Teklifiniz alındı", listed ${rows.length} times`)
    else if (rows[0] !== totals[0]) problems.push(`seq ${seq}: told ${totals[0]} ₺, listed ${rows[0]} ₺`)
  }
  const seqs = listed.map((b) => b.seq ?? 0).sort((a, b) => a - b)
  if (seqs.some((s, i) => s !== i + 1)) problems.push('the listed seqs are not 1..n once each')
  if (listed.length !== room.last_seq) problems.push(`D1 lists ${listed.length} bids, the room holds ${room.last_seq}`)

  console.log(
    `\n kill test: ${RATE} posts/s offered for ${SECONDS} s; PartyKit and the worker killed (SIGKILL) and started again mid-storm`,
  )
  for (const e of events) console.log(`  ${e}`)
  console.log(
    `  answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))} (0 = no answer: connection refused or cut while a server was down)`,
  )
  if (failures.size) console.log(`  failed posts by cause: ${JSON.stringify(Object.fromEntries(failures))}`)
  console.log(
    `  told "Teklifiniz alındı": ${told.size} bids (${storm.accepted} answers); in D1 and /api/bids once each: ${told.size - problems.filter((p) => p.startsWith('seq')).length}`,
  )
  console.log(
    problems.length
      ? `  PROBLEMS:\n   ${problems.slice(0, 20).join('\n   ')}`
      : "  every accepted bid is in D1 and /api/bids once, with its amount; D1 = the room's ledger",
  )
  console.log(
    JSON.stringify({
      bench: 'bids-kill',
      rate: RATE,
      seconds: SECONDS,
      statuses: Object.fromEntries(statuses),
      told: told.size,
      listed: listed.length,
      room_last_seq: room.last_seq,
      problems,
    }),
  )
  return problems.length ? 1 : 0
}

async function main() {
  const [workerPort, wranglerPort, partyPort, emptyPort, floorPort, floorWranglerPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  // As under `npm start`: wrangler dev behind scripts/lib/dev-proxy.mjs, which keeps wrangler alive (it
  // exits when a client leaves mid-answer, workers-sdk#15451) and bounds its queue (party/README.md
  // "Shedding load"). Without it wrangler died within seconds at 100 posts/s (README).
  // Each proxy in its own process, as under `npm start` (scripts/bench/dev-proxy-process.mjs); the hop
  // floor's worker behind its own, with the same settings.
  await Promise.all([startProxy(workerPort, wranglerPort), startProxy(floorPort, floorWranglerPort)])
  const base = `http://127.0.0.1:${workerPort}`
  rmSync(join(ROOT, STATE), { recursive: true, force: true })
  mkdirSync(join(ROOT, 'dist/client'), { recursive: true }) // wrangler dev wants the assets folder; no SPA build is needed here
  run('migrations applied', 'npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--env', 'dev', '--persist-to', STATE])
  run('demo data loaded', process.execPath, ['scripts/seed.ts', '--persist-to', STATE])
  const startWorker = (again = false) =>
    start(
      'worker',
      'npx',
      // the worker as deployed, with the breakdown's marks
      appWorkerDevArgs({
        port: wranglerPort,
        inspectorPort,
        persist: STATE,
        partyPort,
        base,
        entry: 'scripts/bench/bids-worker.ts',
      }),
      again,
    )
  const startParty = (again = false) =>
    start(
      'party',
      'npx',
      // The rooms as deployed, the auction room with the breakdown's marks.
      partykitDevArgs(partyPort, join(ROOT, STATE, 'partykit'), { config: 'scripts/bench/bids-party.json', workerUrl: base }),
      again,
    )
  const inspectorPort = await freePort()
  let worker = startWorker()
  let party = startParty()
  // The hop floor is the POST path's chain of local servers: the socket path crosses none of them.
  const FLOOR = !KILL && PATH === 'post'
  if (FLOOR)
    start('floor', 'npx', [
      'wrangler',
      'dev',
      '-c',
      'scripts/bench/empty.wrangler.toml',
      '--port',
      String(floorWranglerPort),
      // Two wrangler devs started together may pick the same inspector port: each gets its own.
      '--inspector-port',
      String(await freePort()),
      '--ip',
      '127.0.0.1',
      '--var',
      `EMPTY_ROOM_HOST:127.0.0.1:${emptyPort}`,
      '--show-interactive-dev-session=false',
    ])
  if (!KILL)
    start('empty', 'npx', partykitDevArgs(emptyPort, join(ROOT, STATE, 'empty-room'), { config: 'scripts/bench/empty-room/partykit.json' }))
  await waitFor(`${base}/api/footer`)
  await waitFor(`http://127.0.0.1:${partyPort}/parties/main/health`)
  if (!KILL) await waitFor(`http://127.0.0.1:${emptyPort}/parties/main/health`)
  if (FLOOR) await waitFor(`http://127.0.0.1:${floorPort}/api/empty`)
  log(`servers up: worker ${workerPort}, party ${partyPort}, empty room ${emptyPort}${FLOOR ? `, hop floor ${floorPort}` : ''}`)

  // A running auction far from its end (no soft close during the run).
  const listing = (await (await fetch(`${base}/api/auctions`)).json()) as {
    auctions: { data: { id: number; slug: string; end_time: string; started_at: string | null }[] }
  }
  const now = Date.now()
  const target = listing.auctions.data.find((a) => a.started_at && Date.parse(`${a.end_time.replace(' ', 'T')}+03:00`) - now > 3_600_000)
  if (!target) throw new Error('no running auction in the demo data')

  // Bidders: the demo buyer and the demo members who sell in the categories (scripts/seed/people.ts, not the
  // demo seller `satici`), logged in through the API; more are registered when --bidders asks for more.
  const names = ['alici', ...PEOPLE.filter((p) => p.seller && p.username !== 'satici').map((p) => p.username)]
  const tokens: string[] = []
  for (let i = 0; tokens.length < BIDDERS && i < 40; i++) {
    const username = names[i] ?? `bench_${process.pid}_${i}`
    let res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `127.0.1.${i}` },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    })
    if (res.status !== 200) {
      res = await fetch(`${base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': `127.0.1.${i}` },
        body: JSON.stringify({
          username,
          email: `${username}@bench.test`,
          password: DEMO_PASSWORD,
          password_confirmation: DEMO_PASSWORD,
          membership_contract: true,
        }),
      })
    }
    if (res.status !== 200) continue
    const { token } = (await res.json()) as { token: string }
    // Each bidder confirms the lot's pre-information before a first bid; the lot's own seller may not bid on it
    // (422) and sits this lot out, another member taking the place.
    const confirmed = await preinfoConfirmation(base, token, target.id)
    if (confirmed === 200) tokens.push(token)
    else if (confirmed !== 422) throw new Error(`confirming the pre-information of ${target.id} answered ${confirmed}`)
  }
  log(
    `${tokens.length} bidders on auction ${target.id}, bidding ${PATH === 'socket' && !KILL ? "on their own sockets to the room (the page's way)" : 'by POST /api/addBid'}; ${RATES.join(', ')} bids/s offered for ${SECONDS} s per phase; watchers ${WATCHER_COUNTS.join(', ')}`,
  )

  const productPost = async (k: number, price: number, due = epoch()): Promise<Answer> => {
    const clientBidId = crypto.randomUUID()
    const res = await fetch(`${base}/api/addBid`, {
      method: 'POST',
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      headers: {
        authorization: `Bearer ${tokens[k % tokens.length]}`,
        'content-type': 'application/x-www-form-urlencoded',
        'x-bench-bid': clientBidId,
      },
      body: new URLSearchParams({
        auction_id: String(target.id),
        bid_amount: String(stepAt(price)),
        total_amount: String(price + stepAt(price)),
        client_bid_id: clientBidId,
      }),
    }).catch((error: Error) => void noteError(error))
    if (!res) return null
    const body = (await res.json().catch(() => ({}))) as { current_price?: number; bid?: { seq: number; total_amount: number } | null }
    const answered = epoch()
    if (res.status === 200 && body.bid) {
      const worker = res.headers.get('x-bench-timing')
      marksBySeq.set(body.bid.seq, {
        id: clientBidId,
        due,
        answered,
        ...(worker ? { worker: JSON.parse(worker) as BidMarks['worker'] } : {}),
      })
    }
    return { status: res.status, seq: body.bid?.seq, total: body.bid?.total_amount, price: body.current_price }
  }
  /** One POST to a baseline (the empty room, or the hop floor in front of it): its status and the seq it broadcast. */
  const baselinePost = async (url: string) => {
    const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(POST_TIMEOUT_MS) }).catch(() => null)
    if (!res) return null
    const body = (await res.json().catch(() => ({}))) as { bid?: { seq: number } }
    return { status: res.status, seq: body.bid?.seq }
  }
  const emptyPost = () => baselinePost(`http://127.0.0.1:${emptyPort}/parties/main/bench`)
  const floorPost = () => baselinePost(`http://127.0.0.1:${floorPort}/api/empty-bid/floor`)
  const byPost = (post: Client['post']) => async (): Promise<Client> => ({ post, close: () => {} })

  // Bid tickets (GET /api/bidTicket/{id}, BID_TICKET_LIFETIME_S): each bidder's, fetched before each phase
  // and again in the background once it has less than TICKET_MARGIN_MS left, as the page does while open.
  const TICKET_MARGIN_MS = 10_000
  const tickets: { ticket: string; expires_at: number; refreshing?: Promise<void> }[] = []
  const fetchTicket = async (i: number) => {
    const res = await fetch(`${base}/api/bidTicket/${target.id}`, {
      headers: { authorization: `Bearer ${tokens[i]}` },
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    })
    if (res.status !== 200) throw new Error(`GET /api/bidTicket/${target.id} answered ${res.status}`)
    tickets[i] = BidTicketAnswer.parse(await res.json())
  }
  const ticketOf = async (i: number) => {
    const t = tickets[i]!
    if (t.expires_at - Date.now() < TICKET_MARGIN_MS)
      t.refreshing ??= fetchTicket(i).catch((error: Error) => {
        noteError(error)
        t.refreshing = undefined // the next bid tries again
      })
    if (t.expires_at - Date.now() < 1000) await t.refreshing
    return tickets[i]!.ticket
  }
  /** The page's way: each bidder's own socket to the room, its ticket, `Bid`, and its BidResult. */
  const productSocket = async (): Promise<Client> => {
    await Promise.all(tokens.map((_, i) => fetchTicket(i)))
    const bidders = await bidderSockets(`ws://127.0.0.1:${partyPort}/parties/auction/${target.id}`, tokens.length)
    const post = async (k: number, price: number, due = epoch()): Promise<Answer> => {
      const i = k % tokens.length
      const clientBidId = crypto.randomUUID()
      const r = await bidders.ask(i, {
        ticket: await ticketOf(i),
        bid_amount: String(stepAt(price)),
        total_amount: String(price + stepAt(price)),
        client_bid_id: clientBidId,
      })
      if (!r) return null
      const { status, answer, error } = r.data
      // A refused ticket or an unconfigured room is the bench's fault, not a decision: counted as an error.
      if (status === 401 || status === 404) {
        noteError(new Error(`BidResult ${status}: ${error?.message ?? ''}`))
        return null
      }
      if (status === 200 && answer?.bid)
        marksBySeq.set(answer.bid.seq, { id: clientBidId, due, answered: r.at, ...(r.bench ? { room: r.bench } : {}) })
      return { status, seq: answer?.bid?.seq, total: answer?.bid?.total_amount, price: answer?.current_price }
    }
    return { post, close: bidders.close }
  }
  /** The empty room on the socket: one put and one broadcast per `Bid`, its BidResult to the sender. */
  const emptySocket = async (): Promise<Client> => {
    const bidders = await bidderSockets(`ws://127.0.0.1:${emptyPort}/parties/main/socket`, tokens.length)
    const post = async (k: number): Promise<Answer> => {
      const r = await bidders.ask(k % tokens.length, { client_bid_id: crypto.randomUUID() })
      return r && { status: r.data.status, seq: r.data.answer?.bid?.seq }
    }
    return { post, close: bidders.close }
  }

  if (KILL)
    return killStorm({
      base,
      partyUrl: `http://127.0.0.1:${partyPort}`,
      auctionId: target.id,
      post: productPost,
      restartParty: async () => {
        await killServer(party)
        party = startParty(true)
      },
      restartWorker: async () => {
        await killServer(worker)
        worker = startWorker(true)
      },
    })

  // The room holds no auction until a first bid by POST configures it (a socket bid would get 404).
  const first = await productPost(0, (await roomState(`http://127.0.0.1:${partyPort}`, target.id)).current_kurus / 100)
  if (!first || first.status >= 500) throw new Error(`the first POST /api/addBid answered ${first?.status ?? 'nothing'}`)
  /** Each phase's targets, in turn: the name, the watchers' socket, how its bids are sent. */
  type Entry = [Target, string, () => Promise<Client>]
  const targets: Entry[] = [
    ['product', `ws://127.0.0.1:${partyPort}/parties/auction/${target.id}`, PATH === 'socket' ? productSocket : byPost(productPost)],
    ...(FLOOR ? [['floor', `ws://127.0.0.1:${emptyPort}/parties/main/floor`, byPost(floorPost)] satisfies Entry] : []),
    ['empty', `ws://127.0.0.1:${emptyPort}/parties/main/bench`, byPost(emptyPost)],
    ...(PATH === 'socket' ? [['empty-socket', `ws://127.0.0.1:${emptyPort}/parties/main/socket`, emptySocket] satisfies Entry] : []),
  ]
  // Warm-up, not counted: the first requests of a fresh wrangler dev / partykit dev compile and open
  // their databases (the first phase measured tens of ms more per D1 trip without it).
  for (const [name, url, connect] of targets) await phase(name, 1, url, connect, 2)
  log('warmed up')
  const phases: Phase[] = []
  for (const rate of RATES)
    for (const m of WATCHER_COUNTS) {
      RATE = rate
      for (const [name, url, connect] of targets) phases.push(await phase(name, m, url, connect))
    }

  // D1 against the room's ledger: the room's last seq (signed internal call) and D1's rows 1..n.
  const token = await signInternal(internalSecret({ ENVIRONMENT: 'development' }), 'party', String(target.id))
  const roomRes = await fetch(`http://127.0.0.1:${partyPort}/parties/auction/${target.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'state' }),
  })
  const room = ((await roomRes.json()) as { state: { last_seq: number; current_kurus: number } }).state
  // The room's sync brings its last bids to D1 (SYNC_DELAY_MS after a decision, then until D1 is level;
  // every socket bid reaches D1 only this way): wait until /api/bids counts the room's ledger, at most 60 s.
  const d1Count = async () =>
    ((await (await fetch(`${base}/api/bids/${target.id}?page=1`)).json().catch(() => ({}))) as { total?: number }).total ?? -1
  for (const until = Date.now() + 60_000; (await d1Count()) !== room.last_seq && Date.now() < until;)
    await new Promise((r) => setTimeout(r, 500))
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
    `\n bid path (${PATH === 'socket' ? "the page's: Bid on each bidder's own socket to the room, BidResult back" : 'POST /api/addBid through the dev proxy and the worker'}) vs an empty room${FLOOR ? ' and the hop floor' : ' (by POST and on the socket)'}, one auction, loopback, ${RATES.join(', ')} bids/s offered for ${SECONDS} s each (servers and load generator on the same cores)`,
  )
  if (!FLOOR) console.log(" hop floor: not measured (it is the POST path's chain of local servers; `--path post` measures it)")
  console.table(rows)
  const ratios: Record<string, unknown>[] = []
  for (const rate of RATES)
    for (const m of WATCHER_COUNTS) {
      const p = rows.find((r) => r.target === LABEL.product && r.watchers === m && r.offered_per_s === rate)!
      // The empty room by POST first: the baseline of the headline ratio.
      for (const base of (['empty', 'empty-socket', 'floor'] as const).filter((t) => targets.some(([name]) => name === t))) {
        const b = rows.find((r) => r.target === LABEL[base] && r.watchers === m && r.offered_per_s === rate)!
        const x = (k: keyof typeof p) => +((p[k] as number) / (b[k] as number)).toFixed(2)
        ratios.push({
          offered_per_s: rate,
          watchers: m,
          'product ÷': LABEL[base],
          answers_per_s: x('answers_per_s'),
          answers_within_1s_per_s: x('answers_within_1s_per_s'),
          answer_p50: x('answer_p50_ms'),
          answer_p99: x('answer_p99_ms'),
          deliver_p50: x('deliver_p50_ms'),
          deliver_p95: x('deliver_p95_ms'),
          deliver_p99: x('deliver_p99_ms'),
        })
      }
    }
  console.log(
    `\n the product (${PATH}) as a multiple of each baseline (item 7, against the empty room by POST: answers/s ≥ 0.6 at 10 and 100 watchers, ≥ 3 at 1,000; deliver p99 ≤ 1.5)`,
  )
  console.table(ratios)
  console.log(
    `\n where a bid's time goes (ms, p50 / p99; accepted bids; "broadcast → watcher" over every delivery${PATH === 'socket' ? "; the ticket is fetched before the phase, off the bid's path" : ''})`,
  )
  const segmentRows: Record<string, string | number>[] = []
  for (const p of phases)
    for (const [name, xs] of p.segments)
      segmentRows.push({
        target: LABEL[p.target],
        offered_per_s: p.rate,
        watchers: p.watchers,
        segment: name,
        p50: +pct(xs, 50).toFixed(1),
        p99: +pct(xs, 99).toFixed(1),
        n: xs.length,
      })
  console.table(segmentRows)
  if (failures.size) console.log(` failed posts by cause: ${JSON.stringify(Object.fromEntries(failures))}`)
  console.log(` room ledger ${room.last_seq} bids, D1 ${d1Row.n} (distinct ${d1Row.distinct_seq}); agrees: ${agree}`)
  console.log(
    JSON.stringify({
      bench: 'bids',
      path: PATH,
      rates: RATES,
      seconds: SECONDS,
      phases: rows,
      ratios,
      segments: segmentRows,
      d1_agrees_with_room: agree,
    }),
  )
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
