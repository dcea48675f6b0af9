// Live sessions: which sessions are on
// air, the auctions on a stream, and an editor starting and stopping a session, announced on the
// `livesession` channel so that open pages show or hide the stream without a reload.
import { ApiError, conflict, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { streamOf, type LiveRoomEvent, type LiveSessionEvent } from '#common/schemas/live.ts'
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { reusable } from '../../db/reusable.ts'
import { auctions, audit_log, categories, live_session_auctions, live_sessions, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { sendToRoom } from '../../lib/user-channel.ts'
import { toLiveSession } from '#common/schemas/live-wire.ts'
import { cardColumns, type CardRow } from '../auctions/listing.ts'
import { APPROVAL } from '#common/approval.ts'

// NOTE: aliased, so a D1 batch (which maps columns by name) never confuses them with the session's own.
const sessionColumns = {
  session: live_sessions,
  category_slug: sql<string | null>`${categories.slug}`.as('ls_category_slug'),
  category_title: sql<string | null>`${categories.title}`.as('ls_category_title'),
}
export type SessionRow = { session: typeof live_sessions.$inferSelect; category_slug: string | null; category_title: string | null }
const sessions = (db: Db) =>
  db.select(sessionColumns).from(live_sessions).leftJoin(categories, eq(categories.id, live_sessions.category_id))

export async function findSession(db: Db, id: number): Promise<SessionRow> {
  const [row] = await sessions(db).where(eq(live_sessions.id, id)).limit(1)
  if (!row) throw notFound(tr.live.sessionNotFound)
  return row
}

/**
 * The main (first-level) category of a category given by slug or id, as a scalar subquery: one
 * recursive CTE walks up the parents (NULL when there is no such category).
 */
const mainCategoryOf = (start: SQL) =>
  sql`(WITH RECURSIVE up(id, parent_id) AS (
    SELECT mc.id, mc.parent_id FROM categories mc WHERE ${start}
    UNION ALL
    SELECT p.id, p.parent_id FROM categories p JOIN up ON p.id = up.parent_id
  ) SELECT id FROM up WHERE parent_id IS NULL LIMIT 1)`

const onAirNewestFirst = [desc(live_sessions.live_session_started_at), desc(live_sessions.id)]

/** The main category (by id or by slug) and its sessions on air, SQL built once per isolate (db/reusable.ts). */
const sessionsInCategory = (column: 'id' | 'slug') =>
  reusable(['key'], (db, { key }) => {
    const main = mainCategoryOf(sql`mc.${sql.raw(column)} = ${key}`)
    return [
      db.select({ id: sql<number | null>`${main}`.as('main_category_id') }).from(sql`(SELECT 1)`),
      sessions(db)
        .where(and(eq(live_sessions.live_active, 1), sql`${live_sessions.category_id} = ${main}`))
        .orderBy(...onAirNewestFirst),
    ] as const
  })
const inCategoryQueries = { id: sessionsInCategory('id'), slug: sessionsInCategory('slug') }

/**
 * Sessions on air, newest first. A session
 * belongs where the editor put it (live_sessions.category_id, the console says so): without a category on
 * the home page (/index), with one on the pages of that main category (given by slug or id, or by a
 * sub-category's slug). One round trip; 404 when the category is unknown.
 */
export async function listActiveSessions(db: Db, mainCategory?: string): Promise<SessionRow[]> {
  const onAir = eq(live_sessions.live_active, 1)
  if (mainCategory === undefined) return sessions(db).where(and(onAir, isNull(live_sessions.category_id))).orderBy(...onAirNewestFirst)
  const byId = /^\d+$/.test(mainCategory)
  const [found, rows] = await db.batch(inCategoryQueries[byId ? 'id' : 'slug'](db, { key: byId ? Number(mainCategory) : mainCategory }))
  if (found[0]?.id == null) throw notFound(tr.storefront.categoryNotFound)
  return rows
}

/** The auctions of a session in the editor's order (approved ones only), as card rows. One round trip. */
export async function listSessionAuctions(db: Db, sessionId: number): Promise<CardRow[]> {
  const [session, rows] = await db.batch([
    sessions(db).where(eq(live_sessions.id, sessionId)).limit(1),
    db
      .select(cardColumns)
      .from(live_session_auctions)
      .innerJoin(auctions, eq(auctions.id, live_session_auctions.auction_id))
      .innerJoin(users, eq(users.id, auctions.seller_id))
      .where(and(eq(live_session_auctions.live_session_id, sessionId), eq(auctions.approved, APPROVAL.approved)))
      .orderBy(asc(live_session_auctions.position), asc(auctions.id)),
  ])
  if (!session.length) throw notFound(tr.live.sessionNotFound)
  return rows
}

/** Tells every open page (party `livesession`, room `main`); false when the room could not be reached. */
async function announce(env: Env, event: LiveSessionEvent): Promise<boolean> {
  return (await sendToRoom(env, 'livesession', 'main', event)).status === 200
}

/** Tells the viewers of a session (party `live`, room `{sessionId}`). */
export async function publishToSession(env: Env, sessionId: number, event: LiveRoomEvent): Promise<boolean> {
  return (await sendToRoom(env, 'live', String(sessionId), { kind: 'publish', event })).status === 200
}

/**
 * The session's auction list changed (added, removed, reordered): its viewers refetch
 * GET /api/liveauction/{id}. Whoever edits the list (the editor console) calls this after the D1 write.
 */
export const announceLiveAuctionsChanged = (env: Env, sessionId: number) =>
  publishToSession(env, sessionId, { event: 'LiveAuctionsChanged', data: { session_id: sessionId } })

/**
 * An editor puts a session on air: live_active = 1 once (a second start is a 409), then every open page
 * hears LiveSessionStarted. The stream address must be YouTube or HLS (common/schemas/live.ts streamOf).
 */
export async function startLiveSession(db: Db, env: Env, editor: { id: number }, id: number, now = Date.now()) {
  const before = await findSession(db, id)
  if (before.session.live_active === 1) throw conflict(tr.admin.liveAlreadyActive)
  if (!streamOf(before.session.live_broadcast_url))
    throw new ApiError(422, { message: tr.live.broadcastUrlFormat, errors: { live_broadcast_url: [tr.live.broadcastUrlFormat] } })
  const [changed] = await db.batch([
    db
      .update(live_sessions)
      .set({ live_active: 1, live_session_started_at: now, live_session_stopped_at: null })
      .where(and(eq(live_sessions.id, id), eq(live_sessions.live_active, 0)))
      .returning({ id: live_sessions.id }),
    db.insert(audit_log).values({ user_id: editor.id, action: 'live_start', entity: 'live_session', entity_id: String(id), detail: null }),
  ])
  if (!changed.length) throw conflict(tr.admin.liveAlreadyActive) // another editor was quicker
  const session = toLiveSession({
    ...before,
    session: { ...before.session, live_active: 1, live_session_started_at: now, live_session_stopped_at: null },
  })
  const announced = await announce(env, { event: 'LiveSessionStarted', data: { session } })
  return { message: tr.admin.liveStarted, session, announced }
}

/** An editor takes a session off air: live_active = 0 once, then every open page hears LiveSessionStopped. */
export async function stopLiveSession(db: Db, env: Env, editor: { id: number }, id: number, now = Date.now()) {
  const before = await findSession(db, id)
  if (before.session.live_active !== 1) throw conflict(tr.admin.liveNotActive)
  const [changed] = await db.batch([
    db
      .update(live_sessions)
      .set({ live_active: 0, live_session_stopped_at: now })
      .where(and(eq(live_sessions.id, id), eq(live_sessions.live_active, 1)))
      .returning({ id: live_sessions.id }),
    db.insert(audit_log).values({ user_id: editor.id, action: 'live_stop', entity: 'live_session', entity_id: String(id), detail: null }),
  ])
  if (!changed.length) throw conflict(tr.admin.liveNotActive)
  const session = toLiveSession({ ...before, session: { ...before.session, live_active: 0, live_session_stopped_at: now } })
  const announced = await announce(env, { event: 'LiveSessionStopped', data: { id, category_id: before.session.category_id } })
  return { message: tr.admin.liveStopped, session, announced }
}
