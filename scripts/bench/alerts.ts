// npm run bench:alerts — what an editor's approval costs when a lot concerns many members, on this machine's
// loopback only, bounded, stopping by itself. Asserts nothing about speed.
//
//   npm run bench:alerts -- --members 10000 --runs 3
//
// 1. A fresh state folder with the migrations and the demo data, then, straight into its D1 file: `members`
//    members with an e-mail consent, each with one instant saved search for "pirinç gramofon" and each
//    following one seller; and `runs` waiting lots of each kind (docs/alerts.md):
//      - baseline: a lot nobody searches for, by a seller nobody follows (the approval with no alerts);
//      - searches: a lot every saved search matches ("Pirinç gramofon …"), by that same unfollowed seller;
//      - followers: a lot no search matches, by the seller every member follows.
// 2. `wrangler dev` of the worker (its development settings, local D1), the demo editor signed in.
// 3. Each lot approved through POST /api/admin/auctions/{id}/approve, kinds interleaved: the approval's answer
//    time, then, polling the D1 file, the time until its alert run was done (the last batch of bell notices and
//    mails written; `alert_runs.finished_at`), and the notices and outbox mails written for the lot, which must
//    be `members` each for the matching kinds and none for the baseline.
// Prints a Markdown table with the machine's state and writes it to .tmp/bench-alerts.md.
// Node 22 (npm scripts use the `node` dev dependency).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { auctionSearchText } from '../../common/search.ts'
import { searchTokens, trLower } from '../../common/text.ts'
import { arg, freePort, ROOT, runStep, spawnServer, stopServers, waitFor } from './harness.ts'

const MEMBERS = arg('members', 10_000)
const RUNS = arg('runs', 3)
const STATE = '.tmp/bench-alerts-state'
const ASSETS = '.tmp/bench-alerts-assets'
const QUERY = 'pirinç gramofon'
const log = (m: string) => console.log(`[bench:alerts] ${m}`)

type Kind = 'baseline' | 'searches' | 'followers'
const KINDS: Kind[] = ['baseline', 'searches', 'followers']
const NAMES: Record<Kind, string> = {
  baseline: 'Ahşap dikiş kutusu',
  searches: 'Pirinç gramofon borulu',
  followers: 'Ahşap çekmeceli kutu',
}

function openState(): DatabaseSync {
  const dir = join(ROOT, STATE, 'v3/d1/miniflare-D1DatabaseObject')
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
  if (!file) throw new Error(`no D1 database in ${dir}`)
  const db = new DatabaseSync(join(dir, file))
  db.exec('PRAGMA busy_timeout = 10000')
  return db
}

