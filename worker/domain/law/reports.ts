// Notice and takedown, the receipt and the editors' queue (docs/notice-and-takedown.md): anyone (a guest with an
// e-mail address) reports a visible lot, seller profile or chat line; the report is kept with its due time (receipt
// plus the setting's hours, 48 by the Yönetmelik) and the reporter gets the receipt by mail. The decisions are in
// report-decisions.ts.
import { APPROVAL } from '#common/approval.ts'
import { invalidField, tooManyRequests } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { REPORT_HOURS_KEY, REPORT_LIMIT, isOverdue, readReportHours, reportDueAt, type AdminReport, type ReportForm, type ReportTarget } from '#common/reports.ts'
import { formatDateTime, toWireTime } from '#common/time.ts'
import { alias } from 'drizzle-orm/sqlite-core'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auctions, content_report_events, content_reports, live_chat_messages, settings, users } from '../../db/schema/index.ts'
import { hit } from '../platform/rate-limit.ts'
import { queueMail } from '../platform/outbox.ts'
import { saveSetting } from '../platform/settings.ts'

const m = tr.reports
export type Report = typeof content_reports.$inferSelect

const hoursQuery = (db: Db) => db.select({ value: settings.value }).from(settings).where(eq(settings.key, REPORT_HOURS_KEY)).limit(1)

/** The editors' hours for a step (settings, else the Yönetmelik's 48). */
export async function reportHours(db: Db) {
  const [row] = await hoursQuery(db)
  return readReportHours(row?.value)
}

/** PUT /api/admin/settings/report-hours: the editors' hours, audited in the same batch. */
export async function saveReportHours(db: Db, editor: { id: number }, hours: number, now = Date.now()) {
  await saveSetting(db, editor.id, REPORT_HOURS_KEY, hours, await reportHours(db), now)
}

/** The reported content, if it is visible to the public now: its owner and how the mails name it. */
async function findTarget(db: Db, target: ReportTarget, id: number) {
  if (target === 'auction') {
    const [a] = await db
      .select({ owner: auctions.seller_id, title: auctions.title })
      .from(auctions)
      .where(and(eq(auctions.id, id), eq(auctions.approved, APPROVAL.approved)))
      .limit(1)
    return a ? { owner: a.owner, what: m.what.auction(a.title) } : null
  }
  if (target === 'seller') {
    const [u] = await db
      .select({ owner: users.id, title: users.title })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.blocked_at)))
      .limit(1)
    return u ? { owner: u.owner, what: m.what.seller(u.title) } : null
  }
  const [line] = await db
    .select({ owner: live_chat_messages.user_id, title: users.title })
    .from(live_chat_messages)
    .innerJoin(users, eq(users.id, live_chat_messages.user_id))
    .where(and(eq(live_chat_messages.id, id), isNull(live_chat_messages.deleted_at)))
    .limit(1)
  return line ? { owner: line.owner, what: m.what.chat(line.title) } : null
}

/**
 * POST /api/reports: counted per member, or per address for a guest (REPORT_LIMIT), before anything else is read;
 * the report, its `received` event and the receipt mail in one batch.
 */
export async function receiveReport(db: Db, form: ReportForm, who: { userId: number | null; ip: string }, evidence: string[], now = Date.now()) {
  const window = await hit(db, who.userId ? `report:m:${who.userId}` : `report:ip:${who.ip}`, REPORT_LIMIT.windowSeconds, now)
  if (window.count > REPORT_LIMIT.perWindow) throw tooManyRequests(Math.ceil((window.resetAt - now) / 1000))
  const [target, hours] = await Promise.all([findTarget(db, form.target, form.target_id), reportHours(db)])
  if (!target) throw invalidField('target_id', m.targetInvalid)
  const due = reportDueAt(now, hours)
  const [[row]] = await db.batch([
    db
      .insert(content_reports)
      .values({
        target: form.target,
        target_id: form.target_id,
        owner_id: target.owner,
        reporter_id: who.userId,
        reporter_name: form.name,
        reporter_email: form.email.toLowerCase(),
        right_holder: form.right_holder,
        kind: form.kind,
        url: form.url,
        explanation: form.explanation,
        registration_no: form.registration_no || null,
        evidence,
        received_at: now,
        due_at: due,
      })
      .returning({ id: content_reports.id }),
    db.insert(content_report_events).values({ report_id: sql`last_insert_rowid()`, action: 'received', actor_id: who.userId, at: now }),
  ])
  const id = row!.id
  await queueMail(db, form.email.toLowerCase(), m.mail.receivedSubject(id), m.mail.receivedBody(id, target.what, formatDateTime(due)))
  return { message: m.received(id), id }
}

