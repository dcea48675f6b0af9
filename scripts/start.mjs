// npm start: build the SPA, apply migrations to the local D1, load the demo data when the database is
// empty, then run the worker (http://localhost:8787) and PartyKit (http://localhost:1999) together, in
// development (wrangler.toml [env.dev], partykit ENVIRONMENT=development). Ctrl-C stops both.
//
// npm run start:production (--production): the same two servers exactly as deployed: wrangler.toml's
// top level (production vars, no /__dev or /__sim), secrets taken from this shell's environment
// (JWT_SECRET, INTERNAL_SECRET; provider keys when set), no demo data loaded. Refuses to start, saying
// which, when a secret is missing. Ports: --worker-port / --party-port (or MEZAT_WORKER_PORT /
// MEZAT_PARTY_PORT), 8787 and 1999 unless told otherwise.
//
// wrangler dev listens on an internal port behind scripts/lib/dev-proxy.mjs, which serves WORKER_PORT:
// wrangler 4.124 exits when a browser leaves mid-response (workers-sdk#15451), and the proxy never
// leaves. A server that dies anyway is started again (after saying why: its exit code and its last
// lines), so one crash never takes the product down; five deaths within a minute stop everything
// (README "npm start stays up"). Runs under the Node 22 that the `node` dev dependency puts first on npm's PATH.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { startDevProxy } from './lib/dev-proxy.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const production = process.argv.includes('--production')
const option = (flag, envName, fallback) => {
  const i = process.argv.indexOf(flag)
  const value = i > 0 ? process.argv[i + 1] : process.env[envName]
  return value ? Number(value) : fallback
}
const WORKER_PORT = option('--worker-port', 'MEZAT_WORKER_PORT', 8787)
const PARTY_PORT = option('--party-port', 'MEZAT_PARTY_PORT', 1999)
const APP_URL = `http://localhost:${WORKER_PORT}`

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NODE_OPTIONS: '--no-warnings' }
if (PARTY_PORT !== 1999) env.VITE_PARTYKIT_HOST = `localhost:${PARTY_PORT}`
const wrangler = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')
const partykit = join(ROOT, 'node_modules/partykit/dist/bin.mjs')
const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, cwd: ROOT })
  if (r.status !== 0) {
    console.error(`✖ ${label} başarısız oldu (çıkış kodu ${r.status}).`)
    process.exit(r.status ?? 1)
  }
}

const [major] = process.versions.node.split('.').map(Number)
if (major < 22) {
  console.error('Node 22 veya üstü gerekli: `npm start` ile çalıştırın (node_modules/.bin/node 22 kullanılır).')
  process.exit(1)
}

// ---- production: secrets from the environment ----------------------------------------------------
const REQUIRED = ['JWT_SECRET', 'INTERNAL_SECRET']
/** Provider keys: forwarded when set; without them that provider fails as it would when deployed. */
const OPTIONAL = ['RESEND_API_KEY', 'MAIL_FROM', 'NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_HEADER', 'IYZICO_API_KEY', 'IYZICO_SECRET_KEY', 'MNG_CLIENT_ID', 'MNG_CLIENT_SECRET', 'MNG_CUSTOMER_NUMBER', 'MNG_PASSWORD']
const secretsDir = join(ROOT, '.tmp', `production-${process.pid}`)
let workerSecrets = null
let partyConfig = null
if (production) {
  const missing = REQUIRED.filter((name) => !process.env[name])
  if (missing.length) {
    console.error(
      `✖ npm run start:production başlamıyor: ${missing.join(' ve ')} ortam değişkeni tanımlı değil.\n` +
        `  Canlı ortamdaki değerleri verin, örneğin:\n  JWT_SECRET=… INTERNAL_SECRET=… npm run start:production`,
    )
    process.exit(1)
  }
  const absent = OPTIONAL.filter((name) => !process.env[name])
  if (absent.length) console.warn(`! Tanımlı olmayan sağlayıcı anahtarları (o sağlayıcıya giden işlemler canlıdaki gibi başarısız olur): ${absent.join(', ')}`)
  // Secrets reach the servers through files only this user can read (never on a command line: `ps`).
  mkdirSync(secretsDir, { recursive: true, mode: 0o700 })
  const given = [...REQUIRED, ...OPTIONAL].filter((name) => process.env[name])
  workerSecrets = join(secretsDir, 'worker.env')
  writeFileSync(workerSecrets, given.map((name) => `${name}=${JSON.stringify(process.env[name])}`).join('\n') + '\n', { mode: 0o600 })
  partyConfig = join(secretsDir, 'partykit.json')
  const base = JSON.parse(readFileSync(join(ROOT, 'partykit.json'), 'utf8'))
  const vars = { ENVIRONMENT: 'production', WORKER_URL: `http://127.0.0.1:${WORKER_PORT}`, INTERNAL_SECRET: process.env.INTERNAL_SECRET }
  // Paths in a config elsewhere resolve against its folder: give them absolute.
  const parties = Object.fromEntries(Object.entries(base.parties ?? {}).map(([name, file]) => [name, join(ROOT, file)]))
  writeFileSync(partyConfig, JSON.stringify({ ...base, main: join(ROOT, base.main), parties, vars }), { mode: 0o600 })
  chmodSync(partyConfig, 0o600)
}
const cleanUp = () => rmSync(secretsDir, { recursive: true, force: true })

