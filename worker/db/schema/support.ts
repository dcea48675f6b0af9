// Support centre (titles, posts, FAQs) and support tickets:
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, heading, id, ref, timestamps } from './_columns.ts'
import { users } from './members.ts'

export const support_titles = sqliteTable('support_titles', heading())

export const support_posts = sqliteTable(
  'support_posts',
  {
    id: id(),
    support_title_id: ref('support_title_id', () => support_titles.id, 'cascade'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    video: text('video'),
    content: text('content').notNull(),
    support_post_image: text('support_post_image'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('support_posts_slug_uq').on(t.support_title_id, t.slug)],
)

export const support_faqs = sqliteTable(
  'support_faqs',
  {
    id: id(),
    support_title_id: ref('support_title_id', () => support_titles.id, 'cascade'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    slug: text('slug').notNull(),
    video: text('video'),
    support_faq_image: text('support_faq_image'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('support_faqs_slug_uq').on(t.support_title_id, t.slug)],
)

export const support_tickets = sqliteTable(
  'support_tickets',
  {
    id: id(),
    user_id: ref('user_id', () => users.id, 'cascade'),
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
    id: id(),
    ticket_id: ref('ticket_id', () => support_tickets.id, 'cascade'),
    user_id: ref('user_id', () => users.id, 'cascade'),
    ticket_reply_body: text('ticket_reply_body').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('support_ticket_replies_idx').on(t.ticket_id, t.created_at)],
)
