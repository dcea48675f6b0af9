// Browser specs on Debian's Chromium (/usr/bin/chromium); `npx playwright install` cannot
// download browsers here. run.ts starts the app and sets E2E_BASE_URL; this file never starts
// servers itself, so `playwright test` alone needs an app already running on the base URL.
import { defineConfig, devices } from '@playwright/test'

const CI = !!process.env.CI
const CLOCK = /auction-close\.spec\.ts/
/** Specs that bid on the e2e fixtures' lots or the demo's running lots: one at a time, so a price one expects is its own. */
const SHARED_LOTS = /(accounts|preinfo|receipts|socket-bid|storefront|craft|live)\.spec\.ts/
/** Specs whose writes touch only members, lots and orders of their own (or the demo buyer's cart, which no other spec uses). */
const OWN_DATA = /(first-visit|offers|privacy|push|data-rights|money-path|realised|system|checkout|after-the-hammer|human-check|return-and-address|reports|cayma|fair-close|return-code|withdrawal|cultural-property|live-shows|pre-show|reserve)\.spec\.ts/

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
  workers: 4,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE ?? '../../.tmp/e2e-report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8790',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // A trace records the page all along (screenshots and snapshots of every step): kept for a test's retry only,
    // where the failure it explains is seen again. Recording every test cost the browser about twice its CPU
    // (docs/benchmarks.md "The test suite").
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The specs check what a page does and says, not how it moves: endless animations and the carousel made the
    // renderers and the compositor redraw beside every test (docs/benchmarks.md "The test suite"). The product
    // honours the setting; first-visit.spec.ts keeps motion on, since its long-task and carousel checks are
    // about a phone's main thread as most people run it.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  // Four lanes, one browser each. The specs that bid on shared lots run one at a time, and so do the editor
  // console's (the demo editor's queue, its listings and the home page they appear on); beside them, the specs
  // whose writes are their own, and the one spec that mostly waits for the wall clock (auction-close: an auction
  // with its own members closes by its room's alarm, at least 2 minutes after its bid, the soft-close window),
  // so the suite does not idle. A new spec goes to the lane whose data it shares; "console" takes the rest.
  projects: [
    { name: 'shared-lots', testMatch: SHARED_LOTS, workers: 1, use: { ...browser } },
    { name: 'console', testIgnore: [CLOCK, OWN_DATA, SHARED_LOTS], workers: 1, use: { ...browser } },
    { name: 'own-data', testMatch: OWN_DATA, workers: 1, use: { ...browser } },
    { name: 'clock', testMatch: CLOCK, workers: 1, use: { ...browser } },
  ],
})
