// What the benchmarks (bids, web, api) share: ports, one-shot steps, servers in their own process groups
// (stopped together, also on Ctrl-C) and waiting for a URL to answer.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'

export const ROOT = new URL('../..', import.meta.url).pathname
export const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NODE_OPTIONS: '--no-warnings' }

export const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => done(port))
    })
  })

/** Runs a step to its end; throws with its output when it fails, else logs `label`. */
export function runStep(log: (m: string) => void, label: string, cmd: string, args: string[], cwd = ROOT) {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${label} failed:\n${r.stdout}\n${r.stderr}`)
  log(label)
}

const servers: ChildProcess[] = []
/** Starts a server in its own process group (in `cwd`, the project by default), its output in .tmp/<logName>.log. */
export function spawnServer(logName: string, cmd: string, args: string[], cwd = ROOT) {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true })
  const out = openSync(join(ROOT, `.tmp/${logName}.log`), 'w')
  servers.push(spawn(cmd, args, { cwd, env, stdio: ['ignore', out, out], detached: true }))
}
export function stopServers() {
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
