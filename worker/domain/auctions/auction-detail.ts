// One auction with everything its page shows, the bid list,
// the seller preview and the approval poll. Visibility: approved auctions for everyone; waiting or
// rejected ones only for their seller and for editors (others get 404, never a hint it exists).
import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { Db } from '../../db/client.ts'
import { reusable } from '../../db/reusable.ts'
import {
  answers,
  auction_condition_photos,
  auction_images,
  auction_properties,
  auctions,
  bids,
  cargo_channels,
  cart_items,
  carts,
  categories,
  live_session_auctions,
  questions,
  seller_ratings,
  settings,
  users,
  watchlist,
} from '../../db/schema/index.ts'
import type { AuthUser } from '../../env.ts'
import { sessionQuery, sessionUser, type TokenClaims } from '../member/auth.ts'
import { cardColumns, cardsQuery, isOpen, openOrder, type CardRow } from './listing.ts'
import { closedOutcome, outcomeQuery, type OutcomeRow } from './closed-outcome.ts'
import { missingVerification, verificationStateQuery } from '../member/trade-verification.ts'
import { sellerIdentityColumns } from '../member/seller-identity.ts'
import { APPROVAL } from '#common/approval.ts'

export type Viewer = Pick<AuthUser, 'id' | 'role'> | null

/** Bids shown inside the detail answer (auction_bid); the whole list is GET /api/bids/{id}. */
export const DETAIL_BIDS = 10
/** The bid list modal shows at most this many, newest first. */
export const BID_LIST_MAX = 200
/** Seller reviews shown on the fourth tab; the average covers all of them. */
export const DETAIL_RATINGS = 20
/** Same-category cards (two rows of four) and the viewer's watch list cards. */
export const DETAIL_CARDS = 8
/** The settings key of the buyer's service fee in basis points. */
export const BUYER_FEE_KEY = 'commission_rate_buyer_bp'

const c1 = alias(categories, 'c1')
const c2 = alias(categories, 'c2')
const c3 = alias(categories, 'c3')

/** The seller and editors see an auction in any approval state; everyone else only approved ones. */
export const maySee = (a: { approved: number; seller_id: number }, viewer: Viewer) =>
  a.approved === APPROVAL.approved || isOwnerOrEditor(a, viewer)
export const isOwnerOrEditor = (a: { seller_id: number }, viewer: Viewer) => !!viewer && (viewer.id === a.seller_id || viewer.role === 'editor')

// NOTE: every joined column has its own name, so that the head can run inside a D1 batch (drizzle maps
// batch results by column name; see cardColumns in listing.ts).
const headQuery = (db: Db, where: SQL) =>
  db
    .select({
      auction: auctions,
      seller_title: sql<string>`${users.title}`.as('head_seller_title'),
      seller_slug: sql<string>`${users.slug}`.as('head_seller_slug'),
      category_1_title: sql<string>`${c1.title}`.as('head_category_1_title'),
      category_1_slug: sql<string>`${c1.slug}`.as('head_category_1_slug'),
      category_2_title: sql<string | null>`${c2.title}`.as('head_category_2_title'),
      category_2_slug: sql<string | null>`${c2.slug}`.as('head_category_2_slug'),
      category_3_title: sql<string | null>`${c3.title}`.as('head_category_3_title'),
      category_3_slug: sql<string | null>`${c3.slug}`.as('head_category_3_slug'),
      ...sellerIdentityColumns(sql`${auctions.seller_id}`, 'head'),
      // A live show's lot takes maxima before it opens (docs/bidding.md "Bids before the show").
      in_live_show: sql<number>`EXISTS (SELECT 1 FROM ${live_session_auctions} WHERE ${live_session_auctions.auction_id} = ${auctions.id})`.as(
        'head_in_live_show',
      ),
    })
    .from(auctions)
    .innerJoin(users, eq(users.id, auctions.seller_id))
    .innerJoin(c1, eq(c1.id, auctions.category_1_id))
    .leftJoin(c2, eq(c2.id, auctions.category_2_id))
    .leftJoin(c3, eq(c3.id, auctions.category_3_id))
    .where(where)
    .limit(1)

async function findHead(db: Db, where: SQL) {
  const [row] = await headQuery(db, where)
  return row
}
export type AuctionHead = NonNullable<Awaited<ReturnType<typeof findHead>>>

