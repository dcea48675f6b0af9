// npm test: every check, in order, stopping at the first failure:
//   1. type-check each runtime on its own (tsc -p tests: the worker, party and tail with their tests; client,
//      tests/e2e, tests/node, common);
//   2. eslint . and knip (unused exports and files, knip.json), dependency-cruiser (no import circle); then the production deploy check (scripts/check-deploy.ts: `wrangler deploy --dry-run`
//      offline, failing when the deployed worker would carry development variables), and the scripts'
//      own tests (node --test tests/scripts/*.test.mjs);
//   3. worker tests in workerd (vitest, tests/worker/vitest.config.ts), then the room tests
//      (tests/party/vitest.config.ts), then the Node tests (tests/node/vitest.config.ts: the HTML
//      policy in Chromium, the providers' official clients beside our adapters);
//   4. beside steps 1–3, from the start: browser tests (node tests/e2e/run.ts: builds the SPA, starts the
//      app, runs Playwright), reported after step 3.
// Ends with a summary and the plain line "N passed, N failed" over the test cases of both runners.
// Flags: --skip-e2e leaves out step 4 (a quick local run); CI always runs everything.
// Runs under the Node 22 that npm puts first on PATH (the `node` dev dependency).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
const bin = (name) => join(ROOT, 'node_modules/.bin', name)
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' }
const skipE2e = process.argv.includes('--skip-e2e') && !process.env.CI
const REPORTS = join(ROOT, '.tmp')
const VITEST_SUITES = [
  { name: 'worker tests (vitest)', config: 'tests/worker/vitest.config.ts', report: join(REPORTS, `worker-report-${process.pid}.json`) },
  { name: 'party tests (vitest)', config: 'tests/party/vitest.config.ts', report: join(REPORTS, `party-report-${process.pid}.json`) },
  { name: 'node tests (vitest)', config: 'tests/node/vitest.config.ts', report: join(REPORTS, `node-report-${process.pid}.json`) },
].filter((s) => existsSync(join(ROOT, s.config)))
// Reports carry this run's pid: the checkout is shared and another run may be writing its own.
const E2E_REPORT = join(REPORTS, `e2e-report-${process.pid}.json`)

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/**
 * Runs a command in its own process group; `capture` buffers its output (printed as one block) so
 * parallel runs don't interleave. Past `timeoutMs` the whole group is killed and the run fails.
 */
function run(cmd, args, { capture = false, timeoutMs = 10 * 60_000, env: extraEnv = {} } = {}) {
  return new Promise((done) => {
    const started = Date.now()
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...env, ...extraEnv },
      detached: true,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    })
    running.add(child)
    let output = ''
    if (capture) {
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
    }
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      console.error(`\n✗ ${cmd.split('/').pop()} ${args.join(' ')} ran past ${seconds(timeoutMs)}: stopping it`)
      killGroup(child, 'SIGTERM')
      setTimeout(() => killGroup(child, 'SIGKILL'), 15_000).unref()
    }, timeoutMs)
    const end = (code) => {
      clearTimeout(timer)
      running.delete(child)
      done({ code: timedOut ? 1 : code, output, ms: Date.now() - started })
    }
    child.on('error', (error) => {
      output += String(error)
      end(1)
    })
    child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)))
  })
}

const running = new Set()
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, signal)
    process.exit(130)
  })
}

const steps = []
function finish(failedStep) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  const add = (p, f, s) => {
    counts.passed += p
    counts.failed += f
    counts.skipped += s
  }
  for (const suite of VITEST_SUITES) {
    const r = readJson(suite.report)
    if (r) add(r.numPassedTests ?? 0, r.numFailedTests ?? 0, (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0))
  }
  const e2e = readJson(E2E_REPORT)
  if (e2e?.stats) add((e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0), e2e.stats.unexpected ?? 0, e2e.stats.skipped ?? 0)

  console.log('\n──────── summary ────────')
  for (const s of steps)
    console.log(`${s.ok ? '✓' : '✗'} ${s.name.padEnd(28)} ${seconds(s.ms).padStart(8)}${s.detail ? `  ${s.detail}` : ''}`)
  if (failedStep) console.log(`stopped at: ${failedStep}`)
  if (e2e?.stats?.flaky) console.log(`(${e2e.stats.flaky} browser test(s) passed only on retry)`)
  console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`)
  for (const file of [E2E_REPORT, ...VITEST_SUITES.map((s) => s.report)]) rmSync(file, { force: true })
  // A step that failed while the browser tests ran beside it: their servers go too.
  for (const child of running) killGroup(child, 'SIGTERM')
  process.exit(failedStep ? 1 : 0)
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
  } catch {
    return null
  }
}

async function step(name, fn) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const { ok, detail, ms } = await fn()
  steps.push({ name, ok, ms: ms ?? Date.now() - started, detail })
  if (!ok) finish(name)
}

mkdirSync(REPORTS, { recursive: true })
for (const suite of VITEST_SUITES) rmSync(suite.report, { force: true })
rmSync(E2E_REPORT, { force: true })

const major = Number(process.versions.node.split('.')[0])
if (major < 22) {
  console.error(`Node ${process.versions.node}: run this as \`npm test\` (npm scripts use the project's Node 22).`)
  process.exit(1)
}

