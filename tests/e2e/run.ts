// npm run test:e2e: an isolated copy of the app for the browser specs, then the specs.
//   0. freezes a copy of the sources (.tmp/e2e-src) for the servers to run from;
//   1. builds the SPA into its own folder (.tmp/e2e-dist, served with --assets, so the dist/client
//      of `npm start` is never touched), pointing it at this run's PartyKit port;
//   2. wipes and fills its own state folder (.tmp/e2e-state): migrations, demo data, e2e fixtures;
//   3. starts wrangler dev (behind scripts/lib/dev-proxy.mjs on 8790, started again if it dies) and
//      partykit dev on 1990, and waits until both answer;
//   4. runs Playwright (tests/e2e/playwright.config.ts) against http://127.0.0.1:8790;
//   5. always stops both servers (their whole process groups) and exits with Playwright's code.
// Another e2e run in the same checkout (the lock .tmp/e2e.lock) makes this one use -<pid> folders.
// The specs get E2E_BASE_URL, and E2E_STATE for those that write into the run's D1 themselves.
// Flags: --no-build reuses .tmp/e2e-dist; --shift-clock 3d runs it all with the clock moved ahead;
// spec paths and anything after `--` go to `playwright test`.
// Runs under Node 22 (npm scripts put the `node` package's binary first on PATH).
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevProxy } from '../../scripts/lib/dev-proxy.mjs'
import { hashPassword } from '../../worker/lib/password.ts'
import { E2E_PASSWORD, fixturesSql } from './data.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name)

/**
 * The checkout is shared: when another e2e run holds .tmp/e2e.lock, this run takes folders of its
 * own (suffix -<pid>) instead of wiping the other's state under its running servers.
 */
const LOCK = join(ROOT, '.tmp/e2e.lock')
function takeLock(): string {
  mkdirSync(dirname(LOCK), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(LOCK, String(process.pid), { flag: 'wx' })
      return ''
    } catch {
      const holder = Number(readFileSync(LOCK, 'utf8'))
      if (holder && isAlive(holder)) return `-${process.pid}`
      rmSync(LOCK, { force: true }) // left by a run that died
    }
  }
  return `-${process.pid}`
}
function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
/**
 * `--shift-clock <N>h|<N>d|<N>s`: the whole run (this runner, the servers, Playwright, Chromium) sees
 * the wall clock moved ahead by that much, so the demo data, the soft-close window and every "today"
 * move with it. The runner builds the shim (tests/e2e/clock-shift.c, with the machine's C compiler) and
 * starts itself again under it; time-dependent specs show up as failures at some hour or date.
 */
function shiftClock(): void {
  const at = process.argv.indexOf('--shift-clock')
  if (at < 0 || process.env.CLOCK_SHIFT_SECONDS) return
  const match = /^(\d+)([smhd])$/.exec(process.argv[at + 1] ?? '')
  if (!match) {
    console.error('[e2e] --shift-clock takes a duration such as 6h or 3d')
    process.exit(2)
  }
  const seconds = Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as 's' | 'm' | 'h' | 'd']
  const shim = join(ROOT, '.tmp/clock-shift.so')
  mkdirSync(dirname(shim), { recursive: true })
  const built = spawnSync('cc', ['-O2', '-shared', '-fPIC', '-o', shim, join(ROOT, 'tests/e2e/clock-shift.c')], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
  const rest = process.argv.slice(2).filter((_, i) => i !== at - 2 && i !== at - 1)
  console.log(`[e2e] the run's clock is ${seconds} s ahead of the machine's`)
  const child = spawnSync(process.execPath, [process.argv[1] as string, ...rest], {
    stdio: 'inherit',
    env: { ...process.env, CLOCK_SHIFT_SECONDS: String(seconds), LD_PRELOAD: shim },
  })
  process.exit(child.status ?? 1)
}
shiftClock()

const SUFFIX = takeLock()
const STATE = join(ROOT, `.tmp/e2e-state${SUFFIX}`)
const LOGS = join(ROOT, `.tmp/e2e-logs${SUFFIX}`)
const DIST = join(ROOT, `.tmp/e2e-dist${SUFFIX}`)
/** A frozen copy of the sources the servers run from: other engineers' edits in the shared checkout
 *  would otherwise hot-reload wrangler dev and partykit dev in the middle of the run. */
const SRC = join(ROOT, `.tmp/e2e-src${SUFFIX}`)
const REPORT = process.env.E2E_REPORT_FILE ?? join(ROOT, `.tmp/e2e-report${SUFFIX}.json`)
const RESULTS = join(ROOT, `.tmp/e2e-results${SUFFIX}`)

