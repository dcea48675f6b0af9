// The notices scheduled live shows cause (docs/alerts.md "Scheduled live shows"), all in the bell and, by the
// notifications trigger (docs/decisions/0019-web-push-rides-on-the-bell.md), by web push on the member's
// devices: the owner's followers when a show is scheduled and when it goes on air, and the members who asked
// "Hatırlat" SHOW_REMINDER_MINUTES before the start (and by mail with commercial-mail consent,
// docs/decisions/0022-scheduled-live-shows.md). Each is written in batches of SHOW_BATCH members, one
// statement or one D1 batch each, with a dedupe key per member, so a run that dies halfway, or two runs at
// once, tell nobody twice; the request that scheduled or started the show works it after its answer, and
// the cron (runScheduled) finishes what such a request left.
import { SHOW_REMINDER_MINUTES } from '#common/schemas/live-shows.ts'
import { tr } from '#common/messages.ts'
import { formatDateTime } from '#common/time.ts'
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { allInBatch, runInBatch } from '../../db/raw-batchable.ts'
import { live_sessions, live_show_reminders, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { mailConsent } from './matching.ts'
import { queueMails } from './alert-runs.ts'
import { optOutPage } from '../platform/message-consents.ts'
import { pushNotifications, type NotificationRow } from '../platform/notify.ts'

/** Members told per statement, as the approval's alerts (worker/domain/alerts/alert-runs.ts). */
export const SHOW_BATCH = 500
/** The cron leaves a show alone this long after it was scheduled or started: the request's own run is at work. */
const REQUEST_GRACE_MS = 2 * 60_000
/** Shows the cron works per kind per minute. */
const CRON_SHOWS = 5
/** Where every show notice leads. */
export const UPCOMING_PATH = '/canli-mezatlar'

type Kind = 'show_scheduled' | 'show_starting'
type Show = { id: number; title: string; scheduled_at: number | null; owner_id: number; owner: string }

const noticeText = (kind: Kind, show: Show) =>
  kind === 'show_scheduled'
    ? [tr.liveShow.scheduledTitle, tr.liveShow.scheduledMessage(show.owner, show.title, formatDateTime(show.scheduled_at ?? 0))]
    : [tr.liveShow.startingTitle, tr.liveShow.startingMessage(show.owner, show.title)]

/** The next SHOW_BATCH followers of the owner not yet told, told: one statement. */
function tellFollowers(db: Db, kind: Kind, show: Show, now: number) {
  const [title, message] = noticeText(kind, show)
  const key = `${kind}:${show.id}:`
  return db.all<NotificationRow>(sql`
    INSERT INTO notifications (user_id, kind, notification_title, notification_message, notification_target_link, dedupe_key, created_at)
    SELECT f.user_id, ${kind}, ${title}, ${message}, ${UPCOMING_PATH}, ${key} || f.user_id, ${now}
    FROM seller_follows f
    WHERE f.seller_id = ${show.owner_id}
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.dedupe_key = ${key} || f.user_id)
    ORDER BY f.user_id
    LIMIT ${SHOW_BATCH}
    ON CONFLICT DO NOTHING
    RETURNING *`)
}

const markColumn = { show_scheduled: 'followers_told_at', show_starting: 'start_told_at' } as const

async function loadShow(db: Db, id: number): Promise<Show | undefined> {
  const [row] = await db
    .select({ id: live_sessions.id, title: live_sessions.title, scheduled_at: live_sessions.scheduled_at, owner_id: users.id, owner: users.title })
    .from(live_sessions)
    .innerJoin(users, eq(users.id, live_sessions.owner_id))
    .where(eq(live_sessions.id, id))
  return row
}

/** Tells every follower of the show's owner, batch by batch, then marks the show told. */
export async function tellAllFollowers(db: Db, env: Env, kind: Kind, id: number, now = Date.now()) {
  const show = await loadShow(db, id)
  if (!show) return 0
  let told = 0
  for (;;) {
    const rows = await tellFollowers(db, kind, show, now)
    told += rows.length
    // Best-effort, after the rows are written: a page that misses it reads its bell when it reconnects.
    await pushNotifications(env, rows)
    if (rows.length < SHOW_BATCH) break
  }
  await db.update(live_sessions).set({ [markColumn[kind]]: Date.now() }).where(eq(live_sessions.id, id))
  return told
}

/** After the answer (waitUntil): a failure is logged, and the cron finishes the show later. */
export const tellFollowersLater = (db: Db, env: Env, kind: Kind, id: number) =>
  tellAllFollowers(db, env, kind, id).catch((error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'show notices failed', kind, id, error: String(error) })),
  )

