// npm run bench:shill — how well the shill-bidding desk's signals separate shills from honest bidders, on
// simulated auctions. Asserts nothing; prints what share of shills the desk shows and what share of honest
// bidders it shows by mistake.
//
//   npm run bench:shill -- --seed 1 --honest 1000 --shills 50 --sellers 40 --lots 800
//
// The schema is Mezat's own (every file of migrations/ applied to an in-memory SQLite), the query and the
// weights are the worker's (worker/domain/trust/shill-signals.ts), run on the same text. What is simulated,
// and why each figure is what it is, is in docs/shill-desk.md "The benchmark". A seeded generator makes a
// run reproducible to the digit; other seeds show the spread.
import { readdirSync, readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { scorePair, SHILL_FLAG_SCORE, SHILL_PAIRS_SQL, shillParams, type ShillPairRow } from '../../worker/domain/trust/shill-signals.ts'
import { arg, ROOT } from './harness.ts'

const SEED = arg('seed', 1)
const HONEST = arg('honest', 1000)
const SHILLS = arg('shills', 50)
const SELLERS = arg('sellers', 40)
const LOTS = arg('lots', 800)
const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 29, 12)

/** mulberry32: a small seeded generator, so a run is the same on every machine. */
function generator(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = generator(SEED)
const chance = (p: number) => random() < p
const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)] as T
const between = (lo: number, hi: number) => lo + random() * (hi - lo)

function schema(): DatabaseSync {
  const db = new DatabaseSync(':memory:')
  const dir = join(ROOT, 'migrations')
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    db.exec(readFileSync(join(dir, file), 'utf8').replaceAll('--> statement-breakpoint', ''))
  return db
}

type Person = {
  id: number
  kind: 'seller' | 'honest' | 'shill'
  ip: string
  agent: string
  since: number
  fan?: number
  of?: number
  late: number
}

