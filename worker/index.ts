// Worker entry: the Hono app for requests; the cron (wrangler.toml [triggers], every minute) delivers the
// outbox, re-arms auction rooms that missed their alarm (DESIGN.md invariant 4), repairs ledgers D1 lacks
// asks the payment provider about charges its fraud check holds, polls the cargo firm about parcels in flight,
// releases held sellers' shares that are due, sends sellers' changed IBANs to the provider, and runs the pay deadlines and second-chance offers
// (docs/after-the-hammer.md), and registers consent changes with İYS (docs/privacy.md).
import { missingConfig, missingConfigLog } from '#common/deployment.ts'
import { app } from './app.ts'
import { createDb } from './db/client.ts'
import { rearmRooms, repairLedgers } from './domain/auctions/rooms.ts'
import { afterTheHammer } from './domain/checkout/after-the-hammer.ts'
import { trackShipments } from './domain/checkout/cargo-tracking.ts'
import { reviewHeldPayments } from './domain/checkout/payment.ts'
import { releaseDuePayouts, syncSubMerchants } from './domain/checkout/payouts.ts'
import { syncIysConsents } from './domain/platform/iys-sync.ts'
import { deliverOutbox } from './domain/platform/outbox.ts'
import type { Env } from './env.ts'

export async function runScheduled(env: Env) {
  const db = createDb(env.DB)
  const [sent, rooms, ledgers, reviewed, cargo, released, hammer, subMerchants, iys] = await Promise.all([
    deliverOutbox(db, env),
    rearmRooms(db, env),
    repairLedgers(db, env),
    reviewHeldPayments(db, env),
    trackShipments(db, env),
    releaseDuePayouts(db, env),
    afterTheHammer(db, env),
    syncSubMerchants(db, env),
    syncIysConsents(db, env),
  ])
  return { sent, rooms, ledgers, reviewed, cargo, released, hammer, subMerchants, iys }
}

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    const missing = missingConfig({ ...env }, 'worker')
    if (missing.length) return console.error(JSON.stringify(missingConfigLog('worker', missing, 'scheduled')))
    ctx.waitUntil(runScheduled(env).then((r) => console.log(JSON.stringify({ level: 'info', msg: 'cron', ...r }))))
  },
} satisfies ExportedHandler<Env>
