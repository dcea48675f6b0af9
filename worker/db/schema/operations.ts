// The alert counters of the tail worker (tail/, docs/operations.md "Alerts"): one row per signal, subject and
// time window. The tail worker adds to `count`; the first time a row reaches its threshold, the same D1
// batch queues the alert mail and stamps `alerted_at`, so one window of one signal mails once.
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

export const ops_alerts = sqliteTable(
  'ops_alerts',
  {
    /** route_errors | room_unreachable | close_late | outbox_failing */
    signal: text('signal').notNull(),
    /** What the signal is about: the route pattern, the room, the auction, the outbox channel. */
    subject: text('subject').notNull(),
    /** Start of the window, UTC milliseconds (a multiple of the signal's window). */
    window_start: integer('window_start').notNull(),
    count: integer('count').notNull().default(0),
    /** The largest figure seen in the window (the close lag in ms; 0 for counted signals). */
    worst: integer('worst').notNull().default(0),
    alerted_at: integer('alerted_at'),
  },
  (t) => [primaryKey({ columns: [t.signal, t.subject, t.window_start] })],
)