/** An auction's id, or its seller's, by slug: a scalar subquery, so the statements needing it share one batch. */
const bySlug = (slug: string | Placeholder, column: 'id' | 'seller_id') => sql`(SELECT t.${sql.raw(column)} FROM auctions t WHERE t.slug = ${slug})`

/** Newest bids first, with the bidder's id (for 'Siz') and title (masked by the resource). */
export const latestBidsQuery = (db: Db, auctionId: number | SQL | Placeholder, limit: number) =>
  db
    .select({ bid: bids, user_title: users.title })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.user_id))
    .where(eq(bids.auction_id, auctionId))
    .orderBy(desc(bids.seq))
    .limit(limit)
export type BidRow = Awaited<ReturnType<typeof latestBidsQuery>>[number]

/** An auction's questions (newest first) and their answers (oldest first): two statements for one batch. */
const questionQueries = (db: Db, auctionId: number | SQL) =>
  [
    db
      .select({ question: questions, from_title: sql<string>`${users.title}`.as('question_from_title') })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.user_id))
      .where(eq(questions.auction_id, auctionId))
      .orderBy(desc(questions.created_at), desc(questions.id)),
    db
      .select({ answer: answers, from_title: sql<string>`${users.title}`.as('answer_from_title') })
      .from(answers)
      .innerJoin(users, eq(users.id, answers.user_id))
      .where(sql`${answers.question_id} IN (SELECT q.id FROM questions q WHERE q.auction_id = ${auctionId})`)
      .orderBy(asc(answers.created_at), asc(answers.id)),
  ] as const

type QuestionRow = { question: typeof questions.$inferSelect; from_title: string }
type AnswerRow = { answer: typeof answers.$inferSelect; from_title: string }
const toThreads = (qs: QuestionRow[], as: AnswerRow[]) =>
  qs.map((q) => ({ ...q, answers: as.filter((a) => a.answer.question_id === q.question.id) }))

/** Questions of an auction, newest first, with their answers (oldest first) and the names involved. One round trip. */
export async function loadQuestions(db: Db, auctionId: number) {
  const [qs, as] = await db.batch(questionQueries(db, auctionId))
  return toThreads(qs, as)
}
export type QuestionThread = ReturnType<typeof toThreads>[number]

/** The seller's latest reviews (DETAIL_RATINGS) and the mean of all of them. */
const ratingsQuery = (db: Db, sellerId: number | SQL) =>
  db
    .select({ rating: seller_ratings, rated_by: users.title })
    .from(seller_ratings)
    .innerJoin(users, eq(users.id, seller_ratings.rated_by_user_id))
    .where(eq(seller_ratings.seller_id, sellerId))
    .orderBy(desc(seller_ratings.created_at), desc(seller_ratings.id))
    .limit(DETAIL_RATINGS)
const ratingStatsQuery = (db: Db, sellerId: number | SQL) =>
  db
    .select({ n: count(), average: sql<number | null>`round(avg(${seller_ratings.rating}), 1)` })
    .from(seller_ratings)
    .where(eq(seller_ratings.seller_id, sellerId))

const cargoQuery = (db: Db) =>
  db.select().from(cargo_channels).where(eq(cargo_channels.is_active, true)).orderBy(asc(cargo_channels.sort_order), asc(cargo_channels.code))

const feeQuery = (db: Db) => db.select({ value: settings.value }).from(settings).where(eq(settings.key, BUYER_FEE_KEY)).limit(1)
const basisPoints = (rows: { value: string }[]) => {
  const n = Number(rows[0]?.value)
  return Number.isInteger(n) && n >= 0 && n <= 10_000 ? n : 0
}

/**
 * Open auctions of the same main category as the auction named by `slug` (the deepest shared category
 * first), this one left out: the "same category" row, resolved inside the query.
 */
const sameCategoryQuery = (db: Db, slug: string | Placeholder, limit: number, now: number | Placeholder) => {
  const t = alias(auctions, 'same_t')
  return db
    .select(cardColumns)
    .from(auctions)
    .innerJoin(users, eq(users.id, auctions.seller_id))
    .innerJoin(t, eq(t.slug, slug))
    .where(and(eq(auctions.approved, APPROVAL.approved), eq(auctions.category_1_id, t.category_1_id), sql`${auctions.id} <> ${t.id}`, isOpen(now)))
    .orderBy(
      // NULL for every row when the auction has no sub-category: then this key changes nothing.
      sql`(coalesce(${auctions.category_3_id}, ${auctions.category_2_id}) = coalesce(${t.category_3_id}, ${t.category_2_id})) desc`,
      ...openOrder(now),
      asc(auctions.id),
    )
    .limit(limit)
}

