// Users, sessions and everything a member owns:

import { index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
// Relative, not #common: drizzle-kit reads this file without the package's import map.
import { DEFAULT_COUNTRY } from '../../../common/constants.ts'
import {
  childOf,
  counter,
  createdAt,
  flag,
  id,
  keyRef,
  optionalRef,
  ref,
  state,
  timestamps,
  withNormalized,
  type OnDelete,
} from './_columns.ts'

export const users = sqliteTable(
  'users',
  {
    id: id(),
    /** username_normalized is trLower(username): uniqueness and login are case-insensitive with Turkish rules. */
    ...withNormalized('username'),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    role: state('role', ['member', 'editor']),
    /** Nickname shown to others (spec: title). */
    title: text('title').notNull(),
    /** Public seller profile path /profil/{slug}. */
    slug: text('slug').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    tckn: text('tckn'),
    phone_1: text('phone_1'),
    phone_verified_at: integer('phone_verified_at'),
    email_verified_at: integer('email_verified_at'),
    birth_day: integer('birth_day'),
    birth_month: integer('birth_month'),
    birth_year: integer('birth_year'),
    bank_title: text('bank_title'),
    bank_account_name: text('bank_account_name'),
    bank_iban: text('bank_iban'),
    contracts_accepted_at: integer('contracts_accepted_at'),
    blocked_at: integer('blocked_at'),
    blocked_reason: text('blocked_reason'),
    /**
     * "Hesabımı kapat" (docs/privacy.md "Closing an account"): when the member closed the account. The row is
     * then an anonymous shell that keeps the kept records' references; the periodic job counts from here.
     */
    closed_at: integer('closed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_normalized_uq').on(t.username_normalized),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_slug_uq').on(t.slug),
    index('users_role_idx').on(t.role),
  ],
)

/** A required reference to a member. */
export const memberRef = (name: string, onDelete?: OnDelete) => ref(name, () => users.id, onDelete)
/** The member who did something to the row (an editor who decided, deleted, muted): null once that member is gone. */
export const actorRef = (name: string) => optionalRef(name, () => users.id, 'set null')
/** The two members of a sale (an order, an offer on an item): the buyer and the seller. */
export const buyerAndSeller = (onDelete: OnDelete) => ({
  buyer_id: memberRef('buyer_id', onDelete),
  seller_id: memberRef('seller_id', onDelete),
})
/** A row a member owns: its own id and the member's. */
export const memberOwned = (onDelete: OnDelete = 'cascade') => childOf('user_id', () => users.id, onDelete)
const requiredBody = (name: string) => text(name).notNull()
/**
 * A member's words under a parent row (a question under a lot, an answer under a question, a reply under a ticket):
 * as `childOf`, the member who wrote them, the text (column `body`) and when; gone with the parent or the member.
 */
export const writtenUnder = <K extends string, B extends string>(key: K, target: () => AnySQLiteColumn, body: B) => ({
  ...childOf(key, target, 'cascade'),
  user_id: memberRef('user_id', 'cascade'),
  ...({ [body]: requiredBody(body) } as Record<B, ReturnType<typeof requiredBody>>),
  created_at: createdAt(),
})

/** One row per issued access token (jti); logout or a password reset revokes it. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: memberRef('user_id', 'cascade'),
    created_at: createdAt(),
    expires_at: integer('expires_at').notNull(),
    revoked_at: integer('revoked_at'),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
)

export const password_resets = sqliteTable('password_resets', {
  email: text('email').primaryKey(),
  token_hash: text('token_hash').notNull(),
  created_at: createdAt(),
})

export const phone_verifications = sqliteTable('phone_verifications', {
  user_id: keyRef('user_id', () => users.id, 'cascade'),
  phone: text('phone').notNull(),
  code_hash: text('code_hash').notNull(),
  attempts: counter('attempts'),
  expires_at: integer('expires_at').notNull(),
  created_at: createdAt(),
})

/** Fixed-window counters for throttling (login per account and per address, chat, bids). */
export const rate_limits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: counter('count'),
  reset_at: integer('reset_at').notNull(),
})

export const notifications = sqliteTable(
  'notifications',
  {
    ...memberOwned(),
    /** outbid, won, watch_started, watch_closed, approved, rejected, order_status, answered, ticket_answered … */
    kind: text('kind').notNull(),
    notification_title: text('notification_title').notNull(),
    notification_message: text('notification_message').notNull(),
    notification_target_link: text('notification_target_link'),
    read_at: integer('read_at'),
    /** Makes a notification idempotent when its cause is retried (e.g. `outbid:{auction}:{seq}`). */
    dedupe_key: text('dedupe_key'),
    created_at: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.read_at, t.created_at), uniqueIndex('notifications_dedupe_uq').on(t.dedupe_key)],
)

export const delivery_addresses = sqliteTable(
  'delivery_addresses',
  {
    ...memberOwned(),
    person: text('person').notNull(),
    title: text('title').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    town: text('town').notNull(),
    neighbourhood: text('neighbourhood'),
    postalcode: text('postalcode').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull().default(DEFAULT_COUNTRY),
    is_default: flag('is_default', false),
    ...timestamps(),
  },
  (t) => [index('delivery_addresses_user_idx').on(t.user_id)],
)

export const invoice_addresses = sqliteTable(
  'invoice_addresses',
  {
    ...memberOwned(),
    type: text('type', { enum: ['gercek', 'tuzel'] }).notNull(),
    full_name: text('full_name').notNull(),
    tax_number: text('tax_number').notNull(),
    tax_office: text('tax_office').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    /** 1 yes, 2 no (spec). */
    is_efatura: integer('is_efatura').notNull().default(2),
    city: text('city'),
    district: text('district'),
    ...timestamps(),
  },
  (t) => [index('invoice_addresses_user_idx').on(t.user_id)],
)

/**
 * Mail, SMS and web push waiting to go out, and their delivery attempts (docs/architecture.md "Outside
 * services"). A push row's recipient is a push_subscriptions id and its body the notice as JSON; the rows are
 * written by a trigger on notifications (migrations/*_push_sql.sql, docs/alerts.md "Web push").
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['mail', 'sms', 'push'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /**
     * transactional (an outbid, a shipment: no consent needed) or commercial (a digest, a campaign: sent only
     * while `user_id` consents for the channel, checked at delivery; docs/privacy.md "Commercial messages and İYS").
     */
    message_class: state('message_class', ['transactional', 'commercial']),
    /** The member a commercial message is for (whose consent it needs); also set on push rows. */
    user_id: integer('user_id'),
    /**
     * `sending`: claimed by one delivery run until next_attempt_at (a lease), so two runs never send it twice.
     * `withheld`: a commercial message whose member had no consent for its channel when it was due: never sent.
     */
    status: state('status', ['pending', 'sending', 'sent', 'failed', 'withheld']),
    attempts: counter('attempts'),
    next_attempt_at: integer('next_attempt_at').notNull().default(0),
    /** Set on rows carrying a secret (reset link, verification link, SMS code): deleted after it (docs/security.md). */
    expires_at: integer('expires_at'),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: integer('sent_at'),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.next_attempt_at), index('outbox_recipient_idx').on(t.recipient)],
)

/** Who changed what in the editor console, and when. */
export const audit_log = sqliteTable(
  'audit_log',
  {
    id: id(),
    user_id: actorRef('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    detail: text('detail', { mode: 'json' }),
    created_at: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.created_at), index('audit_log_entity_idx').on(t.entity, t.entity_id)],
)
