// Rows → answers of the support tickets (status labels).
import { tr } from '#common/messages.ts'
import type { TicketPage } from '#common/schemas/ticket.ts'
import { ticketStatusText } from '#common/schemas/ticket.ts'
import { toWireTime } from '#common/time.ts'
import type { z } from 'zod'
import type { TicketList } from '../domain/member/tickets.ts'

export function toTicketPage(list: TicketList) {
  const data = list.rows.map(({ ticket, user_title }) => ({
    id: ticket.id,
    ticket_title: ticket.ticket_title,
    ticket_body: ticket.ticket_body,
    ticket_user_title: user_title,
    ticket_status: ticket.ticket_status,
    ticket_status_text: ticketStatusText(ticket.ticket_status),
    created_at: toWireTime(ticket.created_at),
    support_ticket_replies: list.replies
      .filter((r) => r.reply.ticket_id === ticket.id)
      .map((r) => ({
        id: r.reply.id,
        // Staff answer under the team's name, not their own nickname.
        ticket_reply_user_title: r.role === 'editor' ? tr.ticket.staffName : r.user_title,
        ticket_reply_body: r.reply.ticket_reply_body,
        is_staff: r.role === 'editor',
        created_at: toWireTime(r.reply.created_at),
      })),
  }))
  return { data, current_page: list.current_page, last_page: list.last_page, total: list.total, per_page: list.per_page } satisfies z.input<
    typeof TicketPage
  >
}
