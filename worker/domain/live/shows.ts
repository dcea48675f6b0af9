// Scheduled live shows (docs/alerts.md "Scheduled live shows"): a seller schedules a show of their own lots
// (an editor, of anyone's), built on live_sessions (scheduled_at, owner_id) and live_session_auctions (the
// lots in order); the upcoming list; a member's "Hatırlat". The notices the schedule causes are written by
// ./show-notices.ts, after the answer and by the cron.
import { APPROVAL } from '#common/approval.ts'
import { conflict, forbidden, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import {
  SHOW_MAX_LEAD_DAYS,
  SHOW_MIN_LEAD_MINUTES,
  SHOW_PREVIEW_LOTS,
  type LiveShowForm,
} from '#common/schemas/live-shows.ts'
import { and, asc, count, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client.ts'
import { auctions, live_session_auctions, live_sessions, live_show_reminders, users } from '../../db/schema/index.ts'
import { cardColumns, type CardRow } from '../auctions/listing.ts'

const M = tr.liveShow
type Person = { id: number; role: 'member' | 'editor' }

/** A show not yet on air, not ended, and starting later than `now`: what "upcoming" means everywhere. */
export const isUpcoming = (now: number): SQL =>
  and(gt(live_sessions.scheduled_at, now), eq(live_sessions.live_active, 0), isNull(live_sessions.live_session_stopped_at))!

const owners = alias(users, 'show_owner')
// NOTE: aliased names, so a D1 batch (which maps columns by name) never mixes them with the cards' columns.
const showColumns = {
  id: sql<number>`${live_sessions.id}`.as('show_id'),
  title: sql<string>`${live_sessions.title}`.as('show_title'),
  scheduled_at: sql<number>`${live_sessions.scheduled_at}`.as('show_scheduled_at'),
  owner_slug: sql<string | null>`${owners.slug}`.as('show_owner_slug'),
  owner_title: sql<string | null>`${owners.title}`.as('show_owner_title'),
}
type ShowRow = { id: number; title: string; scheduled_at: number; owner_slug: string | null; owner_title: string | null }
export type ShowWithLots = { show: ShowRow; lot_count: number; lots: CardRow[] }

/** The shows `where` picks, soonest first, with their lot counts and first lots: one round trip. */
async function showsWhere(db: Db, where: SQL | undefined, limit = 100): Promise<ShowWithLots[]> {
  const ids = db.select({ id: live_sessions.id }).from(live_sessions).where(where)
  const [shows, counts, lots] = await db.batch([
    db
      .select(showColumns)
      .from(live_sessions)
      .leftJoin(owners, eq(owners.id, live_sessions.owner_id))
      .where(where)
      .orderBy(asc(live_sessions.scheduled_at), asc(live_sessions.id))
      .limit(limit),
    db
      .select({ session_id: live_session_auctions.live_session_id, n: count() })
      .from(live_session_auctions)
      .where(inArray(live_session_auctions.live_session_id, ids))
      .groupBy(live_session_auctions.live_session_id),
    db
      .select({ ...cardColumns, session_id: sql<number>`${live_session_auctions.live_session_id}`.as('lsa_session_id') })
      .from(live_session_auctions)
      .innerJoin(auctions, eq(auctions.id, live_session_auctions.auction_id))
      .innerJoin(users, eq(users.id, auctions.seller_id))
      .where(and(inArray(live_session_auctions.live_session_id, ids), lt(live_session_auctions.position, SHOW_PREVIEW_LOTS)))
      .orderBy(asc(live_session_auctions.position)),
  ])
  const countOf = new Map(counts.map((c) => [c.session_id, c.n]))
  return shows.map((show) => ({ show, lot_count: countOf.get(show.id) ?? 0, lots: lots.filter((l) => l.session_id === show.id) }))
}

/** GET /api/live-shows/upcoming */
export const upcomingShows = (db: Db, now = Date.now()) => showsWhere(db, isUpcoming(now))
/** GET /api/live-shows/mine: the seller's own upcoming shows. */
export const myShows = (db: Db, userId: number, now = Date.now()) =>
  showsWhere(db, and(isUpcoming(now), eq(live_sessions.owner_id, userId)))

/** The start is at least SHOW_MIN_LEAD_MINUTES and at most SHOW_MAX_LEAD_DAYS away. */
function checkStart(at: number, now: number) {
  if (at < now + SHOW_MIN_LEAD_MINUTES * 60_000) throw invalidField('scheduled_at', M.scheduledAtTooSoon(SHOW_MIN_LEAD_MINUTES))
  if (at > now + SHOW_MAX_LEAD_DAYS * 86_400_000) throw invalidField('scheduled_at', M.scheduledAtTooLate(SHOW_MAX_LEAD_DAYS))
}

/**
 * The lots exist, are the seller's own (an editor may take anyone's), are approved and not closed, and are in
 * no other show still to come. Answers the owner: the seller, or for an editor the one seller of all the lots.
 */
async function checkLots(db: Db, who: Person, ids: number[], now: number): Promise<number | null> {
  const rows = await db
    .select({
      id: auctions.id,
      seller_id: auctions.seller_id,
      open: sql<number>`${auctions.approved} = ${APPROVAL.approved} AND ${auctions.closed_at} IS NULL AND ${auctions.end_time} > ${now}`,
      // NOTE: the outer id spelled out: drizzle writes a one-table select's columns unqualified, and inside
      // this subquery a bare "id" would be the session's.
      elsewhere: sql<number>`EXISTS (SELECT 1 FROM live_session_auctions x JOIN live_sessions s ON s.id = x.live_session_id
        WHERE x.auction_id = "auctions"."id" AND s.live_session_stopped_at IS NULL AND (s.live_active = 1 OR s.scheduled_at > ${now}))`,
    })
    .from(auctions)
    .where(inArray(auctions.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const list = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).map((r) => r.id).join(', ')
  const missing = ids.filter((id) => !byId.has(id))
  if (missing.length) throw invalidField('auction_ids', M.lotsUnknown(missing.join(', ')))
  if (who.role !== 'editor' && list((r) => r.seller_id !== who.id)) throw invalidField('auction_ids', M.lotsNotYours(list((r) => r.seller_id !== who.id)))
  if (list((r) => !r.open)) throw invalidField('auction_ids', M.lotsNotOpen(list((r) => !r.open)))
  if (list((r) => !!r.elsewhere)) throw invalidField('auction_ids', M.lotsInAnotherShow(list((r) => !!r.elsewhere)))
  const sellers = new Set(rows.map((r) => r.seller_id))
  return who.role === 'editor' ? (sellers.size === 1 ? [...sellers][0]! : null) : who.id
}

/** The session inserted earlier in the same batch (one transaction; ids only grow). */
const newSessionId = sql`(select max(id) from live_sessions)`

/**
 * POST /api/live-shows: the show as a live session not yet on air. Its stream address is left for the
 * editor who puts it on air (the console; startLiveSession refuses an empty one).
 */
export async function scheduleShow(db: Db, who: Person, form: LiveShowForm, now = Date.now()): Promise<number> {
  checkStart(form.scheduled_at, now)
  const owner = await checkLots(db, who, form.auction_ids, now)
  const lots = form.auction_ids.map((auction_id, position) => ({ live_session_id: newSessionId as unknown as number, auction_id, position }))
  const [rows] = await db.batch([
    db
      .insert(live_sessions)
      .values({ title: form.title, live_broadcast_url: '', scheduled_at: form.scheduled_at, owner_id: owner, created_by: who.id, created_at: now })
      .returning({ id: live_sessions.id }),
    db.insert(live_session_auctions).values(lots),
  ])
  return rows[0]!.id
}

/** DELETE /api/live-shows/{id}: its owner or an editor calls off a show not yet on air. */
export async function cancelShow(db: Db, who: Person, id: number, now = Date.now()) {
  const [row] = await db.select().from(live_sessions).where(and(eq(live_sessions.id, id), sql`${live_sessions.scheduled_at} IS NOT NULL`))
  if (!row) throw notFound(M.notFound)
  if (who.role !== 'editor' && row.owner_id !== who.id) throw forbidden(M.notOwner)
  const [gone] = await db
    .delete(live_sessions)
    .where(and(eq(live_sessions.id, id), isUpcoming(now)))
    .returning({ id: live_sessions.id })
  if (!gone) throw conflict(M.alreadyStarted)
}

/** The single show for an answer (after scheduling). */
export const showById = async (db: Db, id: number) => (await showsWhere(db, eq(live_sessions.id, id), 1))[0]!

/** POST /api/live-shows/{id}/reminder: written once; a second ask changes nothing. */
export async function remindMe(db: Db, userId: number, id: number, now = Date.now()) {
  const written = await db.run(sql`
    INSERT INTO live_show_reminders (live_session_id, user_id, created_at)
    SELECT ${live_sessions.id}, ${userId}, ${now} FROM ${live_sessions} WHERE ${live_sessions.id} = ${id} AND ${isUpcoming(now)}
    ON CONFLICT DO NOTHING`)
  if (written.meta.changes > 0) return
  const [state] = await db
    .select({ upcoming: sql<number>`${isUpcoming(now)}`, asked: sql<number>`EXISTS (SELECT 1 FROM live_show_reminders r WHERE r.live_session_id = ${id} AND r.user_id = ${userId})` })
    .from(live_sessions)
    .where(and(eq(live_sessions.id, id), sql`${live_sessions.scheduled_at} IS NOT NULL`))
  if (!state) throw notFound(M.notFound)
  if (!state.upcoming) throw conflict(M.alreadyStarted)
}

/** DELETE /api/live-shows/{id}/reminder: also fine when none was asked. */
export const forgetReminder = (db: Db, userId: number, id: number) =>
  db.delete(live_show_reminders).where(and(eq(live_show_reminders.live_session_id, id), eq(live_show_reminders.user_id, userId)))

/** GET /api/live-shows/reminders: the member's reminders of shows still to come. */
export async function myReminders(db: Db, userId: number, now = Date.now()) {
  const rows = await db
    .select({ id: live_show_reminders.live_session_id })
    .from(live_show_reminders)
    .innerJoin(live_sessions, eq(live_sessions.id, live_show_reminders.live_session_id))
    .where(and(eq(live_show_reminders.user_id, userId), isUpcoming(now)))
  return rows.map((r) => r.id)
}
