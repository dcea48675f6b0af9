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
//   npm run bench:web -- --runs 3 [--no-build]
import { readFileSync, rmSync } from 'node:fs'
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
const STATE = '.tmp/bench-web'
const DIST = join(ROOT, 'dist/client')
const log = (m: string) => console.log(`[bench:web] ${m}`)

const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const CPU_SLOWDOWN = 4

const run = (label: string, cmd: string, args: string[]) => runStep(log, label, cmd, args)

function start(name: string, cmd: string, args: string[]) {
  spawnServer(`bench-web-${name}`, cmd, args)
}
/** Runs in the page before anything else: collects FCP, LCP, CLS and long tasks (TBT) as they happen. */
const OBSERVE = `(() => {
  const v = (window.__vitals = { fcp: 0, lcp: 0, cls: 0, tbt: 0 })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) v.lcp = e.startTime }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) v.cls += e.value }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) v.tbt += Math.max(0, e.duration - 50) }).observe({ type: 'longtask', buffered: true })
})()`

type Vitals = { fcp: number; lcp: number; cls: number; tbt: number; jsWire: number; jsGzip: number; requests: number }

async function measure(base: string, path: string): Promise<Vitals> {
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
      if (file.startsWith('/assets/')) jsGzip += gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
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

async function main() {
  if (!process.argv.includes('--no-build')) run('SPA built (vite build)', 'npx', ['vite', 'build'])
  const [workerPort, partyPort, inspectorPort] = [await freePort(), await freePort(), await freePort()]
  const base = `http://127.0.0.1:${workerPort}`
  rmSync(join(ROOT, STATE), { recursive: true, force: true })
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
    '--inspector-port',
    String(inspectorPort),
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
  await waitFor(`${base}/api/footer`)
  log(`servers up: worker ${workerPort}, party ${partyPort}`)

  const list = (await (await fetch(`${base}/api/auctions`)).json()) as { auctions: { data: { slug: string }[] } }
  const categories = (await (await fetch(`${base}/api/categories`)).json()) as { categories?: { slug: string }[] } | { slug: string }[]
  const firstCategory = (Array.isArray(categories) ? categories : (categories.categories ?? []))[0]
  const pages = [
    { name: 'home', path: '/' },
    { name: 'auction', path: `/mezat/${list.auctions.data[0]?.slug}` },
    { name: 'category', path: `/kategori/${firstCategory?.slug ?? 'koleksiyon'}` },
  ]
  await measure(base, '/') // warms wrangler dev's own caches (not the browser's: every run is cold)

  const rows: string[] = []
  for (const p of pages) {
    const runs: Vitals[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await measure(base, p.path))
    const m = (k: keyof Vitals) => median(runs.map((r) => r[k]))
    rows.push(
      `| ${p.name} \`${p.path.length > 40 ? `${p.path.slice(0, 40)}…` : p.path}\` | ${(m('jsWire') / 1024).toFixed(0)} | ${(m('jsGzip') / 1024).toFixed(0)} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${m('cls').toFixed(3)} | ${m('tbt').toFixed(0)} ms | ${m('requests')} |`,
    )
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
