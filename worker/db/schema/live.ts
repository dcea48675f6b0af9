// Live sessions, the auctions on a stream, chat and mutes: 
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { auctions } from './auctions.ts'
import { categories } from './catalogue.ts'
import { users } from './members.ts'
import { createdAt, id } from './_columns.ts'

export const live_sessions = sqliteTable(
  'live_sessions',
  {
    id: id(),
    title: text('title').notNull(),
    /** The main category whose pages show the stream; null shows it on the home page. */
    category_id: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    live_active: integer('live_active').notNull().default(0),
    /** A YouTube or HLS address. */
    live_broadcast_url: text('live_broadcast_url').notNull(),
    live_session_started_at: integer('live_session_started_at'),
    live_session_stopped_at: integer('live_session_stopped_at'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('live_sessions_active_idx').on(t.live_active, t.category_id)],
)

export const live_session_auctions = sqliteTable(
  'live_session_auctions',
  {
    live_session_id: integer('live_session_id')
      .notNull()
      .references(() => live_sessions.id, { onDelete: 'cascade' }),
    auction_id: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.live_session_id, t.auction_id] })],
)

export const live_chat_messages = sqliteTable(
  'live_chat_messages',
  {
    id: id(),
    live_session_id: integer('live_session_id')
      .notNull()
      .references(() => live_sessions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    deleted_at: integer('deleted_at'),
    deleted_by: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('live_chat_session_idx').on(t.live_session_id, t.id)],
)

export const live_chat_mutes = sqliteTable(
  'live_chat_mutes',
  {
    live_session_id: integer('live_session_id')
      .notNull()
      .references(() => live_sessions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    muted_until: integer('muted_until').notNull(),
    muted_by: integer('muted_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.live_session_id, t.user_id] })],
)
