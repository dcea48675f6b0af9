// npm run check:deploy (also a step of npm test): what `wrangler deploy` would push, checked offline with
// `wrangler deploy --dry-run` — the very commands of docs/deploy.md — for production (no --env), staging
// (--env staging) and the alerts' tail worker of each (tail/wrangler.toml, deployed first).
// Fails when a dry run fails, or a deployed worker carries a development variable: ENVIRONMENT development/
// test, a loopback address, mail or SMS kept in the outbox, the simulated bank or cargo firm, or a secret
// written as a plain variable. docs/security.md "Production by default".
//   node scripts/check-deploy.ts [--config <wrangler.toml>]   (--config: the main worker's, production only)
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
const configAt = process.argv.indexOf('--config')
const config = configAt > 0 ? process.argv[configAt + 1]! : join(ROOT, 'wrangler.toml')

/** The variables the dry run lists as the deployed worker's bindings: `env.NAME ("value")  Environment Variable`. */
export function deployedVars(output: string): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const line of output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const m = /^env\.(\w+) \("(.*)"\)\s+Environment Variable\s*$/.exec(line.trim())
    if (m) vars[m[1]!] = m[2]!
  }
  return vars
}

/** Why each variable does not belong in a deployed main worker; empty when the deploy is clean. */
export function developmentVars(vars: Record<string, string>, environment = 'production'): string[] {
  const found: string[] = []
  if (vars.ENVIRONMENT !== environment) found.push(`ENVIRONMENT is ${JSON.stringify(vars.ENVIRONMENT ?? null)}, not "${environment}"`)
  for (const [name, value] of Object.entries(vars)) {
    if (/(^|[/@.:])(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0)\b/i.test(value)) found.push(`${name} points at this machine (${value})`)
    if (/_SECRET$|_PASSWORD$|_API_KEY$|_SECRET_KEY$|_PRIVATE_KEY$/.test(name)) found.push(`${name} is a plain variable: secrets go through \`wrangler secret put\``)
  }
  for (const name of ['MAIL_PROVIDER', 'SMS_PROVIDER'])
    if (vars[name] === undefined || vars[name] === 'outbox') found.push(`${name} keeps messages in the outbox instead of sending them`)
  if (vars.PAYMENT_PROVIDER === undefined || vars.PAYMENT_PROVIDER === 'simulated') found.push('PAYMENT_PROVIDER is the simulated bank')
  if (vars.CARGO_PROVIDER === undefined || vars.CARGO_PROVIDER === 'simulated') found.push('CARGO_PROVIDER is the simulated cargo firm')
  if (vars.IYS_PROVIDER !== 'iys') found.push('IYS_PROVIDER is not iys (the local İYS stand-in)')
  return found
}

/** A dry run's variables, or null (the reason printed) when wrangler refused. */
function dryRun(name: string, args: string[]): Record<string, string> | null {
  const work = join(ROOT, '.tmp', `deploy-check-${process.pid}-${name.replace(/\W+/g, '-')}`)
  mkdirSync(join(work, 'assets'), { recursive: true })
  // --assets: an empty folder, so the check runs before (and without) `vite build`.
  const all = ['deploy', '--dry-run', ...args, '--outdir', join(work, 'bundle')]
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), ...all], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  })
  rmSync(work, { recursive: true, force: true })
  const output = `${r.stdout}\n${r.stderr}`
  if (r.status !== 0) {
    console.error(`✗ ${name}: wrangler deploy --dry-run failed (exit ${r.status}):\n${output.slice(-3000)}`)
    return null
  }
  return deployedVars(output)
}

/** The tail worker carries no provider settings: only its thresholds and address, none pointing here. */
const tailProblems = (vars: Record<string, string>) =>
  Object.entries(vars)
    .filter(([, v]) => /(^|[/@.:])(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0)\b|\.test$/i.test(v))
    .map(([k, v]) => `${k} is a development value (${v})`)

if (import.meta.url === `file://${process.argv[1]}`) {
  const assets = join(ROOT, '.tmp', `deploy-check-${process.pid}-assets`)
  mkdirSync(assets, { recursive: true })
  const main = ['--config', config, '--assets', assets]
  const tail = ['--config', join(ROOT, 'tail/wrangler.toml')]
  const targets = [
    { name: 'production', args: main, check: (v: Record<string, string>) => developmentVars(v) },
    { name: 'staging', args: [...main, '--env', 'staging'], check: (v: Record<string, string>) => developmentVars(v, 'staging') },
    { name: 'alerts (production)', args: tail, check: tailProblems },
    { name: 'alerts (staging)', args: [...tail, '--env', 'staging'], check: tailProblems },
  ].slice(0, configAt > 0 ? 1 : 4)
  let failed = false
  for (const t of targets) {
    const vars = dryRun(t.name, t.args)
    const problems = vars ? t.check(vars) : ['the dry run failed']
    if (problems.length) {
      failed = true
      console.error(`✗ the ${t.name} deploy carries development settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    } else console.log(`✓ ${t.name} deploy (dry run): ${Object.entries(vars!).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')}`)
  }
  rmSync(assets, { recursive: true, force: true })
  if (failed) process.exit(1)
}
