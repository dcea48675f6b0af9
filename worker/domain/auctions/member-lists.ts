// The member's own lists: my auctions in four sections, my questions, notifications read, and the
// public seller profile.
import { APPROVAL } from '#common/approval.ts'
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { reusable } from '../../db/reusable.ts'
import { PAGE_SIZE } from '#common/constants.ts'
import { answers, auction_properties, auctions, notifications, questions, seller_ratings, users } from '../../db/schema/index.ts'
import { hidingStatus } from '../platform/report-hiding.ts'
import { cardPageQueriesAt, toPage } from './listing.ts'
import { sellerIdentityColumns } from '../member/seller-identity.ts'

// NOTE: aliased, because drizzle 0.45 maps D1 batch rows by column name (see domain/listing.ts); and
// `auctions.id` written out, because drizzle leaves the table name off columns in a query without joins.
const firstImage = {
  image_path: sql<
    string | null
  >`(select ai.image_path from auction_images ai where ai.auction_id = auctions.id order by ai.position, ai.id limit 1)`.as(
    'owned_image_path',
  ),
  thumbnail_path: sql<
    string | null
  >`(select ai.thumbnail_path from auction_images ai where ai.auction_id = auctions.id order by ai.position, ai.id limit 1)`.as(
    'owned_thumbnail_path',
  ),
}
export type OwnedRow = { auction: typeof auctions.$inferSelect; image_path: string | null; thumbnail_path: string | null }
export type OwnedProperty = typeof auction_properties.$inferSelect

/** Each section shows at most this many (the newest first where it matters). */
export const MY_AUCTIONS_LIMIT = 100

/**
 * The seller's auctions by state: waiting (approved 0), denied (1), open (2, not yet ended) and
 * closed (2, closed by the room or past its end time).
 */
export async function myAuctions(db: Db, sellerId: number, now = Date.now()) {
  const mine = eq(auctions.seller_id, sellerId)
  const ended = or(isNotNull(auctions.closed_at), sql`${auctions.end_time} <= ${now}`)
  const select = () => db.select({ auction: auctions, ...firstImage }).from(auctions)
  const [waiting, denied, open, closed] = await db.batch([
    select()
      .where(and(mine, eq(auctions.approved, APPROVAL.waiting)))
      .orderBy(desc(auctions.created_at), desc(auctions.id))
      .limit(MY_AUCTIONS_LIMIT),
    select()
      .where(and(mine, eq(auctions.approved, APPROVAL.rejected)))
      .orderBy(desc(auctions.updated_at), desc(auctions.id))
      .limit(MY_AUCTIONS_LIMIT),
    select()
      .where(and(mine, eq(auctions.approved, APPROVAL.approved), isNull(auctions.closed_at), sql`${auctions.end_time} > ${now}`))
      .orderBy(asc(auctions.end_time), asc(auctions.id))
      .limit(MY_AUCTIONS_LIMIT),
    select()
      .where(and(mine, eq(auctions.approved, APPROVAL.approved), ended))
      .orderBy(desc(auctions.end_time), desc(auctions.id))
      .limit(MY_AUCTIONS_LIMIT),
  ])
  const ids = [...waiting, ...denied, ...open, ...closed].map((r) => r.auction.id)
  const properties = ids.length
    ? await db
        .select()
        .from(auction_properties)
        .where(inArray(auction_properties.auction_id, ids))
        .orderBy(asc(auction_properties.position))
    : []
  return { waiting, denied, open, closed, properties }
}

export const MY_QUESTIONS_PER_PAGE = 10

/**
 * Auctions with question threads that concern the member: those they asked on (their own questions
 * only) and those they sell (every question, so they can answer). Newest activity first.
 */
