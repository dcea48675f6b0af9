// Worker tests run inside workerd with the real wrangler.toml bindings (D1, R2, assets); every test file starts
// from empty, migrated storage (tests/worker/apply-migrations.ts; docs/conventions.md "Testing").
// NOTE: @cloudflare/vitest-plugin (formerly vitest-pool-workers) is a Vite plugin (cloudflareTest); the old
// defineWorkersConfig/poolOptions form and isolatedStorage no longer exist.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { experimental_readRawConfig } from 'wrangler'
import { loadDompurifyFixtures } from '../node/support/dompurify-fixtures.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Production's rate limits (the top level of wrangler.toml), so the tests prove the figures that ship. */
function productionRateLimits() {
  const { rawConfig } = experimental_readRawConfig({ config: `${root}wrangler.toml` })
  return Object.fromEntries((rawConfig.ratelimits ?? []).map((r: { name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } }) => [
      r.name,
      { namespace_id: r.namespace_id, simple: r.simple },
    ]))
}

export default defineConfig({
  root,
  plugins: [
    cloudflareTest(async () => ({
      // [env.dev]: the development bindings and vars; the top level of wrangler.toml is production.
      wrangler: { configPath: './wrangler.toml', environment: 'dev' },
      miniflare: {
        ratelimits: productionRateLimits(),
        bindings: {
          ENVIRONMENT: 'test',
          APP_URL: 'http://localhost:8787',
          JWT_SECRET: 'test-jwt-secret-that-is-long-enough-for-hs256-0123456789abcdef',
          INTERNAL_SECRET: 'test-internal-secret-that-is-long-enough-0123456789abcdef',
          TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
          // Attack payloads for tests/worker/app/html-policy.test.ts (read in Node: workerd has no files).
          HTML_FIXTURES: await loadDompurifyFixtures(root),
        },
      },
    })),
  ],
  test: {
    // The per-request and per-command log lines (docs/operations.md "Logs") would bury the test output;
    // tests that read them spy on console.log, which sees them before this filter.
    onConsoleLog: (log) => !/^\{"level":"(info|error)","msg":"(request|room command)"/.test(log),
    // Four files in flight on two cores: part of a file's time waits on I/O rather than the CPU; measured on this
    // machine, the worker suite 184–245 s → 139 s, every test passing. Timing-sensitive tests use their own clocks.
    maxWorkers: 4,
    // Each of those four lanes keeps its workerd and loaded modules from file to file: a new runtime per file
    // (vitest's default) cost about two thirds of the suite's CPU (docs/benchmarks.md "The test suite"). The setup
    // file empties D1 and R2 before each file; modules' top-level state (caches, counters) carries over.
    isolate: false,
    include: ['tests/worker/**/*.test.ts'],
    setupFiles: ['tests/worker/apply-migrations.ts'],
    // sanitize-html is CommonJS whose postcss requires nanoid's ESM build: bundle it once with esbuild,
    // as wrangler does for the deployed worker (it runs there unchanged, without nodejs_compat).
    deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    // PBKDF2 at 100,000 iterations costs ~100 ms per hash in workerd; 2 cores run 4 files at once.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
