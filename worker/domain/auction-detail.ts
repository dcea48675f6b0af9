// One auction with everything its page shows (storefront §2 "Auction detail", §3), the bid list,
// the seller preview and the approval poll. Visibility: approved auctions for everyone; waiting or
// rejected ones only for their seller and for editors (others get 404, never a hint it exists).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { Db } from '../db/client.ts'
import {
  answers,
  auction_images,
  auction_properties,
  auctions,
  bids,
  cargo_channels,
  cart_items,
  carts,
  categories,
  questions,
  seller_ratings,
  settings,
  users,
  watchlist,
} from '../db/schema/index.ts'
import type { AuthUser } from '../env.ts'
import { cardsQuery, openOrder } from './listing.ts'
import { sameCategoryQuery } from './storefront.ts'
import { missingVerification, verificationStateQuery } from './trade-verification.ts'

export type Viewer = Pick<AuthUser, 'id' | 'role'> | null

/** Bids shown inside the detail answer (auction_bid); the whole list is GET /api/bids/{id}. */
export const DETAIL_BIDS = 10
/** The bid list modal shows at most this many, newest first. */
export const BID_LIST_MAX = 200
/** Seller reviews shown on the fourth tab; the average covers all of them. */
export const DETAIL_RATINGS = 20
/** Same-category cards (two rows of four) and the viewer's watch list cards. */
export const DETAIL_CARDS = 8
/** The settings key of the buyer's service fee in basis points (checkout §3). */
export const BUYER_FEE_KEY = 'commission_rate_buyer_bp'

const c1 = alias(categories, 'c1')
const c2 = alias(categories, 'c2')
const c3 = alias(categories, 'c3')

/** The seller and editors see an auction in any approval state; everyone else only approved ones. */
export const maySee = (a: { approved: number; seller_id: number }, viewer: Viewer) =>
  a.approved === 2 || isOwnerOrEditor(a, viewer)
export const isOwnerOrEditor = (a: { seller_id: number }, viewer: Viewer) => !!viewer && (viewer.id === a.seller_id || viewer.role === 'editor')

async function findHead(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({
      auction: auctions,
      seller_title: users.title,
      seller_slug: users.slug,
      category_1_title: c1.title,
      category_1_slug: c1.slug,
      category_2_title: c2.title,
      category_2_slug: c2.slug,
      category_3_title: c3.title,
      category_3_slug: c3.slug,
    })
    .from(auctions)
    .innerJoin(users, eq(users.id, auctions.seller_id))
    .innerJoin(c1, eq(c1.id, auctions.category_1_id))
    .leftJoin(c2, eq(c2.id, auctions.category_2_id))
    .leftJoin(c3, eq(c3.id, auctions.category_3_id))
    .where(where)
    .limit(1)
  return row
}
export type AuctionHead = NonNullable<Awaited<ReturnType<typeof findHead>>>

/** The auction named by `slug` if the viewer may see it; 404 'Aradığınız mezat bulunamadı' otherwise. */
export async function findVisibleAuction(db: Db, slug: string, viewer: Viewer) {
  const head = await findHead(db, eq(auctions.slug, slug))
  if (!head || !maySee(head.auction, viewer)) throw notFound(tr.storefront.auctionNotFound)
  return head
}

/** Newest bids first, with the bidder's id (for 'Siz') and title (masked by the resource). */
export const latestBidsQuery = (db: Db, auctionId: number, limit: number) =>
  db
    .select({ bid: bids, user_title: users.title })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.user_id))
    .where(eq(bids.auction_id, auctionId))
    .orderBy(desc(bids.seq))
    .limit(limit)
export type BidRow = Awaited<ReturnType<typeof latestBidsQuery>>[number]

/** Questions of an auction, newest first, with their answers (oldest first) and the names involved. */
export async function loadQuestions(db: Db, auctionId: number) {
  const qs = await db
    .select({ question: questions, from_title: users.title })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.user_id))
    .where(eq(questions.auction_id, auctionId))
    .orderBy(desc(questions.created_at), desc(questions.id))
  const as = qs.length
    ? await db
        .select({ answer: answers, from_title: users.title })
        .from(answers)
        .innerJoin(users, eq(users.id, answers.user_id))
        .where(inArray(answers.question_id, qs.map((q) => q.question.id)))
        .orderBy(asc(answers.created_at), asc(answers.id))
    : []
  return qs.map((q) => ({ ...q, answers: as.filter((a) => a.answer.question_id === q.question.id) }))
}
export type QuestionThread = Awaited<ReturnType<typeof loadQuestions>>[number]

