// Support centre (titles, posts, FAQs) and support tickets:
import { type SQLiteColumnBuilderBase, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { childOf, heading, sortOrder, timestamps } from './_columns.ts'
import { memberOwned, writtenUnder } from './members.ts'

export const support_titles = sqliteTable('support_titles', heading())

/**
 * A support post or a FAQ: an entry of a support title with a slug unique under it, an optional video and a place
 * in the title's list, and its own texts (`own`).
 */
function supportEntryTable<N extends string, C extends Record<string, SQLiteColumnBuilderBase>>(name: N, own: C) {
  const shared = {
    ...childOf('support_title_id', () => support_titles.id, 'cascade'),
    slug: text('slug').notNull(),
    video: text('video'),
    sort_order: sortOrder(),
  }
  return sqliteTable(name, { ...shared, ...own }, (t) => [uniqueIndex(`${name}_slug_uq`).on(t.support_title_id, t.slug)])
}

export const support_posts = supportEntryTable('support_posts', {
  title: text('title').notNull(),
  content: text('content').notNull(),
  support_post_image: text('support_post_image'),
})

export const support_faqs = supportEntryTable('support_faqs', {
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  support_faq_image: text('support_faq_image'),
})

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
  writtenUnder('ticket_id', () => support_tickets.id, 'ticket_reply_body'),
  (t) => [index('support_ticket_replies_idx').on(t.ticket_id, t.created_at)],
)
