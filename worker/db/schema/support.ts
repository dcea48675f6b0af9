// Support centre (titles, posts, FAQs) and support tickets:
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { childOf, createdAt, heading, sortOrder, timestamps } from './_columns.ts'
import { memberRef } from './_refs.ts'
import { memberOwned } from './members.ts'

export const support_titles = sqliteTable('support_titles', heading())

/** What a support post and a FAQ share: their title, a slug unique under it, an optional video, their place. */
const supportEntry = () => ({
  ...childOf('support_title_id', () => support_titles.id, 'cascade'),
  slug: text('slug').notNull(),
  video: text('video'),
  sort_order: sortOrder(),
})

export const support_posts = sqliteTable(
  'support_posts',
  {
    ...supportEntry(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    support_post_image: text('support_post_image'),
  },
  (t) => [uniqueIndex('support_posts_slug_uq').on(t.support_title_id, t.slug)],
)

export const support_faqs = sqliteTable(
  'support_faqs',
  {
    ...supportEntry(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    support_faq_image: text('support_faq_image'),
  },
  (t) => [uniqueIndex('support_faqs_slug_uq').on(t.support_title_id, t.slug)],
)

export const support_tickets = sqliteTable(
  'support_tickets',
  {
    ...memberOwned(),
    ticket_title: text('ticket_title').notNull(),
    ticket_body: text('ticket_body').notNull(),
    /** 0 İşlem bekliyor, 1 Görüldü, 2 İnceleniyor, 3 Cevaplandı, 4 Çözüldü, 5 Çözülemedi. */
    ticket_status: integer('ticket_status').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('support_tickets_user_idx').on(t.user_id, t.created_at), index('support_tickets_status_idx').on(t.ticket_status)],
)

export const support_ticket_replies = sqliteTable(
  'support_ticket_replies',
  {
    ...childOf('ticket_id', () => support_tickets.id, 'cascade'),
    user_id: memberRef('user_id', 'cascade'),
    ticket_reply_body: text('ticket_reply_body').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('support_ticket_replies_idx').on(t.ticket_id, t.created_at)],
)
