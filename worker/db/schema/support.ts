// Support centre (titles, posts, FAQs) and support tickets:
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { childOf, createdAt, heading, sortOrder, timestamps } from './_columns.ts'
import { memberOwned, memberRef } from './_refs.ts'

export const support_titles = sqliteTable('support_titles', heading())

export const support_posts = sqliteTable(
  'support_posts',
  {
    ...childOf('support_title_id', () => support_titles.id, 'cascade'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    video: text('video'),
    content: text('content').notNull(),
    support_post_image: text('support_post_image'),
    sort_order: sortOrder(),
  },
  (t) => [uniqueIndex('support_posts_slug_uq').on(t.support_title_id, t.slug)],
)

export const support_faqs = sqliteTable(
  'support_faqs',
  {
    ...childOf('support_title_id', () => support_titles.id, 'cascade'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    slug: text('slug').notNull(),
    video: text('video'),
    support_faq_image: text('support_faq_image'),
    sort_order: sortOrder(),
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
