// The shill-bidding desk (docs/shill-desk.md): the bidder–seller pairs the signals rank, with their evidence,
// and the editor's decision on one pair: dismiss, warn the bidder, or block their bidding with a strike.
// Nothing here acts by itself; every decision is an editor's and lands with its audit row in one batch.
import { tr } from '#common/messages.ts'
import type { ShillDeskAnswer, ShillReviewForm } from '#common/schemas/shill.ts'
import { toWireTime } from '#common/time.ts'
import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { allInBatch } from '../../db/raw-batchable.ts'
import { notifications, payment_strikes, shill_reviews, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { auditRow } from '../platform/audit.ts'
import { found } from '../platform/found.ts'
import { notificationInsert, pushNotifications } from '../platform/notify.ts'
import { scorePair, SHILL_FLAG_SCORE, SHILL_PAIRS_SQL, SHILL_WINDOW_MS, shillParams, type ShillPairRow } from './shill-signals.ts'

/** Pairs shown at once: the desk is a work queue, ranked. */
const DESK_MAX = 100
const DAY = 86_400_000

/** The query with its parameters written in: they are integers of our own making, never input. */
const pairsSql = (now: number, where = '') =>
  sql.raw(`SELECT * FROM (${SHILL_PAIRS_SQL.replace(/\?(\d)/g, (_, i: string) => String(shillParams(now)[Number(i) - 1]))}) ${where}`)

const editors = alias(users, 'editor')
const latestReviews = (db: Db) =>
  db
    .select({ review: shill_reviews, editor: editors.username })
    .from(shill_reviews)
    .leftJoin(editors, eq(editors.id, shill_reviews.editor_id))
    .orderBy(desc(shill_reviews.id))

type Review = Awaited<ReturnType<ReturnType<typeof latestReviews>['execute']>>[number]
const pairKey = (bidder: number, seller: number) => `${bidder}:${seller}`

function toPair(row: ShillPairRow, score: ReturnType<typeof scorePair>, review: Review | undefined, now: number) {
  return {
    bidder: { id: row.bidder, username: row.bidder_name },
    seller: { id: row.seller, username: row.seller_name },
    score: score.score,
    signals: score.signals,
    evidence: {
      bids: row.bids,
      lots: row.lots,
      wins: row.wins,
      late_bids: row.late_bids,
      all_bids: row.all_bids,
      stop_under: row.stop_under,
      account_age_days: row.bidder_since === null ? null : Math.floor((now - row.bidder_since) / DAY),
    },
    review: review
      ? { action: review.review.action, at: toWireTime(review.review.created_at), editor: review.editor, note: review.review.note }
      : null,
  }
}

/**
 * GET /api/admin/shill: pairs from the flag score on, highest first. A pair an editor decided on stays off
 * the desk until its evidence grows (a higher score than the one decided on).
 */
export async function shillDesk(db: Db, now = Date.now()): Promise<z.input<typeof ShillDeskAnswer>> {
  const [rows, reviews] = await db.batch([allInBatch<ShillPairRow>(db, pairsSql(now)), latestReviews(db)])
  const latest = new Map<string, Review>()
  for (const r of reviews)
    if (!latest.has(pairKey(r.review.bidder_id, r.review.seller_id))) latest.set(pairKey(r.review.bidder_id, r.review.seller_id), r)
  const pairs = rows
    .map((row) => ({ row, score: scorePair(row, now), review: latest.get(pairKey(row.bidder, row.seller)) }))
    .filter(({ score, review }) => score.score >= SHILL_FLAG_SCORE && (!review || score.score > review.review.score))
    .sort((a, b) => b.score.score - a.score.score || b.row.bids - a.row.bids)
    .slice(0, DESK_MAX)
    .map(({ row, score, review }) => toPair(row, score, review, now))
  return { pairs, threshold: SHILL_FLAG_SCORE, window_days: SHILL_WINDOW_MS / DAY }
}

/** The bidder's latest bid on the seller's lots: the lot a blocking strike is recorded on. */
const latestLot = (db: Db, bidder: number, seller: number) =>
  allInBatch<{ id: number; name: string }>(
    db,
    sql`SELECT a.id, a.name FROM bids b JOIN auctions a ON a.id = b.auction_id
        WHERE b.user_id = ${bidder} AND a.seller_id = ${seller} ORDER BY b.created_at DESC, b.id DESC LIMIT 1`,
  )

/** The bidder's notice for a warning or a block; none for a dismissal (the bidder was never told of the review). */
function noticeFor(db: Db, action: ShillReviewForm['action'], bidder: number, sellerName: string, now: number) {
  if (action === 'dismiss') return []
  const [title, message] =
    action === 'warn'
      ? [tr.shillDesk.warnTitle, tr.shillDesk.warnMessage(sellerName)]
      : [tr.shillDesk.blockTitle, tr.shillDesk.blockMessage(sellerName)]
  return [
    notificationInsert(db, { userId: bidder, kind: `shill_${action}`, title, message, link: '/u/hesapbilgilerim', at: now }).returning(),
  ]
}

/** POST /api/admin/shill/{bidder}/{seller}: the editor's decision, with the evidence they saw, audited. */
export async function reviewShillPair(
  db: Db,
  env: Env,
  editor: { id: number },
  bidder: number,
  seller: number,
  form: ShillReviewForm,
  now = Date.now(),
) {
  const [rows, lots] = await db.batch([
    allInBatch<ShillPairRow>(db, pairsSql(now, `WHERE bidder = ${Number(bidder)} AND seller = ${Number(seller)}`)),
    latestLot(db, bidder, seller),
  ])
  const row = found(rows[0], tr.shillDesk.pairNotFound)
  const lot = found(lots[0], tr.shillDesk.pairNotFound)
  const { score, signals } = scorePair(row, now)
  const strike =
    form.action === 'block'
      ? [
          db
            .insert(payment_strikes)
            .values({ user_id: bidder, auction_id: lot.id, reason: 'shill', deadline_at: now, created_at: now })
            .onConflictDoUpdate({
              target: [payment_strikes.user_id, payment_strikes.auction_id],
              set: { reason: 'shill', lifted_at: null, lifted_by: null },
            }),
        ]
      : []
  const notice = noticeFor(db, form.action, bidder, row.seller_name, now)
  const results = await db.batch([
    db
      .insert(shill_reviews)
      .values({
        bidder_id: bidder,
        seller_id: seller,
        action: form.action,
        score,
        signals,
        note: form.note,
        editor_id: editor.id,
        created_at: now,
      }),
    auditRow(db, editor.id, {
      action: form.action === 'block' ? 'block' : 'review',
      entity: 'shill_pair',
      entityId: bidder,
      detail: {
        decision: form.action,
        bidder: row.bidder_name,
        seller: row.seller_name,
        score,
        signals,
        note: form.note,
        lot: form.action === 'block' ? lot.id : null,
      },
    }),
    ...strike,
    ...notice,
  ])
  if (notice.length) await pushNotifications(env, results.at(-1) as (typeof notifications.$inferSelect)[])
  return tr.shillDesk.done[form.action]
}
