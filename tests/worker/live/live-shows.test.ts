// Scheduled live shows (docs/alerts.md "Scheduled live shows"): scheduling and its 422s, the upcoming list,
// "Hatırlat" and its reminder written once 15 minutes before (bell, a push per device, mail only with
// consent), and the owner's followers told when a show is scheduled and when it goes on air.
import { and, count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { env } from 'cloudflare:workers'
import { tr } from '../../../common/messages.ts'
import { formatDateTime } from '../../../common/time.ts'
import { SHOW_LOTS_MAX } from '../../../common/schemas/live-shows.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { runShowNotices } from '../../../worker/domain/alerts/show-notices.ts'
import { EXPORT_TABLES } from '../../../worker/domain/member/data-export-tables.ts'
import type { Env } from '../../../worker/env.ts'
import { del, editor, member, ok, postAdmin, type Signed } from '../../support/admin-seed.ts'
import { answerRoomCalls, expectUnauthenticated, get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const MIN = 60_000
const HOUR = 60 * MIN
const E = env as unknown as Env

beforeAll(answerRoomCalls)
afterAll(() => vi.restoreAllMocks())

const schedule = (who: Signed, body: Record<string, unknown>) => postAdmin('/api/live-shows', body, who.token)
const showBody = (ids: number[], over: Record<string, unknown> = {}) => ({
  title: 'Pazar akşamı cumhuriyet altınları',
  scheduled_at: Date.now() + 3 * HOUR,
  auction_ids: ids,
  ...over,
})

async function sessionCount() {
  const [row] = await seed.db.select({ n: count() }).from(schema.live_sessions)
  return row!.n
}

async function waitFor(id: number, column: 'followers_told_at' | 'start_told_at') {
  for (let i = 0; i < 100; i++) {
    const [row] = await seed.db.select().from(schema.live_sessions).where(eq(schema.live_sessions.id, id))
    if (row?.[column]) return row
    await new Promise((r) => setTimeout(r, 30))
  }
  throw new Error(`${column} of ${id} not set`)
}

const noticesOf = (userId: number, kind: string) =>
  seed.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.user_id, userId), eq(schema.notifications.kind, kind)))

async function follow(fan: Signed, seller: Signed) {
  await ok(postAdmin(`/api/sellers/${seller.user.slug}/follow`, {}, fan.token))
}

async function device(userId: number) {
  await seed.db
    .insert(schema.push_subscriptions)
    .values({ user_id: userId, endpoint: `https://push.example/${seed.unique()}`, p256dh: 'k', auth: 'a' })
}

