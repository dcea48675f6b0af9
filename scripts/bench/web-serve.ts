// How the browser benches (bench:web, bench:profile) emulate a phone and serve the project: a build, a fresh copy of the demo
// data, wrangler dev behind the dev proxy and partykit dev, each on free ports; and a copy of another commit
// to serve beside it.
import { execSync } from 'node:child_process'
import { mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { appWorkerDevArgs, freePort, partykitDevArgs, ROOT, runStep, spawnServer, startDevProxy, stopServers, waitFor } from './harness.ts'

/** The phone's network the browser benches emulate (CDP Network.emulateNetworkConditions): Fast-3G-like. */
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
/** The phone's CPU: Chromium's slowdown of this machine's (Emulation.setCPUThrottlingRate), as Lighthouse's mobile default. */
export const CPU_SLOWDOWN = 4

/** What a bench that serves the project keeps across its servers: whether it is stopping (a wrangler that exits then is not started again) and how often wrangler dev was started again. */
export const serving = { stopping: false, wranglerRestarts: 0 }

/** How `serve` builds and serves: the bench's log, its state folder under the project, and for a variant build the folder it is built into and served from, and the build's extra environment. */
export type ServeOptions = { log: (m: string) => void; stateDir: string; outDir?: string; buildEnv?: Record<string, string> }

/** Builds (unless `build` is false) and serves the project in `dir` on fresh demo data; answers its base URL. */
export async function serve(dir: string, name: string, build: boolean, { log, stateDir, outDir, buildEnv = {} }: ServeOptions): Promise<string> {
  const state = join(stateDir, name)
  const step = (label: string, cmd: string, args: string[], extraEnv: Record<string, string> = {}) =>
    runStep(log, `${name}: ${label}`, cmd, args, { cwd: dir, extraEnv })
  const [workerPort, partyPort, inspectorPort] = [await freePort(), await freePort(), await freePort()]
  // The SPA talks to this run's partykit dev (as production's build names its PartyKit host).
  if (build)
    step('SPA built (vite build)', 'npx', ['vite', 'build', ...(outDir ? ['--outDir', outDir] : [])], { ...buildEnv, VITE_PARTYKIT_HOST: `127.0.0.1:${partyPort}` })
  const base = `http://127.0.0.1:${workerPort}`
  rmSync(join(dir, state), { recursive: true, force: true })
  step('migrations applied', 'npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--env', 'dev', '--persist-to', state])
  step('demo data loaded', process.execPath, ['scripts/seed.ts', '--persist-to', state])
  const start = (server: string, cmd: string, args: string[]) => spawnServer(`bench-web-${name}-${server}`, cmd, args, { cwd: dir })
  // As under `npm start`: wrangler dev behind the dev proxy (scripts/lib/dev-proxy.mjs, in its own process),
  // which reads every answer to its end, so a browser (Lighthouse's above all) closing with requests in
  // flight never reaches wrangler, and holds requests while a wrangler that exited anyway
  // (workers-sdk#15451) is started again here. Served straight, wrangler exited on some run of each bench.
  const wranglerPort = await freePort()
  await startDevProxy(workerPort, wranglerPort, 64)
  const wrangler = (restarts: number) => {
    const child = spawnServer(
      `bench-web-${name}-worker`,
      'npx',
      [...appWorkerDevArgs({ port: wranglerPort, inspectorPort, persist: state, partyPort, base }), ...(outDir ? ['--assets', outDir] : [])],
      { cwd: dir, append: restarts > 0 },
    )
    child.once('exit', (code, signal) => {
      if (serving.stopping) return
      log(`${name}: wrangler dev exited (${code ?? signal}); started again (${restarts + 1})`)
      serving.wranglerRestarts++
      wrangler(restarts + 1)
    })
  }
  wrangler(0)
  start('party', 'npx', partykitDevArgs(partyPort, join(state, 'partykit'), { workerUrl: base }))
  await waitFor(`${base}/api/footer`)
  log(`${name}: servers up: worker ${workerPort}, party ${partyPort}`)
  return base
}

/** A copy of the project at git `ref` (tracked files only) in `stateDir`, sharing this checkout's node_modules. */
export function checkout(ref: string, stateDir: string, log: (m: string) => void): string {
  const dir = join(ROOT, stateDir, 'base-src')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  execSync(`git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`, { cwd: ROOT, stdio: 'inherit' })
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'))
  log(`baseline: ${ref} in ${dir}`)
  return dir
}

/** The pages the browser benches visit: the home page, the demo data's first running lot and its first category. */
export async function benchPages(base: string): Promise<{ name: string; path: string }[]> {
  const list = (await (await fetch(`${base}/api/auctions`)).json()) as { auctions: { data: { slug: string }[] } }
  const categories = (await (await fetch(`${base}/api/categories`)).json()) as { categories?: { slug: string }[] } | { slug: string }[]
  const firstCategory = (Array.isArray(categories) ? categories : (categories.categories ?? []))[0]
  return [
    { name: 'home', path: '/' },
    { name: 'auction', path: `/mezat/${list.auctions.data[0]?.slug}` },
    { name: 'category', path: `/kategori/${firstCategory?.slug ?? 'koleksiyon'}` },
  ]
}

/** Runs a bench's `main`; a failure sets the exit code; the servers stop in the end, and no wrangler is started again. */
export function runServed(main: () => Promise<void>) {
  main()
    .catch((e) => {
      console.error(e)
      process.exitCode = 1
    })
    .finally(() => {
      serving.stopping = true
      stopServers()
    })
}
