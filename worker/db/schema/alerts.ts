// Saved searches, followed sellers and the alerts they cause (docs/alerts.md).
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, flag, keyRef, optionalRef, ref, state, timestamps } from './_columns.ts'
import { lotRef } from './_refs.ts'
import { auctions } from './auctions.ts'
import { categories } from './catalogue.ts'
import { memberOwned, memberRef } from './members.ts'

/** A member's saved search: the words as typed, the category, the price range (kuruş), how often to mail. */
export const saved_searches = sqliteTable(
  'saved_searches',
  {
    ...memberOwned(),
    name: text('name').notNull(),
    /** The words as the member typed them (shown back); their folded forms are rows of saved_search_terms. */
    q: text('q').notNull().default(''),
    category_id: optionalRef('category_id', () => categories.id, 'cascade'),
    min_price_kurus: integer('min_price_kurus'),
    max_price_kurus: integer('max_price_kurus'),
    /** instant: a mail per match; daily: one digest at 09:00 Istanbul. The bell is told at once either way. */
    frequency: state('frequency', ['instant', 'daily']),
    paused: flag('paused', false),
    /** How many rows of saved_search_terms this search has: a lot matches when it holds all of them. */
    term_count: integer('term_count').notNull(),
    ...timestamps(),
  },
  (t) => [index('saved_searches_user_idx').on(t.user_id, t.id)],
)

/**
 * The index of the saved searches: one row per folded word (common/text.ts trFold) and one `#c{id}` row for
 * the category. A lot's keys (every prefix of its folded words, its categories' `#c` keys) are joined
 * against `term`, so an approval finds its matching searches in one indexed query, however many there are.
 */
export const saved_search_terms = sqliteTable(
  'saved_search_terms',
  {
    term: text('term').notNull(),
    saved_search_id: ref('saved_search_id', () => saved_searches.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.term, t.saved_search_id] }), index('saved_search_terms_search_idx').on(t.saved_search_id)],
)

/** A member following a seller: the seller's approved lots reach the member's feed and bell. */
export const seller_follows = sqliteTable(
  'seller_follows',
  {
    user_id: memberRef('user_id', 'cascade'),
    seller_id: memberRef('seller_id', 'cascade'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.seller_id] }), index('seller_follows_seller_idx').on(t.seller_id, t.user_id)],
)

/**
 * One alert per member and lot, whatever caused it (several saved searches, a followed seller): the unique
 * key is what makes "told once per lot". `mail`: `instant` is queued with the bell notice, `daily` waits for
 * the 09:00 digest, `none` had no commercial-mail consent when it was made. `mailed_at` marks it handled.
 */
export const alert_hits = sqliteTable(
  'alert_hits',
  {
    ...memberOwned(),
    auction_id: lotRef('cascade'),
    source: text('source', { enum: ['search', 'follow'] }).notNull(),
    saved_search_id: optionalRef('saved_search_id', () => saved_searches.id, 'set null'),
    mail: text('mail', { enum: ['instant', 'daily', 'none'] }).notNull(),
    /** Set when the bell notice (and an instant mail) was written. */
    notified_at: integer('notified_at'),
    /** Set when a daily hit went into a digest. */
    mailed_at: integer('mailed_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_hits_user_auction_uq').on(t.user_id, t.auction_id),
    index('alert_hits_auction_idx').on(t.auction_id, t.notified_at, t.id),
    index('alert_hits_digest_idx').on(t.mail, t.mailed_at, t.created_at),
  ],
)

/**
 * The follow-up of an approval: written in the approval's batch, worked through in batches after the answer
 * (waitUntil), and finished by the cron if that run died (its lease ran out). One row per lot.
 */
export const alert_runs = sqliteTable(
  'alert_runs',
  {
    auction_id: keyRef('auction_id', () => auctions.id, 'cascade'),
    /** matching: the hits are not written yet; notifying: they are, notices go out in batches; done. */
    state: state('state', ['matching', 'notifying', 'done']),
    lease_until: integer('lease_until').notNull().default(0),
    created_at: createdAt(),
    finished_at: integer('finished_at'),
  },
  (t) => [index('alert_runs_state_idx').on(t.state, t.lease_until)],
)
