// GET /api/showSupportTickets, POST /api/addSupportTicket, POST /api/addSupportTicketReply.
import { tr } from '#common/messages.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { AddTicketForm, TicketPageQuery, TicketReplyAnswer, TicketReplyForm, TicketsAnswer } from '#common/schemas/ticket.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { createTicket, listSupportTitles, listTickets, replyToTicket } from '../../domain/member/tickets.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readQuery } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { toTicketPage } from '../../resources/tickets.ts'

export const tickets = new Hono<AppEnv>()
  .get('/showSupportTickets', requireUser, async (c) => {
    const { page } = readQuery(c, TicketPageQuery)
    const [list, titles] = await Promise.all([listTickets(c.var.db, currentUser(c).id, page), listSupportTitles(c.var.db)])
    return c.json({ tickets: toTicketPage(list), support_titles: titles } satisfies z.input<typeof TicketsAnswer>)
  })
  .post('/addSupportTicket', requireUser, async (c) => {
    const input = await readBody(c, AddTicketForm)
    await createTicket(c.var.db, currentUser(c).id, input)
    return c.json({ message: tr.ticket.created } satisfies MessageAnswer)
  })
  .post('/addSupportTicketReply', requireUser, async (c) => {
    const input = await readBody(c, TicketReplyForm)
    const me = currentUser(c)
    await replyToTicket(c.var.db, me.id, input)
    const [list, titles] = await Promise.all([listTickets(c.var.db, me.id, 1), listSupportTitles(c.var.db)])
    return c.json({ message: tr.ticket.replied, tickets: toTicketPage(list), support_titles: titles } satisfies z.input<
      typeof TicketReplyAnswer
    >)
  })
