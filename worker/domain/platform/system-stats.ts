// The system page's charts (docs/operations.md "Metrics"): the figures that live in D1, read in one batch.
// Refusals by reason come from bid_stats, the per-minute counters the bid path keeps beside its Analytics
// Engine points (worker/domain/auctions/bid-stats.ts).
import type { SystemStatsAnswer } from '#common/schemas/admin-system.ts'
import { and, count, eq, gte, inArray, lt, max, min, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, bid_stats, bids, ops_alerts, outbox, payments } from '../../db/schema/index.ts'

const RANGES = { hour: { ms: 3_600_000, bucket: 1 }, day: { ms: 86_400_000, bucket: 30 } } as const

type Bucketed = typeof bids.created_at | typeof auctions.closed_at | typeof bid_stats.minute | typeof outbox.created_at | typeof outbox.sent_at

/** The page's statements, for one D1 batch (one round trip). */
function statements(db: Db, from: number, to: number, size: number) {
  // The bucket size is written into the SQL (one of two constants): a bound number would be a REAL to D1,
  // and the division would no longer round down to the bucket.
  const bucketOf = (col: Bucketed) => sql<number>`(${col} / ${sql.raw(String(size))}) * ${sql.raw(String(size))}`.mapWith(Number)
  const inRange = (col: typeof bid_stats.minute) => and(gte(col, from), lt(col, to))
  return [
    db.select({ t: bucketOf(bids.created_at), n: count() }).from(bids).where(gte(bids.created_at, from)).groupBy(sql`1`),
    db
      .select({ t: bucketOf(auctions.closed_at), n: max(sql<number>`max(0, ${auctions.closed_at} - ${auctions.end_time}) / 1000`) })
      .from(auctions)
      .where(and(gte(auctions.closed_at, from), ne(auctions.sold_via, 'buynow')))
      .groupBy(sql`1`),
    db
      .select({
        started: count(),
        three_ds: count(payments.provider_payment_id),
        paid: sql<number>`sum(${payments.status} = 'success')`.mapWith(Number),
        failed: sql<number>`sum(${payments.status} = 'failure')`.mapWith(Number),
      })
      .from(payments)
      .where(gte(payments.created_at, from)),
    db
      .select({ waiting: count(), oldest: min(outbox.created_at) })
      .from(outbox)
      .where(inArray(outbox.status, ['pending', 'sending'])),
    db
      .select({
        dead: sql<number>`sum(${outbox.status} = 'failed')`.mapWith(Number),
        sent: sql<number>`sum(${outbox.sent_at} >= ${from})`.mapWith(Number),
        died: sql<number>`sum(${outbox.status} = 'failed' AND ${outbox.created_at} >= ${from})`.mapWith(Number),
      })
      .from(outbox)
      .where(inArray(outbox.status, ['failed', 'sent'])),
    db
      .select({ t: ops_alerts.window_start, n: sql<number>`sum(${ops_alerts.count})`.mapWith(Number) })
      .from(ops_alerts)
      .where(and(eq(ops_alerts.signal, 'route_errors'), gte(ops_alerts.window_start, from), lt(ops_alerts.window_start, to)))
      .groupBy(ops_alerts.window_start),
    db
      .select({ t: bucketOf(bid_stats.minute), reason: bid_stats.reason, path: bid_stats.path, n: sql<number>`sum(${bid_stats.count})`.mapWith(Number) })
      .from(bid_stats)
      .where(and(eq(bid_stats.outcome, 'refused'), inRange(bid_stats.minute)))
      .groupBy(sql`1`, bid_stats.reason, bid_stats.path),
    db
      .select({
        t: bucketOf(bid_stats.minute),
        n: sql<number>`sum(${bid_stats.count})`.mapWith(Number),
        ms: sql<number>`sum(${bid_stats.ms_total})`.mapWith(Number),
        max: sql<number>`max(${bid_stats.ms_max})`.mapWith(Number),
      })
      .from(bid_stats)
      .where(inRange(bid_stats.minute))
      .groupBy(sql`1`),
    db
      .select({ t: bucketOf(outbox.created_at), queued: count(), died: sql<number>`sum(${outbox.status} = 'failed')`.mapWith(Number) })
      .from(outbox)
      .where(and(gte(outbox.created_at, from), ne(outbox.status, 'withheld')))
      .groupBy(sql`1`),
    db.select({ t: bucketOf(outbox.sent_at), sent: count() }).from(outbox).where(gte(outbox.sent_at, from)).groupBy(sql`1`),
  ] as const
}

