// Live sessions from the console: list, create, edit (title, stream address, main category, the
// auctions on the stream) and delete. Starting and stopping belong to
// the live engineer's domain/live.ts (POST /api/admin/live-sessions/{id}/start|stop, which announce
// LiveSessionStarted / LiveSessionStopped on the livesession channel); the console calls those.
// A changed auction list is announced through their announceLiveAuctionsChanged after the D1 write.
import { conflict, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { LiveSessionForm } from '#common/schemas/admin-content.ts'
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, categories, live_chat_messages, live_session_auctions, live_sessions } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { found } from '../platform/found.ts'
import { auditRow, changes, lastInsertId, snapshot } from '../platform/audit.ts'
import { announceLiveAuctionsChanged } from './live.ts'

const m = tr.admin
type Editor = { id: number }

export async function listLiveSessions(db: Db) {
  const [sessions, lots, chats] = await db.batch([
    db.select().from(live_sessions).orderBy(desc(live_sessions.live_active), desc(live_sessions.created_at), desc(live_sessions.id)),
    db
      .select({
        session_id: live_session_auctions.live_session_id,
        auction_id: live_session_auctions.auction_id,
        name: auctions.name,
        slug: auctions.slug,
      })
      .from(live_session_auctions)
      .innerJoin(auctions, eq(auctions.id, live_session_auctions.auction_id))
      .orderBy(asc(live_session_auctions.position)),
    db
      .select({ session_id: live_chat_messages.live_session_id, n: count() })
      .from(live_chat_messages)
      .groupBy(live_chat_messages.live_session_id),
  ])
  const chatCount = new Map(chats.map((c) => [c.session_id, c.n]))
  return sessions.map((s) => ({ session: s, auctions: lots.filter((l) => l.session_id === s.id), chat_count: chatCount.get(s.id) ?? 0 }))
}

async function check(db: Db, f: LiveSessionForm) {
  if (f.category_id != null) {
    const c = await db.query.categories.findFirst({ columns: { id: true, level: true }, where: eq(categories.id, f.category_id) })
    if (!c || c.level !== 1) throw invalidField('category_id', m.categoryNotFound)
  }
  if (f.auction_ids.length) {
    const rows = await db.select({ id: auctions.id }).from(auctions).where(inArray(auctions.id, f.auction_ids))
    const known = new Set(rows.map((r) => r.id))
    const missing = f.auction_ids.filter((id) => !known.has(id))
    if (missing.length) throw invalidField('auction_ids', m.liveAuctionsUnknown(missing.join(', ')))
  }
}

const lotRows = (sessionId: number | SQL, ids: number[]) =>
  ids.map((auction_id, position) => ({ live_session_id: sessionId as number, auction_id, position }))
/** The session inserted earlier in the same batch (one transaction; ids only grow). */
const newSessionId = sql`(select max(id) from live_sessions)`

export async function createLiveSession(db: Db, editor: Editor, f: LiveSessionForm) {
  await check(db, f)
  const values = { title: f.title, live_broadcast_url: f.live_broadcast_url, category_id: f.category_id, created_by: editor.id }
  const [rows] = await db.batch([
    db.insert(live_sessions).values(values).returning(),
    auditRow(db, editor.id, {
      action: 'create',
      entity: 'live_session',
      entityId: lastInsertId(),
      detail: { ...values, auction_ids: f.auction_ids },
    }),
    ...(f.auction_ids.length ? [db.insert(live_session_auctions).values(lotRows(newSessionId, f.auction_ids))] : []),
  ])
  return rows[0]!
}

export async function updateLiveSession(db: Db, env: Env, editor: Editor, id: number, f: LiveSessionForm) {
  const before = found(await db.query.live_sessions.findFirst({ where: eq(live_sessions.id, id) }), m.liveNotFound)
  await check(db, f)
  const oldLots = await db
    .select({ id: live_session_auctions.auction_id })
    .from(live_session_auctions)
    .where(eq(live_session_auctions.live_session_id, id))
    .orderBy(asc(live_session_auctions.position))
  const values = { title: f.title, live_broadcast_url: f.live_broadcast_url, category_id: f.category_id }
  await db.batch([
    db.update(live_sessions).set(values).where(eq(live_sessions.id, id)),
    db.delete(live_session_auctions).where(eq(live_session_auctions.live_session_id, id)),
    ...(f.auction_ids.length ? [db.insert(live_session_auctions).values(lotRows(id, f.auction_ids))] : []),
    auditRow(db, editor.id, {
      action: 'update',
      entity: 'live_session',
      entityId: id,
      detail: changes({ ...before, auction_ids: oldLots.map((l) => l.id) }, { ...values, auction_ids: f.auction_ids }),
    }),
  ])
  if (oldLots.map((l) => l.id).join() !== f.auction_ids.join()) await announceLiveAuctionsChanged(env, id)
}

export async function deleteLiveSession(db: Db, editor: Editor, id: number) {
  const row = found(await db.query.live_sessions.findFirst({ where: eq(live_sessions.id, id) }), m.liveNotFound)
  if (row.live_active) throw conflict(m.liveActiveNoDelete)
  await db.batch([
    db.delete(live_sessions).where(eq(live_sessions.id, id)),
    auditRow(db, editor.id, { action: 'delete', entity: 'live_session', entityId: id, detail: snapshot(row) }),
  ])
}