/** Two sellers, the members with their searches, consents and follows, and the waiting lots: one transaction. */
function prepare(db: DatabaseSync, now: number): Record<Kind, number[]> {
  const user = db.prepare(
    `INSERT INTO users (username, username_normalized, email, password_hash, role, title, slug, email_verified_at, contracts_accepted_at, created_at, updated_at)
     VALUES (?, ?, ?, 'bench-no-login', 'member', ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
  const addUser = (username: string, title: string) =>
    Number(
      (
        user.get(username, trLower(username), `${username}@example.com`, title, username.replace(/_/g, '-'), now, now, now, now) as {
          id: number
        }
      ).id,
    )
  const terms = searchTokens(QUERY)
  const search = db.prepare(
    `INSERT INTO saved_searches (user_id, name, q, frequency, paused, term_count, created_at, updated_at) VALUES (?, ?, ?, 'instant', 0, ?, ?, ?) RETURNING id`,
  )
  const term = db.prepare('INSERT INTO saved_search_terms (term, saved_search_id) VALUES (?, ?)')
  const consent = db.prepare(
    `INSERT INTO message_consents (user_id, channel, granted, source, text_version, recorded_at, iys_state) VALUES (?, 'email', 1, 'registration', 'bench', ?, 'sent')`,
  )
  const follow = db.prepare('INSERT INTO seller_follows (user_id, seller_id, created_at) VALUES (?, ?, ?)')
  const category = db.prepare('SELECT id, title FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1').get() as {
    id: number
    title: string
  }
  const lot = db.prepare(
    `INSERT INTO auctions (seller_id, category_1_id, name, title, slug, description, opening_price_kurus, current_price_kurus, buynow_price_kurus,
       start_time, end_time, approved, search_text, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '<p>Ölçüm için ilan.</p>', 50000, 50000, 0, ?, ?, 0, ?, ?, ?) RETURNING id`,
  )
  const fts = db.prepare('INSERT INTO auctions_fts (rowid, search_text) VALUES (?, ?)')

  db.exec('BEGIN')
  const quiet = addUser('bench_sessiz_satici', 'Ölçüm Sessiz Satıcı')
  const followed = addUser('bench_takipli_satici', 'Ölçüm Takipli Satıcı')
  for (let i = 1; i <= MEMBERS; i++) {
    const id = addUser(`bench_uye_${i}`, `Ölçüm Üyesi ${i}`)
    consent.run(id, now)
    const s = Number((search.get(id, QUERY, QUERY, terms.length, now, now) as { id: number }).id)
    for (const t of terms) term.run(t, s)
    follow.run(id, followed, now)
  }
  const lots: Record<Kind, number[]> = { baseline: [], searches: [], followers: [] }
  for (let run = 1; run <= RUNS; run++)
    for (const kind of KINDS) {
      const name = `${NAMES[kind]} ${run}`
      const text = auctionSearchText([name, category.title])
      const seller = kind === 'followers' ? followed : quiet
      const id = Number(
        (lot.get(seller, category.id, name, name, slugOf(kind, run), now - 60_000, now + 86_400_000, text, now, now) as { id: number }).id,
      )
      fts.run(id, text)
      lots[kind].push(id)
    }
  db.exec('COMMIT')
  return lots
}

/** No slug is the beginning of another's, so a mail's link names one lot. */
const slugOf = (kind: Kind, run: number) => `bench-${run}-alerts-${kind}`

type Row = { kind: Kind; id: number; answerMs: number; doneMs: number; notices: number; mails: number }

async function approve(db: DatabaseSync, api: string, token: string, kind: Kind, id: number, slug: string): Promise<Row> {
  const wallStart = Date.now()
  const started = performance.now()
  const res = await fetch(`${api}/api/admin/auctions/${id}/approve`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
  })
  await res.arrayBuffer()
  const answerMs = performance.now() - started
  if (res.status !== 200) throw new Error(`approving ${id} answered ${res.status}`)
  const run = db.prepare('SELECT state, finished_at FROM alert_runs WHERE auction_id = ?')
  const until = Date.now() + 300_000
  let finished: number | null = null
  while (Date.now() < until) {
    const row = run.get(id) as { state: string; finished_at: number | null } | undefined
    if (row?.state === 'done') {
      finished = row.finished_at
      break
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  if (finished === null) throw new Error(`the alert run of ${id} did not finish within 300 s`)
  const count = (sql: string, key: string) => Number((db.prepare(sql).get(key) as { n: number }).n)
  return {
    kind,
    id,
    answerMs,
    doneMs: finished - wallStart,
    notices: count(`SELECT count(*) AS n FROM notifications WHERE dedupe_key LIKE 'alert:' || ? || ':%'`, String(id)),
    mails: Number(
      (
        db.prepare(`SELECT count(*) AS n FROM outbox WHERE channel = 'mail' AND body LIKE '%/mezat/' || ? || '%'`).get(slug) as {
          n: number
        }
      ).n,
    ),
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

const port = await freePort()
const api = `http://127.0.0.1:${port}`
try {
  rmSync(join(ROOT, STATE), { recursive: true, force: true })
  mkdirSync(join(ROOT, ASSETS), { recursive: true })
  runStep(log, 'migrations applied', 'npx', [
    'wrangler',
    'd1',
    'migrations',
    'apply',
    'DB',
    '--local',
    '--env',
    'dev',
    '--persist-to',
    STATE,
  ])
  runStep(log, 'demo data loaded', process.execPath, ['scripts/seed.ts', '--persist-to', STATE])
  const db = openState()
  const prepStarted = performance.now()
  const lots = prepare(db, Date.now())
  log(
    `${MEMBERS} members with a saved search and a follow, ${RUNS} lots of each kind (${((performance.now() - prepStarted) / 1000).toFixed(1)} s)`,
  )

  const inspector = String(await freePort())
  spawnServer('bench-alerts-worker', 'npx', [
    'wrangler',
    'dev',
    '--env',
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    STATE,
    '--assets',
    ASSETS,
    '--var',
    `APP_URL:${api}`,
    '--inspector-port',
    inspector,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
  ])
  await waitFor(`${api}/api/categories`, 180_000)
  const login = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: 'editor', password: 'Mezat1234' }),
  })
  const { token } = (await login.json()) as { token: string }
  log(`worker on ${api}; the demo editor signed in`)

  const rows: Row[] = []
  for (let run = 0; run < RUNS; run++)
    for (const kind of KINDS) {
      const row = await approve(db, api, token, kind, lots[kind][run]!, slugOf(kind, run + 1))
      const expected = kind === 'baseline' ? 0 : MEMBERS
      if (row.notices !== expected || row.mails !== expected)
        throw new Error(`${kind} lot ${row.id}: ${row.notices} notices and ${row.mails} mails, expected ${expected} of each`)
      rows.push(row)
      log(`${kind} ${run + 1}: answered in ${row.answerMs.toFixed(0)} ms, last notice written after ${row.doneMs} ms`)
    }

  const cpu = cpus()
  const of = (kind: Kind, k: 'answerMs' | 'doneMs') => rows.filter((r) => r.kind === kind).map((r) => r[k])
  const base = median(of('baseline', 'answerMs'))
  const table = [
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB; Node ${process.versions.node}; wrangler dev (local D1). ` +
      `${MEMBERS} members; ${RUNS} approvals of each kind, interleaved; medians, with the slowest in brackets. ` +
      `Load average at the end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}.`,
    '',
    '| approval of | bell notices | mails queued | answer ms | answer vs baseline | last notice written after ms |',
    '|---|---:|---:|---:|---:|---:|',
    ...KINDS.map((kind) => {
      const answers = of(kind, 'answerMs')
      const done = of(kind, 'doneMs')
      const last = rows.filter((r) => r.kind === kind).at(-1)!
      return `| ${kind === 'baseline' ? 'a lot nobody is told of (baseline)' : kind === 'searches' ? `a lot ${MEMBERS} saved searches match` : `a lot of a seller ${MEMBERS} members follow`} | ${last.notices} | ${last.mails} | ${median(answers).toFixed(0)} (${Math.max(...answers).toFixed(0)}) | ${(median(answers) / base).toFixed(2)}× | ${median(done).toFixed(0)} (${Math.max(...done).toFixed(0)}) |`
    }),
  ].join('\n')
  console.log(`\n${table}\n`)
  writeFileSync(join(ROOT, '.tmp/bench-alerts.md'), `${table}\n`)
  log('written to .tmp/bench-alerts.md')
} finally {
  stopServers()
}
