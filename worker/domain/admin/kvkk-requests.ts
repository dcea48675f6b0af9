// Console: KVKK requests (docs/privacy.md "KVKK requests"), a kind of ticket of its own with the 30-day
// clock of KVKK m.13/2. Open ones are listed by due date, most urgent first, the overdue counted apart; the
// answer (accepted, or refused with its reason: m.13/3) is kept with who gave it and mailed to the applicant
// in the same batch, and a member also gets a notification.
import { PAGE_SIZE } from '#common/constants.ts'
import { conflict } from '#common/errors.ts'
import { kvkk } from '#common/messages/kvkk.ts'
import type { AdminKvkkRequest, KvkkAnswerForm } from '#common/schemas/kvkk-request.ts'
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { kvkk_requests } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { kvkkView } from '../member/kvkk-requests.ts'
import { queueMail } from '../platform/outbox.ts'
import { notificationInsert, pushNotifications } from '../platform/notify.ts'
import { auditRow } from '../platform/audit.ts'
import { paged } from './common.ts'
import { found } from '../platform/found.ts'

const m = kvkk
type Editor = { id: number }

const head = {
  row: kvkk_requests,
  username: sql<string | null>`(select username from users u where u.id = ${kvkk_requests.user_id})`.as('kvkk_username'),
  answered_by_title: sql<string | null>`(select title from users u where u.id = ${kvkk_requests.answered_by})`.as('kvkk_answered_by'),
}
type Head = { row: typeof kvkk_requests.$inferSelect; username: string | null; answered_by_title: string | null }

const toAdminKvkk = (h: Head, now = Date.now()): AdminKvkkRequest => ({
  ...kvkkView(h.row, now),
  name: h.row.name,
  email: h.row.email,
  username: h.username,
  answered_by: h.answered_by_title,
})

const RECEIVED = inArray(kvkk_requests.status, ['open', 'answered'])
const byStatus = { open: eq(kvkk_requests.status, 'open'), answered: eq(kvkk_requests.status, 'answered'), all: RECEIVED }

/** One page of received requests (a guest's unconfirmed one is not a request yet), and the open and overdue counts. */
export async function listKvkkRequests(db: Db, o: { status: 'open' | 'answered' | 'all'; page: number }, now = Date.now()) {
  const where = byStatus[o.status]
  const order = o.status === 'open' ? [asc(kvkk_requests.due_at), asc(kvkk_requests.id)] : [desc(kvkk_requests.id)]
  const open = eq(kvkk_requests.status, 'open')
  const [rows, [total], [openCount], [overdue]] = await db.batch([
    db
      .select(head)
      .from(kvkk_requests)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((o.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(kvkk_requests).where(where),
    db.select({ n: count() }).from(kvkk_requests).where(open),
    db.select({ n: count() }).from(kvkk_requests).where(and(open, lt(kvkk_requests.due_at, now))),
  ])
  return {
    requests: paged(
      rows.map((r) => toAdminKvkk(r, now)),
      total?.n ?? 0,
      o.page,
      PAGE_SIZE,
    ),
    open: openCount?.n ?? 0,
    overdue: overdue?.n ?? 0,
  }
}

export async function kvkkFile(db: Db, id: number, now = Date.now()) {
  const [h] = await db
    .select(head)
    .from(kvkk_requests)
    .where(and(eq(kvkk_requests.id, id), RECEIVED))
    .limit(1)
  return toAdminKvkk(found(h, m.notFound), now)
}

/** Records the answer once (a second answer is 409: the first was already sent) and sends it. */
export async function answerKvkk(db: Db, env: Env, editor: Editor, id: number, input: z.output<typeof KvkkAnswerForm>, now = Date.now()) {
  const row = found(await db.query.kvkk_requests.findFirst({ where: and(eq(kvkk_requests.id, id), RECEIVED) }), m.notFound)
  if (row.status === 'answered') throw conflict(m.alreadyAnswered)
  const outcome = m.outcome[input.outcome]
  const update = db
    .update(kvkk_requests)
    .set({ status: 'answered', outcome: input.outcome, answer_text: input.answer_text, answered_at: now, answered_by: editor.id })
    .where(and(eq(kvkk_requests.id, id), eq(kvkk_requests.status, 'open')))
  const mail = queueMail(db, row.email, m.answerSubject(row.reference), m.answerBody(row.name, row.reference, outcome, input.answer_text))
  const audit = auditRow(db, editor.id, {
    action: 'reply',
    entity: 'kvkk_request',
    entityId: id,
    detail: { outcome: input.outcome, late: now > (row.due_at ?? now), answer: input.answer_text.slice(0, 300) },
  })
  if (row.user_id === null) return void (await db.batch([update, mail, audit]))
  const notice = notificationInsert(db, {
    userId: row.user_id,
    kind: 'kvkk_answered',
    title: m.notificationTitle,
    message: m.notificationMessage(row.reference),
    link: '/kvkk-basvurusu',
    at: now,
  }).returning()
  const [, , , notices] = await db.batch([update, mail, audit, notice])
  await pushNotifications(env, notices)
}
