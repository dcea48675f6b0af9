// npm run bench:profile — where a first visit's main thread goes, by module and by React component.
// Builds the SPA with React's profiling build (vite.config.ts, MEZAT_REACT_PROFILING=1) into its own folder
// (.tmp/bench-profile/dist, served by its own wrangler dev with --assets: dist/client is left alone), then
// loads /, a lot and a category as bench:web does (390 px, the phone's network, CPU ×4, cold), each --runs
// times, until 5 s after `load`, and records:
// - a CPU profile (CDP Profiler, 200 µs): each sample's function mapped through the build's hidden source
//   maps to its original file, summed by module (a package under node_modules, or our file) — self time,
//   so a module's figure is its own code's, not what it calls; "(program)" is the browser's own work
//   outside JavaScript (parsing, style, layout, paint), "(garbage collector)" V8's;
// - a trace of the same visit (CDP Tracing, devtools.timeline): the main thread's self time by kind of work
//   (UpdateLayoutTree is style, Layout, Paint, ParseHTML, Decode Image …), which splits "(program)";
// - every React commit, through React's DevTools hook: each component that rendered in it and its own
//   render time (the profiling build's `selfBaseDuration`), summed by component. The component is found from
//   its function's place in the bundle ([[FunctionLocation]], mapped through the same source maps), so the
//   names are the source's, not the minifier's.
// Prints per page the medians of the runs beside the empty app of the stack measured the same way (its own
// profiling build, scripts/bench/empty-app/), the load average and Lighthouse's benchmark index. Asserts
// nothing; docs/first-visit.md reads its tables.
//
//   npm run bench:profile -- [--runs 3] [--no-build] [--top 12]
import { existsSync, readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type CDPSession } from 'playwright-core'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { serveEmptyApp } from './empty-app/serve.ts'
import { arg, ROOT } from './harness.ts'
import { BENCHMARK_INDEX } from './lighthouse.ts'
import { benchPages, CPU_SLOWDOWN, NETWORK, runServed, serve, serving } from './web-serve.ts'

const RUNS = arg('runs', 3)
const TOP = arg('top', 12)
const STATE = '.tmp/bench-profile'
const OUT = join(ROOT, STATE, 'dist')
const EMPTY_OUT = join(ROOT, STATE, 'empty-app')
const log = (m: string) => console.log(`[bench:profile] ${m}`)

/**
 * Runs in the page before React: a DevTools hook that, on every commit, sums each rendered component's own
 * render time. A fiber rendered in this commit when its `actualStartTime` differs from the one last seen on
 * that object (a subtree React skipped keeps its old fibers, and their old flags, in the new tree).
 */
const HOOK = `(() => {
  const types = [], stats = new Map(), seen = new WeakMap()
  const typeOf = (f) => {
    const t = f.type
    if (!t || typeof t === 'string') return null
    if (typeof t === 'function') return t
    if (typeof t.render === 'function') return t.render
    if (t.type) return typeof t.type === 'function' ? t.type : (typeof t.type.render === 'function' ? t.type.render : null)
    return null
  }
  const visit = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      const t = typeOf(f)
      if (t && typeof f.actualStartTime === 'number' && f.actualStartTime >= 0 && seen.get(f) !== f.actualStartTime && (f.flags & 1)) {
        seen.set(f, f.actualStartTime)
        let s = stats.get(t)
        if (!s) { s = { i: types.push(t) - 1, self: 0, renders: 0 }; stats.set(t, s) }
        s.self += f.selfBaseDuration || 0
        s.renders++
      }
      if (f.child) visit(f.child)
    }
  }
  window.__rcTypes = types
  window.__rcStats = () => [...stats.values()]
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), checkDCE() {}, inject(r) { this.renderers.set(1, r); return 1 },
    onCommitFiberRoot(_id, root) { visit(root.current) }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {},
  }
})()`

type CpuProfile = {
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }[]
  samples: number[]
  timeDeltas: number[]
}
type Component = { i: number; self: number; renders: number }
/** One run of a page: ms of self time by module, by the browser's own task kind, and ms and renders by component (keyed by source place). */
type Run = {
  modules: Map<string, number>
  browser: Map<string, number>
  /** How many of each kind. */
  browserCount: Map<string, number>
  components: Map<string, { self: number; renders: number }>
  total: number
  benchmarkIndex: number
}
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }

/**
 * Self time by event name on the page's main thread (the renderer main thread with the most traced time):
 * what "(program)" in the CPU profile is made of — style (UpdateLayoutTree), Layout, Paint, parsing, image
 * decoding — beside the JavaScript entries (FunctionCall, EvaluateScript …), whose own time the profile splits.
 */