/** The seller's latest reviews (DETAIL_RATINGS) and the mean of all of them. */
const ratingsQuery = (db: Db, sellerId: number) =>
  db
    .select({ rating: seller_ratings, rated_by: users.title })
    .from(seller_ratings)
    .innerJoin(users, eq(users.id, seller_ratings.rated_by_user_id))
    .where(eq(seller_ratings.seller_id, sellerId))
    .orderBy(desc(seller_ratings.created_at), desc(seller_ratings.id))
    .limit(DETAIL_RATINGS)
const ratingStatsQuery = (db: Db, sellerId: number) =>
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

/** Everything the detail page shows about one auction, in two round trips. */
export async function loadAuctionDetail(db: Db, slug: string, viewer: Viewer, now = Date.now()) {
  const head = await findVisibleAuction(db, slug, viewer)
  const a = head.auction
  const [images, properties, latestBids, ratings, ratingStats, sameCategory, cargo, fee] = await db.batch([
    db.select().from(auction_images).where(eq(auction_images.auction_id, a.id)).orderBy(asc(auction_images.position), asc(auction_images.id)),
    db.select().from(auction_properties).where(eq(auction_properties.auction_id, a.id)).orderBy(asc(auction_properties.position)),
    latestBidsQuery(db, a.id, DETAIL_BIDS),
    ratingsQuery(db, a.seller_id),
    ratingStatsQuery(db, a.seller_id),
    sameCategoryQuery(db, a, DETAIL_CARDS, now),
    cargoQuery(db),
    feeQuery(db),
  ])
  const threads = await loadQuestions(db, a.id)
  const mine = viewer ? await viewerState(db, viewer.id, a.id, now) : { watchlist: [], watching: false, inCart: false, payBefore: null, mustVerify: null }
  return {
    head,
    images,
    properties,
    latestBids,
    threads,
    ratings,
    ratingAverage: ratingStats[0]?.average ?? null,
    sameCategory,
    cargo,
    buyerFeeBp: basisPoints(fee),
    ...mine,
    isSeller: viewer?.id === a.seller_id,
    isHighest: !!viewer && latestBids[0]?.bid.user_id === viewer.id,
    /** The closed auction's winner is the viewer (issue 13 item 4: the winner's page says so). */
    isWinner: !!viewer && a.closed_at !== null && a.winner_user_id === viewer.id,
  }
}
export type AuctionDetail = Awaited<ReturnType<typeof loadAuctionDetail>>

async function viewerState(db: Db, userId: number, auctionId: number, now: number) {
  const [list, watching, inCart, verification] = await db.batch([
    cardsQuery(db, sql`${auctions.id} IN (SELECT w.auction_id FROM watchlist w WHERE w.user_id = ${userId})`, openOrder(now), DETAIL_CARDS),
    db.select({ n: count() }).from(watchlist).where(and(eq(watchlist.user_id, userId), eq(watchlist.auction_id, auctionId))),
    db
      .select({ pay_before: cart_items.pay_before })
      .from(cart_items)
      .innerJoin(carts, eq(carts.id, cart_items.cart_id))
      .where(and(eq(carts.user_id, userId), eq(cart_items.auction_id, auctionId)))
      .limit(1),
    verificationStateQuery(db, userId),
  ])
  return {
    watchlist: list,
    watching: (watching[0]?.n ?? 0) > 0,
    inCart: inCart.length > 0,
    payBefore: inCart[0]?.pay_before ?? null,
    mustVerify: missingVerification(verification),
  }
}

/** The seller preview: the seller's own auction (editors may look too) in any approval state. */
export async function loadPreview(db: Db, slug: string, viewer: NonNullable<Viewer>) {
  const head = await findHead(db, eq(auctions.slug, slug))
  if (!head || !isOwnerOrEditor(head.auction, viewer)) throw notFound(tr.storefront.auctionNotFound)
  const [images, properties, ratings, ratingStats, cargo, fee] = await db.batch([
    db.select().from(auction_images).where(eq(auction_images.auction_id, head.auction.id)).orderBy(asc(auction_images.position), asc(auction_images.id)),
    db.select().from(auction_properties).where(eq(auction_properties.auction_id, head.auction.id)).orderBy(asc(auction_properties.position)),
    ratingsQuery(db, head.auction.seller_id),
    ratingStatsQuery(db, head.auction.seller_id),
    cargoQuery(db),
    feeQuery(db),
  ])
  return { head, images, properties, ratings, ratingAverage: ratingStats[0]?.average ?? null, cargo, buyerFeeBp: basisPoints(fee) }
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

/** The bid list of a visible auction, newest first (at most BID_LIST_MAX). */
export async function listBids(db: Db, auctionId: number, viewer: Viewer) {
  const a = await db.query.auctions.findFirst({ where: eq(auctions.id, auctionId), columns: { id: true, approved: true, seller_id: true } })
  if (!a || !maySee(a, viewer)) throw notFound(tr.storefront.auctionNotFound)
  return latestBidsQuery(db, auctionId, BID_LIST_MAX)
}