// The browser tests start first and run beside everything else, their output printed as one block at
// the end. Most of their time is waiting (the SPA's build, a room's alarm at an auction's end, a 90 s
// outage, soft-close windows), which the type-check, lint and workerd suites fill with their own work:
// measured on this machine, docs/benchmarks.md "The test suite". A failure anywhere still stops the run,
// the other half with it.
const browser = skipE2e
  ? null
  : (() => {
      console.log('\n▶ browser tests (playwright): started beside the other steps; their output follows them')
      const started = Date.now()
      return run(process.execPath, ['tests/e2e/run.ts'], {
        capture: true,
        timeoutMs: 18 * 60_000,
        env: { E2E_REPORT_FILE: E2E_REPORT },
      }).then((r) => ({ ...r, ms: Date.now() - started }))
    })()

// The static checks, then the workerd and Node suites, one after the other beside the browser tests. Run as two
// chains at once they only fought for the two cores: on a fresh clone the type-check took 374 s and the worker
// suite ran past its 8 minutes (docs/benchmarks.md "The test suite").
async function staticChecks() {
  await step('type-check', async () => {
    // `tests` holds the worker, party and tail sources beside their tests (tests/tsconfig.json): one program
    // checks them once, where separate worker and party projects checked the same 900 files twice.
    const projects = ['tests', 'client', 'tests/e2e', 'tests/node', 'common']
    const results = []
    // Two at a time (the machine has two cores), the next starting as soon as one ends.
    const queue = [...projects]
    const lane = async () => {
      for (let p = queue.shift(); p; p = queue.shift())
        results.push({ p, ...(await run(bin('tsc'), ['-p', p], { capture: true, timeoutMs: 4 * 60_000 })) })
    }
    await Promise.all([lane(), lane()])
    for (const r of results) {
      console.log(`${r.code === 0 ? '✓' : '✗'} tsc -p ${r.p} (${seconds(r.ms)})`)
      if (r.code !== 0) console.log(r.output)
    }
    const failed = results.filter((r) => r.code !== 0).map((r) => r.p)
    return { ok: failed.length === 0, detail: failed.length ? `failed: ${failed.join(', ')}` : `${projects.length} projects` }
  })

  await step('lint (eslint .)', async () => ({ ok: (await run(bin('eslint'), ['.'], { timeoutMs: 5 * 60_000 })).code === 0 }))
  // Dead exports and files (knip.json): an export nobody imports is removed, not kept "for later".
  await step('unused exports (knip)', async () => ({
    ok: (await run(bin('knip'), ['--no-progress'], { timeoutMs: 3 * 60_000 })).code === 0,
  }))

  // Import circles of every kind, type-only and import() included (.dependency-cruiser.cjs says why not eslint).
  await step('no import circles (dependency-cruiser)', async () => ({
    ok:
      (
        await run(
          bin('depcruise'),
          [
            'common',
            'worker',
            'party',
            'client',
            'tail',
            'tests',
            'scripts',
            '--config',
            '.dependency-cruiser.cjs',
            '--output-type',
            'err',
          ],
          { timeoutMs: 3 * 60_000 },
        )
      ).code === 0,
  }))

  await step('deploy check (dry run)', async () => ({
    ok: (await run(process.execPath, ['scripts/check-deploy.ts'], { timeoutMs: 2 * 60_000 })).code === 0,
  }))

  // The scripts' own tests (Node's runner): the dev proxy that keeps `npm start` up.
  const SCRIPT_TESTS = existsSync(join(ROOT, 'tests/scripts'))
    ? readdirSync(join(ROOT, 'tests/scripts'))
        .filter((f) => f.endsWith('.test.mjs'))
        .map((f) => join('tests/scripts', f))
    : []
  if (SCRIPT_TESTS.length)
    await step('script tests (node --test)', async () => ({
      ok: (await run(process.execPath, ['--test', ...SCRIPT_TESTS], { timeoutMs: 2 * 60_000 })).code === 0,
    }))
}

async function suitesChain() {
  for (const suite of VITEST_SUITES) {
    await step(suite.name, async () => {
      const r = await run(
        bin('vitest'),
        ['run', '--config', suite.config, '--reporter=default', '--reporter=json', `--outputFile.json=${suite.report}`],
        { timeoutMs: 8 * 60_000 },
      )
      const report = readJson(suite.report)
      const detail = report ? `${report.numPassedTests} passed, ${report.numFailedTests} failed` : 'no report'
      return { ok: r.code === 0, detail }
    })
  }
}

await staticChecks()
await suitesChain()

if (!browser) console.log('\n(browser tests skipped: --skip-e2e)')
else
  await step('browser tests (playwright)', async () => {
    const r = await browser
    console.log(r.output)
    const stats = readJson(E2E_REPORT)?.stats
    const detail = stats ? `${stats.expected + stats.flaky} passed, ${stats.unexpected} failed` : 'no report'
    return { ok: r.code === 0, detail, ms: r.ms }
  })

finish(null)