function browserWork(events: TraceEvent[]): { browser: Map<string, number>; browserCount: Map<string, number> } {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (e.ph === 'X' && e.dur !== undefined && mains.has(key)) byThread.set(key, [...(byThread.get(key) ?? []), e])
  }
  const span = (xs: TraceEvent[]) => xs.reduce((a, e) => a + (e.name === 'RunTask' ? e.dur! : 0), 0)
  const main = [...byThread.values()].sort((a, b) => span(b) - span(a))[0] ?? []
  main.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const self = new Map<string, number>()
  const count = new Map<string, number>()
  const stack: TraceEvent[] = []
  for (const e of main) {
    count.set(e.name, (count.get(e.name) ?? 0) + 1)
    while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur! / 1000)
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur! / 1000)
    stack.push(e)
  }
  return { browser: self, browserCount: count }
}

/** Source maps of the build in `dist`, by the script's URL path, read once. */
function sourceMaps(dist: string) {
  const maps = new Map<string, SourceMapConsumer | null>()
  return (url: string): SourceMapConsumer | null => {
    const path = url.startsWith('http') ? new URL(url).pathname : url
    if (!maps.has(path)) {
      const file = join(dist, `${path}.map`)
      maps.set(path, path.startsWith('/assets/') && existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : null)
    }
    return maps.get(path)!
  }
}

/** A source file's module: the package under node_modules (scope included), or our own file from the project's root. */
function moduleOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  const ours = source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(client|common)\//, '$1/')
  return ours
}

/** The component's name as its source writes it, from the line its function starts on. */
function componentName(map: SourceMapConsumer, source: string, line: number): string | null {
  const text = map.sourceContentFor(source, true)?.split('\n')[line - 1] ?? ''
  const m = /function\s+([A-Z][\w$]*)/.exec(text) ?? /(?:const|let|var)\s+([A-Z][\w$]*)\s*=/.exec(text) ?? /([A-Z][\w$]*)\s*[:=]\s*(?:memo|forwardRef|\()/.exec(text)
  return m?.[1] ?? null
}

/** Self time by module from a CPU profile. */
function modulesOf(profile: CpuProfile, mapFor: (url: string) => SourceMapConsumer | null): { modules: Map<string, number>; total: number } {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, k) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0) / 1000))
  const modules = new Map<string, number>()
  let total = 0
  for (const [id, ms] of self) {
    const { url, functionName, lineNumber, columnNumber } = byNode.get(id)!.callFrame
    if (functionName === '(idle)') continue
    total += ms
    // Scripts the browser runs itself (`v8/LoadTimes` …) have a name, not a URL.
    let key = functionName.startsWith('(') ? functionName : url ? `other scripts (${url.split(/[/?#]/).filter(Boolean).pop() ?? url})` : '(native)'
    const map = url.startsWith('http') ? mapFor(url) : null
    if (map) {
      const pos = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
      key = pos.source ? moduleOf(pos.source) : 'bundle (unmapped)'
    }
    modules.set(key, (modules.get(key) ?? 0) + ms)
  }
  return { modules, total }
}

/** Each component's place in the source, from its function's [[FunctionLocation]] in the page. */
async function componentPlaces(cdp: CDPSession, count: number, scripts: Map<string, string>, mapFor: (url: string) => SourceMapConsumer | null) {
  const places: string[] = []
  for (let i = 0; i < count; i++) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `window.__rcTypes[${i}]` })
    let place = `component ${i}`
    if (result.objectId) {
      const props = await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true })
      const loc = props.internalProperties?.find((p) => p.name === '[[FunctionLocation]]')?.value?.value as
        | { scriptId: string; lineNumber: number; columnNumber: number }
        | undefined
      const map = loc ? mapFor(scripts.get(loc.scriptId) ?? '') : null
      if (loc && map) {
        const pos = map.originalPositionFor({ line: loc.lineNumber + 1, column: loc.columnNumber })
        if (pos.source) place = `${componentName(map, pos.source, pos.line) ?? `(line ${pos.line})`} · ${moduleOf(pos.source)}`
      }
    }
    places.push(place)
  }
  return places
}

