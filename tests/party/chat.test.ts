// The live chat rules (party/lib/chat.ts) table-driven, and end to end in workerd: POST /api/addLiveMessage →
// worker → the session's `live` room (real Durable Object storage) → D1 → every viewer's socket.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../common/messages.ts'
import { CHAT_MAX_LENGTH, CHAT_RATE } from '../../common/schemas/live.ts'
import { formatDateTime } from '../../common/time.ts'
import { decideChat, sanitizeChat } from '../../party/lib/chat.ts'
import * as schema from '../../worker/db/schema/index.ts'
import { call, get, postForm, read } from '../support/http.ts'
import { heard, listenTo, settle, signedPost } from '../support/live-room.ts'
import { chatLine, chatLines, liveSession, person } from '../support/live-seed.ts'
import { db } from '../support/seed.ts'

const NOW = 1_800_000_000_000
const open = { muted_until: null, exempt: false }

describe('sanitizeChat', () => {
  it.each([
    ['plain text stays', 'Merhaba, iyi yayınlar!', 'Merhaba, iyi yayınlar!'],
    ['tags go, their text stays', '<b>çok</b> <i>güzel</i>', 'çok güzel'],
    ['scripts leave no markup', '<script>alert(1)</script>selam', 'alert(1) selam'],
    ['an unclosed tag goes to the end', 'ok <img src=x onerror=alert(1)', 'ok'],
    ['stray angle brackets go', '2 < 3 > 1', '2 3 1'],
    ['newlines and tabs become one space', 'bir\n\n\tiki   üç', 'bir iki üç'],
    ['control and bidi-override characters go', 'a\u0000b\u202Ec\u200Bd', 'a b c d'],
    ['Turkish letters survive (NFC)', 'I\u0307stanbul ışık', 'İstanbul ışık'],
  ])('%s', (_name, raw, clean) => {
    expect(sanitizeChat(raw)).toBe(clean)
  })
})

describe('decideChat', () => {
  it.each([
    ['empty after sanitising', '<p></p>', tr.live.chatRequired],
    ['only whitespace', '   \n ', tr.live.chatRequired],
    ['too long', 'a'.repeat(CHAT_MAX_LENGTH + 1), tr.live.chatTooLong(CHAT_MAX_LENGTH)],
  ])('refuses text that is %s with 422 on livemessage', (_name, text, message) => {
    expect(decideChat([], { ...open, text }, NOW)).toEqual({
      kind: 'refused',
      status: 422,
      body: { message, errors: { livemessage: [message] } },
    })
  })

  it('counts characters, not UTF-16 units: CHAT_MAX_LENGTH emoji pass', () => {
    expect(decideChat([], { ...open, text: '🔨'.repeat(CHAT_MAX_LENGTH) }, NOW)).toMatchObject({ kind: 'accepted' })
  })

  it(`accepts ${CHAT_RATE.max} messages in ${CHAT_RATE.windowMs / 1000} s and refuses the next with the seconds to wait`, () => {
    let window: number[] = []
    for (let i = 0; i < CHAT_RATE.max; i++) {
      const outcome = decideChat(window, { ...open, text: `mesaj ${i}` }, NOW + i * 1000)
      expect(outcome.kind).toBe('accepted')
      if (outcome.kind === 'accepted') window = outcome.window
    }
    const refused = decideChat(window, { ...open, text: 'bir tane daha' }, NOW + 5000)
    expect(refused).toEqual({ kind: 'refused', status: 429, body: { message: tr.live.chatTooFast(5) }, retryAfter: 5 })
    // The window slides: once the first message is older than the window, one more is allowed.
    expect(decideChat(window, { ...open, text: 'şimdi olur' }, NOW + CHAT_RATE.windowMs + 1).kind).toBe('accepted')
  })

  it('keeps at most CHAT_RATE.max times in the window', () => {
    const outcome = decideChat([NOW - 20_000, NOW - 15_000, NOW - 1], { ...open, text: 'x' }, NOW)
    expect(outcome).toMatchObject({ kind: 'accepted', window: [NOW - 1, NOW] })
  })

  it('refuses a muted member with 403 and the time the mute ends, until it ends', () => {
    const until = NOW + 60_000
    expect(decideChat([], { text: 'selam', muted_until: until, exempt: false }, NOW)).toEqual({
      kind: 'refused',
      status: 403,
      body: { message: tr.live.chatMuted(formatDateTime(until)) },
    })
    expect(decideChat([], { text: 'selam', muted_until: until, exempt: false }, until + 1).kind).toBe('accepted')
  })

  it('lets editors write past the rate and a mute', () => {
    const full = Array.from({ length: CHAT_RATE.max }, (_, i) => NOW - i)
    expect(decideChat(full, { text: 'duyuru', muted_until: NOW + 1000, exempt: true }, NOW).kind).toBe('accepted')
  })
})

