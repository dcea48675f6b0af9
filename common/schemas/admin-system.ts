// The console's system page: mail and SMS that used up their attempts (worker/domain/platform/dead-letters.ts).
import { tr } from '../messages.ts'
import { z } from 'zod'

export const DeadLetter = z.object({
  id: z.number().int(),
  channel: z.enum(['mail', 'sms', 'push']),
  recipient: z.string(),
  subject: z.string().nullable(),
  message_class: z.enum(['transactional', 'commercial']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** The message carried a link or code that has expired: sending it again would be useless. */
  expired: z.boolean(),
})
export type DeadLetter = z.infer<typeof DeadLetter>
export const DeadLettersAnswer = z.object({ dead: z.array(DeadLetter), total: z.number().int() })

/** The system page's charts: the last hour (1-minute buckets) or day (30-minute buckets), from D1. */
export const StatsRange = z.object({ range: z.enum(['hour', 'day'], { error: tr.alert.statsRange }).default('hour') })
const Bucket = z.object({ t: z.number().int(), n: z.number() })
export const SystemStatsAnswer = z.object({
  range: z.enum(['hour', 'day']),
  from: z.number().int(),
  to: z.number().int(),
  bucket_minutes: z.number().int(),
  /** Bids D1 holds (by POST and on the socket alike), per bucket. */
  bids: z.array(Bucket),
  /** The largest close lag behind the end in each bucket, seconds (buy-now closes have none). */
  close_lag_s: z.array(Bucket),
  /** Payment attempts started in the range, how many reached the bank's 3-D Secure page, were paid, failed. */
  payments: z.object({ started: z.number().int(), three_ds: z.number().int(), paid: z.number().int(), failed: z.number().int() }),
  /** The outbox now (waiting, dead) and in the range (sent, died). */
  outbox: z.object({ waiting: z.number().int(), oldest_waiting_s: z.number().int().nullable(), dead: z.number().int(), sent: z.number().int(), died: z.number().int() }),
  /**
   * Bid decision times per bucket, ms, from D1's per-minute counters (bid_stats): decisions counted (by
   * POST and on the sockets, accepted and refused), their mean and the slowest.
   */
  decision_ms: z.array(z.object({ t: z.number().int(), n: z.number().int(), mean: z.number(), max: z.number().int() })),
  /** Mail and SMS per bucket: queued (by creation), sent (by sending time), died (by creation: D1 keeps no time of death). */
  outbox_flow: z.array(z.object({ t: z.number().int(), queued: z.number().int(), sent: z.number().int(), died: z.number().int() })),
  /** 5xx answers per 5-minute window, from the alerts' counters (ops_alerts). */
  errors: z.array(Bucket),
  /**
   * Refused bids (by POST and on the rooms' sockets) from D1's per-minute counters (bid_stats): per bucket
   * and reason, and each reason's total in the range split by path, the largest first.
   */
  refusals: z.object({
    buckets: z.array(Bucket.extend({ reason: z.string() })),
    reasons: z.array(z.object({ reason: z.string(), n: z.number().int(), post: z.number().int(), socket: z.number().int() })),
  }),
})
export type SystemStatsAnswer = z.infer<typeof SystemStatsAnswer>
