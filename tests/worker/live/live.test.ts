// "Live chat message"; chat required; live_session/index,
// live_session/{mainCategory}, liveauction/{sessionId}, livechat/{sessionId}/{lastId}, addLiveMessage;
// editors' start/stop. No party server runs in these tests: what needs a room is in tests/party/.
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { CHAT_HISTORY, streamOf, youtubeEmbedUrl } from '../../../common/schemas/live.ts'
import { toWireTime } from '../../../common/time.ts'
import { call, expectUnauthenticated, expectUnknownCategory, get, postForm, postJson, read } from '../../support/http.ts'
import { chatLine, chatLines, liveSession, lots, person, sessionRow } from '../../support/live-seed.ts'
import * as seed from '../../support/seed.ts'

const serverTime = { formatted: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), timestamp: expect.any(Number) }

describe('streamOf (the address of live_broadcast_url)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', { kind: 'youtube', videoId: 'aqz-KE-bpKQ' }],
    ['https://youtu.be/aqz-KE-bpKQ?t=10', { kind: 'youtube', videoId: 'aqz-KE-bpKQ' }],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', { kind: 'youtube', videoId: 'aqz-KE-bpKQ' }],
    ['https://m.youtube.com/live/aqz-KE-bpKQ?feature=share', { kind: 'youtube', videoId: 'aqz-KE-bpKQ' }],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', { kind: 'youtube', videoId: 'aqz-KE-bpKQ' }],
    ['https://cdn.example.com/live/stream.m3u8?token=abc', { kind: 'hls', url: 'https://cdn.example.com/live/stream.m3u8?token=abc' }],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/channel/UC123', null],
    ['https://example.com/video.mp4', null],
    ['javascript:alert(1)//.m3u8', null],
    ['not a url', null],
  ])('%s', (url, stream) => {
    expect(streamOf(url)).toEqual(stream)
  })

  it('embeds YouTube through the privacy-enhanced host, muted so that it may start by itself', () => {
    expect(youtubeEmbedUrl('aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&mute=1&playsinline=1&rel=0')
  })
})

describe('GET /api/live_session/index and /api/live_session/{mainCategory}', () => {
  it('lists the home page’s sessions on air (those without a category), newest first, with every field of the answer', async () => {
    const root = await seed.category({ title: 'Antika' })
    const older = await liveSession({ title: 'Pazar mezatı', live_session_started_at: Date.now() - 3_600_000 })
    const newer = await liveSession({ title: 'Gece mezatı', live_broadcast_url: 'https://cdn.example.com/a.m3u8' })
    const antique = await liveSession({ title: 'Antika akşamı', category_id: root.id })
    await liveSession({ live_active: 0 })
    const { status, body } = await read(await get('/api/live_session/index'))
    expect(status).toBe(200)
    expect(body.map((s: any) => s.id)).not.toContain(antique.id)
    const mine = body.filter((s: any) => [older.id, newer.id].includes(s.id))
    expect(mine).toEqual([
      {
        id: newer.id,
        title: 'Gece mezatı',
        live_active: 1,
        live_broadcast_url: 'https://cdn.example.com/a.m3u8',
        live_session_started_at: toWireTime(newer.live_session_started_at!),
        category: null,
      },
      {
        id: older.id,
        title: 'Pazar mezatı',
        live_active: 1,
        live_broadcast_url: older.live_broadcast_url,
        live_session_started_at: toWireTime(older.live_session_started_at!),
        category: null,
      },
    ])
    expect(body.every((s: any) => s.live_active === 1)).toBe(true)
  })

  it('answers a category page with the sessions of its main category, by slug, id or a sub-category', async () => {
    const root = await seed.category({ title: 'Saat' })
    const sub = await seed.category({ title: 'Cep Saati', parent: root })
    const leaf = await seed.category({ title: 'Gümüş', parent: sub })
    const other = await seed.category({ title: 'Kitap' })
    const session = await liveSession({ category_id: root.id })
    await liveSession({ category_id: other.id })
    await liveSession() // home only
    for (const key of [root.slug, String(root.id), sub.slug, leaf.slug]) {
      const { status, body } = await read(await get(`/api/live_session/${key}`))
      expect(status).toBe(200)
      expect(body).toEqual([expect.objectContaining({ id: session.id, category: { id: root.id, slug: root.slug, title: 'Saat' } })])
    }
  })

  it('answers 404 with a Turkish sentence for an unknown category', async () => {
    await expectUnknownCategory('/api/live_session/yok-boyle-bir-kategori')
  })
})