/** One cold first visit of `url` under the phone's conditions, profiled. */
async function profileRun(url: string, dist: string): Promise<Run> {
  const mapFor = sourceMaps(dist)
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'tr-TR' })
    const page = await context.newPage()
    // Lighthouse's own measure of this machine, before the slowdown: what the run's milliseconds are worth.
    const benchmarkIndex = (await page.evaluate(BENCHMARK_INDEX)) as number
    await page.addInitScript(HOOK)
    const cdp = await context.newCDPSession(page)
    const scripts = new Map<string, string>()
    cdp.on('Debugger.scriptParsed', (e) => void scripts.set(e.scriptId, e.url))
    await cdp.send('Debugger.enable')
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as TraceEvent[])))
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'toplevel', '__metadata'] } })
    await cdp.send('Profiler.start')
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForTimeout(5000)
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
    const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done))
    await cdp.send('Tracing.end')
    await traced
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const stats = (await page.evaluate('window.__rcStats()')) as Component[]
    const places = await componentPlaces(cdp, stats.length, scripts, mapFor)
    const components = new Map<string, { self: number; renders: number }>()
    for (const c of stats) {
      const key = places[c.i]!
      const s = components.get(key) ?? { self: 0, renders: 0 }
      components.set(key, { self: s.self + c.self, renders: s.renders + c.renders })
    }
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {})
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await page.goto('about:blank')
    return { ...modulesOf(profile, mapFor), ...browserWork(events), components, benchmarkIndex }
  } finally {
    await browser.close()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const loadText = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')

/** The medians over `runs` of each key of the maps `pick` gives, largest first. */
function medians<T>(runs: Run[], pick: (r: Run) => Map<string, T>, value: (t: T) => number): [string, number][] {
  const keys = new Set(runs.flatMap((r) => [...pick(r).keys()]))
  return [...keys].map((k): [string, number] => [k, median(runs.map((r) => (pick(r).has(k) ? value(pick(r).get(k)!) : 0)))]).sort((a, b) => b[1] - a[1])
}

function printPage(label: string, runs: Run[], empty: Run[]) {
  const total = median(runs.map((r) => r.total))
  const emptyTotal = median(empty.map((r) => r.total))
  const renderMs = median(runs.map((r) => [...r.components.values()].reduce((a, c) => a + c.self, 0)))
  console.log(
    `\n### ${label}: main thread ${total.toFixed(0)} ms (empty app ${emptyTotal.toFixed(0)} ms), React renders ${renderMs.toFixed(0)} ms; median of ${runs.length}; benchmark index ${median(runs.map((r) => r.benchmarkIndex)).toFixed(0)}; load average ${loadText()}\n`,
  )
  const emptyModules = new Map(medians(empty, (r) => r.modules, (v) => v))
  console.log('| module (self time) | ms | share | empty app |')
  console.log('|---|---|---|---|')
  for (const [k, ms] of medians(runs, (r) => r.modules, (v) => v).slice(0, TOP))
    console.log(`| ${k} | ${ms.toFixed(0)} | ${((ms / total) * 100).toFixed(0)} % | ${emptyModules.has(k) ? emptyModules.get(k)!.toFixed(0) : '–'} |`)
  const emptyBrowser = new Map(medians(empty, (r) => r.browser, (v) => v))
  const counts = new Map(medians(runs, (r) => r.browserCount, (v) => v))
  console.log("\n| the main thread's work by kind (trace, self time) | ms | times | empty app |")
  console.log('|---|---|---|---|')
  for (const [k, ms] of medians(runs, (r) => r.browser, (v) => v).slice(0, TOP))
    console.log(`| ${k} | ${ms.toFixed(0)} | ${counts.get(k) ?? 0} | ${emptyBrowser.has(k) ? emptyBrowser.get(k)!.toFixed(0) : '–'} |`)
  const renders = new Map(medians(runs, (r) => r.components, (c) => c.renders))
  console.log('\n| component (its own render time) | ms | renders |')
  console.log('|---|---|---|')
  for (const [k, ms] of medians(runs, (r) => r.components, (c) => c.self).slice(0, TOP)) console.log(`| ${k} | ${ms.toFixed(1)} | ${renders.get(k) ?? 0} |`)
}

async function main() {
  const build = !process.argv.includes('--no-build')
  const base = await serve(ROOT, 'head', build, { log, stateDir: STATE, outDir: OUT, buildEnv: { MEZAT_REACT_PROFILING: '1' } })
  const emptyApp = await serveEmptyApp(log, build, { outDir: EMPTY_OUT, buildEnv: { MEZAT_REACT_PROFILING: '1' } })
  const pages = await benchPages(base)
  const empty: Run[] = []
  const byPage = pages.map(() => [] as Run[])
  for (let i = 0; i < RUNS; i++) {
    for (const [k, p] of pages.entries()) byPage[k]!.push(await profileRun(`${base}${p.path}`, OUT))
    empty.push(await profileRun(`${emptyApp}/`, EMPTY_OUT))
    log(`run ${i + 1} of ${RUNS} done`)
  }
  console.log(
    `\nFirst visit profiled: 390 px, ${NETWORK.latency} ms RTT, 1.6 Mbit/s, CPU ×${CPU_SLOWDOWN}, cold, until 5 s after load; React's profiling build; ${cpus().length} cores; wrangler dev restarted ${serving.wranglerRestarts} times`,
  )
  for (const [k, p] of pages.entries()) printPage(`${p.name} \`${p.path}\``, byPage[k]!, empty)
  printPage('empty app of the stack `/`', empty, empty)
}

runServed(main)