describe('scheduling a show', () => {
  it('refuses bad input with a 422 naming the field and writes nothing', async () => {
    const seller = await member()
    const other = await member()
    const mine = await seed.auction({ seller: seller.user })
    const theirs = await seed.auction({ seller: other.user })
    const waiting = await seed.auction({ seller: seller.user, approved: 0 })
    const taken = await seed.auction({ seller: seller.user })
    await ok(schedule(seller, showBody([taken.id])))
    const before = await sessionCount()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [showBody([mine.id], { title: 'a' }), 'title', tr.liveShow.titleInvalid],
      [showBody([mine.id], { scheduled_at: 'yarın' }), 'scheduled_at', tr.liveShow.scheduledAtInvalid],
      [showBody([mine.id], { scheduled_at: Date.now() + 10 * MIN }), 'scheduled_at', tr.liveShow.scheduledAtTooSoon(30)],
      [showBody([mine.id], { scheduled_at: Date.now() + 91 * 24 * HOUR }), 'scheduled_at', tr.liveShow.scheduledAtTooLate(90)],
      [showBody([]), 'auction_ids', tr.liveShow.lotsRequired(SHOW_LOTS_MAX)],
      [showBody([mine.id, mine.id]), 'auction_ids', tr.liveShow.lotsRepeated],
      [showBody([mine.id, theirs.id]), 'auction_ids', tr.liveShow.lotsNotYours(String(theirs.id))],
      [showBody([mine.id, 99_999_999]), 'auction_ids', tr.liveShow.lotsUnknown('99999999')],
      [showBody([waiting.id]), 'auction_ids', tr.liveShow.lotsNotOpen(String(waiting.id))],
      [showBody([mine.id, taken.id]), 'auction_ids', tr.liveShow.lotsInAnotherShow(String(taken.id))],
    ]
    for (const [body, field, message] of cases) {
      const { status, body: answer } = await read(await schedule(seller, body))
      expect(status, JSON.stringify(answer)).toBe(422)
      expect(answer.errors[field]).toEqual([message])
    }
    expect(await sessionCount()).toBe(before)
    await expectUnauthenticated(await postAdmin('/api/live-shows', showBody([mine.id])))
  })

  it('keeps the lots in order, answers the show and tells the followers once, in the bell and on their devices', async () => {
    const seller = await member()
    const [fan, quiet] = [await member(), await member()]
    await follow(fan, seller)
    await device(fan.user.id)
    const lots = [await seed.auction({ seller: seller.user }), await seed.auction({ seller: seller.user })]
    const at = Date.now() + 3 * HOUR
    const answer = await ok(schedule(seller, showBody([lots[1]!.id, lots[0]!.id], { scheduled_at: at })))
    expect(answer.message).toBe(tr.liveShow.scheduled)
    expect(answer.show).toMatchObject({ scheduled_at: at, owner: { slug: seller.user.slug }, lot_count: 2 })
    expect(answer.show.auctions.map((a: { id: number }) => a.id)).toEqual([lots[1]!.id, lots[0]!.id])
    const row = await waitFor(answer.show.id, 'followers_told_at')
    expect(row).toMatchObject({ owner_id: seller.user.id, live_active: 0, created_by: seller.user.id })
    const notices = await noticesOf(fan.user.id, 'show_scheduled')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.notification_target_link).toBe('/canli-mezatlar')
    expect(await noticesOf(quiet.user.id, 'show_scheduled')).toHaveLength(0)
    const pushes = await seed.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.user_id, fan.user.id), eq(schema.outbox.channel, 'push')))
    expect(pushes.map((p) => JSON.parse(p.body).tag)).toContain(`show_scheduled:${answer.show.id}:${fan.user.id}`)
    // The cron finds nothing left to tell.
    await runShowNotices(seed.db, E, Date.now() + 5 * MIN)
    expect(await noticesOf(fan.user.id, 'show_scheduled')).toHaveLength(1)
  })

  it('lets an editor schedule anyone’s lots, the one seller of them owning the show; the cron tells what a request left', async () => {
    const ed = await editor()
    const seller = await member()
    const fan = await member()
    await follow(fan, seller)
    const lot = await seed.auction({ seller: seller.user })
    const answer = await ok(schedule(ed, showBody([lot.id])))
    expect(answer.show.owner.slug).toBe(seller.user.slug)
    await waitFor(answer.show.id, 'followers_told_at')
    // A request that died before telling: the cron takes the show over once the request's grace is gone.
    await seed.db.delete(schema.notifications).where(like(schema.notifications.dedupe_key, `show_scheduled:${answer.show.id}:%`))
    await seed.db.update(schema.live_sessions).set({ followers_told_at: null }).where(eq(schema.live_sessions.id, answer.show.id))
    expect((await runShowNotices(seed.db, E, Date.now())).followers).toBe(0)
    expect((await runShowNotices(seed.db, E, Date.now() + 3 * MIN)).followers).toBe(1)
    expect(await noticesOf(fan.user.id, 'show_scheduled')).toHaveLength(1)
  })

  it('lets only the owner or an editor cancel a show, and only before it starts', async () => {
    const seller = await member()
    const stranger = await member()
    const answer = await ok(schedule(seller, showBody([(await seed.auction({ seller: seller.user })).id])))
    expect((await read(await del(`/api/live-shows/${answer.show.id}`, stranger.token))).status).toBe(403)
    expect((await read(await del('/api/live-shows/99999999', seller.token))).status).toBe(404)
    await seed.db.update(schema.live_sessions).set({ live_active: 1 }).where(eq(schema.live_sessions.id, answer.show.id))
    expect((await read(await del(`/api/live-shows/${answer.show.id}`, seller.token))).status).toBe(409)
    await seed.db.update(schema.live_sessions).set({ live_active: 0 }).where(eq(schema.live_sessions.id, answer.show.id))
    expect((await ok(del(`/api/live-shows/${answer.show.id}`, seller.token))).message).toBe(tr.liveShow.cancelled)
  })
})