// ---- build, migrations, demo data --------------------------------------------------------------
const envFlag = production ? [] : ['--env', 'dev']
if (!process.argv.includes('--no-build')) run('Arayüz derleniyor (vite build)', process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'])
run('Veritabanı göçleri uygulanıyor', process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', ...envFlag])
if (!production && existsSync(join(ROOT, 'scripts/seed.ts'))) run('Örnek veriler (veritabanı boşsa)', process.execPath, ['scripts/seed.ts'])

// ---- the two servers, each restarted when it dies -----------------------------------------------
const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })
const WRANGLER_PORT = await freePort()
const workerArgs = [
  wrangler, 'dev', '--ip', '127.0.0.1', '--port', String(WRANGLER_PORT), '--test-scheduled', '--show-interactive-dev-session=false',
  ...(production
    ? ['--var', `APP_URL:${APP_URL}`, '--var', `PARTYKIT_HOST:127.0.0.1:${PARTY_PORT}`, '--env-file', workerSecrets]
    : ['--env', 'dev', ...(WORKER_PORT !== 8787 || PARTY_PORT !== 1999 ? ['--var', `APP_URL:${APP_URL}`, '--var', `PARTYKIT_HOST:127.0.0.1:${PARTY_PORT}`] : [])]),
]
const partyArgs = [
  partykit, 'dev', '--port', String(PARTY_PORT), '--no-hotkeys', '--disable-request-cf-fetch',
  ...(production ? ['--config', partyConfig] : ['--var', 'ENVIRONMENT=development', '--var', `WORKER_URL=http://127.0.0.1:${WORKER_PORT}`]),
]

let proxy = null
const RESTART_WINDOW_MS = 60_000
const MAX_DEATHS = 5
let stopping = false
const servers = [
  { name: 'worker', color: 34, args: workerArgs, child: null, deaths: [], tail: [] },
  { name: 'party', color: 35, args: partyArgs, child: null, deaths: [], tail: [] },
]

function start(server) {
  const child = spawn(process.execPath, server.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  server.child = child
  const prefix = `\x1b[${server.color}m[${server.name}]\x1b[0m `
  const pipe = (stream, out) => {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        out.write(prefix + line + '\n')
        server.tail.push(line)
        if (server.tail.length > 60) server.tail.shift()
      }
    })
  }
  pipe(child.stdout, process.stdout)
  pipe(child.stderr, process.stderr)
  child.on('exit', (code, signal) => {
    if (stopping) return
    const now = Date.now()
    server.deaths = [...server.deaths.filter((t) => now - t < RESTART_WINDOW_MS), now]
    const why = signal ? `sinyal ${signal}` : `çıkış kodu ${code}`
    // The reason, not the noise: wrangler's error lines first (its esbuild child dumps goroutines as it dies).
    const lines = server.tail.map((l) => l.replace(/\x1b\[[0-9;]*m/g, '')).filter((l) => l.trim() && !/^\s|^goroutine |^created by |^github\.com|^main\.|^sync\.|^runtime\//.test(l))
    const errors = lines.filter((l) => /error|✘|exception|lost|EADDRINUSE/i.test(l))
    const last = (errors.length ? errors : lines).slice(-6).join('\n    ')
    console.error(`\n✖ ${server.name} durdu (${why}). Son satırları:\n    ${last || '(çıktı yok)'}`)
    if (server.deaths.length >= MAX_DEATHS) {
      console.error(`✖ ${server.name} bir dakikada ${MAX_DEATHS} kez durdu; her şey durduruluyor.`)
      return stop('SIGTERM', 1)
    }
    console.error(`↻ ${server.name} yeniden başlatılıyor (${server.deaths.length}. kez).\n`)
    setTimeout(() => !stopping && start(server), 1000)
  })
}

const mode = production ? 'canlı ortam ayarlarıyla (production)' : 'geliştirme ortamında'
console.log(`\n▶ Mezat ${mode} çalışıyor: ${APP_URL}  (PartyKit: http://localhost:${PARTY_PORT}). Durdurmak için Ctrl-C.\n`)
for (const server of servers) start(server)
// The browser's address (WORKER_PORT, every interface as wrangler dev had it) → wrangler on its own port.
proxy = await startDevProxy({ port: WORKER_PORT, host: '0.0.0.0', target: `http://127.0.0.1:${WRANGLER_PORT}` }).catch((error) => {
  console.error(`✖ ${WORKER_PORT} numaralı kapı kullanılamıyor (${error.code ?? error.message}). Başka bir \`npm start\` mı çalışıyor?`)
  stop('SIGTERM', 1)
})

// Local stand-in for Cloudflare's cron trigger: wrangler dev runs `scheduled` only when asked
// (--test-scheduled exposes /__scheduled), so call it every 30 s: outbox delivery and room re-arming.
const cron = setInterval(() => {
  fetch(`http://127.0.0.1:${WORKER_PORT}/__scheduled?cron=*+*+*+*+*`).catch(() => {})
}, 30_000)

function stop(signal, code = 0) {
  stopping = true
  clearInterval(cron)
  proxy?.close()
  cleanUp()
  for (const { child } of servers) {
    if (!child || child.exitCode !== null || child.signalCode !== null) continue
    try {
      process.kill(-child.pid, signal) // the whole group: wrangler's workerd, partykit's miniflare
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 1500).unref()
  const check = setInterval(() => {
    if (servers.every(({ child }) => !child || child.exitCode !== null || child.signalCode !== null)) {
      clearInterval(check)
      process.exit(code)
    }
  }, 100)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
