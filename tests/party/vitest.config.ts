// Room tests: the auction room hosted as a Durable Object (tests/support/party-harness.ts) beside the real
// worker app and a real local D1, in workerd. Ledger rule tests run here too.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('../../', import.meta.url))

export default defineConfig({
  root,
  plugins: [
    cloudflareTest(async () => ({
      main: './tests/support/live-harness.ts',
      // [env.dev]: the development bindings and vars; the top level of wrangler.toml is production.
      wrangler: { configPath: './wrangler.toml', environment: 'dev' },
      miniflare: {
        durableObjects: {
          AUCTION_ROOM: 'AuctionRoomObject',
          USER_ROOM: 'UserRoomObject',
          LIVE_ROOM: 'LiveRoomObject',
          LIVESESSION_ROOM: 'LiveSessionRoomObject',
        },
        bindings: {
          ENVIRONMENT: 'test',
          APP_URL: 'http://worker.test',
          PARTYKIT_HOST: 'party.test',
          WORKER_URL: 'http://worker.test',
          JWT_SECRET: 'test-jwt-secret-that-is-long-enough-for-hs256-0123456789abcdef',
          INTERNAL_SECRET: 'test-internal-secret-that-is-long-enough-0123456789abcdef',
          TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
        },
      },
    })),
  ],
  test: {
    // The per-request and per-command log lines (docs/operations.md "Logs") would bury the test output;
    // tests that read them spy on console.log, which sees them before this filter.
    onConsoleLog: (log) => !/^\{"level":"(info|error)","msg":"(request|room command)"/.test(log),
    // Four files in flight on two cores: most of a file's time is its isolate's setup (vitest loading its
    // modules into workerd), which waits on I/O rather than the CPU; measured on this machine, the room suite 55–67 s → 41 s,
    // every test passing. Timing-sensitive tests use their own clocks, not the wall clock.
    maxWorkers: 4,
    include: ['tests/party/**/*.test.ts'],
    setupFiles: ['tests/worker/apply-migrations.ts'],
    // The room harness hosts the worker app, which sanitises HTML with sanitize-html (CommonJS; see
    // tests/worker/vitest.config.ts): bundled once with esbuild, as wrangler does for the deployed worker.
    deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
