// Live sessions end to end in workerd: an editor starts and stops a session and every open page on the
// `livesession` channel hears it; the session's `live` room tells its viewers when the auction list changes.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { tr } from '../../common/messages.ts'
import { announceLiveAuctionsChanged } from '../../worker/domain/live/live.ts'
import type { Env } from '../../worker/env.ts'
import { get, postJson, read } from '../support/http.ts'
import { heard, listenTo, settle, signedPost } from '../support/live-room.ts'
import { liveSession, person, sessionRow } from '../support/live-seed.ts'

describe('channel livesession (room main)', () => {
  it('lets anyone listen (no token) and tells every open page when an editor starts and stops a session', async () => {
    const editor = await person('editor')
    const session = await liveSession({ live_active: 0, live_session_started_at: null })
    const [home, category] = [await listenTo('livesession', 'main'), await listenTo('livesession', 'main')]
    expect(home.status).toBe(101)

    const started = await read(await postJson(`/api/admin/live-sessions/${session.id}/start`, {}, editor.token))
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body).toMatchObject({ message: tr.admin.liveStarted, announced: true, session: { id: session.id, live_active: 1 } })
    for (const page of [home, category]) {
      const event = await heard(page, 'LiveSessionStarted')
      expect(event.data.session).toEqual(started.body.session)
    }
    expect((await read(await get('/api/live_session/index'))).body.map((s: any) => s.id)).toContain(session.id)

    const stopped = await read(await postJson(`/api/admin/live-sessions/${session.id}/stop`, {}, editor.token))
    expect(stopped.body).toMatchObject({ message: tr.admin.liveStopped, announced: true })
    expect((await heard(home, 'LiveSessionStopped')).data).toEqual({ id: session.id, category_id: null })
    expect((await read(await get('/api/live_session/index'))).body.map((s: any) => s.id)).not.toContain(session.id)
    expect(await sessionRow(session.id)).toMatchObject({ live_active: 0, live_session_stopped_at: expect.any(Number) })
  })

  it('starts once: a second start is a 409 and is not announced again', async () => {
    const editor = await person('editor')
    const session = await liveSession({ live_active: 0 })
    const page = await listenTo('livesession', 'main')
    const answers = await Promise.all([1, 2].map(() => postJson(`/api/admin/live-sessions/${session.id}/start`, {}, editor.token)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    await heard(page, 'LiveSessionStarted')
    await settle()
    expect(page.events.filter((e) => e.event === 'LiveSessionStarted')).toHaveLength(1)
  })

  it('keeps members and guests out of start and stop, and says nothing', async () => {
    const member = await person()
    const session = await liveSession({ live_active: 0 })
    const page = await listenTo('livesession', 'main')
    expect((await postJson(`/api/admin/live-sessions/${session.id}/start`, {}, member.token)).status).toBe(403)
    expect((await postJson(`/api/admin/live-sessions/${session.id}/start`, {})).status).toBe(401)
    await settle()
    expect(page.events).toEqual([])
    expect((await sessionRow(session.id)).live_active).toBe(0)
  })

  it('refuses to start a session whose address is neither YouTube nor HLS', async () => {
    const editor = await person('editor')
    const session = await liveSession({ live_active: 0, live_broadcast_url: 'https://example.com/video.mp4' })
    const { status, body } = await read(await postJson(`/api/admin/live-sessions/${session.id}/start`, {}, editor.token))
    expect(status).toBe(422)
    expect(body).toEqual({ message: tr.live.broadcastUrlFormat, errors: { live_broadcast_url: [tr.live.broadcastUrlFormat] } })
  })

  it('refuses unsigned posts and bodies that are not a live-session event', async () => {
    const event = { event: 'LiveSessionStopped', data: { id: 1, category_id: null } }
    const bare = await fetch('https://party.test/parties/livesession/main', { method: 'POST', body: JSON.stringify(event) })
    expect(bare.status).toBe(401)
    expect((await signedPost('livesession', 'main', event, 'main')).status).toBe(401) // the console's old subject
    expect((await signedPost('livesession', 'main', { event: 'Hello', data: {} })).status).toBe(422)
    expect((await signedPost('livesession', 'main', event)).status).toBe(200)
  })
})

describe('channel live (room {sessionId}): the live auction list', () => {
  it('tells the session’s viewers, and only them, that the list changed', async () => {
    const [session, other] = [await liveSession(), await liveSession()]
    const [viewer, elsewhere] = [await listenTo('live', String(session.id)), await listenTo('live', String(other.id))]
    expect(await announceLiveAuctionsChanged(env as unknown as Env, session.id)).toBe(true)
    expect((await heard(viewer, 'LiveAuctionsChanged')).data).toEqual({ session_id: session.id })
    await settle()
    expect(elsewhere.events).toEqual([])
  })
})
