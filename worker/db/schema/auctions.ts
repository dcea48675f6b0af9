// Auctions, images, properties, bids, questions and answers, seller ratings:
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { childOf, counter, createdAt, flag, id, kurus, numberedTable, optionalRef, photo, ref, timestamps } from './_columns.ts'
import { brands, categories } from './catalogue.ts'
import { actorRef, memberRef, writtenUnder } from './members.ts'
// Relative, not #common: drizzle-kit reads this file without the package's import map.
import { CONDITION_GRADES } from '../../../common/condition.ts'
import { CAYMA_EXCEPTIONS, CULTURAL_DOCUMENT_KINDS } from '../../../common/lot-law.ts'

export const auctions = sqliteTable(
  'auctions',
  {
    id: id(),
    seller_id: memberRef('seller_id', 'restrict'),
    category_1_id: ref('category_1_id', () => categories.id),
    category_2_id: optionalRef('category_2_id', () => categories.id),
    category_3_id: optionalRef('category_3_id', () => categories.id),
    brand_id: optionalRef('brand_id', () => brands.id, 'set null'),
    model: text('model'),
    series: text('series'),
    name: text('name').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised HTML (docs/architecture.md: sanitised on write and again on display). */
    description: text('description').notNull().default(''),
    sale_label: text('sale_label'),
    badgetype: integer('badgetype').notNull().default(0),
    /** 0 allows buy-now. */
    type: integer('type').notNull().default(0),
    opening_price_kurus: kurus('opening_price_kurus'),
    current_price_kurus: kurus('current_price_kurus'),
    buynow_price_kurus: kurus('buynow_price_kurus'),
    bid_count: counter('bid_count'),
    /** Highest sequence number of the room's ledger that D1 holds. */
    last_seq: integer('last_seq').notNull().default(0),
    start_time: integer('start_time').notNull(),
    end_time: integer('end_time').notNull(),
    started_at: integer('started_at'),
    closed_at: integer('closed_at'),
    /** 0 waiting, 1 rejected, 2 approved. */
    approved: integer('approved').notNull().default(0),
    rejection_reason: text('rejection_reason'),
    approved_at: integer('approved_at'),
    approved_by: actorRef('approved_by'),
    /** 1 shipped (cargo), 2 freight. */
    shipping_type: integer('shipping_type').notNull().default(1),
    /** 1 the buyer pays shipping, 0 the seller does. */
    shipping_payment_by: integer('shipping_payment_by').notNull().default(1),
    winner_user_id: actorRef('winner_user_id'),
    /** How it ended: 'bid', 'buynow' or 'unsold'. */
    sold_via: text('sold_via', { enum: ['bid', 'buynow', 'offer', 'unsold'] }),
    /** trFold(name, title, brand, model, category titles): the search key. */
    search_text: text('search_text').notNull().default(''),
    /** When the auction's room last confirmed its alarm (docs/architecture.md "The bid's invariants"). */
    room_armed_at: integer('room_armed_at'),
    /**
     * When the room last moved the end for a service interruption in the last minutes, and why (a restart, a
     * late alarm): the fair close of docs/bidding.md. The lot page says so; null when it never happened.
     */
    service_extended_at: integer('service_extended_at'),
    service_extension_reason: text('service_extension_reason', { enum: ['restart', 'late_alarm'] }),
    view_count: counter('view_count'),
    /** The unsold or cancelled auction this one relists; each is relisted at most once. */
    relisted_from_id: integer('relisted_from_id'),
    /** The expert's estimate, a range an editor sets at approval (docs/); both or neither. */
    estimate_low_kurus: integer('estimate_low_kurus'),
    estimate_high_kurus: integer('estimate_high_kurus'),
    /**
     * The seller's hidden reserve (docs/decisions/0020-reserve-price.md): null, none. Answered only to the seller and
     * editors; only ever lowered once bidding began (by the room, party/lib/reserve.ts).
     */
    reserve_kurus: integer('reserve_kurus'),
    /** The seller's condition report: a grade of common/condition.ts's fixed scale, and notes. */
    condition_grade: text('condition_grade', { enum: CONDITION_GRADES }),
    condition_notes: text('condition_notes'),
    /**
     * Declared cultural property (2863, docs/law.md "Cultural property"): the proof's kind and its R2 key (under
     * `reports/`, which /media refuses: only editors read it). Only in CULTURAL_CATEGORY_SLUGS (common/lot-law.ts).
     */
    cultural_property: flag('cultural_property', false),
    cultural_document_kind: text('cultural_document_kind', { enum: CULTURAL_DOCUMENT_KINDS }),
    cultural_document_key: text('cultural_document_key'),
    /** The MSY m.15 exception a trader marked the lot under (common/lot-law.ts); an editor may clear it. */
    cayma_exception: text('cayma_exception', { enum: CAYMA_EXCEPTIONS }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('auctions_slug_uq').on(t.slug),
    index('auctions_listing_idx').on(t.approved, t.closed_at, t.end_time),
    index('auctions_start_idx').on(t.approved, t.start_time),
    index('auctions_cat1_idx').on(t.category_1_id, t.approved, t.end_time),
    index('auctions_cat2_idx').on(t.category_2_id, t.approved, t.end_time),
    index('auctions_cat3_idx').on(t.category_3_id, t.approved, t.end_time),
    index('auctions_seller_idx').on(t.seller_id, t.approved),
    index('auctions_winner_idx').on(t.winner_user_id),
    index('auctions_brand_idx').on(t.brand_id),
    uniqueIndex('auctions_relisted_from_uq').on(t.relisted_from_id),
    index('auctions_cultural_idx').on(t.cultural_property, t.start_time),
  ],
)

export const auction_images = sqliteTable(
  'auction_images',
  {
    ...childOf('auction_id', () => auctions.id, 'cascade'),
    position: integer('position').notNull().default(0),
    ...photo(),
    created_at: createdAt(),
  },
  (t) => [index('auction_images_auction_idx').on(t.auction_id, t.position)],
)

/**
 * The condition report's photos (docs/storefront.md "Condition report"): apart from the gallery, each with the
 * seller's caption saying what it shows. Stored as the gallery's are (content-hashed R2 keys); at most
 * CONDITION_PHOTOS_MAX (common/condition.ts) a lot.
 */
export const auction_condition_photos = sqliteTable(
  'auction_condition_photos',
  {
    ...childOf('auction_id', () => auctions.id, 'cascade'),
    position: integer('position').notNull().default(0),
    ...photo(),
    /** What the photo shows ("Sol alt köşede yırtık"), or null. */
    caption: text('caption'),
    created_at: createdAt(),
  },
  (t) => [index('auction_condition_photos_auction_idx').on(t.auction_id, t.position)],
)

/** property_label_N / property_value_N of an auction, N = position 1..15. */
export const auction_properties = numberedTable('auction_properties', 'auction_id', () => auctions.id, {
  label: text('label').notNull(),
  value: text('value').notNull(),
})

/** The room's ledger mirrored into D1; (auction_id, seq) makes the room → D1 write idempotent. */
export const bids = sqliteTable(
  'bids',
  {
    ...childOf('auction_id', () => auctions.id, 'cascade'),
    user_id: memberRef('user_id', 'restrict'),
    seq: integer('seq').notNull(),
    bid_amount_kurus: integer('bid_amount_kurus').notNull(),
    total_amount_kurus: integer('total_amount_kurus').notNull(),
    /** 1 when the room placed it for the member's automatic bid (otomatik pey). */
    is_auto: integer('is_auto').notNull().default(0),
    /** The room's signed receipt (compact JWS, docs/decisions/0013-signed-bid-receipts.md); null before receipts existed. */
    receipt: text('receipt'),
    /**
     * 0: the bid counts. 1: withdrawn by its bidder, 2: voided as an answer to a withdrawn bid (an editor's approved
     * correction, docs/bidding.md "Withdrawing a bid entered wrongly"). Such a bid stays in the list and the receipts
     * chain, marked, but never leads, wins or prices a lot.
     */
    withdrawn: integer('withdrawn').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('bids_auction_seq_uq').on(t.auction_id, t.seq), index('bids_user_idx').on(t.user_id, t.created_at)],
)

/** A member's standing maximum for automatic bidding; the room holds the live copy. */
export const auto_bids = sqliteTable(
  'auto_bids',
  {
    ...childOf('auction_id', () => auctions.id, 'cascade'),
    user_id: memberRef('user_id', 'cascade'),
    max_amount_kurus: integer('max_amount_kurus').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('auto_bids_uq').on(t.auction_id, t.user_id)],
)

export const questions = sqliteTable(
  'questions',
  writtenUnder('auction_id', () => auctions.id, 'question_body'),
  (t) => [index('questions_auction_idx').on(t.auction_id, t.created_at), index('questions_user_idx').on(t.user_id)],
)

export const answers = sqliteTable(
  'answers',
  writtenUnder('question_id', () => questions.id, 'answer_body'),
  (t) => [index('answers_question_idx').on(t.question_id)],
)

export const watchlist = sqliteTable(
  'watchlist',
  {
    user_id: memberRef('user_id', 'cascade'),
    auction_id: ref('auction_id', () => auctions.id, 'cascade'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.auction_id] }), index('watchlist_auction_idx').on(t.auction_id)],
)
