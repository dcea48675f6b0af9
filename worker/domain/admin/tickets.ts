// Console: support tickets — every member's, filtered by status (codes 0–5) and a
// Turkish-aware search; a reply from the support team and a status change each tell the member (a
// notification row, pushed to their open pages).
import { PAGE_SIZE } from '#common/constants.ts'
import { tr } from '#common/messages.ts'
import { ticketStatusText } from '#common/schemas/ticket.ts'
import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { support_ticket_replies, support_tickets, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { matcher, paged } from './common.ts'
import { found } from '../platform/found.ts'
import { auditRow } from '../platform/audit.ts'
import { notificationInsert, pushNotifications } from '../platform/notify.ts'
import { ticketReplies } from '../member/tickets.ts'

const m = tr.admin
type Editor = { id: number }

const ticketHead = {
  ticket: support_tickets,
  user_title: sql<string>`${users.title}`.as('ticket_user_title'),
  username: sql<string>`${users.username}`.as('ticket_username'),
  reply_count: sql<number>`(select count(*) from support_ticket_replies r where r.ticket_id = ${support_tickets.id})`.as('reply_count'),
}

/** One page of tickets, oldest waiting first within a status filter, newest first otherwise. */
export async function listAllTickets(db: Db, o: { status: number; q?: string | undefined; page: number }) {
  const where = o.status >= 0 ? eq(support_tickets.ticket_status, o.status) : undefined
  const keys = await db
    .select({
      id: support_tickets.id,
      title: support_tickets.ticket_title,
      body: support_tickets.ticket_body,
      username: users.username,
      user_title: users.title,
    })
    .from(support_tickets)
    .innerJoin(users, eq(users.id, support_tickets.user_id))
    .where(where)
    .orderBy(desc(support_tickets.updated_at), desc(support_tickets.id))
  const match = matcher(o.q)
  const hits = keys.filter((k) => match(k.id, k.title, k.body, k.username, k.user_title)).map((k) => k.id)
  const ids = hits.slice((o.page - 1) * PAGE_SIZE, o.page * PAGE_SIZE)
  const rows = ids.length
    ? await db
        .select(ticketHead)
        .from(support_tickets)
        .innerJoin(users, eq(users.id, support_tickets.user_id))
        .where(inArray(support_tickets.id, ids))
    : []
  const byId = new Map(rows.map((r) => [r.ticket.id, r]))
  return paged(ids.map((id) => byId.get(id)!).filter(Boolean), hits.length, o.page, PAGE_SIZE)
}

export async function ticketWithReplies(db: Db, id: number) {
  const [head] = await db
    .select(ticketHead)
    .from(support_tickets)
    .innerJoin(users, eq(users.id, support_tickets.user_id))
    .where(eq(support_tickets.id, id))
    .limit(1)
  found(head, m.ticketNotFound)
  const replies = await ticketReplies(db, eq(support_ticket_replies.ticket_id, id))
  return { head: head!, replies }
}

/** The support team's reply: stored under the editor, the status set (Cevaplandı unless told), the member told. */
export async function replyAsStaff(
  db: Db,
  env: Env,
  editor: Editor,
  id: number,
  input: { ticket_text: string; ticket_status: number },
  now = Date.now(),
) {
  const t = found(await db.query.support_tickets.findFirst({ where: eq(support_tickets.id, id) }), m.ticketNotFound)
  const [, , notices] = await db.batch([
    db.insert(support_ticket_replies).values({ ticket_id: id, user_id: editor.id, ticket_reply_body: input.ticket_text, created_at: now }),
    db.update(support_tickets).set({ ticket_status: input.ticket_status, updated_at: now }).where(eq(support_tickets.id, id)),
    notificationInsert(db, {
      userId: t.user_id,
      kind: 'ticket_answered',
      title: m.ticketAnsweredTitle,
      message: m.ticketAnsweredMessage(t.ticket_title),
      link: '/u/destektaleplerim',
      at: now,
    }).returning(),
    auditRow(db, editor.id, {
      action: 'reply',
      entity: 'ticket',
      entityId: id,
      detail: { status: [t.ticket_status, input.ticket_status], reply: input.ticket_text.slice(0, 300) },
    }),
  ])
  await pushNotifications(env, notices)
}

export async function setTicketStatus(db: Db, env: Env, editor: Editor, id: number, status: number, now = Date.now()) {
  const t = found(await db.query.support_tickets.findFirst({ where: eq(support_tickets.id, id) }), m.ticketNotFound)
  if (t.ticket_status === status) return
  const [, notices] = await db.batch([
    db.update(support_tickets).set({ ticket_status: status, updated_at: now }).where(eq(support_tickets.id, id)),
    notificationInsert(db, {
      userId: t.user_id,
      kind: 'ticket_status',
      title: m.ticketStatusTitle,
      message: m.ticketStatusMessage(t.ticket_title, ticketStatusText(status)),
      link: '/u/destektaleplerim',
      at: now,
    }).returning(),
    auditRow(db, editor.id, { action: 'status', entity: 'ticket', entityId: id, detail: { ticket_status: [t.ticket_status, status] } }),
  ])
  await pushNotifications(env, notices)
}
