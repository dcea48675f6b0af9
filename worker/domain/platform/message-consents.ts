// Consents to commercial messages per channel (docs/privacy.md "Commercial messages and İYS"): the current
// state is each channel's newest row; a change adds a row (time, channel, source, text version) that the
// cron hands to İYS. The opt-out link names its member and channel, signed, so one click needs no login.
import { invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { CONSENT_CHANNELS, CONSENT_TEXT_VERSION, type ConsentChannel } from '#common/schemas/message-consents.ts'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { message_consents } from '../../db/schema/index.ts'
import { secret, type Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { hmacHex, safeEqual } from '../../lib/crypto.ts'

type Source = (typeof message_consents.$inferInsert)['source']
export type ConsentState = Record<ConsentChannel, boolean>

/** The member's consent history, newest first. */
export const consentHistory = (db: Db, userId: number) =>
  db
    .select({
      channel: message_consents.channel,
      granted: message_consents.granted,
      source: message_consents.source,
      text_version: message_consents.text_version,
      recorded_at: message_consents.recorded_at,
    })
    .from(message_consents)
    .where(eq(message_consents.user_id, userId))
    .orderBy(desc(message_consents.id))

/** Each channel's newest row decides; no row is no consent. */
export function stateOf(history: { channel: ConsentChannel; granted: boolean }[]): ConsentState {
  const state: ConsentState = { sms: false, email: false, call: false }
  const seen = new Set<ConsentChannel>()
  for (const row of history) {
    if (seen.has(row.channel)) continue
    seen.add(row.channel)
    state[row.channel] = row.granted
  }
  return state
}

/** Does the member consent to commercial messages on this channel now? Read at delivery time. */
export async function consents(db: Db, userId: number, channel: ConsentChannel): Promise<boolean> {
  const [row] = await db
    .select({ granted: message_consents.granted })
    .from(message_consents)
    .where(and(eq(message_consents.user_id, userId), eq(message_consents.channel, channel)))
    .orderBy(desc(message_consents.id))
    .limit(1)
  return row?.granted ?? false
}

/** Insert statements for the channels whose state changes (for the caller's batch); none when nothing does. */
export function consentChanges(db: Db, userId: number, before: ConsentState, after: ConsentState, source: Source, now = Date.now()) {
  return CONSENT_CHANNELS.filter((ch) => before[ch] !== after[ch]).map((channel) =>
    db
      .insert(message_consents)
      .values({ user_id: userId, channel, granted: after[channel], source, text_version: CONSENT_TEXT_VERSION, recorded_at: now }),
  )
}

const NONE: ConsentState = { sms: false, email: false, call: false }

/** The boxes ticked at registration, as rows for the registration's batch. */
export const registrationConsents = (db: Db, userId: number, boxes: ConsentState) => consentChanges(db, userId, NONE, boxes, 'registration')

/** PUT /api/user/message-consents: records what changed, answers the new state and whether anything did. */
export async function updateConsents(db: Db, userId: number, wanted: ConsentState) {
  const before = stateOf(await consentHistory(db, userId))
  const [first, ...rest] = consentChanges(db, userId, before, wanted, 'preferences')
  if (first) await db.batch([first, ...rest])
  return first !== undefined
}

// ---- the opt-out link ------------------------------------------------------------------------------

const signed = (env: Env, userId: number, channel: ConsentChannel) => hmacHex(secret(env, 'JWT_SECRET'), `optout:${userId}:${channel}`)

/** `<user>.<channel>.<hmac>`: it only ever withdraws, so it needs no expiry. */
export async function optOutToken(env: Env, userId: number, channel: ConsentChannel) {
  return `${userId}.${channel}.${await signed(env, userId, channel)}`
}

/** The page a commercial message links to (client route /ileti-izni/$token), which withdraws on opening. */
export const optOutPage = async (env: Env, userId: number, channel: ConsentChannel) =>
  `${appOrigin(env)}/ileti-izni/${await optOutToken(env, userId, channel)}`

/** The RFC 8058 one-click address of a mail's List-Unsubscribe header. */
export const optOutPost = async (env: Env, userId: number, channel: ConsentChannel) =>
  `${appOrigin(env)}/api/unsubscribe/${await optOutToken(env, userId, channel)}`

/** POST /api/unsubscribe/{token}: withdraws the channel at once (a second click records nothing new). */
export async function optOut(db: Db, env: Env, token: string) {
  const [id, channel, mac] = token.split('.')
  const userId = Number(id)
  const known = (CONSENT_CHANNELS as readonly string[]).includes(channel ?? '')
  if (!Number.isInteger(userId) || !known || !mac || !safeEqual(mac, await signed(env, userId, channel as ConsentChannel)))
    throw invalidField('token', tr.messageConsent.badLink)
  const ch = channel as ConsentChannel
  if (await consents(db, userId, ch))
    await db
      .insert(message_consents)
      .values({
        user_id: userId,
        channel: ch,
        granted: false,
        source: 'unsubscribe_link',
        text_version: CONSENT_TEXT_VERSION,
        recorded_at: Date.now(),
      })
  return ch
}