export async function myQuestions(db: Db, userId: number, page: number) {
  const concerned = or(
    eq(auctions.seller_id, userId),
    sql`exists (select 1 from questions q where q.auction_id = auctions.id and q.user_id = ${userId})`,
  )
  const hasQuestions = sql`exists (select 1 from questions q where q.auction_id = auctions.id)`
  const lastQuestion = sql`(select max(q.created_at) from questions q where q.auction_id = auctions.id and (q.user_id = ${userId} or auctions.seller_id = ${userId}))`
  const where = and(concerned, hasQuestions)
  const [rows, totals] = await db.batch([
    db
      .select({ auction: auctions, ...firstImage })
      .from(auctions)
      .where(where)
      .orderBy(desc(lastQuestion), desc(auctions.id))
      .limit(MY_QUESTIONS_PER_PAGE)
      .offset((page - 1) * MY_QUESTIONS_PER_PAGE),
    db.select({ n: count() }).from(auctions).where(where),
  ])
  const ids = rows.map((r) => r.auction.id)
  const sellerOf = new Map(rows.map((r) => [r.auction.id, r.auction.seller_id]))
  const qs = ids.length
    ? await db
        .select({ question: questions, from_name: users.title })
        .from(questions)
        .innerJoin(users, eq(users.id, questions.user_id))
        .where(inArray(questions.auction_id, ids))
        .orderBy(asc(questions.created_at), asc(questions.id))
    : []
  const visible = qs.filter((q) => q.question.user_id === userId || sellerOf.get(q.question.auction_id) === userId)
  const qids = visible.map((q) => q.question.id)
  const as = qids.length
    ? await db
        .select({ answer: answers, from_name: users.title })
        .from(answers)
        .innerJoin(users, eq(users.id, answers.user_id))
        .where(inArray(answers.question_id, qids))
        .orderBy(asc(answers.created_at), asc(answers.id))
    : []
  const total = totals[0]?.n ?? 0
  return {
    rows,
    questions: visible,
    answers: as,
    page: { current_page: page, last_page: Math.max(1, Math.ceil(total / MY_QUESTIONS_PER_PAGE)), total, per_page: MY_QUESTIONS_PER_PAGE },
  }
}

/** Marks every notification of the member read (the notifications page, on view). Returns the unread count after. */
export async function markNotificationsRead(db: Db, userId: number, now = Date.now()) {
  await db
    .update(notifications)
    .set({ read_at: now })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
  return 0
}

export const SELLER_RATINGS_LIMIT = 20

/** A profile removed after a notice stays hidden while the removal stands (docs/notice-and-takedown.md). */
// The outer row is named in full: a one-table select writes its columns bare, and a bare "id" would be the report's.
const profileTakenDown = sql<number>`EXISTS (SELECT 1 FROM content_reports cr WHERE cr.target = 'seller' AND cr.target_id = "users"."id" AND ${hidingStatus(sql`cr.status`)})`

/** The seller page's statements, SQL built once per isolate (db/reusable.ts); the seller found by slug in each. */
const sellerProfileQueries = reusable(['slug', 'now', 'offset'], (db, { slug, now, offset }) => {
  const sellerId = sql`(SELECT su.id FROM users su WHERE su.slug = ${slug})`
  const open = and(eq(auctions.seller_id, sellerId), isNull(auctions.closed_at), sql`${auctions.end_time} > ${now}`)
  return [
    db
      .select({ ...getTableColumns(users), ...sellerIdentityColumns(sql`${users.id}`, 'prof'), taken_down: profileTakenDown.as('taken_down') })
      .from(users)
      .where(eq(users.slug, slug))
      .limit(1),
    db
      .select({ rating: seller_ratings, rated_by_user_title: sql<string>`${users.title}`.as('rated_by_user_title') })
      .from(seller_ratings)
      .innerJoin(users, eq(users.id, seller_ratings.rated_by_user_id))
      .where(eq(seller_ratings.seller_id, sellerId))
      .orderBy(desc(seller_ratings.created_at), desc(seller_ratings.id))
      .limit(SELLER_RATINGS_LIMIT),
    db
      .select({ n: count(), avg: sql<number | null>`round(avg(${seller_ratings.rating}), 1)` })
      .from(seller_ratings)
      .where(eq(seller_ratings.seller_id, sellerId)),
    db
      .select({ n: count() })
      .from(auctions)
      .where(and(eq(auctions.seller_id, sellerId), eq(auctions.approved, APPROVAL.approved), isNotNull(auctions.winner_user_id))),
    ...cardPageQueriesAt(db, open, [sql`(${auctions.start_time} > ${now})`, asc(auctions.end_time)], offset, PAGE_SIZE),
  ] as const
})

/** A seller's public page: who they are, their ratings, their live auctions (one page). One round trip. */
export async function sellerProfile(db: Db, slug: string, page: number, now = Date.now()) {
  const [found, ratings, summary, sold, rows, totals] = await db.batch(sellerProfileQueries(db, { slug, now, offset: (page - 1) * PAGE_SIZE }))
  const seller = found[0]
  if (!seller || seller.blocked_at || seller.taken_down) throw notFound(tr.sellerProfile.notFound)
  return {
    seller,
    ratings,
    ratingCount: summary[0]?.n ?? 0,
    ratingAverage: summary[0]?.avg ?? null,
    soldCount: sold[0]?.n ?? 0,
    open: toPage(rows, totals, page),
  }
}
export type SellerProfile = Awaited<ReturnType<typeof sellerProfile>>
