// npm start: build the SPA, apply migrations to the local D1, load the demo data when the database is
// empty, then run the worker (http://localhost:8787) and PartyKit (http://localhost:1999) together.
// Ctrl-C stops both. Runs under the Node 22 that the `node` dev dependency puts first on npm's PATH.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NODE_OPTIONS: '--no-warnings' }
const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env })
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

if (!process.argv.includes('--no-build')) run('Arayüz derleniyor (vite build)', 'npx', ['vite', 'build'])
run('Veritabanı göçleri uygulanıyor', 'npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'])
if (existsSync('scripts/seed.ts')) run('Örnek veriler (veritabanı boşsa)', 'node', ['scripts/seed.ts'])

console.log('\n▶ Mezat çalışıyor: http://localhost:8787  (PartyKit: http://localhost:1999). Durdurmak için Ctrl-C.\n')
const child = spawn(
  'npx',
  [
    'concurrently',
    '--kill-others',
    '--names', 'worker,party',
    '--prefix-colors', 'blue,magenta',
    'wrangler dev --port 8787 --test-scheduled --show-interactive-dev-session=false',
    'partykit dev --port 1999 --no-hotkeys --disable-request-cf-fetch',
  ],
  { stdio: 'inherit', env },
)
// Local stand-in for Cloudflare's cron trigger: wrangler dev runs `scheduled` only when asked
// (--test-scheduled exposes /__scheduled), so call it every 30 s: outbox delivery and room re-arming.
const cron = setInterval(() => {
  fetch('http://127.0.0.1:8787/__scheduled?cron=*+*+*+*+*').catch(() => {})
}, 30_000)
const stop = (signal) => {
  clearInterval(cron)
  child.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
child.on('exit', (code) => process.exit(code ?? 0))
