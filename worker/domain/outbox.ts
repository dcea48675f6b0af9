// The outbox: mail and SMS are queued with the write that causes them and delivered later, with retries.
import { and, asc, eq, lte } from 'drizzle-orm'
import { mailer } from '../adapters/mail/index.ts'
import { smsSender } from '../adapters/sms/index.ts'
import type { Db } from '../db/client.ts'
import { outbox } from '../db/schema/index.ts'
import type { Env } from '../env.ts'
import { RetryLater } from '../lib/outgoing.ts'

export const queueMail = (db: Db, to: string, subject: string, body: string) =>
  db.insert(outbox).values({ channel: 'mail', recipient: to, subject, body })
export const queueSms = (db: Db, to: string, body: string) => db.insert(outbox).values({ channel: 'sms', recipient: to, body })

const MAX_ATTEMPTS = 8
/** 30 s, 1 min, 2 min … capped at 1 hour. */
const backoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** attempts)
/** A provider's Retry-After is honoured up to a day; our own backoff still applies when it is longer. */
const waitMs = (error: unknown, attempts: number) =>
  Math.max(backoffMs(attempts), error instanceof RetryLater ? Math.min(error.afterMs, 86_400_000) : 0)

/** One key per outbox row, the same on every retry: the provider sends the row's message once. */
export const outboxIdempotencyKey = (row: { id: number; created_at: number }) => `mezat-outbox-${row.id}-${row.created_at}`

/** Sends what is due; a failure is recorded and retried later, never lost. Returns how many were sent. */
export async function deliverOutbox(db: Db, env: Env, now = Date.now(), limit = 50, fetcher: typeof fetch = fetch): Promise<number> {
  const due = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.next_attempt_at, now)))
    .orderBy(asc(outbox.id))
    .limit(limit)
  const mail = mailer(env, fetcher)
  const sms = smsSender(env, fetcher)
  let sent = 0
  for (const row of due) {
    try {
      if (row.channel === 'mail')
        await mail.send({ to: row.recipient, subject: row.subject ?? '', text: row.body, idempotencyKey: outboxIdempotencyKey(row) })
      else await sms.send({ to: row.recipient, text: row.body })
      await db.update(outbox).set({ status: 'sent', sent_at: now, attempts: row.attempts + 1 }).where(eq(outbox.id, row.id))
      sent++
    } catch (error) {
      const attempts = row.attempts + 1
      await db
        .update(outbox)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          next_attempt_at: now + waitMs(error, attempts),
          last_error: String(error).slice(0, 500),
        })
        .where(eq(outbox.id, row.id))
    }
  }
  return sent
}
