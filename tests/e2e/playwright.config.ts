// Browser specs on Debian's Chromium (/usr/bin/chromium); `npx playwright install` cannot
// download browsers here. run.ts starts the app and sets E2E_BASE_URL; this file never starts
// servers itself, so `playwright test` alone needs an app already running on the base URL.
import { defineConfig, devices } from '@playwright/test'

const CI = !!process.env.CI
const CLOCK = /auction-close\.spec\.ts/
/** Specs whose writes are their own members' only: safe beside the shared-data lane. */
const OWN_DATA = /(first-visit|privacy|data-rights|money-path|realised|system|return-and-address)\.spec\.ts/

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_RESULTS_DIR ?? '../../.tmp/e2e-results',
  fullyParallel: false,
  workers: 3,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE ?? '../../.tmp/e2e-report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8790',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  // Three lanes. The specs that share the demo data (its lots, the demo buyer, seller and editor) run one at
  // a time; beside them, the specs that touch only members of their own and read the catalogue; and the one
  // spec that mostly waits for the wall clock (auction-close: an auction with its own members closes by its
  // room's alarm, at least 2 minutes after its bid, the soft-close window), so the suite does not idle.
  projects: [
    { name: 'chromium', testIgnore: [CLOCK, OWN_DATA], workers: 1, use: { ...browser } },
    { name: 'own-data', testMatch: OWN_DATA, workers: 1, use: { ...browser } },
    { name: 'clock', testMatch: CLOCK, workers: 1, use: { ...browser } },
  ],
})
