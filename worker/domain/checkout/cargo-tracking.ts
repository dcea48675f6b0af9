// Polling a cargo firm's tracking from the cron (every minute, wrangler.toml [triggers]) for firms that do not
// call us (MNG: docs/checkout.md "The MNG Kargo adapter"). Each shipment in flight (order at 2 or 3, not
// cancelled) is asked about at most once per TRACK_EVERY_MS, the longest-unasked first, TRACK_BATCH per run;
// what the firm says moves the order through the same guarded moves as the signed webhook (cargoEvent).
import { ApiError } from '#common/errors.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { cargoProvider, type CargoProvider } from '../../adapters/cargo/index.ts'
import type { Db } from '../../db/client.ts'
import { orders, shipments } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { cargoEvent } from './shipping.ts'

/** How often one shipment is asked about: parcels move a few times a day; MNG's gateway counts calls. */
export const TRACK_EVERY_MS = 30 * 60_000
/** Shipments asked about per cron run (one call each, in turn; plus a token call now and then). */
const TRACK_BATCH = 20

/** Moves a stored order at `from` to follow the firm's word, one table move at a time (2 → 3 → 4). */
async function follow(db: Db, barcode: string, from: number, move: 'accepted' | 'delivered', now: number) {
  const steps = move === 'accepted' ? (['accepted'] as const) : (['accepted', 'delivered'] as const)
  let moved = 0
  for (const step of steps) {
    if (step === 'accepted' && from !== ORDER_STATUS.cargo) continue
    try {
      await cargoEvent(db, barcode, step, now)
      moved++
    } catch (error) {
      // Someone else (the seller's "Kargoya verdim", an editor) moved it first: nothing to do.
      if (!(error instanceof ApiError)) throw error
    }
  }
  return moved
}

/** One cron run of tracking: how many shipments were asked about and how many order moves followed. */
export async function trackShipments(db: Db, env: Env, now = Date.now(), fetcher: typeof fetch = fetch) {
  let provider: CargoProvider
  try {
    provider = cargoProvider(env, fetcher)
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'cargo tracking skipped: provider misconfigured', error: String(error) }))
    return { tracked: 0, moved: 0 }
  }
  if (!provider.track) return { tracked: 0, moved: 0 }
  const due = await db
    .select({
      id: shipments.id,
      orderId: shipments.order_id,
      trackNo: shipments.order_item_track_no,
      barcodeNo: shipments.order_item_barcode_no,
      status: orders.status,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.order_id))
    .where(
      and(
        inArray(orders.status, [ORDER_STATUS.cargo, ORDER_STATUS.handedToCargo]),
        isNull(orders.cancelled_at),
        inArray(shipments.channel, [...provider.channels]),
        or(isNull(shipments.tracked_at), lte(shipments.tracked_at, now - TRACK_EVERY_MS)),
      ),
    )
    .orderBy(asc(sql`coalesce(${shipments.tracked_at}, 0)`), asc(shipments.id))
    .limit(TRACK_BATCH)
  let moved = 0
  for (const s of due) {
    let tracking
    try {
      tracking = await provider.track(s)
    } catch (error) {
      console.error(JSON.stringify({ level: 'warn', msg: 'cargo tracking failed', orderId: s.orderId, error: String(error) }))
    }
    await db
      .update(shipments)
      .set({ tracked_at: now, ...(tracking ? { firm_status: tracking.firmStatus } : {}) })
      .where(eq(shipments.id, s.id))
    if (!tracking) continue
    if (tracking.move === 'accepted' || tracking.move === 'delivered') moved += await follow(db, s.barcodeNo, s.status, tracking.move, now)
    else if (tracking.move === 'problem')
      console.error(
        JSON.stringify({ level: 'warn', msg: 'cargo firm reports a problem', orderId: s.orderId, firmStatus: tracking.firmStatus }),
      )
  }
  return { tracked: due.length, moved }
}
