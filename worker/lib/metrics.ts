// Metrics: one Analytics Engine data point per event of the bid path, a close, a payment step and an
// outbox delivery (wrangler.toml [[analytics_engine_datasets]] METRICS; docs/operations.md "Metrics").
// Every point has the same layout, so one SQL query reads any of them:
//   index1 = blob1 = kind (bid | close | payment | outbox), blob2 = outcome, blob3 = reason or channel,
//   double1 = a duration in ms (decision time, close lag; 0 when none), double2 = 1 (a count: SUM(_sample_interval * double2)).
// The binding is read from `cloudflare:workers` so a deep function (failPayment, the outbox) writes a point
// without every caller passing env down; without the binding (a test, an environment without it) nothing
// is written. A write never throws into the request: a metric is not worth a failed bid.
import { tr } from '#common/messages.ts'
import { env } from 'cloudflare:workers'
import type { ApiError } from '#common/errors.ts'

export type MetricPoint =
  | { kind: 'bid'; outcome: 'accepted' | 'refused'; reason?: string; ms: number }
  | { kind: 'close'; outcome: 'bid' | 'unsold'; ms: number }
  | { kind: 'payment'; outcome: 'started' | '3ds' | 'paid' | 'failed'; reason?: string }
  | { kind: 'outbox'; outcome: 'sent' | 'retried' | 'dead'; reason: 'mail' | 'sms' }

export function metric(p: MetricPoint) {
  const dataset = (env as { METRICS?: AnalyticsEngineDataset }).METRICS
  if (!dataset) return
  try {
    dataset.writeDataPoint({
      indexes: [p.kind],
      blobs: [p.kind, p.outcome, 'reason' in p && p.reason ? p.reason.slice(0, 64) : ''],
      doubles: ['ms' in p ? Math.round(p.ms) : 0, 1],
    })
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'metric not written', kind: p.kind, error: String(error) }))
  }
}

/** The catalogue's fixed refusals of the room (party/lib/ledger.ts), named for the chart of refusals by reason. */
const FIXED_REFUSALS: Record<string, string> = {
  [tr.bid.closed]: 'closed',
  [tr.bid.notStarted]: 'not_started',
  [tr.bid.ownAuction]: 'own_auction',
  [tr.bid.amountMin]: 'amount_min',
  [tr.bid.amountMax]: 'amount_max',
  [tr.bid.alreadyHighest]: 'already_highest',
  [tr.bid.notLive]: 'not_live',
  [tr.bid.busy]: 'busy',
  [tr.bid.unavailable]: 'room_unavailable',
}

/**
 * Why a bid was refused, from the answer the member gets: the room's fixed sentences by name; the two that
 * carry figures by their status and field (409 on the total: the price moved; 422 on the amount: below the
 * increment); anything else by its status.
 */
export function refusalReason(error: ApiError): string {
  const fixed = FIXED_REFUSALS[error.body.message]
  if (fixed) return fixed
  const fields = Object.keys(error.body.errors ?? {})
  if (error.status === 409 && fields.includes('total_amount')) return 'price_moved'
  if (error.status === 422 && fields.includes('bid_amount')) return 'below_increment'
  return `status_${error.status}`
}