describe('the upcoming list', () => {
  it('lists only shows still to come, soonest first, with their first lots', async () => {
    const seller = await member()
    const lots = await Promise.all(Array.from({ length: 6 }, () => seed.auction({ seller: seller.user })))
    const later = await ok(schedule(seller, showBody(lots.slice(0, 5).map((l) => l.id), { scheduled_at: Date.now() + 5 * HOUR })))
    const sooner = await ok(schedule(seller, showBody([lots[5]!.id], { scheduled_at: Date.now() + 2 * HOUR })))
    const base = { live_broadcast_url: '', owner_id: seller.user.id }
    const [onAir, ended, past, unscheduled] = await seed.db
      .insert(schema.live_sessions)
      .values([
        { ...base, title: 'Yayında', scheduled_at: Date.now() + HOUR, live_active: 1, live_session_started_at: Date.now() },
        { ...base, title: 'Bitti', scheduled_at: Date.now() + HOUR, live_session_stopped_at: Date.now() },
        { ...base, title: 'Geçti', scheduled_at: Date.now() - HOUR },
        { ...base, title: 'Plansız' },
      ])
      .returning()
    const { shows } = await ok(get('/api/live-shows/upcoming'))
    const ids = shows.map((s: { id: number }) => s.id)
    for (const gone of [onAir!, ended!, past!, unscheduled!]) expect(ids).not.toContain(gone.id)
    expect(ids.indexOf(sooner.show.id)).toBeLessThan(ids.indexOf(later.show.id))
    const shown = shows.find((s: { id: number }) => s.id === later.show.id)
    expect(shown.lot_count).toBe(5)
    expect(shown.auctions.map((a: { id: number }) => a.id)).toEqual(lots.slice(0, 4).map((l) => l.id))
    const mine = await ok(get('/api/live-shows/mine', seller.token))
    expect(mine.shows.map((s: { id: number }) => s.id).sort()).toEqual([later.show.id, sooner.show.id].sort())
  })
})