/** What only a signed-in viewer sees: their watch list cards, and whether they watch / hold this auction (SQL built once). */
const viewerQueries = reusable(['slug', 'userId', 'now'], (db, { slug, userId, now }) => {
  const auctionId = bySlug(slug, 'id')
  return [
    cardsQuery(db, sql`${auctions.id} IN (SELECT w.auction_id FROM watchlist w WHERE w.user_id = ${userId})`, openOrder(now), DETAIL_CARDS),
    db.select({ n: count() }).from(watchlist).where(and(eq(watchlist.user_id, userId), eq(watchlist.auction_id, auctionId))),
    db
      .select({ pay_before: cart_items.pay_before, price: cart_items.item_price_kurus })
      .from(cart_items)
      .innerJoin(carts, eq(carts.id, cart_items.cart_id))
      .where(and(eq(carts.user_id, userId), eq(cart_items.auction_id, auctionId)))
      .limit(1),
    verificationStateQuery(db, userId),
    outcomeQuery(db, slug, userId),
  ] as const
})

/** The condition report's photos (docs/storefront.md "Condition report"), in the seller's order. */
const conditionPhotosQuery = (db: Db, id: number | SQL) =>
  db
    .select({
      image_path: auction_condition_photos.image_path,
      thumbnail_path: auction_condition_photos.thumbnail_path,
      caption: auction_condition_photos.caption,
    })
    .from(auction_condition_photos)
    .where(eq(auction_condition_photos.auction_id, id))
    .orderBy(asc(auction_condition_photos.position), asc(auction_condition_photos.id))

/** The detail's statements for everyone (SQL built once per isolate: db/reusable.ts), each finding the auction by slug. */
const detailQueries = reusable(['slug', 'now'], (db, p) => {
  const id = bySlug(p.slug, 'id')
  const sellerId = bySlug(p.slug, 'seller_id')
  return [
    headQuery(db, eq(auctions.slug, p.slug)),
    db.select().from(auction_images).where(eq(auction_images.auction_id, id)).orderBy(asc(auction_images.position), asc(auction_images.id)),
    db.select().from(auction_properties).where(eq(auction_properties.auction_id, id)).orderBy(asc(auction_properties.position)),
    conditionPhotosQuery(db, id),
    latestBidsQuery(db, id, DETAIL_BIDS),
    ratingsQuery(db, sellerId),
    ratingStatsQuery(db, sellerId),
    sameCategoryQuery(db, p.slug, DETAIL_CARDS, p.now),
    cargoQuery(db),
    feeQuery(db),
    ...questionQueries(db, id),
  ] as const
})

/**
 * Everything the detail page shows about one auction, in one round trip: every statement finds the
 * auction (or its seller) by slug itself, so none waits for another. Visibility is decided on the head
 * afterwards; what was read for an auction the viewer may not see is thrown away with the 404.
 */
export async function loadAuctionDetail(db: Db, slug: string, viewer: Viewer, now = Date.now()) {
  const common = detailQueries(db, { slug, now })
  const [[head], images, properties, conditionPhotos, latestBids, ratings, ratingStats, sameCategory, cargo, fee, qs, as, ...own] = viewer
    ? await db.batch([...common, ...viewerQueries(db, { slug, userId: viewer.id, now })])
    : await db.batch(common)
  if (!head || !maySee(head.auction, viewer)) throw notFound(tr.storefront.auctionNotFound)
  const [list, watching, inCart, verification, outcome] = own as unknown as
    | [CardRow[], { n: number }[], { pay_before: number | null; price: number }[], Awaited<ReturnType<typeof verificationStateQuery>>, OutcomeRow[]]
    | []
  return {
    head,
    images,
    properties,
    conditionPhotos,
    latestBids,
    threads: toThreads(qs, as),
    ratings,
    ratingAverage: ratingStats[0]?.average ?? null,
    sameCategory,
    cargo,
    buyerFeeBp: basisPoints(fee),
    watchlist: list ?? [],
    watching: (watching?.[0]?.n ?? 0) > 0,
    inCart: (inCart?.length ?? 0) > 0,
    payBefore: inCart?.[0]?.pay_before ?? null,
    mustVerify: verification ? missingVerification(verification) : null,
    isSeller: viewer?.id === head.auction.seller_id,
    isHighest: !!viewer && latestBids.find((b) => b.bid.withdrawn === 0)?.bid.user_id === viewer.id,
    /** The closed auction's winner is the viewer (the winner's page says so). */
    isWinner: !!viewer && head.auction.closed_at !== null && head.auction.winner_user_id === viewer.id,
    outcome: viewer ? closedOutcome({ viewerId: viewer.id, auction: head.auction, row: outcome?.[0], cart: inCart?.[0] ?? null }) : null,
  }
}
export type AuctionDetail = Awaited<ReturnType<typeof loadAuctionDetail>>

