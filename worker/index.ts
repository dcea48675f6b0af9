// Worker entry: the Hono app for requests; the cron (wrangler.toml [triggers], every minute) delivers the
// outbox, re-arms auction rooms that missed their alarm (docs/architecture.md "The bid's invariants"), repairs ledgers D1 lacks
// asks the payment provider about charges its fraud check holds, polls the cargo firm about parcels in flight, asks it again for return codes it could not give,
// releases held sellers' shares that are due, sends sellers' changed IBANs to the provider, and runs the pay deadlines and second-chance offers
// (docs/after-the-hammer.md), registers consent changes with İYS and builds and sweeps members' data exports
// (docs/privacy.md), finishes the alerts of approvals whose request died and queues the 09:00 Istanbul digest of
// saved searches, tells watchers of lots ending within 15 minutes, and sends scheduled live shows' reminders
// and their followers' notices (docs/alerts.md). A second cron, nightly, backs D1 up to R2 and destroys what closed accounts left once its retention period has run.
import { expireOffers } from './domain/auctions/offers/expire.ts'
import { missingConfig, missingConfigLog } from '#common/deployment.ts'
import { app } from './app.ts'
import { createDb } from './db/client.ts'
import { resumeAlertRuns } from './domain/alerts/alert-runs.ts'
import { sendDigests } from './domain/alerts/digest.ts'
import { warnEndingSoon } from './domain/alerts/ending-soon.ts'
import { rearmRooms, repairLedgers } from './domain/auctions/rooms.ts'
import { afterTheHammer } from './domain/checkout/after-the-hammer.ts'
import { trackShipments } from './domain/checkout/cargo-tracking.ts'
import { reviewHeldPayments } from './domain/checkout/payment.ts'
import { issueDueReturnCodes } from './domain/checkout/return-codes.ts'
import { releaseDuePayouts, syncSubMerchants } from './domain/checkout/payouts.ts'
import { refundDueCayma } from './domain/law/cayma.ts'
import { issueSaleContracts } from './domain/law/sale-contract.ts'
import { runShowNotices } from './domain/alerts/show-notices.ts'
import { runExports } from './domain/member/data-export.ts'
import { destroyExpiredRecords } from './domain/member/retention-job.ts'
import { backupDatabase } from './domain/platform/backup.ts'
import { syncIysConsents } from './domain/platform/iys-sync.ts'
import { deliverOutbox } from './domain/platform/outbox.ts'
import type { Env } from './env.ts'

/** wrangler.toml's second cron. */
const NIGHTLY_BACKUP_CRON = '17 0 * * *'

/** The night's backup under `d1/<UTC date and time>`; a failure is an error line for the alerts, retried next night. */
async function nightlyBackup(env: Env, now = new Date()) {
  const prefix = `d1/${now.toISOString().slice(0, 16).replace(':', '-')}`
  try {
    const m = await backupDatabase(env.DB, env.BACKUPS, prefix, now)
    console.log(
      JSON.stringify({ level: 'info', msg: 'backup', prefix, tables: m.tables.length, rows: m.tables.reduce((n, t) => n + t.rows, 0) }),
    )
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'backup failed', prefix, error: String(error), stack: (error as Error).stack }))
  }
}

/** What closed accounts left behind, destroyed when its retention period has run (docs/privacy.md "Closing an account"). */
async function nightlyDestruction(env: Env) {
  try {
    console.log(JSON.stringify({ level: 'info', msg: 'retention', changes: await destroyExpiredRecords(env.DB) }))
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'retention failed', error: String(error), stack: (error as Error).stack }))
  }
}

export async function runScheduled(env: Env) {
  const db = createDb(env.DB)
  // Every minute's jobs at once, each answering its own count; named here so a new job is one line.
  const jobs = {
    sent: deliverOutbox,
    rooms: rearmRooms,
    ledgers: repairLedgers,
    reviewed: reviewHeldPayments,
    cargo: trackShipments,
    returnCodes: issueDueReturnCodes,
    released: releaseDuePayouts,
    hammer: afterTheHammer,
    subMerchants: syncSubMerchants,
    iys: syncIysConsents,
    alerts: resumeAlertRuns,
    digests: sendDigests,
    cayma: refundDueCayma,
    exports: runExports,
    contracts: issueSaleContracts,
    endingSoon: warnEndingSoon,
    offers: expireOffers,
    liveShows: runShowNotices,
  } as const
  const names = Object.keys(jobs) as Array<keyof typeof jobs>
  const results = await Promise.all(names.map((name) => jobs[name](db, env)))
  return Object.fromEntries(names.map((name, i) => [name, results[i]])) as {
    [K in keyof typeof jobs]: Awaited<ReturnType<(typeof jobs)[K]>>
  }
}

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    const missing = missingConfig({ ...env }, 'worker')
    if (missing.length) return console.error(JSON.stringify(missingConfigLog('worker', missing, 'scheduled')))
    if (controller.cron === NIGHTLY_BACKUP_CRON) return ctx.waitUntil(Promise.all([nightlyBackup(env), nightlyDestruction(env)]))
    ctx.waitUntil(runScheduled(env).then((r) => console.log(JSON.stringify({ level: 'info', msg: 'cron', ...r }))))
  },
} satisfies ExportedHandler<Env>
