// "Hesabımı kapat" (docs/privacy.md "Closing an account"): refused while something is open; otherwise, in one
// D1 batch, every session is revoked, consents are withdrawn (and go to İYS), what Mezat has no duty to keep is
// deleted and the member's row becomes an anonymous shell. Orders, invoices, payments, payouts, bids and
// pre-information confirmations stay, tied to that shell, until the periodic job destroys their personal
// parts when their retention period (common/retention.ts) has run.
import { ApiError, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { CONSENT_TEXT_VERSION } from '#common/schemas/message-consents.ts'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { data_exports, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { verifyPassword } from '../../lib/password.ts'
import { openThings } from './close-open-things.ts'

/** The member's rows that go at once: nothing in them is a record the law makes Mezat keep. */
const DELETED = [
  'DELETE FROM delivery_addresses WHERE user_id = ?1',
  'DELETE FROM invoice_addresses WHERE user_id = ?1',
  'DELETE FROM watchlist WHERE user_id = ?1',
  'DELETE FROM auto_bids WHERE user_id = ?1',
  'DELETE FROM notifications WHERE user_id = ?1',
  "DELETE FROM outbox WHERE channel = 'push' AND user_id = ?1",
  'DELETE FROM push_subscriptions WHERE user_id = ?1',
  'DELETE FROM live_show_reminders WHERE user_id = ?1',
  'DELETE FROM answers WHERE user_id = ?1',
  'DELETE FROM questions WHERE user_id = ?1',
  'DELETE FROM live_chat_messages WHERE user_id = ?1',
  'DELETE FROM live_chat_mutes WHERE user_id = ?1',
  'DELETE FROM support_tickets WHERE user_id = ?1',
  'DELETE FROM carts WHERE user_id = ?1',
  'DELETE FROM phone_verifications WHERE user_id = ?1',
  'DELETE FROM data_exports WHERE user_id = ?1',
  'DELETE FROM password_resets WHERE email = (SELECT email FROM users WHERE id = ?1)',
  'DELETE FROM contact_messages WHERE email = (SELECT email FROM users WHERE id = ?1)',
  `DELETE FROM outbox WHERE recipient = (SELECT email FROM users WHERE id = ?1)
     OR recipient IN (SELECT phone_1 FROM users WHERE id = ?1 AND phone_1 IS NOT NULL)
     OR recipient IN (SELECT '+90' || phone_1 FROM users WHERE id = ?1 AND phone_1 IS NOT NULL)`,
  // A rating stays for the seller it rates; the words written with it are the member's.
  "UPDATE seller_ratings SET comment = '' WHERE rated_by_user_id = ?1",
]

/**
 * Each channel still consented to is withdrawn, with the address or number İYS knows it by written on the
 * row now, before the member's row forgets it (worker/domain/platform/iys-sync.ts sends it from there).
 */
const WITHDRAW = `INSERT INTO message_consents (user_id, channel, granted, source, text_version, recorded_at, iys_recipient)
  SELECT ?1, m.channel, 0, 'account_closed', ?3, ?2,
    CASE WHEN m.channel = 'email' THEN u.email WHEN u.phone_1 IS NOT NULL THEN '+90' || u.phone_1 END
  FROM message_consents m JOIN users u ON u.id = m.user_id
  WHERE m.user_id = ?1 AND m.granted = 1
    AND m.id = (SELECT max(id) FROM message_consents WHERE user_id = ?1 AND channel = m.channel)`

/** The shell: unique placeholders where the schema needs a value, nothing that points to the person. */
const ANONYMISE = `UPDATE users SET
  username = 'kapali_' || id, username_normalized = 'kapali_' || id, email = 'kapali-' || id || '@kapali.invalid',
  password_hash = '!', title = ?3, slug = 'kapali-' || id, first_name = NULL, last_name = NULL, tckn = NULL,
  phone_1 = NULL, phone_verified_at = NULL, email_verified_at = NULL, birth_day = NULL, birth_month = NULL,
  birth_year = NULL, bank_title = NULL, bank_account_name = NULL, bank_iban = NULL, closed_at = ?2, updated_at = ?2
  WHERE id = ?1`

/** POST /api/user/close: the password, then the open things, then the closure; throws the refusal. */
export async function closeAccount(db: Db, env: Env, userId: number, password: string, now = Date.now()) {
  const [member] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId))
  if (!member || !(await verifyPassword(password, member.hash))) throw invalidField('password', tr.closeAccount.wrongPassword)
  const open = await openThings(db.$client, userId)
  if (open.length)
    throw new ApiError(409, {
      message: tr.closeAccount.refused,
      errors: { account: open.map((o) => tr.closeAccount.open[o.kind](o.count)) },
    })
  const files = await db
    .select({ key: data_exports.object_key })
    .from(data_exports)
    .where(and(eq(data_exports.user_id, userId), eq(data_exports.status, 'ready')))
  const d1 = db.$client
  // ?1 the member, ?2 now, ?3 the statement's text; each statement is given as many as it numbers.
  const bind = (sql: string) => {
    const used = Math.max(...[...sql.matchAll(/\?(\d)/g)].map((m) => Number(m[1])))
    return d1.prepare(sql).bind(...[userId, now, sql === WITHDRAW ? CONSENT_TEXT_VERSION : tr.closeAccount.closedTitle].slice(0, used))
  }
  await d1.batch([
    bind('UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL'),
    bind(WITHDRAW),
    ...DELETED.map(bind),
    bind(ANONYMISE),
  ])
  const keys = files.flatMap((f) => (f.key ? [f.key] : []))
  if (keys.length) await env.EXPORTS.delete(keys)
}