const owner = alias(users, 'report_owner')
const actor = alias(users, 'report_actor')

/** What the queue shows as the content: the lot's title, the seller's name or the chat line's text. */
const targetTitle = sql<string>`CASE ${content_reports.target}
  WHEN 'auction' THEN ${auctions.title}
  WHEN 'seller' THEN ${owner.title}
  ELSE substr(${live_chat_messages.message}, 1, 160) END`

/** GET /api/admin/reports: waiting ones (new reports and objections) by due time, or the latest 200 of all. One batch. */
export async function reportQueue(db: Db, which: 'waiting' | 'all', now = Date.now()) {
  const waiting = inArray(content_reports.status, ['open', 'objected'])
  const [rows, events, hours, overdue] = await db.batch([
    db
      .select({
        r: content_reports,
        title: targetTitle.as('target_title'),
        slug: sql<string | null>`${auctions.slug}`.as('lot_slug'),
        owner_title: sql<string | null>`${owner.title}`.as('owner_title'),
        owner_slug: sql<string | null>`${owner.slug}`.as('owner_slug'),
      })
      .from(content_reports)
      .leftJoin(auctions, and(eq(content_reports.target, 'auction'), eq(auctions.id, content_reports.target_id)))
      .leftJoin(live_chat_messages, and(eq(content_reports.target, 'chat'), eq(live_chat_messages.id, content_reports.target_id)))
      .leftJoin(owner, eq(owner.id, content_reports.owner_id))
      .where(which === 'waiting' ? waiting : undefined)
      .orderBy(...(which === 'waiting' ? [asc(content_reports.due_at)] : [desc(content_reports.received_at)]))
      .limit(200),
    db
      .select({ e: content_report_events, actor: sql<string | null>`${actor.title}`.as('actor_title') })
      .from(content_report_events)
      .leftJoin(actor, eq(actor.id, content_report_events.actor_id))
      .where(
        inArray(
          content_report_events.report_id,
          db.select({ id: content_reports.id }).from(content_reports).where(which === 'waiting' ? waiting : undefined).orderBy(desc(content_reports.received_at)).limit(200),
        ),
      )
      .orderBy(asc(content_report_events.at), asc(content_report_events.id)),
    hoursQuery(db),
    db.select({ n: sql<number>`count(*)` }).from(content_reports).where(and(waiting, sql`${content_reports.due_at} < ${now}`)),
  ])
  const reports = rows.map(({ r, title, slug, owner_title, owner_slug }): AdminReport => ({
    id: r.id,
    target: r.target,
    target_id: r.target_id,
    target_title: title ?? '',
    target_link: r.target === 'auction' && slug ? `/mezat/${slug}` : r.target === 'seller' && owner_slug ? `/profil/${owner_slug}` : null,
    owner: r.owner_id === null ? null : { id: r.owner_id, title: owner_title ?? '' },
    reporter: { name: r.reporter_name, email: r.reporter_email, member: r.reporter_id !== null },
    right_holder: r.right_holder,
    kind: r.kind,
    url: r.url,
    explanation: r.explanation,
    registration_no: r.registration_no,
    files: reportFiles(r).map((key, n) => ({ n, url: `/api/admin/reports/${r.id}/files/${n}`, label: fileLabel(r, n) })),
    received_at: toWireTime(r.received_at),
    due_at: toWireTime(r.due_at),
    overdue: isOverdue(r, now),
    status: r.status,
    decision_note: r.decision_note,
    objection: r.objected_at === null ? null : { text: r.objection_text ?? '', at: toWireTime(r.objected_at), note: r.objection_note },
    events: events
      .filter((x) => x.e.report_id === r.id)
      .map((x) => ({ action: x.e.action, at: toWireTime(x.e.at), actor: x.actor, note: x.e.note })),
  }))
  return { reports, response_hours: readReportHours(hours[0]?.value), overdue: overdue[0]?.n ?? 0 }
}

/** The report's files in one list: the reporter's evidence, then the seller's objection documents. */
export const reportFiles = (r: Pick<Report, 'evidence' | 'objection_documents'>) => [...r.evidence, ...(r.objection_documents ?? [])]
const fileLabel = (r: Pick<Report, 'evidence' | 'objection_documents'>, n: number) =>
  n < r.evidence.length ? m.fileEvidence(n + 1) : m.fileObjection(n - r.evidence.length + 1)

/** The R2 key of a report's file `n`, or null. */
export async function reportFileKey(db: Db, id: number, n: number) {
  const r = await db.query.content_reports.findFirst({ where: eq(content_reports.id, id), columns: { evidence: true, objection_documents: true } })
  return r ? (reportFiles(r)[n] ?? null) : null
}