function main() {
  const db = schema()
  const insertUser = db.prepare(
    `INSERT INTO users (username, username_normalized, email, password_hash, title, slug, created_at, updated_at) VALUES (?, ?, ?, 'x', ?, ?, ?, ?) RETURNING id`,
  )
  const session = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)')
  const address = db.prepare(
    `INSERT INTO delivery_addresses (user_id, person, title, line1, city, town, postalcode, phone, created_at, updated_at) VALUES (?, 'Ad Soyad', 'Ev', ?, 'İstanbul', 'Kadıköy', ?, ?, ?, ?)`,
  )
  const payment = db.prepare(
    `INSERT INTO payments (user_id, conversation_id, idempotency_key, provider, price_kurus, paid_price_kurus, bin_no, last_four, created_at) VALUES (?, ?, ?, 'iyzico', 1, 1, ?, ?, ?)`,
  )
  const lot = db.prepare(
    `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, start_time, end_time, winner_user_id, approved, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 2, ?, ?) RETURNING id`,
  )
  const bid = db.prepare(
    'INSERT INTO bids (auction_id, user_id, seq, bid_amount_kurus, total_amount_kurus, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const autoBid = db.prepare('INSERT INTO auto_bids (auction_id, user_id, max_amount_kurus, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
  db.exec('BEGIN')
  db.exec(`INSERT INTO categories (level, slug, title, title_normalized, created_at) VALUES (1, 'b', 'B', 'b', ${NOW})`)
  const category = Number((db.prepare('SELECT id FROM categories').get() as { id: number }).id)

  let n = 0
  let sessionId = 0
  const person = (kind: Person['kind'], extra: Partial<Person> = {}): Person => {
    n++
    const young = kind === 'shill' ? chance(0.6) : chance(0.2)
    const since = NOW - (young ? between(5, 29) : between(60, 2000)) * DAY
    const id = Number((insertUser.get(`u${n}`, `u${n}`, `u${n}@example.com`, `U ${n}`, `u-${n}`, since, since) as { id: number }).id)
    const p: Person = {
      id,
      kind,
      ip: `10.${n >> 8}.${n & 255}.1`,
      agent: `agent-${n}`,
      since,
      late: kind === 'shill' && young ? 0.7 : 0.25,
      ...extra,
    }
    return p
  }
  const sign = (p: Person, ip = p.ip, agent = p.agent) => session.run(`s${++sessionId}`, p.id, NOW - 10 * DAY, NOW + DAY, ip, agent)
  const home = (p: Person, line = `Sokak ${p.id}`, phone = `5${String(p.id).padStart(9, '0')}`) =>
    address.run(p.id, line, String(34000 + (p.id % 900)), phone, NOW, NOW)
  const card = (p: Person, last = String(p.id % 10_000).padStart(4, '0'), bin = String(400000 + (p.id % 9000))) =>
    payment.run(p.id, `c${p.id}${last}`, `k${p.id}${last}${random()}`, bin, last, NOW - 20 * DAY)

  const sellers = Array.from({ length: SELLERS }, () => person('seller'))
  for (const s of sellers) {
    sign(s)
    home(s)
    card(s)
  }
  // Honest bidders: some are fans of one seller (most of their bids there); a few share an address with a
  // seller by chance (a mobile operator's shared address), very few a device, a home or a card (family).
  const honest = Array.from({ length: HONEST }, () => person('honest', chance(0.15) ? { fan: pick(sellers).id } : {}))
  for (const h of honest) {
    const s = pick(sellers)
    const s2 = sellers.find((x) => x.id === s.id)!
    sign(h, chance(0.04) ? s2.ip : h.ip, chance(0.003) ? s2.agent : h.agent)
    home(h, chance(0.004) ? `Sokak ${s2.id}` : `Sokak ${h.id}`)
    card(
      h,
      chance(0.001) ? String(s2.id % 10_000).padStart(4, '0') : String(h.id % 10_000).padStart(4, '0'),
      chance(0.001) ? String(400000 + (s2.id % 9000)) : undefined,
    )
  }
  // Shills: each works for one seller. Some are careless (the seller's own device or card), some careful
  // (nothing shared: only their bidding gives them away).
  const shills = Array.from({ length: SHILLS }, () => person('shill', { of: pick(sellers).id }))
  for (const s of shills) {
    const seller = sellers.find((x) => x.id === s.of)!
    const careless = chance(0.55)
    sign(s, careless && chance(0.7) ? seller.ip : s.ip, careless && chance(0.5) ? seller.agent : s.agent)
    home(s, careless && chance(0.3) ? `Sokak ${seller.id}` : `Sokak ${s.id}`)
    if (careless && chance(0.2)) card(s, String(seller.id % 10_000).padStart(4, '0'), String(400000 + (seller.id % 9000)))
    else card(s)
  }

  for (let i = 0; i < LOTS; i++) {
    const seller = pick(sellers)
    const end = NOW - between(0, 60) * DAY
    // Three to nine honest bidders, fans of this seller more often.
    const fans = honest.filter((h) => h.fan === seller.id)
    const field = new Set<Person>()
    const size = 3 + Math.floor(random() * 7)
    while (field.size < size) field.add(fans.length && chance(0.35) ? pick(fans) : pick(honest))
    const values = [...field].map((p) => ({ p, value: Math.round(between(500, 5000)) * 100 }))
    values.sort((a, b) => b.value - a.value)
    const [winner, second] = values as [(typeof values)[0], (typeof values)[0]]
    // Each shill of this seller joins most of the seller's lots; now and then one is left holding the lot.
    const crew = shills.filter((s) => s.of === seller.id && chance(0.7))
    const stuck = crew.length > 0 && chance(0.05) ? crew[0] : undefined
    const id = Number(
      (lot.get(seller.id, category, `L${i}`, `L${i}`, `l-${i}`, end - 7 * DAY, end, (stuck ?? winner.p).id, end, end) as { id: number }).id,
    )
    let seq = 0
    const at = (p: Person) => (chance(p.late) ? end - between(0, 110_000) : end - between(120_000, 6 * DAY))
    // Losers raise in one to three steps up to their own value; the winner holds an automatic maximum (its
    // value) and pays a step over the second.
    for (const { p, value } of values.slice(1)) {
      const steps = 1 + Math.floor(random() * 3)
      for (let r = 1; r <= steps; r++) bid.run(id, p.id, ++seq, 100, Math.round((value * r) / steps), at(p))
    }
    autoBid.run(id, winner.p.id, winner.value, end - 6 * DAY, end - 6 * DAY)
    bid.run(id, winner.p.id, ++seq, 100, Math.min(winner.value, second.value + 2500), at(winner.p))
    for (const shill of crew) {
      // Probing the leader's maximum: careful probes stop just under it, hurried ones earlier.
      const share = chance(0.7) ? between(0.9, 0.995) : between(0.7, 0.9)
      const rounds = 2 + Math.floor(random() * 4)
      for (let r = 1; r <= rounds; r++) bid.run(id, shill.id, ++seq, 100, Math.round((winner.value * share * r) / rounds), at(shill))
    }
  }
  db.exec('COMMIT')

  const started = performance.now()
  const rows = db.prepare(SHILL_PAIRS_SQL).all(...shillParams(NOW)) as unknown as ShillPairRow[]
  const queryMs = performance.now() - started
  const flagged = new Set(rows.filter((r) => scorePair(r, NOW).score >= SHILL_FLAG_SCORE).map((r) => `${r.bidder}:${r.seller}`))
  const shillsFound = shills.filter((s) => flagged.has(`${s.id}:${s.of}`)).length
  const honestFlagged = honest.filter((h) => [...flagged].some((k) => k.startsWith(`${h.id}:`))).length
  const active = new Set(rows.map((r) => r.bidder))
  const activeShills = shills.filter((s) => active.has(s.id)).length
  const activeHonest = honest.filter((h) => active.has(h.id)).length
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`
  const cpu = cpus()
  console.log(
    [
      `Seed ${SEED}: ${SELLERS} sellers, ${HONEST} honest bidders, ${SHILLS} shills, ${LOTS} lots over 60 days; ${rows.length} bidder–seller pairs, ` +
        `read in ${queryMs.toFixed(0)} ms (${cpu.length} cores, ${cpu[0]?.model.trim()}, load ${loadavg()[0]?.toFixed(2)}). Flag from score ${SHILL_FLAG_SCORE}.`,
      '',
      '| bidders | who bid | shown on the desk | share |',
      '|---|---:|---:|---:|',
      `| shills (with their seller) | ${activeShills} | ${shillsFound} | ${pct(shillsFound, activeShills)} |`,
      `| honest bidders (with any seller) | ${activeHonest} | ${honestFlagged} | ${pct(honestFlagged, activeHonest)} |`,
    ].join('\n'),
  )
}

main()
