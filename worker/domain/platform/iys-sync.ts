// Every consent change goes to İYS (docs/privacy.md "Commercial messages and İYS"): the cron hands pending
// rows to the İYS adapter, with the member's address or phone as it is now. A row İYS refused stays with
// its errors for people to see; one İYS could not take (network, 5xx) is retried with backoff. An SMS or
// call consent of a member with no phone yet waits until one is saved.
import { and, asc, eq, lte } from 'drizzle-orm'
import { iysProvider } from '../../adapters/iys/index.ts'
import { IysRefused, type IysConsent, type IysProvider } from '../../adapters/iys/types.ts'
import type { Db } from '../../db/client.ts'
import { message_consents, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'

const TYPE = { sms: 'MESAJ', email: 'EPOSTA', call: 'ARAMA' } as const
/** 1 min, 2 min … capped at 6 hours; a member without a phone is looked at again after the cap. */
const backoffMs = (attempts: number) => Math.min(6 * 3_600_000, 60_000 * 2 ** attempts)

type Due = {
  id: number
  channel: 'sms' | 'email' | 'call'
  granted: boolean
  recorded_at: number
  attempts: number
  email: string
  phone: string | null
  /** Written when the row was made only where the member's row will forget it (a closed account's withdrawal). */
  kept: string | null
}

const recipientOf = (row: Due) => row.kept ?? (row.channel === 'email' ? row.email : row.phone ? `+90${row.phone}` : null)

export async function syncIysConsents(db: Db, env: Env, now = Date.now(), fetcher: typeof fetch = fetch, limit = 50): Promise<number> {
  const due: Due[] = await db
    .select({
      id: message_consents.id,
      channel: message_consents.channel,
      granted: message_consents.granted,
      recorded_at: message_consents.recorded_at,
      attempts: message_consents.iys_attempts,
      email: users.email,
      phone: users.phone_1,
      kept: message_consents.iys_recipient,
    })
    .from(message_consents)
    .innerJoin(users, eq(users.id, message_consents.user_id))
    .where(and(eq(message_consents.iys_state, 'pending'), lte(message_consents.iys_next_at, now)))
    .orderBy(asc(message_consents.id))
    .limit(limit)
  if (!due.length) return 0
  let iys: IysProvider
  try {
    iys = iysProvider(env, fetcher)
  } catch (error) {
    // Not configured yet (production without the İYS secrets): the rows wait, and the cron's other work goes on.
    console.error(JSON.stringify({ level: 'error', msg: 'iys not configured', error: String(error) }))
    return 0
  }
  let sent = 0
  for (const row of due) {
    const recipient = recipientOf(row)
    if (!recipient) {
      await db
        .update(message_consents)
        .set({ iys_next_at: now + backoffMs(20) })
        .where(eq(message_consents.id, row.id))
      continue
    }
    const consent: IysConsent = { consentDate: row.recorded_at, recipient, type: TYPE[row.channel], status: row.granted ? 'ONAY' : 'RET' }
    try {
      const { transactionId } = await iys.addConsent(consent)
      await db
        .update(message_consents)
        .set({
          iys_state: 'sent',
          iys_recipient: recipient,
          iys_transaction_id: transactionId,
          iys_attempts: row.attempts + 1,
          iys_error: null,
        })
        .where(eq(message_consents.id, row.id))
      sent++
    } catch (error) {
      const refused = error instanceof IysRefused
      await db
        .update(message_consents)
        .set({
          iys_state: refused ? 'refused' : 'pending',
          iys_recipient: recipient,
          iys_attempts: row.attempts + 1,
          iys_next_at: now + backoffMs(row.attempts + 1),
          iys_error: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(message_consents.id, row.id))
    }
  }
  return sent
}