const say = (sessionId: number, who: { token: string } | null, text: string) =>
  postForm('/api/addLiveMessage', { livemessage: text, live_session_id: sessionId }, who?.token)

describe('POST /api/addLiveMessage through the live room', () => {
  it('stores the sanitised line in D1 and every viewer hears it with its D1 id', async () => {
    const session = await liveSession()
    const alice = await person()
    const viewer = await listenTo('live', String(session.id))
    const { status, body } = await read(await say(session.id, alice, '  <b>Merhaba</b>   herkese  '))
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toEqual({
      message: tr.live.chatSent,
      data: {
        id: expect.any(Number),
        user_title: alice.title,
        message: 'Merhaba herkese',
        created_at: expect.any(String),
        is_editor: false,
      },
    })
    expect((await chatLines(session.id)).map((l) => [l.id, l.user_id, l.message])).toEqual([[body.data.id, alice.id, 'Merhaba herkese']])
    const event = await heard(viewer, 'ChatMessage')
    expect(event.data).toEqual({ session_id: session.id, message: body.data })
    viewer.close()
  })

  it('refuses guests with 401 and stores nothing; a guest can still read', async () => {
    const session = await liveSession()
    const alice = await person()
    await chatLine(session.id, alice.id, 'ilk mesaj')
    const res = await say(session.id, null, 'merhaba')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' })
    expect(await chatLines(session.id)).toHaveLength(1)
    const history = await read(await get(`/api/livechat/${session.id}/0`))
    expect(history.body.data.map((m: any) => m.message)).toEqual(['ilk mesaj'])
  })

  it('does not take messages written on the socket: the sender is told, nobody else hears it', async () => {
    const session = await liveSession()
    const [guest, other] = [await listenTo('live', String(session.id)), await listenTo('live', String(session.id))]
    guest.send(JSON.stringify({ event: 'ChatMessage', data: { message: 'sahte' } }))
    expect((await heard(guest, 'ChatRefused')).data).toEqual({ message: tr.live.chatReadOnlySocket })
    await settle()
    expect(other.events).toEqual([])
    expect(await chatLines(session.id)).toHaveLength(0)
  })

  it('refuses an empty message with the required sentence and an HTML-only one too', async () => {
    const session = await liveSession()
    const alice = await person()
    for (const text of ['', '   ']) {
      const { status, body } = await read(await say(session.id, alice, text))
      expect(status).toBe(422)
      expect(body).toEqual({ message: tr.live.chatRequired, errors: { livemessage: [tr.live.chatRequired] } })
    }
    const { status, body } = await read(await say(session.id, alice, '<img src=x onerror=alert(1)>'))
    expect(status).toBe(422)
    expect(body).toEqual({ message: tr.live.chatRequired, errors: { livemessage: [tr.live.chatRequired] } })
    expect(await chatLines(session.id)).toHaveLength(0)
  })

  it(`limits a member to ${CHAT_RATE.max} messages in ${CHAT_RATE.windowMs / 1000} s (429, Retry-After) without slowing anyone else`, async () => {
    const session = await liveSession()
    const [alice, bob] = [await person(), await person()]
    const answers = await Promise.all(Array.from({ length: CHAT_RATE.max + 2 }, (_, i) => say(session.id, alice, `mesaj ${i}`)))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(CHAT_RATE.max).fill(200), 429, 429])
    const refused = answers.find((r) => r.status === 429)!
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Çok hızlı mesaj gönderiyorsunuz/)
    expect((await say(session.id, bob, 'ben de buradayım')).status).toBe(200)
    expect(await chatLines(session.id)).toHaveLength(CHAT_RATE.max + 1)
  })

  it('refuses a stopped session and an unknown one', async () => {
    const stopped = await liveSession({ live_active: 0 })
    const alice = await person()
    const closed = await read(await say(stopped.id, alice, 'merhaba'))
    expect(closed).toEqual({ status: 422, body: { message: tr.live.chatClosed, errors: { livemessage: [tr.live.chatClosed] } } })
    const unknown = await read(await say(999_999, alice, 'merhaba'))
    expect(unknown).toEqual({
      status: 422,
      body: { message: tr.live.sessionNotFound, errors: { live_session_id: [tr.live.sessionNotFound] } },
    })
  })
})

