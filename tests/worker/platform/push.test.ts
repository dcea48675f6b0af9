// Web push (docs/alerts.md "Web push"): the subscription calls and their 422s, which notices queue a push
// (and only for members with a device), delivery through the outbox (encrypted per RFC 8291, signed per
// RFC 8292, checked by a receiver written here), the removal of a device the push service answers 404 or
// 410 for, a server without keys, and the library's encryption against RFC 8291's own example.
import { encryptNotification } from '@block65/webcrypto-web-push'
import { env } from 'cloudflare:workers'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { createDb } from '../../../worker/db/client.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { warnEndingSoon } from '../../../worker/domain/alerts/ending-soon.ts'
import { EXPORT_TABLES } from '../../../worker/domain/member/data-export-tables.ts'
import { deliverOutbox } from '../../../worker/domain/platform/outbox.ts'
import { PUSH_KINDS } from '../../../worker/domain/platform/push.ts'
import type { Env } from '../../../worker/env.ts'
import { member, ok, postAdmin, type Signed } from '../../support/admin-seed.ts'
import { answerRoomCalls, call, expectUnauthenticated, get, read } from '../../support/http.ts'
import { b64, decryptPush, RFC8291 } from '../../support/push-receiver.ts'
import * as seed from '../../support/seed.ts'

const E = env as unknown as Env
const db = createDb(E.DB)
const remove = (body: unknown, auth?: string) =>
  call('DELETE', '/api/push/subscriptions', JSON.stringify(body), { auth, headers: { 'Content-Type': 'application/json' } })

/** A device whose private key this test holds (RFC 8291's receiver), at its own endpoint. */
const device = (name: string) => ({
  endpoint: `https://push.example.net/send/${name}-${seed.unique()}`,
  keys: { p256dh: RFC8291.uaPublic, auth: RFC8291.auth },
  expirationTime: null,
})

beforeAll(answerRoomCalls)
afterAll(() => vi.restoreAllMocks())

const pushRows = (userId: number) => db.select().from(schema.outbox).where(sql`${schema.outbox.channel} = 'push' AND ${schema.outbox.user_id} = ${userId}`)
const devicesOf = (userId: number) => db.select().from(schema.push_subscriptions).where(eq(schema.push_subscriptions.user_id, userId))

async function notice(userId: number, kind: string, key = `${kind}:${seed.unique()}:${userId}`) {
  await db
    .insert(schema.notifications)
    .values({ user_id: userId, kind, notification_title: `${kind} başlığı`, notification_message: 'İçerik: ğüşıöç', notification_target_link: '/mezat/x', dedupe_key: key })
    .onConflictDoNothing()
}