/** The cron's part for followers: shows whose request did not finish telling them. */
async function resumeFollowers(db: Db, env: Env, now: number) {
  const due = (kind: Kind) =>
    db
      .select({ id: live_sessions.id })
      .from(live_sessions)
      .where(
        kind === 'show_scheduled'
          ? and(isNotNull(live_sessions.owner_id), isNull(live_sessions.followers_told_at), sql`${live_sessions.scheduled_at} > ${now}`,
              lte(live_sessions.created_at, now - REQUEST_GRACE_MS), isNull(live_sessions.live_session_stopped_at))
          : and(isNotNull(live_sessions.owner_id), isNotNull(live_sessions.scheduled_at), isNull(live_sessions.start_told_at),
              eq(live_sessions.live_active, 1), lte(live_sessions.live_session_started_at, now - REQUEST_GRACE_MS)),
      )
      .limit(CRON_SHOWS)
  let told = 0
  for (const kind of ['show_scheduled', 'show_starting'] as const)
    for (const { id } of await due(kind)) told += await tellAllFollowers(db, env, kind, id, now)
  return told
}

type Due = { session_id: number; user_id: number; email: string; consent: number; title: string; scheduled_at: number }

/** Reminders whose show starts within SHOW_REMINDER_MINUTES (and has not ended), not yet sent. */
const dueReminders = (db: Db, now: number) =>
  db
    .select({
      session_id: live_show_reminders.live_session_id,
      user_id: live_show_reminders.user_id,
      email: users.email,
      consent: sql<number>`${mailConsent('live_show_reminders.user_id')}`,
      title: live_sessions.title,
      scheduled_at: sql<number>`${live_sessions.scheduled_at}`,
    })
    .from(live_show_reminders)
    .innerJoin(live_sessions, eq(live_sessions.id, live_show_reminders.live_session_id))
    .innerJoin(users, eq(users.id, live_show_reminders.user_id))
    .where(
      and(
        isNull(live_show_reminders.reminded_at),
        lte(live_sessions.scheduled_at, now + SHOW_REMINDER_MINUTES * 60_000),
        sql`${live_sessions.scheduled_at} > ${now - SHOW_REMINDER_MINUTES * 60_000}`,
        isNull(live_sessions.live_session_stopped_at),
      ),
    )
    .limit(SHOW_BATCH)

async function reminderMail(env: Env, r: Due) {
  const at = formatDateTime(r.scheduled_at)
  const footer = tr.messageConsent.mailFooter(await optOutPage(env, r.user_id, 'email'))
  const body = tr.liveShow.reminderMailBody(r.title, at, `${appOrigin(env)}${UPCOMING_PATH}`)
  return { u: r.user_id, to: r.email, subject: tr.liveShow.reminderMailSubject(r.title), body: `${body}\n\n${footer}` }
}

/** One batch of reminders: bell notices (and pushes), mails with consent, marked sent, in one D1 batch. */
async function remindBatch(db: Db, env: Env, now: number): Promise<number> {
  const due = (await dueReminders(db, now)) as Due[]
  if (!due.length) return 0
  const rows = due.map((r) => ({
    u: r.user_id,
    title: tr.liveShow.reminderTitle,
    message: tr.liveShow.reminderMessage(r.title, formatDateTime(r.scheduled_at)),
    key: `show_reminder:${r.session_id}:${r.user_id}:${r.scheduled_at}`,
  }))
  const mails = await Promise.all(due.filter((r) => r.consent).map((r) => reminderMail(env, r)))
  const [notices] = await db.batch([
    allInBatch<NotificationRow>(db, sql`
      INSERT INTO notifications (user_id, kind, notification_title, notification_message, notification_target_link, dedupe_key, created_at)
      SELECT json_extract(value, '$.u'), 'show_reminder', json_extract(value, '$.title'), json_extract(value, '$.message'),
        ${UPCOMING_PATH}, json_extract(value, '$.key'), ${now}
      FROM json_each(${JSON.stringify(rows)}) WHERE true
      ON CONFLICT DO NOTHING
      RETURNING *`),
    queueMails(db, mails, now),
    runInBatch(db, sql`
      UPDATE live_show_reminders SET reminded_at = ${now}
      WHERE (live_session_id, user_id) IN (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(${JSON.stringify(due.map((r) => [r.session_id, r.user_id]))}))`),
  ])
  await pushNotifications(env, notices)
  return due.length
}

/** The cron's job (worker/index.ts runScheduled): reminders due, then followers a request left untold. */
export async function runShowNotices(db: Db, env: Env, now = Date.now()) {
  let reminded = 0
  for (let n = SHOW_BATCH; n === SHOW_BATCH; reminded += n) n = await remindBatch(db, env, now)
  return { reminded, followers: await resumeFollowers(db, env, now) }
}