const args = process.argv.slice(2)
// `npm run test:e2e -- tests/e2e/x.spec.ts` reaches here without its `--` (npm takes it): spec paths
// given before any `--` go to Playwright too, so one spec runs alone either way.
const specPaths = (args.includes('--') ? args.slice(0, args.indexOf('--')) : args).filter((a) => a.endsWith('.spec.ts'))
const passThrough = [...specPaths, ...(args.includes('--') ? args.slice(args.indexOf('--') + 1) : [])]
const skipBuild = args.includes('--no-build') || process.env.E2E_SKIP_BUILD === '1'

const log = (msg: string) => console.log(`[e2e] ${msg}`)

/** `preferred` when nothing listens there, else a free port the system picks (another dev server may hold it). */
function freePort(preferred: number, host: string): Promise<number> {
  const listen = (port: number) =>
    new Promise<number>((done, fail) => {
      const server = createServer()
      server.once('error', fail)
      server.listen(port, host, () => {
        const { port: got } = server.address() as AddressInfo
        server.close(() => done(got))
      })
    })
  return listen(preferred).catch(() => listen(0))
}

const WORKER_PORT = await freePort(Number(process.env.E2E_WORKER_PORT ?? 8790), '127.0.0.1')
const PARTY_PORT = await freePort(Number(process.env.E2E_PARTY_PORT ?? 1990), '0.0.0.0')
const BASE_URL = `http://127.0.0.1:${WORKER_PORT}`
if (WORKER_PORT !== 8790 || PARTY_PORT !== 1990) log(`ports 8790/1990 are taken; using ${WORKER_PORT}/${PARTY_PORT}`)

const env: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  VITE_PARTYKIT_HOST: `127.0.0.1:${PARTY_PORT}`,
  NODE_OPTIONS: '--no-warnings',
}

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error('[e2e] Node 22 or newer is needed: run it as `npm run test:e2e`.')
  process.exit(1)
}

