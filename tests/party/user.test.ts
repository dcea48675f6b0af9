// The private user channel (party `user`, room `{userId}`) in workerd: who may join (docs/architecture.md "The channels": a token from POST /api/broadcasting/auth), and what reaches a member's open pages — a new
// notification (bell +1) and an item added to the cart — at the moment it happens.
import { env } from 'cloudflare:workers'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { internalSecret, signInternal } from '../../common/internal-token.ts'
import { tr } from '../../common/messages.ts'
import { CHANNEL_TOKEN, CLOSE_SIGNED_OUT } from '../../common/schemas/user-events.ts'
import * as schema from '../../worker/db/schema/index.ts'
import type { Env } from '../../worker/env.ts'
import { sha256Hex } from '../../worker/lib/crypto.ts'
import { accessTokenLifetimeMs, signAccessToken } from '../../worker/lib/tokens.ts'
import { postJson, read } from '../support/http.ts'
import { postBid } from '../support/preinfo.ts'
import { heard, listenTo, settle, signedPost } from '../support/live-room.ts'
import { notificationsOf, person, type Person } from '../support/live-seed.ts'
import { closedAndLevel, endNow, runAlarm, syncUntilLevel } from '../support/room.ts'
import { auction, db } from '../support/seed.ts'

const secret = internalSecret(env as never)

async function channelToken(who: Person): Promise<string> {
  const { status, body } = await read(await postJson('/api/broadcasting/auth', {}, who.token))
  expect(status, JSON.stringify(body)).toBe(200)
  return body.auth
}

const forge = (claims: { sub: string; exp?: number; aud?: string; iss?: string }, key = secret) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(claims.iss ?? CHANNEL_TOKEN.issuer)
    .setAudience(claims.aud ?? CHANNEL_TOKEN.audience)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 60)
    .sign(new TextEncoder().encode(key))

/** A socket on the member's own room with a fresh token, as the SPA opens it. */
const openChannel = async (who: Person) => listenTo('user', String(who.id), `token=${await channelToken(who)}`)

