// npm run bench:web — a first visit on a Turkish phone, measured: builds the SPA, serves it with its
// own wrangler dev (and partykit dev) on free ports over a fresh copy of the demo data (.tmp/bench-web),
// then loads /, one /mezat/{slug} and one category page in Debian's Chromium (/usr/bin/chromium) at
// 390 px, Fast-3G-like network (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CDP
// Network.emulateNetworkConditions) and 4× CPU slowdown (Emulation.setCPUThrottlingRate), cold cache,
// each page --runs times (median printed). Prints per page the JavaScript KB transferred (encoded bytes
// on the wire, as wrangler dev compresses them; the gzip -9 size of the same files beside), FCP, LCP,
// CLS and TBT (PerformanceObserver in the page). Asserts nothing.
// Beside Mezat, always: the empty app of the same stack (scripts/bench/empty-app/: React, react-dom,
// TanStack Router and Query, the same Vite and plugins, one route rendering a paragraph), built and served
// by its own wrangler dev, measured run by run with the home page and, in Lighthouse, run by run with every
// page, so that the machine's load at that moment weighs on both: what the stack costs here and now.
// Each table is printed with the load average, and Lighthouse's cells with its benchmark index.
// Then Lighthouse (the npm CLI, scripts/bench/lighthouse.ts) on each page, --lh-runs times (median; its
// mobile defaults: a 412 px phone, simulated 150 ms RTT / 1.6 Mbit/s and CPU ×4): performance and
// accessibility scores, with its own LCP and TBT. --no-lighthouse skips it.
// Then a shaky connection, --shaky-runs times on a guest's auction page at 390 px (no throttling),
// the auction socket under the bench's control (page.routeWebSocket): the network off and the socket cut
// while a member bids 3 times, then the network back: ms until the price shows the last bid and the page
// says it is live; and the socket silenced on a working network: ms until the page says it is offline (the
// heartbeat's detection), beside HEARTBEAT_MS and HEARTBEAT_TIMEOUT_MS.
//
// Then the interaction (scripts/bench/web-inp.ts): INP of a member's taps and keys on the bid controls of a
// running auction whose price changes by socket, at CPU ×4, --inp-runs times (median and worst), beside the
// same taps on the empty app.
//
//   npm run bench:web -- --runs 3 [--no-build] [--base <git ref>] [--shaky-runs 3] [--shaky-only] [--lh-runs 3] [--no-lighthouse] [--inp-runs 10] [--inp-only]
//
// --base <ref>: also serves the project as it was at <ref> (git archive into .tmp/bench-web/base-src, this
// checkout's node_modules, its own build, data, wrangler and partykit) and measures both in the same run,
// alternating run by run, so that the shared machine's load weighs on both alike.
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type WebSocketRoute } from 'playwright-core'
import { bidIncrementKurus } from '../../common/auction-rules.ts'
import { HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS } from '../../common/heartbeat.ts'
import { formatLira } from '../../common/money.ts'
import { EMPTY_APP_DIST, serveEmptyApp } from './empty-app/serve.ts'
import { arg, confirmPreinfo, ROOT } from './harness.ts'
import { benchPages, checkout, CPU_SLOWDOWN, NETWORK, runServed, serve, serving } from './web-serve.ts'
import { lighthouse, type LighthouseScores } from './lighthouse.ts'
import { bidWhile, emptyTarget, inpRun, lotTarget, type InpRun } from './web-inp.ts'

const RUNS = arg('runs', 3)
const LH_RUNS = process.argv.includes('--no-lighthouse') ? 0 : arg('lh-runs', 3)
const SHAKY_RUNS = arg('shaky-runs', 3)
const SHAKY_ONLY = process.argv.includes('--shaky-only')
const INP_ONLY = process.argv.includes('--inp-only')
const INP_RUNS = arg('inp-runs', 10)
/** The first visits and Lighthouse, unless only the shaky connection or the interaction is asked for. */
const FIRST_VISITS = !SHAKY_ONLY && !INP_ONLY
const argText = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const STATE = '.tmp/bench-web'
const DIST = join(ROOT, 'dist/client')
const log = (m: string) => console.log(`[bench:web] ${m}`)


