// Web push (docs/alerts.md "Web push"): the devices members turned push on for, and the outbox's `push`
// channel. A push row is written by a trigger on notifications (migrations/*_push_sql.sql) for each device
// of the member; delivery encrypts it for that device (RFC 8291, aes128gcm) and signs the request (VAPID,
// RFC 8292) with @block65/webcrypto-web-push, which does both with WebCrypto alone, as Workers need.
import type { PushSubscriptionForm } from '#common/schemas/push.ts'
import { buildPushPayload } from '@block65/webcrypto-web-push'
import { and, count, desc, eq, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { push_subscriptions } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { RetryLater, retryAfterMs, withUserAgent } from '../../lib/outgoing.ts'

/** The notice kinds a member's devices are told of; the trigger's list (migrations/*_push_sql.sql) is the same. */
export const PUSH_KINDS = [
  'outbid',
  'won',
  'watch_ending',
  'saved_search',
  'followed_seller',
  'show_scheduled',
  'show_starting',
  'show_reminder',
] as const

/** Devices kept per member: the newest; an older one (a phone long replaced) makes room. */
const PUSH_DEVICES_MAX = 10

type PushKeys = { publicKey: string; privateKey: string; subject: string }

/**
 * The application server's keys, or what is missing. Production has none until `wrangler secret put
 * VAPID_PRIVATE_KEY` and the VAPID_PUBLIC_KEY var are set: push is then off (GET /api/push/config answers
 * null, /healthz says so, queued rows are not sent), and nothing else changes.
 */
export function pushKeys(env: Env): PushKeys | { missing: string[] } {
  const missing = (['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const).filter((name) => !env[name])
  if (missing.length) return { missing }
  return { publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY!, subject: env.VAPID_SUBJECT || env.APP_URL }
}

export const pushPublicKey = (env: Env) => {
  const keys = pushKeys(env)
  return 'missing' in keys ? null : keys.publicKey
}

const devicesOf = (db: Db, userId: number) =>
  db.select({ n: count() }).from(push_subscriptions).where(eq(push_subscriptions.user_id, userId))

/**
 * Saves this browser's subscription for the member, in one batch: a browser that subscribed before (under
 * this or another member) is moved to this one with its new keys; past PUSH_DEVICES_MAX the oldest go.
 */
export async function saveSubscription(db: Db, userId: number, form: PushSubscriptionForm, now = Date.now()) {
  const row = { user_id: userId, endpoint: form.endpoint, p256dh: form.keys.p256dh, auth: form.keys.auth, created_at: now }
  const newest = db
    .select({ id: push_subscriptions.id })
    .from(push_subscriptions)
    .where(eq(push_subscriptions.user_id, userId))
    .orderBy(desc(push_subscriptions.id))
    .limit(PUSH_DEVICES_MAX)
  const [, , [devices]] = await db.batch([
    db.insert(push_subscriptions).values(row).onConflictDoUpdate({ target: push_subscriptions.endpoint, set: row }),
    db.delete(push_subscriptions).where(and(eq(push_subscriptions.user_id, userId), notInArray(push_subscriptions.id, newest))),
    devicesOf(db, userId),
  ])
  return devices?.n ?? 0
}

/** Forgets this browser's subscription (the member turned push off on it); another member's is left alone. */
export async function removeSubscription(db: Db, userId: number, endpoint: string) {
  const [, [devices]] = await db.batch([
    db.delete(push_subscriptions).where(and(eq(push_subscriptions.user_id, userId), eq(push_subscriptions.endpoint, endpoint))),
    devicesOf(db, userId),
  ])
  return devices?.n ?? 0
}

/** What became of a push row: sent; or dropped for good (the device is gone, or push is off), with why. */
export type PushOutcome = { sent: true } | { sent: false; why: string }

/**
 * Lots that end soon, bids that were beaten and a show about to start or on air are stale within minutes; the
 * push service may drop them after.
 */
const SHORT_LIVED = ['outbid:', 'watch_ending:', 'show_reminder:', 'show_starting:']
const shortLived = (tag: string) => SHORT_LIVED.some((prefix) => tag.startsWith(prefix))

/**
 * Sends one push row to its device. A 404 or 410 means the browser dropped the subscription (RFC 8030
 * section 6.2, section 7.3): the row is removed and the push dropped. 429 and 503 wait as the service asks; any other
 * failure throws, so the outbox retries and at last keeps a dead letter.
 */
export async function sendPush(db: Db, env: Env, row: { recipient: string; body: string }, fetcher: typeof fetch = fetch): Promise<PushOutcome> {
  const keys = pushKeys(env)
  if ('missing' in keys) return { sent: false, why: `push is off: ${keys.missing.join(' and ')} not set` }
  const [device] = await db.select().from(push_subscriptions).where(eq(push_subscriptions.id, Number(row.recipient)))
  if (!device) return { sent: false, why: 'subscription removed' }
  const tag = (JSON.parse(row.body) as { tag?: string }).tag ?? ''
  const request = await buildPushPayload(
    { data: row.body, options: shortLived(tag) ? { ttl: 900, urgency: 'high' } : { ttl: 86_400, urgency: 'normal' } },
    { endpoint: device.endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.auth } },
    keys,
  )
  const res = await fetcher(device.endpoint, { method: 'POST', headers: withUserAgent(request.headers), body: request.body })
  if (res.ok) return { sent: true }
  if (res.status === 404 || res.status === 410) {
    await db.delete(push_subscriptions).where(eq(push_subscriptions.id, device.id))
    return { sent: false, why: `push service answered ${res.status}: subscription removed` }
  }
  const wait = retryAfterMs(res)
  if ((res.status === 429 || res.status === 503) && wait !== null) throw new RetryLater(`push service answered ${res.status}`, wait)
  throw new Error(`push service answered ${res.status}`)
}
