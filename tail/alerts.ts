// Counting and alerting: the observations of one batch of trace events are added to D1's `ops_alerts`
// (one row per signal, subject and window), and a row that reaches its threshold queues one mail to the
// operators in the outbox, in the same D1 batch (a transaction): the count, the mail and the stamp that
// stops a second mail land together or not at all. Raw SQL on purpose: the outbox row is built by an
// INSERT … SELECT on the counter, which is what makes the once-per-window atomic.
import { alert, type AlertSignal } from '#common/messages/operations.ts'
import type { Observation } from './signals.ts'

export type TailEnv = {
  DB: D1Database
  /** The operators' address; empty: the counts are kept, no mail is queued, and an error line says so. */
  ALERT_MAIL_TO?: string
  ALERT_ROUTE_ERRORS?: string
  ALERT_ROOM_UNREACHABLE?: string
  ALERT_CLOSE_LAG_MS?: string
  ALERT_OUTBOX_FAILURES?: string
}

type Rule = { windowMinutes: number; threshold: number }

/** A positive integer setting, or its default when unset or not a number. */
const setting = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}

/** The thresholds (wrangler.toml of the tail worker, [vars]) and each signal's window. */
export function rules(env: TailEnv) {
  return {
    closeLagMs: setting(env.ALERT_CLOSE_LAG_MS, 5_000),
    signals: {
      route_errors: { windowMinutes: 5, threshold: setting(env.ALERT_ROUTE_ERRORS, 10) },
      room_unreachable: { windowMinutes: 5, threshold: setting(env.ALERT_ROOM_UNREACHABLE, 3) },
      close_late: { windowMinutes: 15, threshold: 1 },
      outbox_failing: { windowMinutes: 60, threshold: setting(env.ALERT_OUTBOX_FAILURES, 5) },
    } satisfies Record<AlertSignal, Rule>,
  }
}

/** Counters older than this are deleted as the next batch arrives. */
const KEEP_MS = 7 * 86_400_000

type Group = { signal: AlertSignal; subject: string; count: number; worst: number }

/** The observations summed per signal and subject; closes only when later than the setting. */
export function group(observations: readonly Observation[], closeLagMs: number): Group[] {
  const groups = new Map<string, Group>()
  for (const o of observations) {
    if (o.signal === 'close_late' && o.value < closeLagMs) continue
    const subject = o.subject.slice(0, 200)
    const key = `${o.signal}\u0000${subject}`
    const g = groups.get(key) ?? { signal: o.signal, subject, count: 0, worst: 0 }
    g.count++
    if (o.signal === 'close_late') g.worst = Math.max(g.worst, o.value)
    groups.set(key, g)
  }
  return [...groups.values()]
}

function statements(db: D1Database, g: Group, rule: Rule, to: string | null, now: number) {
  const windowStart = now - (now % (rule.windowMinutes * 60_000))
  const row = [g.signal, g.subject, windowStart] as const
  const due = 'signal = ? AND subject = ? AND window_start = ? AND count >= ? AND alerted_at IS NULL'
  const upsert = db
    .prepare(
      `INSERT INTO ops_alerts (signal, subject, window_start, count, worst) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (signal, subject, window_start) DO UPDATE SET count = count + excluded.count, worst = max(worst, excluded.worst)`,
    )
    .bind(...row, g.count, g.worst)
  if (!to) return [upsert]
  const body = alert.body(g.signal, g.subject, rule.windowMinutes, rule.threshold)
  return [
    upsert,
    db
      .prepare(
        `INSERT INTO outbox (channel, recipient, subject, body, created_at)
         SELECT 'mail', ?, ?, replace(replace(?, '{count}', count), '{worst}', worst), ? FROM ops_alerts WHERE ${due}`,
      )
      .bind(to, alert.subject(g.signal, g.subject), body, now, ...row, rule.threshold),
    db.prepare(`UPDATE ops_alerts SET alerted_at = ? WHERE ${due}`).bind(now, ...row, rule.threshold),
  ]
}

/** Adds the observations to the counters; returns how many alert mails were queued. */
export async function record(env: TailEnv, observations: readonly Observation[], now = Date.now()): Promise<number> {
  const r = rules(env)
  const groups = group(observations, r.closeLagMs)
  if (!groups.length) return 0
  const to = env.ALERT_MAIL_TO?.trim() || null
  if (!to) console.error(JSON.stringify({ level: 'error', msg: 'ALERT_MAIL_TO is not set: alerts are counted, not mailed' }))
  const batch = groups.flatMap((g) => statements(env.DB, g, r.signals[g.signal], to, now))
  batch.push(env.DB.prepare('DELETE FROM ops_alerts WHERE window_start < ?').bind(now - KEEP_MS))
  const results = await env.DB.batch(batch)
  // The INSERT … SELECT of each group is the second statement of its three.
  return to ? groups.reduce((n, _, i) => n + (results[i * 3 + 1]?.meta.changes ?? 0), 0) : 0
}