/** Runs in the page before anything else: collects FCP, LCP, CLS and long tasks (TBT) as they happen. */
const OBSERVE = `(() => {
  const v = (window.__vitals = { fcp: 0, lcp: 0, cls: 0, tbt: 0, lcpElement: '' })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { v.lcp = e.startTime; const el = e.element; v.lcpElement = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' ' + (e.url ? e.url.split('/').pop() : (el.textContent || '').trim().slice(0, 30)) + ' ' + Math.round(e.size) + 'px²' : '' } }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) v.cls += e.value }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) v.tbt += Math.max(0, e.duration - 50) }).observe({ type: 'longtask', buffered: true })
})()`

type Vitals = { fcp: number; lcp: number; cls: number; tbt: number; jsWire: number; jsGzip: number; requests: number; lcpElement: string }

async function measure(base: string, path: string, dist: string): Promise<Vitals> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'tr-TR',
    })
    // No cookies: a real first visit, cookie banner included.
    const page = await context.newPage()
    await page.addInitScript(OBSERVE)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const scripts = new Map<string, { type: string; url: string }>()
    let jsWire = 0
    let requests = 0
    cdp.on('Network.responseReceived', (e) => {
      requests++
      if (e.type === 'Script') scripts.set(e.requestId, { type: e.type, url: e.response.url })
    })
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) jsWire += e.encodedDataLength
    })
    await page.goto(base + path, { waitUntil: 'load', timeout: 120_000 })
    // LCP and CLS settle after load (sections arriving); give the page time to finish, then stop LCP by input.
    await page.waitForTimeout(5000)
    const vitals = (await page.evaluate('window.__vitals')) as Omit<Vitals, 'jsWire' | 'jsGzip' | 'requests'>
    let jsGzip = 0
    for (const { url } of scripts.values()) {
      const file = new URL(url).pathname
      if (file.startsWith('/assets/')) jsGzip += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
    }
    // Let every request finish before the browser goes: wrangler dev stops on requests cut mid-way.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {})
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await page.goto('about:blank')
    return { ...vitals, jsWire, jsGzip, requests }
  } finally {
    await browser.close()
  }
}

type Shaky = { recoverMs: number; detectMs: number }

/** One run of the shaky-connection measurement (see the top of this file). */
async function shaky(base: string, slug: string, bidderTokens: string[]): Promise<Shaky> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'tr-TR' })
    const page = await context.newPage()
    type Link = { page: WebSocketRoute; server: WebSocketRoute | null; queue: Array<string | Buffer>; dead: boolean }
    const links: Link[] = []
    let up = true
    const connect = (l: Link) => {
      l.server = l.page.connectToServer()
      l.server.onMessage((m) => void (l.dead || l.page.send(m)))
      for (const m of l.queue.splice(0)) l.server.send(m)
    }
    await page.routeWebSocket(/\/parties\/auction\//, (ws) => {
      const l: Link = { page: ws, server: null, queue: [], dead: false }
      links.push(l)
      ws.onMessage((m) => void (l.dead || (l.server ? l.server.send(m) : l.queue.push(m))))
      ws.onClose(() => {
        l.dead = true
        void l.server?.close()
      })
      if (up) connect(l)
    })
    const status = (s: string) => page.locator(`[data-testid=connection-state][data-status=${s}]`).waitFor({ timeout: 60_000 })
    await page.goto(`${base}/mezat/${slug}`, { waitUntil: 'load', timeout: 120_000 })
    await status('live')

    // The network goes, bids happen, the network comes back.
    await context.setOffline(true)
    up = false
    for (const l of links) if (!l.dead) void l.page.close()
    await status('down')
    let total = 0
    for (let i = 0; i < 3; i++) total = await bid(base, slug, bidderTokens)
    await page.waitForTimeout(2000)
    const t0 = performance.now()
    up = true
    for (const l of links) if (!l.dead && !l.server) connect(l)
    await context.setOffline(false)
    await page.waitForFunction(
      (text) =>
        document.querySelector('[data-testid=current-price]')?.textContent === text &&
        document.querySelector('[data-testid=connection-state]')?.getAttribute('data-status') === 'live',
      formatLira(total),
      { polling: 'raf', timeout: 60_000 },
    )
    const recoverMs = performance.now() - t0

    // The socket goes silent on a working network.
    await page.waitForTimeout(500)
    up = false
    for (const l of links) l.dead = true
    const t1 = performance.now()
    await page.waitForFunction(
      () => document.querySelector('[data-testid=connection-state]')?.getAttribute('data-status') === 'down',
      null,
      {
        polling: 50,
        timeout: 60_000,
      },
    )
    const detectMs = performance.now() - t1
    await context.close()
    return { recoverMs, detectMs }
  } finally {
    await browser.close()
  }
}