export async function systemStats(db: Db, range: 'hour' | 'day', now = Date.now()): Promise<SystemStatsAnswer> {
  const { ms, bucket } = RANGES[range]
  const size = bucket * 60_000
  const to = now - (now % size) + size
  const from = to - ms
  const [bidRows, lagRows, pay, box, moved, errorRows, refusalRows, decisionRows, queuedRows, sentRows] = await db.batch(statements(db, from, to, size))
  const p = pay[0]
  const b = box[0]
  const m = moved[0]
  return {
    range,
    from,
    to,
    bucket_minutes: bucket,
    bids: bidRows.map((r) => ({ t: r.t, n: r.n })),
    close_lag_s: lagRows.map((r) => ({ t: r.t, n: Number(r.n ?? 0) })),
    payments: { started: p?.started ?? 0, three_ds: p?.three_ds ?? 0, paid: p?.paid ?? 0, failed: p?.failed ?? 0 },
    outbox: {
      waiting: b?.waiting ?? 0,
      oldest_waiting_s: b?.oldest ? Math.max(0, Math.round((now - b.oldest) / 1000)) : null,
      dead: m?.dead ?? 0,
      sent: m?.sent ?? 0,
      died: m?.died ?? 0,
    },
    decision_ms: decisionRows.map((r) => ({ t: r.t, n: r.n, mean: r.n > 0 ? Math.round((r.ms / r.n) * 10) / 10 : 0, max: r.max })),
    outbox_flow: outboxFlow(queuedRows, sentRows),
    errors: errorRows.map((r) => ({ t: r.t, n: r.n })),
    refusals: byReason(refusalRows),
  }
}

/** Queued and died (by creation) and sent (by sending time) merged into one row per bucket, in time order. */
function outboxFlow(queued: { t: number; queued: number; died: number }[], sent: { t: number; sent: number }[]): SystemStatsAnswer['outbox_flow'] {
  const rows = new Map<number, SystemStatsAnswer['outbox_flow'][number]>()
  const at = (t: number) => rows.get(t) ?? { t, queued: 0, sent: 0, died: 0 }
  for (const q of queued) rows.set(q.t, { ...at(q.t), queued: q.queued, died: q.died })
  for (const s of sent) rows.set(s.t, { ...at(s.t), sent: s.sent })
  return [...rows.values()].sort((x, y) => x.t - y.t)
}

/** The refusal rows (bucket, reason, path) as the chart reads them: per bucket and reason, and per reason. */
function byReason(rows: { t: number; reason: string; path: string; n: number }[]): SystemStatsAnswer['refusals'] {
  const buckets = new Map<string, { t: number; reason: string; n: number }>()
  const reasons = new Map<string, { reason: string; n: number; post: number; socket: number }>()
  for (const r of rows) {
    const key = `${r.t}|${r.reason}`
    const b = buckets.get(key) ?? { t: r.t, reason: r.reason, n: 0 }
    buckets.set(key, { ...b, n: b.n + r.n })
    const total = reasons.get(r.reason) ?? { reason: r.reason, n: 0, post: 0, socket: 0 }
    reasons.set(r.reason, { ...total, n: total.n + r.n, [r.path === 'socket' ? 'socket' : 'post']: total[r.path === 'socket' ? 'socket' : 'post'] + r.n })
  }
  return { buckets: [...buckets.values()].sort((x, y) => x.t - y.t), reasons: [...reasons.values()].sort((x, y) => y.n - x.n || x.reason.localeCompare(y.reason)) }
}
