// Lighthouse for `npm run bench:web`: the npm package's CLI (a dev dependency), run on
// Debian's Chromium with its default mobile settings, which are the conditions: a phone-sized
// screen, simulated throttling of 150 ms RTT and 1.6 Mbit/s (its "Slow 4G") and a 4× CPU slowdown.
// Simulated throttling means Lighthouse loads the page unthrottled and computes the metrics from the trace
// (its Lantern model), so its figures sit beside bench:web's own throttled ones, not instead of them.
// The lock pins third-party-web (package.json "overrides"): one of Lighthouse's dependencies asks for its
// `latest` tag, which `npm ci` would otherwise find out of step with the lock.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { ROOT } from './harness.ts'

/** `benchmarkIndex`: Lighthouse's own measure of this machine's speed at that run (its `environment.benchmarkIndex`). */
export type LighthouseScores = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number; benchmarkIndex: number }

type Report = {
  categories: Record<'performance' | 'accessibility', { score: number | null }>
  audits: Record<string, { numericValue?: number }>
  runtimeError?: { code: string; message: string }
  environment?: { benchmarkIndex?: number }
}

/** Lighthouse's own measure of the machine (its `computeBenchmarkIndex`), as an expression to evaluate in a page before any slowdown. */
export const BENCHMARK_INDEX = `(${pageFunctions.computeBenchmarkIndex.toString()})()`

/** One Lighthouse run (mobile, performance and accessibility) of `url`; scores 0–100, times in ms. */
export function lighthouse(url: string): Promise<LighthouseScores> {
  const bin = join(ROOT, 'node_modules/.bin/lighthouse')
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-500)}`))
      const report = JSON.parse(out) as Report
      if (report.runtimeError) return reject(new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`))
      const score = (k: 'performance' | 'accessibility') => Math.round((report.categories[k].score ?? 0) * 100)
      const audit = (k: string) => report.audits[k]?.numericValue ?? NaN
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
      })
    })
  })
}