/** One increment over the current price, through the API, by whichever of two members does not lead; answers the new total. */
async function bid(base: string, slug: string, tokens: string[]) {
  const { data } = (await (await fetch(`${base}/api/auctions/${slug}`)).json()) as { data: { id: number; current_price: number } }
  const step = bidIncrementKurus(Math.round(data.current_price * 100)) / 100
  for (const token of tokens) {
    await confirmPreinfo(base, token, data.id)
    const res = await fetch(`${base}/api/addBid`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ auction_id: String(data.id), bid_amount: String(step), total_amount: String(data.current_price + step) }),
    })
    if (res.status === 200) return data.current_price + step
  }
  throw new Error('bid refused to both members')
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

type Side = { label: string; base: string; dist: string }

/** The machine's load average (1, 5, 15 min) now: the share of two cores the other work on it takes. */
const loadText = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')

/** Lighthouse's medians of `runs`: performance / accessibility, each run's score, LCP, TBT, CLS, benchmark index. */
function lighthouseText(runs: LighthouseScores[]): string {
  const l = (key: keyof LighthouseScores) => median(runs.map((r) => r[key]))
  return `${l('performance')} / ${l('accessibility')} (runs ${runs.map((r) => r.performance).join(', ')}; LCP ${(l('lcp') / 1000).toFixed(2)} s, TBT ${l('tbt').toFixed(0)} ms, CLS ${l('cls').toFixed(3)}; benchmark index ${l('benchmarkIndex').toFixed(0)}; ${runs.length} runs)`
}

/** A row of the first-visit table: medians of `runs`, the Lighthouse cell left as `cell` until it is known. */
function vitalsRow(label: string, runs: Vitals[], cell: string): string {
  const m = (key: Exclude<keyof Vitals, 'lcpElement'>) => median(runs.map((r) => r[key]))
  return `| ${label} | ${(m('jsWire') / 1024).toFixed(0)} | ${(m('jsGzip') / 1024).toFixed(0)} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${m('cls').toFixed(3)} | ${m('tbt').toFixed(0)} ms | ${m('requests')} | ${cell} |`
}

/** A demo member's token (every demo member's password is the seed's). */
async function login(base: string, username: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Mezat1234' }),
  })
  return ((await res.json()) as { token: string }).token
}

/** A running auction of the demo data far from its end (an hour or more), which bids will not close. */
async function farAuction(base: string) {
  const running = (await (await fetch(`${base}/api/auctions`)).json()) as {
    auctions: { data: { slug: string; end_time: string; started_at: string | null }[] }
  }
  const far = running.auctions.data.find(
    (a) => a.started_at && Date.parse(`${a.end_time.replace(' ', 'T')}+03:00`) - Date.now() > 3_600_000,
  )
  if (!far) throw new Error('no running auction in the demo data')
  return far
}

/**
 * INP of the bid controls (scripts/bench/web-inp.ts) on each side and on the empty app, run by run in turn;
 * the member `alici` taps, `antikaci_ahmet` and `koleksiyoncu.ayse` bid meanwhile.
 */
