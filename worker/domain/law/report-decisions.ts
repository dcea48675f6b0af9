// Notice and takedown, the decisions (docs/notice-and-takedown.md): an editor removes the content (hidden at once,
// the seller told why by bell and mail, the reporter told) or rejects the report (the reporter told); the seller
// objects once with documents; an editor decides the objection and, when it holds, the content comes back. Each
// decision is one batch: the report's status (guarded, so two editors cannot both decide), the content, the
// event row, the audit row and the messages.
import { APPROVAL } from '#common/approval.ts'
import { conflict, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { reportDueAt, type MyRemoval, type ReportStatus } from '#common/reports.ts'
import { toWireTime } from '#common/time.ts'
import { alias } from 'drizzle-orm/sqlite-core'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, content_report_events, content_reports, live_chat_messages, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { auditRow } from '../platform/audit.ts'
import { armRoom } from '../auctions/rooms.ts'
import { failsUnless } from '../checkout/payment-model.ts'
import { publishToSession } from '../live/live.ts'
import { queueMail } from '../platform/outbox.ts'
import { hidingStatus } from '../platform/report-hiding.ts'
import { reportHours, type Report } from './reports.ts'
import { notificationInsert } from '../platform/notify.ts'

const m = tr.reports
const owner = alias(users, 'report_owner')
const author = alias(users, 'line_author')

/** The report with what the messages need: how to name the content, the owner's address, the chat line's session. */
async function loadReport(db: Db, id: number) {
  const [row] = await db
    .select({
      r: content_reports,
      lot: sql<string | null>`${auctions.title}`.as('lot_title'),
      line_author: sql<string | null>`${author.title}`.as('author_title'),
      session: live_chat_messages.live_session_id,
      owner_title: sql<string | null>`${owner.title}`.as('owner_title'),
      owner_email: sql<string | null>`${owner.email}`.as('owner_email'),
    })
    .from(content_reports)
    .leftJoin(auctions, and(eq(content_reports.target, 'auction'), eq(auctions.id, content_reports.target_id)))
    .leftJoin(live_chat_messages, and(eq(content_reports.target, 'chat'), eq(live_chat_messages.id, content_reports.target_id)))
    .leftJoin(author, eq(author.id, live_chat_messages.user_id))
    .leftJoin(owner, eq(owner.id, content_reports.owner_id))
    .where(eq(content_reports.id, id))
    .limit(1)
  if (!row) throw notFound(m.notFound)
  const r = row.r
  const what =
    r.target === 'auction' ? m.what.auction(row.lot ?? '') : r.target === 'seller' ? m.what.seller(row.owner_title ?? '') : m.what.chat(row.line_author ?? '')
  return { r, what, ownerEmail: row.owner_email, session: row.session }
}
type Loaded = Awaited<ReturnType<typeof loadReport>>

/** Another report keeps the same content hidden (then a held objection on this one does not bring it back). */
const otherHiding = (r: Report) =>
  sql`NOT EXISTS (SELECT 1 FROM ${content_reports} o WHERE o.target = ${r.target} AND o.target_id = ${r.target_id} AND o.id <> ${r.id} AND ${hidingStatus(sql`o.status`)})`

/** Hides the content: a lot leaves every public list and its page; a chat line is no longer served; a profile hides by its report (auctions/member-lists.ts). */
function hide(db: Db, r: Report, editorId: number, now: number) {
  if (r.target === 'auction')
    // room_armed_at cleared: the room is told next (tellRoom), or by the cron if it cannot be reached now.
    return [
      db
        .update(auctions)
        .set({ approved: APPROVAL.removed, room_armed_at: null })
        .where(and(eq(auctions.id, r.target_id), eq(auctions.approved, APPROVAL.approved))),
    ]
  if (r.target === 'chat')
    return [
      db
        .update(live_chat_messages)
        .set({ deleted_at: now, deleted_by: editorId })
        .where(and(eq(live_chat_messages.id, r.target_id), isNull(live_chat_messages.deleted_at))),
    ]
  return []
}

function restore(db: Db, r: Report) {
  if (r.target === 'auction')
    return [
      db
        .update(auctions)
        .set({ approved: APPROVAL.approved, room_armed_at: null })
        .where(and(eq(auctions.id, r.target_id), eq(auctions.approved, APPROVAL.removed), otherHiding(r))),
    ]
  if (r.target === 'chat')
    return [db.update(live_chat_messages).set({ deleted_at: null, deleted_by: null }).where(and(eq(live_chat_messages.id, r.target_id), otherHiding(r)))]
  return []
}

/**
 * A lot's room learns at once that it was taken down (or brought back), so it refuses (or takes again) bids on the
 * socket too, whatever tickets are out. Unreachable now: the cron tells it within a minute (rooms.ts rearmRooms),
 * and meanwhile every bid through the API is refused by the lot's approval.
 */
async function tellRoom(db: Db, env: Env, r: Report) {
  if (r.target === 'auction') await armRoom(db, env, r.target_id)
}

/** The status move, aborting the whole batch unless this request is the one that made it. */
const move = (db: Db, id: number, from: ReportStatus, set: Partial<Report>) =>
  [
    db
      .update(content_reports)
      .set(set)
      .where(and(eq(content_reports.id, id), eq(content_reports.status, from))),
    db
      .update(content_reports)
      .set({ id })
      .where(and(eq(content_reports.id, id), failsUnless(sql`changes() = 1`))),
  ] as const

const event = (db: Db, id: number, action: (typeof content_report_events.$inferInsert)['action'], actor: number, note: string | null, at: number) =>
  db.insert(content_report_events).values({ report_id: id, action, actor_id: actor, note, at })

const bell = (db: Db, user: number, id: number, step: string, title: string, message: string, now: number) =>
  notificationInsert(db, {
    userId: user,
    kind: 'content_report',
    title,
    message,
    link: '/u/kaldirilanlar',
    dedupeKey: `report:${id}:${step}`,
    at: now,
  })

/** Messages to the content's owner (bell and mail), when there still is one. */
const toOwner = (db: Db, l: Loaded, step: string, title: string, message: string, mail: [string, string] | null, now: number) =>
  l.r.owner_id === null
    ? []
    : [bell(db, l.r.owner_id, l.r.id, step, title, message, now), ...(mail && l.ownerEmail ? [queueMail(db, l.ownerEmail, ...mail)] : [])]

const stillOpen = (l: Loaded, status: ReportStatus, message: string) => {
  if (l.r.status !== status) throw conflict(message)
}

/** POST /api/admin/reports/{id}/remove. */
export async function removeReported(db: Db, env: Env, editor: { id: number }, id: number, reason: string, now = Date.now()) {
  const l = await loadReport(db, id)
  stillOpen(l, 'open', m.notOpen)
  const kind = m.kindLabel[l.r.kind]
  const link = `${appOrigin(env)}/u/kaldirilanlar`
  await db.batch([
    ...move(db, id, 'open', { status: 'removed', decision_note: reason, decided_at: now, decided_by: editor.id }),
    ...hide(db, l.r, editor.id, now),
    event(db, id, 'removed', editor.id, reason, now),
    auditRow(db, editor.id, { action: 'status', entity: 'content_report', entityId: id, detail: { status: ['open', 'removed'], reason } }),
    ...toOwner(db, l, 'removed', m.notify.removedTitle, m.notify.removedMessage(l.what, kind, reason), [m.notify.removedMailSubject, m.notify.removedMailBody(l.what, kind, reason, link)], now),
    queueMail(db, l.r.reporter_email, m.mail.removedReporterSubject(id), m.mail.removedReporterBody(id, l.what)),
  ])
  if (l.r.target === 'chat' && l.session !== null)
    await publishToSession(env, l.session, { event: 'ChatMessageDeleted', data: { session_id: l.session, id: l.r.target_id } }).catch(() => undefined)
  await tellRoom(db, env, l.r)
  return { message: m.removedDone }
}

/** POST /api/admin/reports/{id}/reject. */
export async function rejectReport(db: Db, editor: { id: number }, id: number, reason: string, now = Date.now()) {
  const l = await loadReport(db, id)
  stillOpen(l, 'open', m.notOpen)
  await db.batch([
    ...move(db, id, 'open', { status: 'rejected', decision_note: reason, decided_at: now, decided_by: editor.id }),
    event(db, id, 'rejected', editor.id, reason, now),
    auditRow(db, editor.id, { action: 'status', entity: 'content_report', entityId: id, detail: { status: ['open', 'rejected'], reason } }),
    queueMail(db, l.r.reporter_email, m.mail.rejectedSubject(id), m.mail.rejectedBody(id, l.what, reason)),
  ])
  return { message: m.rejectedDone }
}

/** POST /api/my-removals/{id}/objection: the owner objects once, with documents; the editors' clock starts again. */
export async function objectToRemoval(db: Db, userId: number, id: number, text: string, documents: string[], now = Date.now()) {
  const r = await db.query.content_reports.findFirst({ where: and(eq(content_reports.id, id), eq(content_reports.owner_id, userId)) })
  if (!r) throw notFound(m.notFound)
  if (r.status !== 'removed') throw conflict(m.mayNotObject)
  const due = reportDueAt(now, await reportHours(db))
  await db.batch([
    ...move(db, id, 'removed', { status: 'objected', objection_text: text, objection_documents: documents, objected_at: now, due_at: due }),
    event(db, id, 'objected', userId, null, now),
  ])
  return { message: m.objectionSent }
}

/** POST /api/admin/reports/{id}/objection: `uphold` brings the content back (unless another removal stands), `dismiss` keeps it down. */
export async function decideObjection(db: Db, env: Env, editor: { id: number }, id: number, decision: 'uphold' | 'dismiss', reason: string, now = Date.now()) {
  const l = await loadReport(db, id)
  stillOpen(l, 'objected', m.notObjected)
  const restored = decision === 'uphold'
  const status = restored ? 'restored' : 'removal_upheld'
  await db.batch([
    ...move(db, id, 'objected', { status, objection_note: reason, objection_decided_at: now }),
    ...(restored ? restore(db, l.r) : []),
    event(db, id, status, editor.id, reason, now),
    auditRow(db, editor.id, { action: 'status', entity: 'content_report', entityId: id, detail: { status: ['objected', status], reason } }),
    ...(restored
      ? toOwner(db, l, status, m.notify.restoredTitle, m.notify.restoredMessage(l.what), [m.notify.restoredTitle, m.notify.restoredMessage(l.what)], now)
      : toOwner(db, l, status, m.notify.upheldTitle, m.notify.upheldMessage(l.what, reason), [m.notify.upheldTitle, m.notify.upheldMessage(l.what, reason)], now)),
    queueMail(db, l.r.reporter_email, m.mail.objectionReporterSubject(id), m.mail.objectionReporterBody(id, l.what, restored)),
  ])
  if (restored) await tellRoom(db, env, l.r)
  return { message: restored ? m.restoredDone : m.upheldDone }
}

/** GET /api/my-removals: the member's content removed after a notice (never the reporter's identity). */
export async function myRemovals(db: Db, userId: number): Promise<MyRemoval[]> {
  const rows = await db
    .select({
      r: content_reports,
      lot: sql<string | null>`${auctions.title}`.as('lot_title'),
      line: live_chat_messages.message,
      me: sql<string>`${users.title}`.as('owner_title'),
    })
    .from(content_reports)
    .innerJoin(users, eq(users.id, content_reports.owner_id))
    .leftJoin(auctions, and(eq(content_reports.target, 'auction'), eq(auctions.id, content_reports.target_id)))
    .leftJoin(live_chat_messages, and(eq(content_reports.target, 'chat'), eq(live_chat_messages.id, content_reports.target_id)))
    .where(and(eq(content_reports.owner_id, userId), inArray(content_reports.status, ['removed', 'objected', 'restored', 'removal_upheld'])))
    .orderBy(desc(content_reports.decided_at))
    .limit(100)
  return rows.map(({ r, lot, line, me }) => ({
    id: r.id,
    target: r.target,
    target_title: r.target === 'auction' ? (lot ?? '') : r.target === 'chat' ? (line ?? '').slice(0, 160) : me,
    kind: r.kind,
    reason: r.decision_note ?? '',
    removed_at: toWireTime(r.decided_at ?? r.received_at),
    status: r.status,
    objection: r.objected_at === null ? null : { text: r.objection_text ?? '', at: toWireTime(r.objected_at), note: r.objection_note },
    may_object: r.status === 'removed',
  }))
}