describe('Hatırlat', () => {
  async function showWithReminder(at: number) {
    const seller = await member()
    const answer = await ok(schedule(seller, showBody([(await seed.auction({ seller: seller.user })).id], { scheduled_at: at })))
    return answer.show.id as number
  }
  const mailsOf = (userId: number) =>
    seed.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.user_id, userId), eq(schema.outbox.channel, 'mail'), like(schema.outbox.subject, 'Canlı mezat birazdan%')))

  it('reminds once, 15 minutes before: bell and push for each member, mail only with commercial consent', async () => {
    const at = Date.now() + 2 * HOUR
    const id = await showWithReminder(at)
    const [consenting, silent] = [await member(), await member()]
    await seed.db
      .insert(schema.message_consents)
      .values({ user_id: consenting.user.id, channel: 'email', granted: true, source: 'preferences', text_version: 'test', recorded_at: Date.now() })
    await device(silent.user.id)
    for (const m of [consenting, silent]) {
      expect((await ok(postAdmin(`/api/live-shows/${id}/reminder`, {}, m.token))).reminded).toBe(true)
      await ok(postAdmin(`/api/live-shows/${id}/reminder`, {}, m.token)) // a second ask changes nothing
    }
    expect((await ok(get('/api/live-shows/reminders', silent.token))).show_ids).toContain(id)
    // Not yet due 16 minutes before.
    await runShowNotices(seed.db, E, at - 16 * MIN)
    expect(await noticesOf(silent.user.id, 'show_reminder')).toHaveLength(0)
    await runShowNotices(seed.db, E, at - 15 * MIN)
    await runShowNotices(seed.db, E, at - 14 * MIN)
    for (const m of [consenting, silent]) {
      const notices = await noticesOf(m.user.id, 'show_reminder')
      expect(notices).toHaveLength(1)
      expect(notices[0]!.notification_message).toBe(tr.liveShow.reminderMessage('Pazar akşamı cumhuriyet altınları', formatDateTime(at)))
    }
    expect(await mailsOf(consenting.user.id)).toHaveLength(1)
    expect((await mailsOf(consenting.user.id))[0]!.message_class).toBe('commercial')
    expect(await mailsOf(silent.user.id)).toHaveLength(0)
    const pushes = await seed.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.user_id, silent.user.id), eq(schema.outbox.channel, 'push')))
    expect(pushes).toHaveLength(1)
  })

  it('refuses a show that started or does not exist, and forgets a reminder on request', async () => {
    const m = await member()
    const id = await showWithReminder(Date.now() + 2 * HOUR)
    expect((await read(await postAdmin('/api/live-shows/99999999/reminder', {}, m.token))).status).toBe(404)
    await ok(postAdmin(`/api/live-shows/${id}/reminder`, {}, m.token))
    expect((await ok(del(`/api/live-shows/${id}/reminder`, m.token))).reminded).toBe(false)
    expect((await ok(get('/api/live-shows/reminders', m.token))).show_ids).not.toContain(id)
    await seed.db.update(schema.live_sessions).set({ live_active: 1 }).where(eq(schema.live_sessions.id, id))
    const { status, body } = await read(await postAdmin(`/api/live-shows/${id}/reminder`, {}, m.token))
    expect([status, body.message]).toEqual([409, tr.liveShow.alreadyStarted])
    await expectUnauthenticated(await postAdmin(`/api/live-shows/${id}/reminder`, {}))
  })

  it('"Verilerimi indir" lists the member’s reminders', async () => {
    const m = await member()
    const at = Date.now() + 2 * HOUR
    const id = await showWithReminder(at)
    await ok(postAdmin(`/api/live-shows/${id}/reminder`, {}, m.token))
    const table = EXPORT_TABLES.find((t) => t.name === 'canli_mezat_hatirlatmalari')!
    const { results } = await E.DB.prepare(table.sql).bind(m.user.id).all()
    expect(results).toEqual([{ title: 'Pazar akşamı cumhuriyet altınları', scheduled_at: at, created_at: expect.any(Number), reminded_at: null }])
  })
})

describe('a show going on air', () => {
  it('tells the owner’s followers once when an editor starts it', async () => {
    const ed = await editor()
    const seller = await member()
    const fan = await member()
    await follow(fan, seller)
    const answer = await ok(schedule(seller, showBody([(await seed.auction({ seller: seller.user })).id])))
    await seed.db
      .update(schema.live_sessions)
      .set({ live_broadcast_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' })
      .where(eq(schema.live_sessions.id, answer.show.id))
    await ok(postAdmin(`/api/admin/live-sessions/${answer.show.id}/start`, {}, ed.token))
    await waitFor(answer.show.id, 'start_told_at')
    await runShowNotices(seed.db, E, Date.now() + 5 * MIN)
    const notices = await noticesOf(fan.user.id, 'show_starting')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.notification_message).toBe(tr.liveShow.startingMessage(seller.user.title, 'Pazar akşamı cumhuriyet altınları'))
  })
})