describe('the subscription calls', () => {
  it('answers the public key the browser subscribes with', async () => {
    expect((await read(await get('/api/push/config'))).body).toEqual({ public_key: E.VAPID_PUBLIC_KEY })
  })

  it('needs a member', async () => {
    await expectUnauthenticated(await postAdmin('/api/push/subscriptions', device('guest')))
    await expectUnauthenticated(await remove({ endpoint: 'https://push.example.net/x' }))
  })

  it('refuses a bad subscription with a Turkish 422 naming the field, and stores nothing', async () => {
    const m = await member()
    const good = device('bad')
    const cases: Array<[unknown, string, string]> = [
      [{ ...good, endpoint: 'http://push.example.net/x' }, 'endpoint', tr.push.endpointInvalid],
      [{ ...good, endpoint: 'not a url' }, 'endpoint', tr.push.endpointInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, 'keys.p256dh', tr.push.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }, 'keys.p256dh', tr.push.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.replace('_', '/') } }, 'keys.p256dh', tr.push.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, auth: 'AAAA' } }, 'keys.auth', tr.push.authInvalid],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth', tr.push.authInvalid],
    ]
    for (const [body, field, message] of cases) {
      const { status, body: answer } = await read(await postAdmin('/api/push/subscriptions', body, m.token))
      expect(status, JSON.stringify(body)).toBe(422)
      expect(answer.errors[field], JSON.stringify(answer)).toEqual([message])
    }
    expect(await devicesOf(m.user.id)).toEqual([])
  })

  it('keeps several devices per member, replaces a browser that subscribes again, and deletes one turned off', async () => {
    const m = await member()
    const phone = device('phone')
    const laptop = device('laptop')
    expect(await ok(postAdmin('/api/push/subscriptions', phone, m.token))).toEqual({ message: tr.push.subscribed, devices: 1 })
    expect((await ok(postAdmin('/api/push/subscriptions', phone, m.token))).devices).toBe(1)
    expect((await ok(postAdmin('/api/push/subscriptions', laptop, m.token))).devices).toBe(2)
    // Another member cannot turn this member's device off.
    const other = await member()
    expect((await ok(remove({ endpoint: phone.endpoint }, other.token))).devices).toBe(0)
    expect(await devicesOf(m.user.id)).toHaveLength(2)
    expect(await ok(remove({ endpoint: phone.endpoint }, m.token))).toEqual({ message: tr.push.unsubscribed, devices: 1 })
    expect((await devicesOf(m.user.id)).map((d) => d.endpoint)).toEqual([laptop.endpoint])
    // The same browser, now logged in as another member, moves to that member.
    expect((await ok(postAdmin('/api/push/subscriptions', laptop, other.token))).devices).toBe(1)
    expect(await devicesOf(m.user.id)).toEqual([])
  })
})

describe('the member’s own data', () => {
  it('"Verilerimi indir" names each device’s push service, never its address or keys', async () => {
    const m = await member()
    await ok(postAdmin('/api/push/subscriptions', device('export'), m.token))
    const table = EXPORT_TABLES.find((t) => t.name === 'anlik_bildirim_cihazlari')!
    const { results } = await E.DB.prepare(table.sql).bind(m.user.id).all()
    expect(results).toEqual([{ push_service: 'https://push.example.net', created_at: expect.any(Number) }])
  })
})