function step(label: string, cmd: string, cmdArgs: string[], options: SpawnOptions = {}) {
  const started = Date.now()
  const r = spawnSync(cmd, cmdArgs, { cwd: SRC, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options })
  if (r.status !== 0) {
    console.error(
      `[e2e] ${label} failed (exit ${r.status ?? r.signal}):\n${String(r.stdout ?? '').slice(-4000)}\n${String(r.stderr ?? '').slice(-4000)}`,
    )
    process.exit(1)
  }
  log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

// ---- servers ------------------------------------------------------------------------------------

const servers: Array<{ name: string; child: ChildProcess; logFile: string }> = []
const MAX_WORKER_RESTARTS = 8

function startServer(name: string, cmd: string, cmdArgs: string[], restarts = 0) {
  const logFile = join(LOGS, `${name}${restarts ? `-${restarts}` : ''}.log`)
  const out = openSync(logFile, 'w')
  // detached: each server leads its own process group, so stopping it reaches workerd too.
  const child = spawn(cmd, cmdArgs, { cwd: SRC, env, stdio: ['ignore', out, out], detached: true })
  const known = servers.find((s) => s.name === name)
  if (known) Object.assign(known, { child, logFile })
  else servers.push({ name, child, logFile })
  child.on('exit', (code, signal) => {
    if (stopping) return
    log(`${name} exited early (${code ?? signal}); its log: ${logFile}`)
    // wrangler dev 4.124 exits when it loses an internal connection (docs/security.md "Development servers
    // stay up"): start it again; the proxy in front holds the browser's requests meanwhile. It exited 1–4
    // times per full run on this machine (4 in one run of 26 Nov 2026, which a cap of 3 turned red); each
    // restart costs a few seconds, and a run in which it keeps dying still stops.
    if (name === 'worker' && restarts < MAX_WORKER_RESTARTS) {
      log('starting the worker again')
      startServer(name, cmd, cmdArgs, restarts + 1)
    }
  })
}

let stopping = false
let proxy: Server | null = null
async function stopServers() {
  stopping = true
  proxy?.close()
  const groups = servers.filter((s) => s.child.pid && s.child.exitCode === null && s.child.signalCode === null)
  const signal = (sig: NodeJS.Signals) => {
    for (const s of groups) {
      try {
        process.kill(-s.child.pid!, sig)
      } catch {
        // The group is gone already.
      }
    }
  }
  signal('SIGTERM')
  const until = Date.now() + 5000
  while (Date.now() < until && groups.some((s) => s.child.exitCode === null && s.child.signalCode === null)) await sleep(100)
  signal('SIGKILL')
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function waitFor(name: string, url: string, ok: (status: number) => boolean, timeoutMs = 120_000) {
  const started = Date.now()
  const server = servers.find((s) => s.name === name)
  while (Date.now() - started < timeoutMs) {
    if (server && server.child.exitCode !== null) break
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (ok(res.status)) {
        log(`${name} answers at ${url} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
        return
      }
    } catch {
      // Not listening yet.
    }
    await sleep(500)
  }
  const tail = server ? readFileSync(server.logFile, 'utf8').slice(-4000) : ''
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s.\n${tail}`)
}

/** Copies the checkout's files (tracked and untracked, not ignored) to SRC, with node_modules linked. */
function snapshotSources() {
  const started = Date.now()
  rmSync(SRC, { recursive: true, force: true })
  mkdirSync(SRC, { recursive: true })
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
  if (listed.status === 0) {
    for (const file of listed.stdout.split('\0').filter(Boolean)) {
      const from = join(ROOT, file)
      if (!existsSync(from) || !statSync(from).isFile()) continue // deleted in the work tree, or a submodule
      mkdirSync(dirname(join(SRC, file)), { recursive: true })
      copyFileSync(from, join(SRC, file))
    }
  } else {
    const skip = /^\/(node_modules|\.git|\.tmp|dist|\.wrangler|\.partykit|test-results)(\/|$)/
    cpSync(ROOT, SRC, { recursive: true, filter: (from) => !skip.test(from.slice(ROOT.length)) })
  }
  symlinkSync(join(ROOT, 'node_modules'), join(SRC, 'node_modules'), 'dir')
  log(`sources frozen in ${SRC} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

// ---- the run -----------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = Date.now()
  rmSync(STATE, { recursive: true, force: true })
  mkdirSync(STATE, { recursive: true })
  mkdirSync(LOGS, { recursive: true })
  snapshotSources()

  if (skipBuild && existsSync(join(DIST, 'index.html'))) log(`reusing ${DIST} (--no-build)`)
  else step('SPA built (vite build)', bin('vite'), ['build', '--outDir', DIST, '--emptyOutDir'])

  step('migrations applied', bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--env', 'dev', '--persist-to', STATE], {
    env: { ...env, CI: 'true' },
  })
  if (existsSync(join(SRC, 'scripts/seed.ts'))) step('demo data loaded', process.execPath, ['scripts/seed.ts', '--persist-to', STATE])
  else log('scripts/seed.ts does not exist yet: no demo data, only the e2e fixtures')

  const sqlFile = join(STATE, 'e2e-fixtures.sql')
  writeFileSync(sqlFile, fixturesSql(await hashPassword(E2E_PASSWORD)))
  step('e2e fixtures loaded', bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--file', sqlFile])

  // wrangler listens on a port of its own behind scripts/lib/dev-proxy.mjs, which serves WORKER_PORT
  // (a browser leaving mid-answer never reaches wrangler; requests wait while it restarts).
  const wranglerPort = await freePort(0, '127.0.0.1')
  proxy = await startDevProxy({ port: WORKER_PORT, target: `http://127.0.0.1:${wranglerPort}` })
  startServer('worker', bin('wrangler'), [
    'dev',
    '--env',
    'dev', // wrangler.toml's development settings; its top level is production
    '--port',
    String(wranglerPort),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    STATE,
    '--assets',
    DIST,
    '--show-interactive-dev-session=false',
    '--var',
    `PARTYKIT_HOST:127.0.0.1:${PARTY_PORT}`,
    '--var',
    `APP_URL:${BASE_URL}`, // links in mail and payment callbacks point at this run's worker
  ])
  startServer('party', bin('partykit'), [
    'dev',
    '--port',
    String(PARTY_PORT),
    '--no-hotkeys',
    '--persist',
    join(STATE, 'partykit'),
    '--var',
    'ENVIRONMENT=development',
    '--var',
    `WORKER_URL=${BASE_URL}`,
  ])
  await waitFor('worker', `${BASE_URL}/api/footer`, (s) => s === 200)
  await waitFor('party', `http://127.0.0.1:${PARTY_PORT}/`, () => true)
  log(`app ready in ${((Date.now() - started) / 1000).toFixed(1)} s; running the specs`)

  const specs = spawn(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts', ...passThrough], {
    cwd: ROOT,
    env: { ...env, E2E_BASE_URL: BASE_URL, E2E_REPORT_FILE: REPORT, E2E_RESULTS_DIR: RESULTS, E2E_STATE: STATE },
    stdio: 'inherit',
  })
  return new Promise<number>((done) => specs.on('exit', (status) => done(status ?? 1)))
}

let code = 1
const interrupt = (sig: NodeJS.Signals) => {
  log(`${sig}: stopping the servers`)
  void stopServers().then(() => {
    if (!SUFFIX) rmSync(LOCK, { force: true })
    process.exit(130)
  })
}
process.on('SIGINT', interrupt)
process.on('SIGTERM', interrupt)
try {
  code = await main()
} catch (error) {
  console.error(`[e2e] ${(error as Error).message}`)
  code = 1
} finally {
  await stopServers()
  rmSync(SRC, { recursive: true, force: true })
  if (SUFFIX) for (const dir of [STATE, DIST]) rmSync(dir, { recursive: true, force: true })
  else rmSync(LOCK, { force: true })
}
process.exit(code)
