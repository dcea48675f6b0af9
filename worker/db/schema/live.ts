// Live sessions, the auctions on a stream, chat and mutes:
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { childOf, createdAt, id, optionalRef, ref } from './_columns.ts'
import { lotRef } from './_refs.ts'
import { categories } from './catalogue.ts'
import { actorRef, memberRef } from './members.ts'

export const live_sessions = sqliteTable(
  'live_sessions',
  {
    id: id(),
    title: text('title').notNull(),
    /** The main category whose pages show the stream; null shows it on the home page. */
    category_id: optionalRef('category_id', () => categories.id, 'set null'),
    live_active: integer('live_active').notNull().default(0),
    /** A YouTube or HLS address. */
    live_broadcast_url: text('live_broadcast_url').notNull(),
    live_session_started_at: integer('live_session_started_at'),
    live_session_stopped_at: integer('live_session_stopped_at'),
    created_by: actorRef('created_by'),
    created_at: createdAt(),
    /** When the show is announced to start (UTC ms); null for a session put on air without a schedule. */
    scheduled_at: integer('scheduled_at'),
    /** The seller whose show it is (their followers hear of it); null for the house's own show. */
    owner_id: actorRef('owner_id'),
    /** Every follower of the owner has been told it is scheduled (docs/alerts.md "Scheduled live shows"). */
    followers_told_at: integer('followers_told_at'),
    /** Every follower of the owner has been told it started. */
    start_told_at: integer('start_told_at'),
  },
  (t) => [
    index('live_sessions_active_idx').on(t.live_active, t.category_id),
    index('live_sessions_scheduled_idx').on(t.scheduled_at),
    index('live_sessions_owner_idx').on(t.owner_id, t.scheduled_at),
  ],
)

/**
 * "Hatırlat": a member asked to be told 15 minutes before a scheduled show. `reminded_at` marks the notice
 * written (bell, push, mail with consent), so the cron tells each member once.
 */
export const live_show_reminders = sqliteTable(
  'live_show_reminders',
  {
    live_session_id: ref('live_session_id', () => live_sessions.id, 'cascade'),
    user_id: memberRef('user_id', 'cascade'),
    created_at: createdAt(),
    reminded_at: integer('reminded_at'),
  },
  (t) => [primaryKey({ columns: [t.live_session_id, t.user_id] }), index('live_show_reminders_user_idx').on(t.user_id)],
)

export const live_session_auctions = sqliteTable(
  'live_session_auctions',
  {
    live_session_id: ref('live_session_id', () => live_sessions.id, 'cascade'),
    auction_id: lotRef('cascade'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.live_session_id, t.auction_id] })],
)

export const live_chat_messages = sqliteTable(
  'live_chat_messages',
  {
    ...childOf('live_session_id', () => live_sessions.id, 'cascade'),
    user_id: memberRef('user_id', 'cascade'),
    message: text('message').notNull(),
    deleted_at: integer('deleted_at'),
    deleted_by: actorRef('deleted_by'),
    created_at: createdAt(),
  },
  (t) => [index('live_chat_session_idx').on(t.live_session_id, t.id)],
)

export const live_chat_mutes = sqliteTable(
  'live_chat_mutes',
  {
    live_session_id: ref('live_session_id', () => live_sessions.id, 'cascade'),
    user_id: memberRef('user_id', 'cascade'),
    muted_until: integer('muted_until').notNull(),
    muted_by: actorRef('muted_by'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.live_session_id, t.user_id] })],
)