describe('GET /api/liveauction/{sessionId}', () => {
  it('answers the session’s approved auctions as cards in the editor’s order, with server_time', async () => {
    const session = await liveSession()
    const [a, b, waiting] = [
      await seed.auction({ name: 'Cep saati' }),
      await seed.auction({ name: 'Bakır sahan' }),
      await seed.auction({ approved: 0 }),
    ]
    await lots(session.id, [b.id, waiting.id, a.id])
    const { status, body } = await read(await get(`/api/liveauction/${session.id}`))
    expect(status).toBe(200)
    expect(body.server_time).toEqual(serverTime)
    expect(body.data.map((c: any) => c.slug)).toEqual([b.slug, a.slug])
    expect(body.data[0]).toMatchObject({
      id: b.id,
      name: 'Bakır sahan',
      current_price: 100,
      opening_price: 100,
      buynow_price: 1000,
      bid_count: 0,
    })
  })

  it('answers 404 for an unknown session and 422 for an id that is not one', async () => {
    expect(await read(await get('/api/liveauction/999999'))).toEqual({ status: 404, body: { message: tr.live.sessionNotFound } })
    expect((await read(await get('/api/liveauction/abc'))).status).toBe(422)
  })
})

describe('GET /api/livechat/{sessionId}/{lastId}', () => {
  it(`gives a joining viewer the latest ${CHAT_HISTORY} lines, oldest first, without deleted ones`, async () => {
    const session = await liveSession()
    const [alice, editor] = [await person(), await person('editor')]
    for (let i = 1; i <= CHAT_HISTORY + 5; i++) await chatLine(session.id, alice.id, `mesaj ${i}`)
    const gone = await chatLine(session.id, alice.id, 'silinen', { deleted_at: Date.now(), deleted_by: editor.id })
    const note = await chatLine(session.id, editor.id, 'Hoş geldiniz')
    const { status, body } = await read(await get(`/api/livechat/${session.id}/0`))
    expect(status).toBe(200)
    expect(body.data).toHaveLength(CHAT_HISTORY)
    expect(body.data.map((m: any) => m.message).slice(-2)).toEqual([`mesaj ${CHAT_HISTORY + 5}`, 'Hoş geldiniz'])
    expect(body.data.map((m: any) => m.id)).not.toContain(gone.id)
    expect(body.data.at(-1)).toEqual({
      id: note.id,
      user_title: editor.title,
      message: 'Hoş geldiniz',
      created_at: toWireTime(note.created_at),
      is_editor: true,
    })
    expect(body.last_id).toBe(note.id)
  })

  it('gives the lines after lastId only, and the same lastId back when there are none', async () => {
    const session = await liveSession()
    const alice = await person()
    const first = await chatLine(session.id, alice.id, 'bir')
    const second = await chatLine(session.id, alice.id, 'iki')
    expect((await read(await get(`/api/livechat/${session.id}/${first.id}`))).body).toEqual({
      data: [expect.objectContaining({ id: second.id, message: 'iki', is_editor: false })],
      last_id: second.id,
    })
    expect((await read(await get(`/api/livechat/${session.id}/${second.id}`))).body).toEqual({ data: [], last_id: second.id })
  })

  it('answers 404 for an unknown session', async () => {
    expect(await read(await get('/api/livechat/999999/0'))).toEqual({ status: 404, body: { message: tr.live.sessionNotFound } })
  })
})

