// Support tickets: the member's list with replies, new tickets, replies.
import { ApiError, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { support_ticket_replies, support_tickets, support_titles, users } from '../../db/schema/index.ts'
import { hit } from '../platform/rate-limit.ts'

export const TICKETS_PER_PAGE = 10
/** New tickets a member may open per day (replies are not limited). */
export const TICKETS_PER_DAY = 10

export const listSupportTitles = (db: Db) =>
  db
    .select({ title: support_titles.title, slug: support_titles.slug })
    .from(support_titles)
    .orderBy(asc(support_titles.sort_order), asc(support_titles.id))

/** The replies of the tickets `which` selects, each with its author's title and role (member or editor), oldest first. */
export const ticketReplies = (db: Db, which: SQL) =>
  db
    .select({ reply: support_ticket_replies, user_title: users.title, role: users.role })
    .from(support_ticket_replies)
    .innerJoin(users, eq(users.id, support_ticket_replies.user_id))
    .where(which)
    .orderBy(asc(support_ticket_replies.created_at), asc(support_ticket_replies.id))

/** One page of the member's tickets, newest first, each with its replies oldest first. */
export async function listTickets(db: Db, userId: number, page: number) {
  const mine = eq(support_tickets.user_id, userId)
  const [rows, totals] = await db.batch([
    db
      .select({ ticket: support_tickets, user_title: sql<string>`${users.title}`.as('ticket_user_title') })
      .from(support_tickets)
      .innerJoin(users, eq(users.id, support_tickets.user_id))
      .where(mine)
      .orderBy(desc(support_tickets.created_at), desc(support_tickets.id))
      .limit(TICKETS_PER_PAGE)
      .offset((page - 1) * TICKETS_PER_PAGE),
    db.select({ n: count() }).from(support_tickets).where(mine),
  ])
  const ids = rows.map((r) => r.ticket.id)
  const replies = ids.length ? await ticketReplies(db, inArray(support_ticket_replies.ticket_id, ids)) : []
  const total = totals[0]?.n ?? 0
  return {
    rows,
    replies,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / TICKETS_PER_PAGE)),
    total,
    per_page: TICKETS_PER_PAGE,
  }
}
export type TicketList = Awaited<ReturnType<typeof listTickets>>

/** Opens a ticket with status 0 (İşlem bekliyor). */
export async function createTicket(db: Db, userId: number, input: { ticket_title: string; ticket_text: string }, now = Date.now()) {
  const window = await hit(db, `ticket:${userId}`, 86_400, now)
  if (window.count > TICKETS_PER_DAY)
    throw new ApiError(429, { message: tr.ticket.tooMany }, { 'Retry-After': String(Math.ceil((window.resetAt - now) / 1000)) })
  const [row] = await db
    .insert(support_tickets)
    .values({
      user_id: userId,
      ticket_title: input.ticket_title,
      ticket_body: input.ticket_text,
      ticket_status: 0,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: support_tickets.id })
  return row!.id
}

/** Adds the member's reply to their own ticket; the ticket goes back to "İşlem bekliyor" for the staff. */
export async function replyToTicket(db: Db, userId: number, input: { ticket_id: number; ticket_text: string }, now = Date.now()) {
  const ticket = await db.query.support_tickets.findFirst({
    columns: { id: true },
    where: and(eq(support_tickets.id, input.ticket_id), eq(support_tickets.user_id, userId)),
  })
  if (!ticket) throw notFound(tr.admin.ticketNotFound)
  await db.batch([
    db
      .insert(support_ticket_replies)
      .values({ ticket_id: ticket.id, user_id: userId, ticket_reply_body: input.ticket_text, created_at: now }),
    db.update(support_tickets).set({ ticket_status: 0, updated_at: now }).where(eq(support_tickets.id, ticket.id)),
  ])
}
