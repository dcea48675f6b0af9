// Consents to commercial electronic messages (6563 m.6, docs/privacy.md "Commercial messages and İYS"):
// one row per change, never updated but for its delivery to İYS, so the history is the proof the sender
// must keep.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { counter, id, optionalRef, state } from './_columns.ts'
import { memberOwned, memberRef, users } from './members.ts'

export const message_consents = sqliteTable(
  'message_consents',
  {
    id: id(),
    user_id: memberRef('user_id'),
    /** sms, email, call: İYS's MESAJ, EPOSTA, ARAMA. */
    channel: text('channel', { enum: ['sms', 'email', 'call'] }).notNull(),
    granted: integer('granted', { mode: 'boolean' }).notNull(),
    /** Where the member said it: the registration form, the preferences page, the opt-out link of a message; or the account's closure (a withdrawal). */
    source: text('source', { enum: ['registration', 'preferences', 'unsubscribe_link', 'account_closed'] }).notNull(),
    /** The version of the consent text the member saw (common/schemas/message-consents.ts CONSENT_TEXT_VERSION). */
    text_version: text('text_version').notNull(),
    recorded_at: integer('recorded_at').notNull(),
    /** Delivery to İYS: pending until İYS took it (sent) or refused it (refused: its errors in iys_error). */
    iys_state: state('iys_state', ['pending', 'sent', 'refused']),
    iys_attempts: counter('iys_attempts'),
    iys_next_at: integer('iys_next_at').notNull().default(0),
    /** The address or number sent to İYS, as it was then. */
    iys_recipient: text('iys_recipient'),
    iys_transaction_id: text('iys_transaction_id'),
    iys_error: text('iys_error'),
  },
  (t) => [
    index('message_consents_user_idx').on(t.user_id, t.channel, t.id),
    index('message_consents_iys_idx').on(t.iys_state, t.iys_next_at),
  ],
)

/**
 * "Verilerimi indir" (docs/privacy.md "The member's own data"): one row per export a member asked for, built
 * in the background into the EXPORTS bucket and downloadable by that member until `expires_at`.
 */
export const data_exports = sqliteTable(
  'data_exports',
  {
    ...memberOwned(),
    /** queued → building → ready (or failed); ready → expired when the link's time is up and the file is gone. */
    status: state('status', ['queued', 'building', 'ready', 'failed', 'expired']),
    progress: integer('progress').notNull().default(0),
    attempts: counter('attempts'),
    /** A build owns the row until then; after it the cron may take it up again. */
    lease_until: integer('lease_until').notNull().default(0),
    object_key: text('object_key'),
    size_bytes: integer('size_bytes'),
    error: text('error'),
    created_at: integer('created_at').notNull(),
    ready_at: integer('ready_at'),
    expires_at: integer('expires_at'),
  },
  (t) => [index('data_exports_user_idx').on(t.user_id, t.id), index('data_exports_status_idx').on(t.status, t.lease_until)],
)

/**
 * KVKK başvurusu (docs/privacy.md "KVKK requests"): a request under KVKK m.11, from a signed-in member or
 * from a guest who confirmed their address by the mailed link. The 30-day clock of m.13/2 runs from
 * `received_at` to `due_at`; the answer is kept with who gave it, as the proof a complaint to the Kurul
 * would ask for, until RETENTION.kvkkRequests (common/retention.ts) after the answer.
 */
export const kvkk_requests = sqliteTable(
  'kvkk_requests',
  {
    id: id(),
    /** What the applicant and the staff quote (KVKK-XXXXXXXX): random, so it says nothing of how many there are. */
    reference: text('reference').notNull().unique(),
    /** The member who asked while signed in; null for a guest. A closed account keeps its anonymous shell. */
    user_id: optionalRef('user_id', () => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** JSON array of the m.11 rights asked about (common/schemas/kvkk-request.ts KVKK_REQUEST_KINDS). */
    kinds: text('kinds').notNull(),
    details: text('details').notNull(),
    /** unconfirmed (a guest's, until the link is opened) → open → answered. */
    status: text('status', { enum: ['unconfirmed', 'open', 'answered'] }).notNull(),
    /** SHA-256 of a guest's confirmation token; the nightly job clears it once the link's day is over. */
    confirm_hash: text('confirm_hash'),
    created_at: integer('created_at').notNull(),
    received_at: integer('received_at'),
    due_at: integer('due_at'),
    outcome: text('outcome', { enum: ['accepted', 'rejected'] }),
    answer_text: text('answer_text'),
    answered_at: integer('answered_at'),
    answered_by: optionalRef('answered_by', () => users.id),
  },
  (t) => [
    index('kvkk_requests_status_idx').on(t.status, t.due_at),
    index('kvkk_requests_user_idx').on(t.user_id, t.id),
    uniqueIndex('kvkk_requests_confirm_uq').on(t.confirm_hash),
  ],
)