async function interaction(sides: Side[], emptyApp: string) {
  const runs = [...sides.map(() => [] as InpRun[]), [] as InpRun[]]
  const targets = await Promise.all(
    sides.map(async (side) => {
      const far = await farAuction(side.base)
      const member = await login(side.base, 'alici')
      const { data } = (await (await fetch(`${side.base}/api/auctions/${far.slug}`)).json()) as { data: { id: number } }
      await confirmPreinfo(side.base, member, data.id)
      const bidders = [await login(side.base, 'antikaci_ahmet'), await login(side.base, 'koleksiyoncu.ayse')]
      return { target: lotTarget(side.base, far.slug, member), bidding: () => bidWhile(side.base, far.slug, bidders) }
    }),
  )
  for (let i = 0; i < INP_RUNS; i++) {
    for (const [k, { target, bidding }] of targets.entries()) runs[k]!.push(await inpRun(target, bidding))
    runs[sides.length]!.push(await inpRun(emptyTarget(emptyApp)))
  }
  log('interaction done')
  const labels = [
    ...sides.map((s) => `auction${sides.length > 1 ? ` (${s.label})` : ''}: quick bid, Escape, amount field, 4 keys`),
    'empty app of the stack: the same taps and keys',
  ]
  console.log(`\nInteraction (INP, Event Timing API), 390 px, CPU ×${CPU_SLOWDOWN}, ${INP_RUNS} runs; load average ${loadText()}\n`)
  console.log(
    '| page | INP median | INP worst | worst interaction of the worst run | interactions ≥ 16 ms a run | bids accepted during a run (median) | benchmark index (median, before the slowdown) |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const [k, label] of labels.entries()) {
    const r = runs[k]!
    const worst = [...r].sort((a, b) => b.inp - a.inp)[0]!
    const m = (key: 'inp' | 'interactions' | 'bids' | 'benchmarkIndex') => median(r.map((x) => x[key]))
    console.log(
      `| ${label} | ${m('inp').toFixed(0)} ms | ${worst.inp.toFixed(0)} ms | ${worst.worst} | ${m('interactions')} | ${m('bids')} | ${m('benchmarkIndex')} |`,
    )
  }
}

