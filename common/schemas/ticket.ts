// Support tickets and the member's questions: .
import { z } from 'zod'
import { tr } from '../messages.ts'
import { asText } from './account.ts'
import { paged } from './answers.ts'
import { questionAnswerFields, questionFields } from './parts.ts'

const m = tr.ticket

const body = (required: string) => z.preprocess(asText, z.string({ error: required }).trim().min(1, required).max(5000, m.textTooLong))

/** POST /api/addSupportTicket (form). The subject is a support title or, for "other", the member's own. */
export const AddTicketForm = z.object({
  ticket_title: z.preprocess(asText, z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(150, m.titleTooLong)),
  ticket_text: body(m.textRequired),
})
export type AddTicketForm = z.input<typeof AddTicketForm>

/** POST /api/addSupportTicketReply (form). */
export const TicketReplyForm = z.object({
  ticket_id: z.preprocess(
    asText,
    z
      .string()
      .regex(/^\d{1,12}$/, tr.admin.ticketNotFound)
      .transform(Number),
  ),
  ticket_text: body(m.replyRequired),
})

export const TicketPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) })

/** 0 or unknown reads "İşlem bekliyor". */
export const ticketStatusText = (status: number) => m.status[status] ?? m.status[0]

// ---- answers ---------------------------------------------------------------------------------

const WireTime = z.string()

export const SupportTitle = z.object({ title: z.string(), slug: z.string() })
export type SupportTitle = z.infer<typeof SupportTitle>

export const TicketReply = z.object({
  id: z.number().int(),
  ticket_reply_user_title: z.string(),
  ticket_reply_body: z.string(),
  is_staff: z.boolean(),
  created_at: WireTime,
})
/** A ticket's subject and text, as the member wrote them. */
export const ticketText = { ticket_title: z.string(), ticket_body: z.string() }
/** Where a ticket stands: its code and the code's words (ticketStatusText). */
export const ticketStatus = { ticket_status: z.number().int(), ticket_status_text: z.string() }
export const Ticket = z.object({
  id: z.number().int(),
  ...ticketText,
  ticket_user_title: z.string(),
  ...ticketStatus,
  created_at: WireTime,
  support_ticket_replies: z.array(TicketReply),
})
export type Ticket = z.infer<typeof Ticket>

export const TicketPage = paged(Ticket)
export const TicketsAnswer = z.object({ tickets: TicketPage, support_titles: z.array(SupportTitle) })
export type TicketsAnswer = z.infer<typeof TicketsAnswer>
export const TicketReplyAnswer = TicketsAnswer.extend({ message: z.string() })

export const QuestionAnswerItem = z.object({ id: z.number().int(), ...questionAnswerFields(WireTime) })
export const MyQuestion = z.object({
  id: z.number().int(),
  ...questionFields,
  is_mine: z.boolean(),
  created_at: WireTime,
  auction_answer: z.array(QuestionAnswerItem),
})
export const MyQuestionAuction = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  slug: z.string(),
  auction_image: z.string().nullable(),
  is_seller: z.boolean(),
  auction_question: z.array(MyQuestion),
})
export type MyQuestionAuction = z.infer<typeof MyQuestionAuction>
export const MyQuestionsAnswer = z.object({
  auctions: paged(MyQuestionAuction),
  support_titles: z.array(SupportTitle),
})
export type MyQuestionsAnswer = z.infer<typeof MyQuestionsAnswer>