/** The seller preview: the seller's own auction (editors may look too) in any approval state. */
export async function loadPreview(db: Db, slug: string, viewer: NonNullable<Viewer>) {
  const head = await findHead(db, eq(auctions.slug, slug))
  if (!head || !isOwnerOrEditor(head.auction, viewer)) throw notFound(tr.storefront.auctionNotFound)
  const [images, properties, conditionPhotos, ratings, ratingStats, cargo, fee] = await db.batch([
    db.select().from(auction_images).where(eq(auction_images.auction_id, head.auction.id)).orderBy(asc(auction_images.position), asc(auction_images.id)),
    db.select().from(auction_properties).where(eq(auction_properties.auction_id, head.auction.id)).orderBy(asc(auction_properties.position)),
    conditionPhotosQuery(db, head.auction.id),
    ratingsQuery(db, head.auction.seller_id),
    ratingStatsQuery(db, head.auction.seller_id),
    cargoQuery(db),
    feeQuery(db),
  ])
  return { head, images, properties, conditionPhotos, ratings, ratingAverage: ratingStats[0]?.average ?? null, cargo, buyerFeeBp: basisPoints(fee) }
}
export type AuctionPreview = Awaited<ReturnType<typeof loadPreview>>

/** Approval state of the viewer's own auction (editors: any); 404 for anyone else. */
export async function approvalStatus(db: Db, id: number, viewer: NonNullable<Viewer>) {
  const a = await db.query.auctions.findFirst({
    where: eq(auctions.id, id),
    columns: { id: true, seller_id: true, approved: true, rejection_reason: true },
  })
  if (!a || !isOwnerOrEditor(a, viewer)) throw notFound(tr.storefront.auctionNotFound)
  return a
}

/** The bid list's statements, SQL built once per isolate (db/reusable.ts). */
const bidListQueries = reusable(['id', 'offset'], (db, { id, offset }) => [
  db.select({ id: auctions.id, approved: auctions.approved, seller_id: auctions.seller_id }).from(auctions).where(eq(auctions.id, id)).limit(1),
  db.select({ n: count() }).from(bids).where(eq(bids.auction_id, id)),
  latestBidsQuery(db, id, BID_LIST_MAX).offset(offset),
] as const)

/**
 * One page of a visible auction's bid list, newest first (BID_LIST_MAX a page; page 1 is the newest, as
 * before paging), so that the whole ledger can be read. One round trip for a guest and for a member
 * alike: the session lookup behind the member's token (claims already verified, no D1), the auction, the
 * count and the page in one batch. A token whose session is closed reads as a guest, as optionalUser would.
 */
export async function listBids(db: Db, auctionId: number, claims: TokenClaims | null, page = 1) {
  const data = bidListQueries(db, { id: auctionId, offset: (page - 1) * BID_LIST_MAX })
  const [head, total, rows, session] = claims ? await db.batch([...data, sessionQuery(db, claims)]) : [...(await db.batch(data)), undefined]
  const viewer = claims && session ? sessionUser(session, claims) : null
  const a = head[0]
  if (!a || !maySee(a, viewer)) throw notFound(tr.storefront.auctionNotFound)
  return { rows, total: total[0]?.n ?? 0, page, perPage: BID_LIST_MAX, viewer }
}
export type BidPage = Awaited<ReturnType<typeof listBids>>
