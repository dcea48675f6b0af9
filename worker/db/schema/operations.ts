// The alert counters of the tail worker (tail/, docs/operations.md "Alerts"): one row per signal, subject and
// time window. The tail worker adds to `count`; the first time a row reaches its threshold, the same D1
// batch queues the alert mail and stamps `alerted_at`, so one window of one signal mails once.
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { counter } from './_columns.ts'

export const ops_alerts = sqliteTable(
  'ops_alerts',
  {
    /** route_errors | room_unreachable | close_late | outbox_failing */
    signal: text('signal').notNull(),
    /** What the signal is about: the route pattern, the room, the auction, the outbox channel. */
    subject: text('subject').notNull(),
    /** Start of the window, UTC milliseconds (a multiple of the signal's window). */
    window_start: integer('window_start').notNull(),
    count: counter('count'),
    /** The largest figure seen in the window (the close lag in ms; 0 for counted signals). */
    worst: integer('worst').notNull().default(0),
    alerted_at: integer('alerted_at'),
  },
  (t) => [primaryKey({ columns: [t.signal, t.subject, t.window_start] })],
)

/**
 * Bid decisions counted per UTC minute, path, outcome and reason (docs/operations.md "Metrics"): the system
 * page's refusals by reason, which Analytics Engine also holds but a page cannot read locally. The worker
 * adds a POST bid's decision (an accepted one in the bid's own D1 batch); a room reports its socket bids
 * about once a second (POST /api/internal/rooms/{id}/metrics). One row per key, added to, never rewritten.
 */
export const bid_stats = sqliteTable(
  'bid_stats',
  {
    /** Start of the minute, UTC milliseconds. */
    minute: integer('minute').notNull(),
    /** post | socket */
    path: text('path').notNull(),
    /** accepted | refused */
    outcome: text('outcome').notNull(),
    /** A refusal's name (worker/lib/metrics.ts, common/bid-refusals.ts); '' for accepted bids. */
    reason: text('reason').notNull().default(''),
    count: counter('count'),
    /** Decision times added up and the largest, ms (the mean is ms_total / count). */
    ms_total: integer('ms_total').notNull().default(0),
    ms_max: integer('ms_max').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.minute, t.path, t.outcome, t.reason] })],
)
