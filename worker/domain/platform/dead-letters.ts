// Dead letters: outbox rows that used up their attempts (status `failed`, see outbox.ts MAX_ATTEMPTS). They
// stay in the table so an editor sees them on /yonetim/sistem with their last error, and sends one again
// once the cause is fixed (a provider key, a full mailbox). docs/operations.md "Mail and SMS".
import { conflict } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { audit_log, outbox } from '../../db/schema/index.ts'
import { found } from './found.ts'
import { MAX_ATTEMPTS } from './outbox.ts'

const m = tr.admin
const DEAD_SHOWN = 100

/**
 * The newest dead messages and how many there are. The body is never shown: a reset mail or an SMS code
 * carries a secret, and the subject, channel and recipient are enough to tell which message it was.
 */
export async function listDeadLetters(db: Db) {
  const dead = eq(outbox.status, 'failed')
  const [rows, totals] = await db.batch([
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        message_class: outbox.message_class,
        attempts: outbox.attempts,
        last_error: outbox.last_error,
        created_at: outbox.created_at,
        expires_at: outbox.expires_at,
      })
      .from(outbox)
      .where(dead)
      .orderBy(desc(outbox.id))
      .limit(DEAD_SHOWN),
    db.select({ n: sql<number>`count(*)` }).from(outbox).where(dead),
  ])
  return { rows, total: totals[0]?.n ?? 0 }
}

/**
 * Puts one dead message back in the queue for a single further attempt (attempts = MAX_ATTEMPTS - 1): if the
 * cause is not fixed it is dead again after one try, not after another two hours of retries. The audit row
 * is inserted by a SELECT on the row still being dead, in the same batch as the update, so two clicks at
 * once requeue it once and leave one record.
 */
export async function resendDeadLetter(db: Db, editorId: number, id: number, now = Date.now()) {
  const row = found(await db.query.outbox.findFirst({ where: eq(outbox.id, id) }), m.messageNotFound)
  if (row.status !== 'failed') throw conflict(m.messageNotDead)
  if (row.expires_at !== null && row.expires_at <= now) throw conflict(m.messageSecretExpired)
  const stillDead = and(eq(outbox.id, id), eq(outbox.status, 'failed'))
  const detail = JSON.stringify({ channel: row.channel, attempts: row.attempts, last_error: row.last_error })
  const [audited] = await db.batch([
    db.insert(audit_log).select(
      sql`SELECT null, ${editorId}, 'resend', 'outbox', CAST(id AS TEXT), ${detail}, ${now} FROM ${outbox}
          WHERE id = ${id} AND status = 'failed'`,
    ),
    db
      .update(outbox)
      .set({ status: 'pending', attempts: MAX_ATTEMPTS - 1, next_attempt_at: now })
      .where(stillDead),
  ])
  if (audited.meta.changes !== 1) throw conflict(m.messageNotDead)
}
