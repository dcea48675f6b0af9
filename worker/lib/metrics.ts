// Metrics: one Analytics Engine data point per event of the bid path, a close, a payment step and an
// outbox delivery (wrangler.toml [[analytics_engine_datasets]] METRICS; docs/operations.md "Metrics").
// Every point has the same layout, so one SQL query reads any of them:
//   index1 = blob1 = kind (bid | newbid | close | payment | outbox), blob2 = outcome, blob3 = reason or channel,
//   blob4 = a bid's path (post | socket), double1 = a duration in ms (decision time, close lag, a NewBid's
//   wait in the coalescer; 0 when none), double2 = 1 (a count: SUM(_sample_interval * double2)),
//   double3 = the bids one NewBid message carried (its coalesced size; 0 for the other kinds).
// The binding is read from `cloudflare:workers` so a deep function (failPayment, the outbox) writes a point
// without every caller passing env down; without the binding (a test, an environment without it) nothing
// is written. A write never throws into the request: a metric is not worth a failed bid.
import { bidRefusalReason } from '#common/bid-refusals.ts'
import { env } from 'cloudflare:workers'
import type { ApiError } from '#common/errors.ts'

export type MetricPoint =
  | { kind: 'bid'; outcome: 'accepted' | 'refused'; reason?: string; ms: number; path: 'post' | 'socket' }
  | { kind: 'newbid'; outcome: 'sent'; ms: number; size: number }
  | { kind: 'close'; outcome: 'bid' | 'unsold'; ms: number }
  | { kind: 'payment'; outcome: 'started' | '3ds' | 'paid' | 'failed'; reason?: string }
  | { kind: 'outbox'; outcome: 'sent' | 'retried' | 'dead'; reason: 'mail' | 'sms' | 'push' }

export function metric(p: MetricPoint) {
  const dataset = (env as { METRICS?: AnalyticsEngineDataset }).METRICS
  if (!dataset) return
  try {
    dataset.writeDataPoint({
      indexes: [p.kind],
      blobs: [p.kind, p.outcome, 'reason' in p && p.reason ? p.reason.slice(0, 64) : '', ...(p.kind === 'bid' ? [p.path] : [])],
      doubles: ['ms' in p ? Math.round(p.ms) : 0, 1, ...(p.kind === 'newbid' ? [p.size] : [])],
    })
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'metric not written', kind: p.kind, error: String(error) }))
  }
}

/** Why a bid by POST was refused, by the names the room uses for its socket's bids (common/bid-refusals.ts). */
export const refusalReason = (error: ApiError): string => bidRefusalReason(error.status, error.body)
