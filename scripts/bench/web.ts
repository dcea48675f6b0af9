// npm run bench:web — a first visit on a Turkish phone, measured: builds the SPA, serves it with its
// own wrangler dev (and partykit dev) on free ports over a fresh copy of the demo data (.tmp/bench-web),
// then loads /, one /mezat/{slug} and one category page in Debian's Chromium (/usr/bin/chromium) at
// 390 px, Fast-3G-like network (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CDP
// Network.emulateNetworkConditions) and 4× CPU slowdown (Emulation.setCPUThrottlingRate), cold cache,
// each page --runs times (median printed). Prints per page the JavaScript KB transferred (encoded bytes
// on the wire, as wrangler dev compresses them; the gzip -9 size of the same files beside), FCP, LCP,
// CLS and TBT (PerformanceObserver in the page). Asserts nothing.
// Lighthouse is not installed (npm ci rejects its lock here): no Lighthouse scores.
//
//   npm run bench:web -- --runs 3 [--no-build] [--base <git ref>]
//
// --base <ref>: also serves the project as it was at <ref> (git archive into .tmp/bench-web/base-src, this
// checkout's node_modules, its own build, data, wrangler and partykit) and measures both in the same run,
// alternating run by run, so that the shared machine's load weighs on both alike.
import { execSync } from 'node:child_process'
import { mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { freePort, ROOT, runStep, spawnServer, stopServers, waitFor } from './harness.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const RUNS = arg('runs', 3)
const argText = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const STATE = '.tmp/bench-web'
const DIST = join(ROOT, 'dist/client')
const log = (m: string) => console.log(`[bench:web] ${m}`)

const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const CPU_SLOWDOWN = 4

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

/** Builds (unless --no-build) and serves the project in `dir` on fresh demo data; answers its base URL. */
async function serve(dir: string, name: string, build: boolean): Promise<string> {
  const state = join(STATE, name)
  const step = (label: string, cmd: string, args: string[]) => runStep(log, `${name}: ${label}`, cmd, args, dir)
  if (build) step('SPA built (vite build)', 'npx', ['vite', 'build'])
  const [workerPort, partyPort, inspectorPort] = [await freePort(), await freePort(), await freePort()]
  const base = `http://127.0.0.1:${workerPort}`
  rmSync(join(dir, state), { recursive: true, force: true })
  step('migrations applied', 'npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--env', 'dev', '--persist-to', state])
  step('demo data loaded', process.execPath, ['scripts/seed.ts', '--persist-to', state])
  const start = (server: string, cmd: string, args: string[]) => spawnServer(`bench-web-${name}-${server}`, cmd, args, dir)
  start('worker', 'npx', [
    'wrangler',
    'dev',
    '--env',
    'dev',
    '--port',
    String(workerPort),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    state,
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
    join(state, 'partykit'),
  ])
  await waitFor(`${base}/api/footer`)
  log(`${name}: servers up: worker ${workerPort}, party ${partyPort}`)
  return base
}

/** A copy of the project at git `ref` (tracked files only) sharing this checkout's node_modules. */
function checkout(ref: string): string {
  const dir = join(ROOT, STATE, 'base-src')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  execSync(`git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`, { cwd: ROOT, stdio: 'inherit' })
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'))
  log(`baseline: ${ref} in ${dir}`)
  return dir
}

type Side = { label: string; base: string; dist: string }

async function main() {
  const build = !process.argv.includes('--no-build')
  const baseRef = argText('base')
  const sides: Side[] = []
  // The baseline is served beside this checkout and measured in the same run, page by page, alternating.
  if (baseRef) {
    const dir = checkout(baseRef)
    sides.push({ label: baseRef, base: await serve(dir, 'base', true), dist: join(dir, 'dist/client') })
  }
  sides.push({ label: 'this checkout', base: await serve(ROOT, 'head', build), dist: DIST })

  const head = sides[sides.length - 1]!.base
  const list = (await (await fetch(`${head}/api/auctions`)).json()) as { auctions: { data: { slug: string }[] } }
  const categories = (await (await fetch(`${head}/api/categories`)).json()) as { categories?: { slug: string }[] } | { slug: string }[]
  const firstCategory = (Array.isArray(categories) ? categories : (categories.categories ?? []))[0]
  const pages = [
    { name: 'home', path: '/' },
    { name: 'auction', path: `/mezat/${list.auctions.data[0]?.slug}` },
    { name: 'category', path: `/kategori/${firstCategory?.slug ?? 'koleksiyon'}` },
  ]
  // Warms wrangler dev's own caches (not the browser's: every run is cold).
  for (const side of sides) await measure(side.base, '/', side.dist)

  const rows: string[] = []
  for (const p of pages) {
    const runs = sides.map(() => [] as Vitals[])
    for (let i = 0; i < RUNS; i++) for (const [k, side] of sides.entries()) runs[k]!.push(await measure(side.base, p.path, side.dist))
    for (const [k, side] of sides.entries()) {
      const m = (key: Exclude<keyof Vitals, 'lcpElement'>) => median(runs[k]!.map((r) => r[key]))
      log(`${p.name} (${side.label}): LCP element ${[...new Set(runs[k]!.map((r) => r.lcpElement))].join(' | ')}`)
      const path = p.path.length > 40 ? `${p.path.slice(0, 40)}…` : p.path
      rows.push(
        `| ${p.name} \`${path}\`${sides.length > 1 ? ` (${side.label})` : ''} | ${(m('jsWire') / 1024).toFixed(0)} | ${(m('jsGzip') / 1024).toFixed(0)} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${m('cls').toFixed(3)} | ${m('tbt').toFixed(0)} ms | ${m('requests')} |`,
      )
    }
    log(`${p.name} done`)
  }
  console.log(
    `\nFirst visit, 390 px, ${NETWORK.latency} ms RTT, 1.6 Mbit/s, CPU ×${CPU_SLOWDOWN}, cold cache; median of ${RUNS}; ${cpus().length} cores; Lighthouse: not installed\n`,
  )
  console.log('| page | JS KB transferred | JS KB gzip -9 of the same files | FCP | LCP | CLS | TBT | requests |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of rows) console.log(r)
}

main()
  .catch((e) => {
    console.error(e)
    process.exitCode = 1
  })
  .finally(stopServers)