async function main() {
  const build = !process.argv.includes('--no-build')
  const baseRef = argText('base')
  const sides: Side[] = []
  // The baseline is served beside this checkout and measured in the same run, page by page, alternating.
  if (baseRef) {
    const dir = checkout(baseRef, STATE, log)
    sides.push({ label: baseRef, base: await serve(dir, 'base', true, { log, stateDir: STATE }), dist: join(dir, 'dist/client') })
  }
  sides.push({ label: 'this checkout', base: await serve(ROOT, 'head', build, { log, stateDir: STATE }), dist: DIST })
  const emptyApp = await serveEmptyApp(log, build)
  const emptyRuns: Vitals[] = []

  const head = sides[sides.length - 1]!.base
  const pages = await benchPages(head)
  // Warms wrangler dev's own caches (not the browser's: every run is cold).
  if (FIRST_VISITS) for (const side of sides) await measure(side.base, '/', side.dist)

  const rows: string[] = []
  for (const p of FIRST_VISITS ? pages : []) {
    const runs = sides.map(() => [] as Vitals[])
    for (let i = 0; i < RUNS; i++) {
      for (const [k, side] of sides.entries()) runs[k]!.push(await measure(side.base, p.path, side.dist))
      if (p === pages[0]) emptyRuns.push(await measure(emptyApp, '/', EMPTY_APP_DIST))
    }
    for (const [k, side] of sides.entries()) {
      log(`${p.name} (${side.label}): LCP element ${[...new Set(runs[k]!.map((r) => r.lcpElement))].join(' | ')}`)
      const path = p.path.length > 40 ? `${p.path.slice(0, 40)}…` : p.path
      rows.push(vitalsRow(`${p.name} \`${path}\`${sides.length > 1 ? ` (${side.label})` : ''}`, runs[k]!, `{lighthouse ${k} ${p.path}}`))
    }
    log(`${p.name} done`)
  }
  if (emptyRuns.length) rows.push(vitalsRow('empty app of the stack `/`', emptyRuns, '{lighthouse empty}'))
  // Lighthouse last, each page on its own, run by run with the empty app; a page it cannot finish says so
  // in its cell instead of ending the run.
  const emptyLh: LighthouseScores[] = []
  for (const p of FIRST_VISITS ? pages : [])
    for (const [k, side] of sides.entries()) {
      const cell = `{lighthouse ${k} ${p.path}}`
      if (!LH_RUNS) {
        rows.forEach((r, i) => (rows[i] = r.replace(cell, 'not run')))
        continue
      }
      const lh: LighthouseScores[] = []
      const beside: LighthouseScores[] = []
      let failed = ''
      for (let i = 0; i < LH_RUNS && !failed; i++) {
        await lighthouse(`${side.base}${p.path}`).then(
          (r) => void lh.push(r),
          (e: Error) => void (failed = e.message.split('\n')[0]!.slice(0, 120)),
        )
        await lighthouse(`${emptyApp}/`).then(
          (r) => void beside.push(r),
          () => {},
        )
      }
      emptyLh.push(...beside)
      const text = lh.length
        ? `${lighthouseText(lh)}; empty app in the same runs: ${beside.length ? lighthouseText(beside) : 'failed'}; TBT − empty app's ${(median(lh.map((r) => r.tbt)) - median(beside.map((r) => r.tbt))).toFixed(0)} ms; load average ${loadText()}`
        : `failed: ${failed}`
      log(`${p.name} (${side.label}): Lighthouse ${text}`)
      rows.forEach((r, i) => (rows[i] = r.replace(cell, text)))
    }
  rows.forEach(
    (r, i) => (rows[i] = r.replace('{lighthouse empty}', emptyLh.length ? `${lighthouseText(emptyLh)} (all its runs above)` : 'not run')),
  )
  if (FIRST_VISITS)
    console.log(
      `\nFirst visit, 390 px, ${NETWORK.latency} ms RTT, 1.6 Mbit/s, CPU ×${CPU_SLOWDOWN}, cold cache; median of ${RUNS}; ${cpus().length} cores; Lighthouse ${LH_RUNS ? `median of ${LH_RUNS}, mobile (simulated throttling)` : 'not run'}; load average ${loadText()}; wrangler dev restarted ${serving.wranglerRestarts} times (behind the dev proxy)\n`,
    )
  if (FIRST_VISITS) {
    console.log(
      '| page | JS KB transferred | JS KB gzip -9 of the same files | FCP | LCP | CLS | TBT | requests | Lighthouse performance / accessibility |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const r of rows) console.log(r)
  }
  if (!SHAKY_ONLY && INP_RUNS) await interaction(sides, emptyApp)
  if (!SHAKY_RUNS || INP_ONLY) return // --shaky-runs 0: no table of nothing
  // A shaky connection: a running auction far from its end; a demo member bids.
  const bidderTokens = [await login(head, 'alici'), await login(head, 'antikaci_ahmet')]
  const far = await farAuction(head)
  const shakyRuns: Shaky[] = []
  for (let i = 0; i < SHAKY_RUNS; i++) shakyRuns.push(await shaky(head, far.slug, bidderTokens))
  log('shaky connection done')

  const ms = (k: keyof Shaky) => shakyRuns.map((r) => r[k])
  console.log(`\nShaky connection, 390 px, no throttling, ${SHAKY_RUNS} runs: median (max); load average ${loadText()}\n`)
  console.log('| heartbeat every | silent after | network back → right price, live | silent drop → detected |')
  console.log('|---|---|---|---|')
  console.log(
    `| ${HEARTBEAT_MS / 1000} s | ${HEARTBEAT_TIMEOUT_MS / 1000} s | ${median(ms('recoverMs')).toFixed(0)} ms (${Math.max(...ms('recoverMs')).toFixed(0)} ms) | ${(median(ms('detectMs')) / 1000).toFixed(1)} s (${(Math.max(...ms('detectMs')) / 1000).toFixed(1)} s) |`,
  )
}

runServed(main)