describe('moderation: an editor deletes a line and mutes its author', () => {
  it('deletes: the line leaves every open chat and the history, and stays in D1 with who and when', async () => {
    const session = await liveSession()
    const [alice, editor] = [await person(), await person('editor')]
    const line = (await read(await say(session.id, alice, 'reklam içerikli mesaj'))).body.data
    const viewer = await listenTo('live', String(session.id))
    const res = await call('DELETE', `/api/admin/live-chat/${line.id}`, null, { auth: editor.token })
    expect(await read(res)).toEqual({ status: 200, body: { message: tr.live.messageDeleted } })
    expect((await heard(viewer, 'ChatMessageDeleted')).data).toEqual({ session_id: session.id, id: line.id })
    expect((await read(await get(`/api/livechat/${session.id}/0`))).body.data).toEqual([])
    const [stored] = await chatLines(session.id)
    expect(stored).toMatchObject({ id: line.id, deleted_by: editor.id, deleted_at: expect.any(Number) })
  })

  it('members cannot delete or mute (403), guests get 401', async () => {
    const session = await liveSession()
    const alice = await person()
    const line = await chatLine(session.id, alice.id, 'merhaba')
    expect((await call('DELETE', `/api/admin/live-chat/${line.id}`, null, { auth: alice.token })).status).toBe(403)
    expect((await postForm(`/api/admin/live-chat/${line.id}/mute`, { minutes: 10 }, alice.token)).status).toBe(403)
    expect((await call('DELETE', `/api/admin/live-chat/${line.id}`)).status).toBe(401)
    expect((await chatLines(session.id))[0]!.deleted_at).toBeNull()
  })

  it('mutes the author in that session for the period; others and other sessions are not affected', async () => {
    const [session, other] = [await liveSession(), await liveSession()]
    const [alice, bob, editor] = [await person(), await person(), await person('editor')]
    const line = (await read(await say(session.id, alice, 'kaba bir söz'))).body.data
    const { status, body } = await read(await postForm(`/api/admin/live-chat/${line.id}/mute`, { minutes: 15 }, editor.token))
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.live.muted(alice.title, formatDateTime(body.muted_until)), muted_until: expect.any(Number) })
    expect(body.muted_until - Date.now()).toBeGreaterThan(14 * 60_000)

    const refused = await read(await say(session.id, alice, 'tekrar ben'))
    expect(refused).toEqual({ status: 403, body: { message: tr.live.chatMuted(formatDateTime(body.muted_until)) } })
    expect((await say(session.id, bob, 'ben yazabilirim')).status).toBe(200)
    expect((await say(other.id, alice, 'öbür yayında yazabilirim')).status).toBe(200)

    // When the period is over, the member writes again.
    await db
      .update(schema.live_chat_mutes)
      .set({ muted_until: Date.now() - 1 })
      .where(eq(schema.live_chat_mutes.user_id, alice.id))
    expect((await say(session.id, alice, 'süre doldu')).status).toBe(200)
  })

  it('refuses a mute out of range and a mute of an editor', async () => {
    const session = await liveSession()
    const [alice, editor] = [await person(), await person('editor')]
    const line = await chatLine(session.id, alice.id, 'merhaba')
    for (const minutes of [0, -5, 99_999, 'on']) {
      const { status, body } = await read(await postForm(`/api/admin/live-chat/${line.id}/mute`, { minutes }, editor.token))
      expect(status).toBe(422)
      expect(body.errors.minutes).toEqual([tr.live.muteMinutes(24 * 60)])
    }
    const own = await chatLine(session.id, editor.id, 'duyuru')
    expect(await read(await postForm(`/api/admin/live-chat/${own.id}/mute`, { minutes: 5 }, editor.token))).toEqual({
      status: 422,
      body: { message: tr.live.muteEditor },
    })
  })
})

describe('the live room internal endpoint', () => {
  it('refuses calls without a token, and a token for another party or room', async () => {
    const session = await liveSession()
    const room = String(session.id)
    const body = { kind: 'chat', user_id: 1, text: 'sahte', muted_until: null }
    const bare = await fetch(`https://party.test/parties/live/${room}`, { method: 'POST', body: JSON.stringify(body) })
    expect(await read(bare)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
    expect((await signedPost('live', room, body, `user:${room}`)).status).toBe(401)
    expect((await signedPost('live', room, body, `live:${session.id + 1}`)).status).toBe(401)
    expect((await signedPost('live', room, body, room)).status).toBe(401) // an auction room's subject
    expect((await signedPost('live', room, body)).status).toBe(200)
  })
})