describe('who may join a user room', () => {
  it('lets a member in with the token POST /api/broadcasting/auth gave them', async () => {
    const alice = await person()
    const channel = await openChannel(alice)
    expect(channel.status).toBe(101)
    await settle()
    expect(channel.closed).toBeNull()
    channel.close()
  })

  const refusals: Array<[string, (alice: Person, bob: Person) => Promise<string | null>]> = [
    ['no token', async () => null],
    ['an empty token', async () => ''],
    ['another member’s token', async (_alice, bob) => channelToken(bob)],
    ['an expired token', async (alice) => forge({ sub: String(alice.id), exp: Math.floor(Date.now() / 1000) - 5 })],
    [
      'a token signed with another secret',
      async (alice) => forge({ sub: String(alice.id) }, 'another-secret-that-is-long-enough-0123456789'),
    ],
    ['a token for another audience', async (alice) => forge({ sub: String(alice.id), aud: 'party' })],
    ['an internal room token', async (alice) => signInternal(secret, 'party', `user:${alice.id}`)],
    ['the member’s access token', async (alice) => alice.token],
  ]

  it.each(refusals)('refuses %s at the edge (401) and in the room (closed 4001)', async (_name, tokenFor) => {
    const [alice, bob] = [await person(), await person()]
    const token = await tokenFor(alice, bob)
    const query = token === null ? '' : `token=${encodeURIComponent(token)}`
    const edge = await listenTo('user', String(alice.id), query)
    expect(edge.status).toBe(401)
    const room = await listenTo('user', String(alice.id), query, { direct: true })
    await expect.poll(() => room.closed).toEqual({ code: 4001, reason: 'Unauthorized' })
  })

  it('gives guests no token (401) and answers the room of the token’s own member', async () => {
    expect((await postJson('/api/broadcasting/auth', {})).status).toBe(401)
    const alice = await person()
    const { body } = await read(await postJson('/api/broadcasting/auth', {}, alice.token))
    expect(body).toEqual({ auth: expect.any(String), party: 'user', room: String(alice.id), expires_in: CHANNEL_TOKEN.lifetimeSeconds })
  })

  it('refuses internal calls without a valid token for this very room', async () => {
    const alice = await person()
    const push = {
      key: 'n:1',
      event: {
        event: 'NotificationCreated',
        data: { id: 1, kind: 'x', notification_title: 't', notification_message: 'm', notification_target_link: null, created_at: 1 },
      },
    }
    const bare = await fetch(`https://party.test/parties/user/${alice.id}`, { method: 'POST', body: JSON.stringify(push) })
    expect(await read(bare)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
    expect((await signedPost('user', String(alice.id), push, `user:${alice.id + 1}`)).status).toBe(401)
    expect((await signedPost('user', String(alice.id), push, String(alice.id))).status).toBe(401)
    expect((await signedPost('user', String(alice.id), { key: 'x', event: { event: 'Nope', data: {} } })).status).toBe(422)
  })
})

describe('what reaches a member’s open pages', () => {
  const bidOn = (auctionId: number, who: { token: string }, amount: number, total: number) =>
    postBid('/api/addBid', { auction_id: auctionId, bid_amount: amount, total_amount: total }, who.token)

  it('tells the outbid member at once, with the notification D1 holds', async () => {
    const a = await auction()
    const [alice, bob] = [await person(), await person()]
    await bidOn(a.id, alice, 10, 110)
    const channel = await openChannel(alice)
    expect((await bidOn(a.id, bob, 20, 130)).status).toBe(200)
    const event = await heard(channel, 'NotificationCreated', { kind: 'outbid' })
    const [row] = await notificationsOf(alice.id)
    expect(event.data).toEqual({
      id: row!.id,
      kind: 'outbid',
      notification_title: tr.bid.outbidTitle,
      notification_message: row!.notification_message,
      notification_target_link: `/mezat/${a.slug}`,
      created_at: row!.created_at,
    })
    channel.close()
  })

  it('tells only that member: another member’s open channel hears nothing', async () => {
    const a = await auction()
    const [alice, bob, carol] = [await person(), await person(), await person()]
    const carolChannel = await openChannel(carol)
    await bidOn(a.id, alice, 10, 110)
    await bidOn(a.id, bob, 20, 130)
    await settle(200)
    expect(carolChannel.events).toEqual([])
  })

  it('raises the cart for a buy-now at once', async () => {
    const a = await auction()
    const buyer = await person()
    const channel = await openChannel(buyer)
    expect((await postBid('/api/addtoCart', { slug: a.slug }, buyer.token)).status).toBe(200)
    const event = await heard(channel, 'CartItemAdded')
    expect(event.data).toEqual({ auction_id: a.id, slug: a.slug, name: a.name, source: 'buynow' })
  })

  it('at the close: the winner hears "won" and the cart, the seller "sold", a watcher "watch_closed" — each once', async () => {
    const seller = await person()
    const a = await auction({ seller })
    const [alice, bob, watcher] = [await person(), await person(), await person()]
    await db.insert(schema.watchlist).values([
      { user_id: watcher.id, auction_id: a.id },
      { user_id: bob.id, auction_id: a.id },
    ])
    await bidOn(a.id, alice, 10, 110)
    await bidOn(a.id, bob, 20, 130)
    // The bids' own sync first (it writes and pushes "watch_started" to the watchers), whether the room's own
    // alarm or this call runs it: the channels below hear the close alone.
    await syncUntilLevel(a.id)
    await expect.poll(async () => (await notificationsOf(bob.id)).some((n) => n.kind === 'watch_started'), { timeout: 3000, interval: 20 }).toBe(true)
    await settle(200)
    const [bobChannel, sellerChannel, watcherChannel] = [await openChannel(bob), await openChannel(seller), await openChannel(watcher)]
    await endNow(a.id)
    await syncUntilLevel(a.id, 20_000, closedAndLevel)
    await runAlarm(a.id) // nothing left to do: nobody hears anything twice
    await heard(bobChannel, 'NotificationCreated', { kind: 'won' })
    expect((await heard(bobChannel, 'CartItemAdded')).data).toEqual({ auction_id: a.id, slug: a.slug, name: a.name, source: 'won' })
    await heard(sellerChannel, 'NotificationCreated', { kind: 'sold' })
    await heard(watcherChannel, 'NotificationCreated', { kind: 'watch_closed' })
    await settle(200)
    const kinds = (l: { events: { event: string; data: any }[] }) => l.events.map((e) => e.data.kind ?? e.event)
    expect(kinds(bobChannel)).toEqual(['won', 'CartItemAdded']) // the winner who watched gets no watch_closed
    expect(kinds(sellerChannel)).toEqual(['sold'])
    expect(kinds(watcherChannel)).toEqual(['watch_closed'])
  })

  it('tells the seller when an editor approves the listing', async () => {
    const [seller, editor] = [await person(), await person('editor')]
    const a = await auction({ seller, approved: 0 })
    const channel = await openChannel(seller)
    expect((await postJson(`/api/admin/auctions/${a.id}/approve`, {}, editor.token)).status).toBe(200)
    const event = await heard(channel, 'NotificationCreated', { kind: 'approved' })
    expect(event.data.notification_title).toBe(tr.admin.approvedTitle)
  })

  it('delivers a repeated push (same key) once', async () => {
    const alice = await person()
    const channel = await openChannel(alice)
    const push = {
      key: 'n:424242',
      event: {
        event: 'NotificationCreated',
        data: {
          id: 424242,
          kind: 'test',
          notification_title: 'B',
          notification_message: 'M',
          notification_target_link: null,
          created_at: 1,
        },
      },
    }
    const answers = await Promise.all([1, 2, 3].map(() => signedPost('user', String(alice.id), push)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    await heard(channel, 'NotificationCreated')
    await settle()
    expect(channel.events).toHaveLength(1)
  })
})

describe('sockets close when the session ends (docs/security.md "Private channel")', () => {
  /** A second session of the same member (another device). */
  async function anotherSession(who: Person) {
    const id = crypto.randomUUID()
    const expires = Date.now() + accessTokenLifetimeMs
    await db.insert(schema.sessions).values({ id, user_id: who.id, expires_at: expires })
    return { ...who, token: await signAccessToken(env as unknown as Env, who.id, id, expires) }
  }

  it('closes the sockets of the session that logs out, and only those', async () => {
    const phone = await person()
    const laptop = await anotherSession(phone)
    const [onPhone, onLaptop] = [await openChannel(phone), await openChannel(laptop)]
    const staleToken = await channelToken(phone)
    expect((await postJson('/api/logout', {}, phone.token)).status).toBe(200)
    await expect.poll(() => onPhone.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Signed out' })
    await settle()
    expect(onLaptop.closed).toBeNull()
    // A channel token fetched before the logout no longer opens a socket; a new one cannot be had.
    const again = await listenTo('user', String(phone.id), `token=${staleToken}`)
    await expect.poll(() => again.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Signed out' })
    expect((await postJson('/api/broadcasting/auth', {}, phone.token)).status).toBe(401)
    onLaptop.close()
  })

  it('closes every socket of a member an editor blocks', async () => {
    const [member, editor] = [await person(), await person('editor')]
    const [one, two] = [await openChannel(member), await openChannel(await anotherSession(member))]
    const res = await postJson(`/api/admin/users/${member.id}/block`, { reason: 'Sahte hesap' }, editor.token)
    expect(res.status).toBe(200)
    await expect.poll(() => [one.closed?.code, two.closed?.code]).toEqual([CLOSE_SIGNED_OUT, CLOSE_SIGNED_OUT])
  })

  it('closes every socket when the password is reset', async () => {
    const member = await person()
    const open = await openChannel(member)
    const token = 'a'.repeat(64)
    await db.insert(schema.password_resets).values({ email: member.email, token_hash: await sha256Hex(token), created_at: Date.now() })
    const reset = await postJson('/api/reset-password', {
      email: member.email,
      token,
      password: 'Yeni.Parola123',
      password_confirmation: 'Yeni.Parola123',
    })
    expect(reset.status).toBe(200)
    await expect.poll(() => open.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Signed out' })
  })
})