describe('which notices push', () => {
  it('the trigger pushes exactly the kinds PUSH_KINDS names', async () => {
    const [trigger] = await db.all<{ sql: string }>(sql`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'notifications_push'`)
    const kinds = /kind IN \(([^)]*)\)/.exec(trigger!.sql)![1]!.split(',').map((k) => k.trim().replace(/'/g, ''))
    expect(kinds.sort()).toEqual([...PUSH_KINDS].sort())
  })

  it('queues one push per device for outbid, won, a lot ending soon, a saved search and a followed seller; nothing else', async () => {
    const m = await member()
    await ok(postAdmin('/api/push/subscriptions', device('a'), m.token))
    await ok(postAdmin('/api/push/subscriptions', device('b'), m.token))
    for (const kind of [...PUSH_KINDS, 'order_status', 'answered', 'watch_started', 'approved']) await notice(m.user.id, kind)
    const rows = await pushRows(m.user.id)
    expect(rows).toHaveLength(PUSH_KINDS.length * 2)
    const titles = rows.map((r) => JSON.parse(r.body).title as string)
    for (const kind of PUSH_KINDS) expect(titles.filter((t) => t === `${kind} başlığı`)).toHaveLength(2)
    expect(JSON.parse(rows[0]!.body)).toMatchObject({ body: 'İçerik: ğüşıöç', url: '/mezat/x' })
  })

  it('pushes a retried cause once (the notice is deduplicated), and nothing to a member without a device', async () => {
    const m = await member()
    const none = await member()
    await ok(postAdmin('/api/push/subscriptions', device('once'), m.token))
    await notice(m.user.id, 'outbid', `outbid:1:${m.user.id}:7`)
    await notice(m.user.id, 'outbid', `outbid:1:${m.user.id}:7`)
    expect(await pushRows(m.user.id)).toHaveLength(1)
    await notice(none.user.id, 'won')
    expect(await pushRows(none.user.id)).toEqual([])
    expect(await db.select().from(schema.notifications).where(eq(schema.notifications.user_id, none.user.id))).toHaveLength(1)
  })

  it('tells watchers of a lot ending within 15 minutes once, not its seller, not a lot ending later', async () => {
    const watcher = await member()
    await ok(postAdmin('/api/push/subscriptions', device('watcher'), watcher.token))
    const now = Date.now()
    const soon = await seed.auction({ start_time: now - 3_600_000, end_time: now + 10 * 60_000 })
    const later = await seed.auction({ start_time: now - 3_600_000, end_time: now + 40 * 60_000 })
    await db.insert(schema.watchlist).values([
      { user_id: watcher.user.id, auction_id: soon.id },
      { user_id: watcher.user.id, auction_id: later.id },
      { user_id: soon.seller_id, auction_id: soon.id },
    ])
    expect(await warnEndingSoon(db, E, now)).toBeGreaterThanOrEqual(1)
    await warnEndingSoon(db, E, now + 60_000)
    const mine = await db.select().from(schema.notifications).where(eq(schema.notifications.user_id, watcher.user.id))
    expect(mine.map((n) => [n.kind, n.dedupe_key, n.notification_message])).toEqual([
      ['watch_ending', `watch_ending:${soon.id}:${watcher.user.id}`, tr.push.watchEndingMessage(soon.name)],
    ])
    expect(await db.select().from(schema.notifications).where(eq(schema.notifications.user_id, soon.seller_id))).toEqual([])
    const [row] = await pushRows(watcher.user.id)
    expect(JSON.parse(row!.body)).toMatchObject({ title: tr.push.watchEndingTitle, url: `/mezat/${soon.slug}` })
  })
})

/** A push service stand-in: answers `status` and keeps what it was sent. */
function pushService(status: number) {
  const sent: Array<{ url: string; headers: Headers; body: Uint8Array }> = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers), body: new Uint8Array(init!.body as Uint8Array) })
    return new Response(null, { status })
  }) as typeof fetch
  return { sent, fetcher }
}

async function memberWithPush(name: string) {
  const m: Signed = await member()
  const d = device(name)
  await ok(postAdmin('/api/push/subscriptions', d, m.token))
  await notice(m.user.id, 'outbid')
  return { m, d }
}

/** Runs the outbox for this member's push rows only (other files' rows are not this test's). */
async function deliverFor(userId: number, fetcher: typeof fetch, environment: Env = E) {
  await db.update(schema.outbox).set({ next_attempt_at: Number.MAX_SAFE_INTEGER }).where(sql`${schema.outbox.user_id} IS NOT ${userId}`)
  return deliverOutbox(db, environment, Date.now(), 50, fetcher)
}

