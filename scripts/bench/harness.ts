// What the benchmarks (bids, web, api) share: ports, one-shot steps, servers in their own process groups
// (stopped together, also on Ctrl-C) and waiting for a URL to answer.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

export const ROOT = new URL('../..', import.meta.url).pathname
export const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NODE_OPTIONS: '--no-warnings' }

/** A bench's numeric option, `--name 40`, or `fallback` when it is not given. */
export const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

export const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => done(port))
    })
  })

/** Runs a step to its end; throws with its output when it fails, else logs `label`. */
export function runStep(
  log: (m: string) => void,
  label: string,
  cmd: string,
  args: string[],
  { cwd = ROOT, extraEnv = {} }: { cwd?: string; extraEnv?: Record<string, string> } = {},
) {
  const r = spawnSync(cmd, args, { cwd, env: { ...env, ...extraEnv }, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${label} failed:\n${r.stdout}\n${r.stderr}`)
  log(label)
}

const servers: ChildProcess[] = []
/**
 * Starts a server in its own process group (in `cwd`, the project by default), its output in
 * .tmp/<logName>.log (appended to on a restart).
 */
export function spawnServer(
  logName: string,
  cmd: string,
  args: string[],
  { append = false, cwd = ROOT }: { append?: boolean; cwd?: string } = {},
) {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true })
  const out = openSync(join(ROOT, `.tmp/${logName}.log`), append ? 'a' : 'w')
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', out, out], detached: true })
  servers.push(child)
  return child
}

/** Kills a server's whole process group at once (SIGKILL: no goodbye, as a crash) and waits for it to go. */
export async function killServer(child: ChildProcess) {
  const gone = new Promise((r) => child.once('exit', r))
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    return // already gone
  }
  await gone
}
export type ProxyMarks = { in: number; sent: number; answered: number }
const proxies: ChildProcess[] = []
/**
 * scripts/lib/dev-proxy.mjs on `port` in front of wrangler dev on `upstream`, in its own process
 * (scripts/bench/dev-proxy-process.mjs), as under `npm start`; at most `maxWaiting` requests wait there.
 * Resolves once it listens; `onMarks` gets the proxy's marks of each request that carried `x-bench-bid`.
 * Stopped with the servers.
 */
export function startDevProxy(port: number, upstream: number, maxWaiting: number, onMarks?: (id: string, marks: ProxyMarks) => void) {
  const child = spawn(
    process.execPath,
    ['scripts/bench/dev-proxy-process.mjs', String(port), `http://127.0.0.1:${upstream}`, String(maxWaiting)],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  proxies.push(child)
  return new Promise<void>((ready, failed) => {
    child.once('exit', (code) => failed(new Error(`the dev proxy exited (${code})`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'ready') return ready()
      const { id, ...marks } = JSON.parse(line) as { id: string } & ProxyMarks
      onMarks?.(id, marks)
    })
  })
}

export function stopServers() {
  for (const p of proxies) p.kill('SIGTERM')
  for (const s of servers)
    try {
      process.kill(-s.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
}
process.on('SIGINT', () => {
  stopServers()
  process.exit(130)
})
// `timeout` and other supervisors stop a bench with SIGTERM: its servers go with it.
process.on('SIGTERM', () => {
  stopServers()
  process.exit(143)
})
// A bug in a timer callback must not leave the servers running for nobody.
process.on('uncaughtException', (error) => {
  console.error(error)
  stopServers()
  process.exit(1)
})

/**
 * The arguments of `npx partykit dev` for a bench's rooms: on `port`, their storage under `persist`; with
 * `workerUrl`, in development and calling that worker; `config` when not the project's partykit.json.
 */
export const partykitDevArgs = (port: number, persist: string, { config, workerUrl }: { config?: string; workerUrl?: string } = {}) => [
  'partykit',
  'dev',
  ...(config ? ['--config', config] : []),
  '--port',
  String(port),
  ...(workerUrl ? ['--var', `WORKER_URL=${workerUrl}`, '--var', 'ENVIRONMENT=development'] : []),
  '--no-hotkeys',
  '--disable-request-cf-fetch',
  '--persist',
  persist,
]

/**
 * The arguments of `npx wrangler dev` for the app's worker in development on 127.0.0.1:`port` (with its own
 * inspector port: two wrangler devs started together may pick the same one), its local D1 under `persist`,
 * its rooms on `partyPort` and its pages at `base`; `entry` when not the project's worker.
 */
export const appWorkerDevArgs = (o: {
  port: number
  inspectorPort: number
  persist: string
  partyPort: number
  base: string
  entry?: string
}) => [
  'wrangler',
  'dev',
  ...(o.entry ? [o.entry] : []),
  '--env',
  'dev',
  '--port',
  String(o.port),
  '--ip',
  '127.0.0.1',
  '--inspector-port',
  String(o.inspectorPort),
  '--persist-to',
  o.persist,
  '--var',
  `PARTYKIT_HOST:127.0.0.1:${o.partyPort}`,
  '--var',
  `APP_URL:${o.base}`,
  '--show-interactive-dev-session=false',
]

export async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3000) })).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer`)
}

/**
 * The member confirms the lot's pre-information as a client does once per lot before its first bid
 * (docs/law.md "Pre-information"): without it the worker refuses the bid with 422.
 */
export async function confirmPreinfo(base: string, token: string, auctionId: number) {
  const status = await preinfoConfirmation(base, token, auctionId)
  if (status !== 200) throw new Error(`confirming the pre-information of ${auctionId} answered ${status}`)
}

/** The status of confirming the lot's pre-information: 200, or 422 for its own seller, who may not bid on it. */
export async function preinfoConfirmation(base: string, token: string, auctionId: number): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' }
  const { version } = (await (await fetch(`${base}/api/auctions/${auctionId}/preinfo`, { headers })).json()) as { version: string }
  const res = await fetch(`${base}/api/auctions/${auctionId}/preinfo`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ version }),
  })
  return res.status
}
