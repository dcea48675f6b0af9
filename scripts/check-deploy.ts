// npm run check:deploy (also a step of npm test): what `wrangler deploy` would push to production,
// checked offline with `wrangler deploy --dry-run` — the very command of README "Deploy", no --env.
// Fails when a variable of the deployed worker is a development one: ENVIRONMENT development/test, a
// loopback address, mail or SMS kept in the outbox, the simulated bank or cargo firm, or a secret written as a plain
// variable. docs/security.md "Production by default".
//   node scripts/check-deploy.ts [--config <wrangler.toml>]
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
const configAt = process.argv.indexOf('--config')
const config = configAt > 0 ? process.argv[configAt + 1]! : join(ROOT, 'wrangler.toml')
const work = join(ROOT, '.tmp', `deploy-check-${process.pid}`)

/** The variables the dry run lists as the deployed worker's bindings: `env.NAME ("value")  Environment Variable`. */
export function deployedVars(output: string): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const line of output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const m = /^env\.(\w+) \("(.*)"\)\s+Environment Variable\s*$/.exec(line.trim())
    if (m) vars[m[1]!] = m[2]!
  }
  return vars
}

/** Why each variable does not belong in production; empty when the deploy is clean. */
export function developmentVars(vars: Record<string, string>): string[] {
  const found: string[] = []
  if (vars.ENVIRONMENT !== 'production') found.push(`ENVIRONMENT is ${JSON.stringify(vars.ENVIRONMENT ?? null)}, not "production"`)
  for (const [name, value] of Object.entries(vars)) {
    if (/(^|[/@.:])(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0)\b/i.test(value)) found.push(`${name} points at this machine (${value})`)
    if (/_SECRET$|_PASSWORD$|_API_KEY$|_SECRET_KEY$/.test(name)) found.push(`${name} is a plain variable: secrets go through \`wrangler secret put\``)
  }
  for (const name of ['MAIL_PROVIDER', 'SMS_PROVIDER'])
    if (vars[name] === undefined || vars[name] === 'outbox') found.push(`${name} keeps messages in the outbox instead of sending them`)
  if (vars.PAYMENT_PROVIDER === undefined || vars.PAYMENT_PROVIDER === 'simulated') found.push('PAYMENT_PROVIDER is the simulated bank')
  if (vars.CARGO_PROVIDER === undefined || vars.CARGO_PROVIDER === 'simulated') found.push('CARGO_PROVIDER is the simulated cargo firm')
  if (vars.IYS_PROVIDER !== 'iys') found.push('IYS_PROVIDER is not iys (the local İYS stand-in)')
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(join(work, 'assets'), { recursive: true })
  // --assets: an empty folder, so the check runs before (and without) `vite build`.
  const args = ['deploy', '--dry-run', '--config', config, '--outdir', join(work, 'bundle'), '--assets', join(work, 'assets')]
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  })
  rmSync(work, { recursive: true, force: true })
  const output = `${r.stdout}\n${r.stderr}`
  if (r.status !== 0) {
    console.error(`✗ wrangler deploy --dry-run failed (exit ${r.status}):\n${output.slice(-3000)}`)
    process.exit(1)
  }
  const vars = deployedVars(output)
  const problems = developmentVars(vars)
  if (problems.length) {
    console.error(`✗ the production deploy carries development settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`✓ production deploy (dry run): ${Object.entries(vars).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')}`)
}