describe('delivery through the outbox', () => {
  it('sends an aes128gcm body the device decrypts, with a VAPID signature of the development key', async () => {
    const { m, d } = await memberWithPush('deliver')
    const service = pushService(201)
    expect(await deliverFor(m.user.id, service.fetcher)).toBe(1)
    const [req] = service.sent
    expect(req!.url).toBe(d.endpoint)
    expect(req!.headers.get('content-encoding')).toBe('aes128gcm')
    expect(req!.headers.get('ttl')).toBe('900')
    const message = JSON.parse(await decryptPush(req!.body, RFC8291.uaPrivate, RFC8291.uaPublic, RFC8291.auth))
    expect(message).toMatchObject({ title: 'outbid başlığı', body: 'İçerik: ğüşıöç', url: '/mezat/x' })
    // RFC 8292: "vapid t=<JWT signed by the server's key>, k=<that public key>", the JWT's audience the service's origin.
    const m2 = /^vapid t=([^,]+), k=(.+)$/.exec(req!.headers.get('authorization')!)!
    expect(m2[2]).toBe(E.VAPID_PUBLIC_KEY)
    const [header, payload, signature] = m2[1]!.split('.') as [string, string, string]
    const key = await crypto.subtle.importKey('raw', b64(E.VAPID_PUBLIC_KEY!), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
    const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, b64(signature), new TextEncoder().encode(`${header}.${payload}`))
    expect(valid).toBe(true)
    const claims = JSON.parse(new TextDecoder().decode(b64(payload)))
    expect(claims).toMatchObject({ aud: 'https://push.example.net', sub: E.VAPID_SUBJECT })
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000)
    const [row] = await pushRows(m.user.id)
    expect(row!.status).toBe('sent')
  })

  for (const status of [404, 410])
    it(`removes a device the push service answers ${status} for, and drops its push`, async () => {
      const { m } = await memberWithPush(`gone-${status}`)
      const service = pushService(status)
      expect(await deliverFor(m.user.id, service.fetcher)).toBe(0)
      expect(service.sent).toHaveLength(1)
      expect(await devicesOf(m.user.id)).toEqual([])
      const [row] = await pushRows(m.user.id)
      expect(row).toMatchObject({ status: 'withheld' })
      // The next notice finds no device: no row.
      await notice(m.user.id, 'won')
      expect(await pushRows(m.user.id)).toHaveLength(1)
    })

  it('retries a push the service failed, keeping the device', async () => {
    const { m } = await memberWithPush('retry')
    const service = pushService(500)
    expect(await deliverFor(m.user.id, service.fetcher)).toBe(0)
    const [row] = await pushRows(m.user.id)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.last_error).toContain('500')
    expect(await devicesOf(m.user.id)).toHaveLength(1)
  })

  it('without keys, sends nothing, says so in /healthz, and does not fail', async () => {
    const { m } = await memberWithPush('off')
    const service = pushService(201)
    const off = { ...E, VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: undefined } as Env
    expect(await deliverFor(m.user.id, service.fetcher, off)).toBe(0)
    expect(service.sent).toEqual([])
    const [row] = await pushRows(m.user.id)
    expect(row).toMatchObject({ status: 'withheld', last_error: 'push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY not set' })
    const { health } = await import('../../../worker/domain/platform/health.ts')
    expect((await health(off, Date.now(), async () => new Response(null, { status: 500 }))).push).toEqual({
      on: false,
      missing: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    })
    expect((await health(E, Date.now(), async () => new Response(null, { status: 500 }))).push).toEqual({ on: true, missing: [] })
  })
})

describe('the encryption against RFC 8291 appendix A', () => {
  it('the receiver used above decrypts the RFC example to its plaintext', async () => {
    expect(await decryptPush(b64(RFC8291.body), RFC8291.uaPrivate, RFC8291.uaPublic, RFC8291.auth)).toBe(RFC8291.plaintext)
  })

  it("the library, given the example's salt and sender key, writes the example's bytes", async () => {
    const sender = await RFC8291.senderKeys()
    const salt = b64(RFC8291.salt)
    const random = vi.spyOn(crypto, 'getRandomValues').mockImplementation(((array: Uint8Array) => {
      array.set(salt)
      return array
    }) as never)
    const generate = vi.spyOn(crypto.subtle, 'generateKey').mockResolvedValue(sender as never)
    try {
      const body = await encryptNotification(
        { endpoint: 'https://push.example.net/rfc', expirationTime: null, keys: { p256dh: RFC8291.uaPublic, auth: RFC8291.auth } },
        new TextEncoder().encode(RFC8291.plaintext),
        { pad: false },
      )
      expect(generate).toHaveBeenCalled()
      expect(random).toHaveBeenCalled()
      expect(Buffer.from(body).toString('base64url')).toBe(RFC8291.body)
    } finally {
      random.mockRestore()
      generate.mockRestore()
    }
  })
})
