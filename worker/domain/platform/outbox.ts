// The outbox: mail, SMS and web push are queued with the write that causes them and delivered later, with retries.
// Delivery claims its rows first (a lease), so two cron runs never send one message twice. Rows carrying a
// secret (a reset or verification link, a phone code) expire with it; in production they are deleted as soon
// as they are sent (docs/security.md "The outbox keeps no secrets").
import { tr } from '#common/messages.ts'
import { and, asc, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm'
import { mailer } from '../../adapters/mail/index.ts'
import { smsSender } from '../../adapters/sms/index.ts'
import type { Db } from '../../db/client.ts'
import { outbox } from '../../db/schema/index.ts'
import { isProduction, type Env } from '../../env.ts'
import { metric } from '../../lib/metrics.ts'
import { RetryLater } from '../../lib/outgoing.ts'
import { consents, optOutPage, optOutPost } from './message-consents.ts'
import { sendPush } from './push.ts'

/** `secretUntil`: the row carries a secret valid until then; it is deleted at that time at the latest. */
type Secret = { secretUntil?: number }

export const queueMail = (db: Db, to: string, subject: string, body: string, o: Secret = {}) =>
  db.insert(outbox).values({ channel: 'mail', recipient: to, subject, body, expires_at: o.secretUntil ?? null })
export const queueSms = (db: Db, to: string, body: string, o: Secret & { now?: number } = {}) =>
  db.insert(outbox).values({ channel: 'sms', recipient: to, body, expires_at: o.secretUntil ?? null, created_at: o.now ?? Date.now() })

/**
 * A commercial message (a digest, a campaign) to a member: it goes out only if the member consents to
 * commercial messages on its channel when it is due (checked again at delivery, so an opt-out in between
 * stops it), and it carries the opt-out link; a mail also carries List-Unsubscribe with one-click POST.
 */
export async function queueCommercial(
  db: Db,
  env: Env,
  m: { userId: number; channel: 'mail' | 'sms'; to: string; subject?: string; body: string },
) {
  const link = await optOutPage(env, m.userId, m.channel === 'mail' ? 'email' : 'sms')
  const footer = m.channel === 'mail' ? tr.messageConsent.mailFooter(link) : tr.messageConsent.smsFooter(link)
  const [row] = await db
    .insert(outbox)
    .values({
      channel: m.channel,
      recipient: m.to,
      subject: m.subject ?? null,
      body: `${m.body}\n\n${footer}`,
      message_class: 'commercial',
      user_id: m.userId,
    })
    .returning({ id: outbox.id })
  return row!
}

type Row = typeof outbox.$inferSelect

/** A commercial row whose member does not consent (now) to its channel: never sent. */
const withheld = async (db: Db, row: Row) =>
  row.message_class === 'commercial' &&
  (row.user_id === null || !(await consents(db, row.user_id, row.channel === 'mail' ? 'email' : 'sms')))

/** RFC 2369 / RFC 8058 headers of a commercial mail: mail clients show an unsubscribe button that POSTs once. */
const listUnsubscribe = async (env: Env, row: Row) =>
  row.message_class === 'commercial' && row.user_id !== null
    ? { 'List-Unsubscribe': `<${await optOutPost(env, row.user_id, 'email')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined

/** Attempts before a row is dead (status `failed`): about two hours of backoff, then an editor decides. */
export const MAX_ATTEMPTS = 8
/** 30 s, 1 min, 2 min … capped at 1 hour. */
const backoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** attempts)
/** A provider's Retry-After is honoured up to a day; our own backoff still applies when it is longer. */
const waitMs = (error: unknown, attempts: number) =>
  Math.max(backoffMs(attempts), error instanceof RetryLater ? Math.min(error.afterMs, 86_400_000) : 0)

/** One key per outbox row, the same on every retry: the provider sends the row's message once. */
export const outboxIdempotencyKey = (row: { id: number; created_at: number }) => `mezat-outbox-${row.id}-${row.created_at}`

/**
 * How long a run holds the rows it claimed. Longer than a scheduled invocation can live (15 minutes of wall
 * time), so a row is taken over only from a run that is certainly gone.
 */
export const CLAIM_LEASE_MS = 20 * 60_000

/** Claims up to `limit` due rows for this run in one statement: another run's UPDATE no longer matches them. */
async function claimDue(db: Db, now: number, limit: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(or(eq(outbox.status, 'pending'), eq(outbox.status, 'sending')), lte(outbox.next_attempt_at, now)))
    .orderBy(asc(outbox.id))
    .limit(limit)
  const rows = await db
    .update(outbox)
    .set({ status: 'sending', next_attempt_at: now + CLAIM_LEASE_MS })
    .where(and(inArray(outbox.id, due), or(eq(outbox.status, 'pending'), eq(outbox.status, 'sending')), lte(outbox.next_attempt_at, now)))
    .returning()
  return rows.sort((a, b) => a.id - b.id)
}

/** Sends one row by its channel: true when it went out, false when it is dropped for good (a push the device no longer takes). */
async function sendRow(db: Db, env: Env, row: Row, fetcher: typeof fetch): Promise<{ sent: boolean; why?: string }> {
  if (row.channel === 'push') return sendPush(db, env, row, fetcher)
  if (row.channel === 'mail') {
    const headers = await listUnsubscribe(env, row)
    await mailer(env, fetcher).send({
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.body,
      idempotencyKey: outboxIdempotencyKey(row),
      headers,
    })
  } else await smsSender(env, fetcher).send({ to: row.recipient, text: row.body })
  return { sent: true }
}

/** Sends what is due; a failure is recorded and retried later, never lost. Returns how many were sent. */
export async function deliverOutbox(db: Db, env: Env, now = Date.now(), limit = 50, fetcher: typeof fetch = fetch): Promise<number> {
  await db.delete(outbox).where(and(isNotNull(outbox.expires_at), lte(outbox.expires_at, now)))
  const due = await claimDue(db, now, limit)
  let sent = 0
  for (const row of due) {
    try {
      if (await withheld(db, row)) {
        await db
          .update(outbox)
          .set({ status: 'withheld', attempts: row.attempts + 1 })
          .where(eq(outbox.id, row.id))
        continue
      }
      const outcome = await sendRow(db, env, row, fetcher)
      if (!outcome.sent) {
        // Never sent and never will be (push: the device is gone, or push is off on this server).
        console.warn(JSON.stringify({ level: 'warn', msg: 'outbox row dropped', outbox_id: row.id, channel: row.channel, why: outcome.why }))
        await db
          .update(outbox)
          .set({ status: 'withheld', attempts: row.attempts + 1, last_error: outcome.why ?? null })
          .where(eq(outbox.id, row.id))
        continue
      }
      if (row.expires_at !== null && isProduction(env)) await db.delete(outbox).where(eq(outbox.id, row.id))
      else
        await db
          .update(outbox)
          .set({ status: 'sent', sent_at: now, attempts: row.attempts + 1 })
          .where(eq(outbox.id, row.id))
      sent++
      metric({ kind: 'outbox', outcome: 'sent', reason: row.channel })
    } catch (error) {
      await failed(db, row, error, now)
    }
  }
  return sent
}

/** A failed attempt: retried after a backoff, dead (status `failed`) after MAX_ATTEMPTS. */
async function failed(db: Db, row: Row, error: unknown, now: number) {
  const attempts = row.attempts + 1
  // Read by the tail worker's outbox alert (tail/signals.ts); the recipient is personal, so never written.
  const line = { level: 'warn', msg: 'outbox send failed', outbox_id: row.id, channel: row.channel, attempts, dead: attempts >= MAX_ATTEMPTS }
  console.error(JSON.stringify(line))
  metric({ kind: 'outbox', outcome: line.dead ? 'dead' : 'retried', reason: row.channel })
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

/** The newest 100 outbox rows, to one recipient if given (development's /__dev/outbox pages). */
export const recentOutbox = (db: Db, to?: string) =>
  db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.recipient, to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(100)
