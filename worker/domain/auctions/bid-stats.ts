// Bid decisions counted per minute in D1 (bid_stats; docs/operations.md "Metrics"), beside the Analytics
// Engine points: the system page reads refusals by reason from here. A bid by POST is counted by the worker
// (an accepted one in the bid's own D1 batch, so it costs no round trip); a bid on a room's socket arrives
// in the room's metrics report, with the room's NewBid messages (their coalesced size goes to Analytics
// Engine only).
import { lt, sql } from 'drizzle-orm'
import type { RoomMetricsReport } from '#common/schemas/room.ts'
import type { Db } from '../../db/client.ts'
import { bid_stats } from '../../db/schema/index.ts'
import { metric } from '../../lib/metrics.ts'
import type { Statement } from './projection.ts'

type Decision = { path: 'post' | 'socket'; outcome: 'accepted' | 'refused'; reason: string; ms: number; at: number }

/** The per-minute counters are read for a day at most; a week is kept for a look back after an incident. */
const KEEP_MS = 7 * 86_400_000
const minuteOf = (at: number) => at - (at % 60_000)

/** One upsert per (minute, path, outcome, reason) of these decisions. */
export function bidStatStatements(db: Db, decisions: Decision[]): Statement[] {
  const rows = new Map<string, typeof bid_stats.$inferInsert & { count: number; ms_total: number; ms_max: number }>()
  for (const d of decisions) {
    const row = { minute: minuteOf(d.at), path: d.path, outcome: d.outcome, reason: d.outcome === 'accepted' ? '' : d.reason }
    const key = `${row.minute}|${row.path}|${row.outcome}|${row.reason}`
    const ms = Math.max(0, Math.round(d.ms))
    const got = rows.get(key) ?? { ...row, count: 0, ms_total: 0, ms_max: 0 }
    rows.set(key, { ...got, count: got.count + 1, ms_total: got.ms_total + ms, ms_max: Math.max(got.ms_max, ms) })
  }
  return [...rows.values()].map((row) =>
    db
      .insert(bid_stats)
      .values(row)
      .onConflictDoUpdate({
        target: [bid_stats.minute, bid_stats.path, bid_stats.outcome, bid_stats.reason],
        set: {
          count: sql`${bid_stats.count} + excluded.count`,
          ms_total: sql`${bid_stats.ms_total} + excluded.ms_total`,
          ms_max: sql`max(${bid_stats.ms_max}, excluded.ms_max)`,
        },
      }),
  )
}

/** A bid by POST the room or the worker refused: its counter alone (a metric never fails the answer). */
export async function countPostRefusal(db: Db, reason: string, ms: number) {
  try {
    const [one] = bidStatStatements(db, [{ path: 'post', outcome: 'refused', reason, ms, at: Date.now() }])
    await db.batch([one!])
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'bid counter not written', reason, error: String(error) }))
  }
}

/** A room's report: its socket's bids and its NewBid messages as data points, the bids counted in D1. */
export async function recordRoomMetrics(db: Db, report: RoomMetricsReport, now = Date.now()) {
  for (const b of report.bids) metric({ kind: 'bid', outcome: b.outcome, reason: b.reason, ms: b.ms, path: 'socket' })
  for (const m of report.newbids) metric({ kind: 'newbid', outcome: 'sent', ms: m.ms, size: m.size })
  // A room's clock is the room's: a report is counted in the minute it says, never in the future.
  const decisions = report.bids.map((b) => ({ ...b, path: 'socket' as const, at: Math.min(b.at, now) }))
  await db.batch([db.delete(bid_stats).where(lt(bid_stats.minute, now - KEEP_MS)), ...bidStatStatements(db, decisions)])
  return { bids: report.bids.length, newbids: report.newbids.length }
}