describe('POST /api/addLiveMessage (the room decides; here it cannot be reached)', () => {
  it('answers a guest 401 Unauthenticated.', async () => {
    const session = await liveSession()
    await expectUnauthenticated(await postForm('/api/addLiveMessage', { livemessage: 'merhaba', live_session_id: session.id }))
  })

  it('refuses an empty message and a missing session with the catalogue’s sentences', async () => {
    const alice = await person()
    const session = await liveSession()
    expect(await read(await postForm('/api/addLiveMessage', { livemessage: '  ', live_session_id: session.id }, alice.token))).toEqual({
      status: 422,
      body: { message: tr.live.chatRequired, errors: { livemessage: [tr.live.chatRequired] } },
    })
    const noSession = await read(await postForm('/api/addLiveMessage', { livemessage: 'merhaba' }, alice.token))
    expect(noSession.status).toBe(422)
    expect(noSession.body.errors.live_session_id).toEqual([tr.live.sessionRequired])
  })

  it('answers 503 with a Turkish sentence when the room cannot be reached, and stores nothing', async () => {
    const alice = await person()
    const session = await liveSession()
    const res = await postForm('/api/addLiveMessage', { livemessage: 'merhaba', live_session_id: session.id }, alice.token)
    expect(await read(res)).toEqual({ status: 503, body: { message: tr.live.chatUnavailable } })
    expect(await chatLines(session.id)).toEqual([])
  })
})

describe('POST /api/admin/live-sessions/{id}/start and /stop', () => {
  it('puts a session on air and off again (D1 is the truth even when the channel cannot be told)', async () => {
    const editor = await person('editor')
    const session = await liveSession({ live_active: 0, live_session_started_at: null })
    const started = await read(await postJson(`/api/admin/live-sessions/${session.id}/start`, {}, editor.token))
    expect(started.status).toBe(200)
    expect(started.body).toEqual({
      message: tr.admin.liveStarted,
      announced: false,
      session: expect.objectContaining({ id: session.id, live_active: 1, live_session_started_at: expect.any(String) }),
    })
    expect(await sessionRow(session.id)).toMatchObject({ live_active: 1, live_session_stopped_at: null })
    expect((await read(await postJson(`/api/admin/live-sessions/${session.id}/start`, {}, editor.token))).body).toEqual({
      message: tr.admin.liveAlreadyActive,
    })
    const stopped = await read(await postJson(`/api/admin/live-sessions/${session.id}/stop`, {}, editor.token))
    expect(stopped.body).toMatchObject({ message: tr.admin.liveStopped, session: { live_active: 0 } })
    expect(await read(await postJson(`/api/admin/live-sessions/${session.id}/stop`, {}, editor.token))).toEqual({
      status: 409,
      body: { message: tr.admin.liveNotActive },
    })
  })

  it('answers 404 for an unknown session, 403 to members and 401 to guests', async () => {
    const [editor, member] = [await person('editor'), await person()]
    expect(await read(await postJson('/api/admin/live-sessions/999999/start', {}, editor.token))).toEqual({
      status: 404,
      body: { message: tr.live.sessionNotFound },
    })
    const session = await liveSession({ live_active: 0 })
    expect((await postJson(`/api/admin/live-sessions/${session.id}/start`, {}, member.token)).status).toBe(403)
    await expectUnauthenticated(await postJson(`/api/admin/live-sessions/${session.id}/start`, {}))
    expect((await sessionRow(session.id)).live_active).toBe(0)
  })
})

describe('DELETE /api/admin/live-chat/{messageId}', () => {
  it('answers 404 for an unknown line', async () => {
    const editor = await person('editor')
    expect(await read(await call('DELETE', '/api/admin/live-chat/999999', null, { auth: editor.token }))).toEqual({
      status: 404,
      body: { message: tr.live.messageNotFound },
    })
  })
})
