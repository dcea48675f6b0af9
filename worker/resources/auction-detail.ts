// The detail, preview, bid list and question answers. Money: kuruş → lira here only.
// Other members' names are masked in public lists ('a***i'); the viewer's own show as 'Siz'.
import { reserveMet } from '#common/reserve.ts'
import { CONDITION_LABELS } from '#common/condition.ts'
import { APPROVAL, approvalStatus } from '#common/approval.ts'
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import {
  ApprovalStatusAnswer,
  AuctionData,
  AuctionDetailAnswer,
  BidItem,
  BidListAnswer,
  CargoPrice,
  PreviewAnswer,
  Question,
  SellerRating,
} from '#common/schemas/answers-storefront.ts'
import { maskName } from '#common/text.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import type { z } from 'zod'
import type { cargo_channels, seller_ratings } from '../db/schema/index.ts'
import type { AuctionDetail, AuctionHead, AuctionPreview, BidPage, BidRow, QuestionThread } from '../domain/auctions/auction-detail.ts'
import { identityOf } from '../domain/member/seller-identity.ts'
import { caymaExceptionLabel } from '#common/lot-law.ts'
import { BID_VOIDED, BID_WITHDRAWN } from '#common/withdrawal.ts'
import { mediaUrl } from '../lib/media.ts'
import { lotIntro, lotPrices, lotTimes, propertyFields, serverTime, toAuctionCard } from './auctions.ts'

const time = toWireTimeOrNull
/** The page background behind the photo stage: we keep no per-auction colour (docs/storefront.md). */
export const DETAIL_BGCOLOR = '#f1f5f9'

const nameFor = (userId: number, title: string, viewerId: number | undefined) => (userId === viewerId ? tr.storefront.you : maskName(title))

/** One bid: rank 1 is the newest (and highest) bid. */
export const toBidResource = (r: BidRow, rank: number, viewerId?: number) => {
  const member = nameFor(r.bid.user_id, r.user_title, viewerId)
  return {
    auction_id: r.bid.auction_id,
    seq: r.bid.seq,
    rank,
    member,
    user_title: member,
    bid_amount: toLira(r.bid.bid_amount_kurus),
    total_amount: toLira(r.bid.total_amount_kurus),
    is_auto: r.bid.is_auto === 1,
    created_at: toWireTime(r.bid.created_at),
    receipt: r.bid.receipt,
    withdrawn: r.bid.withdrawn === BID_WITHDRAWN ? 'withdrawn' : r.bid.withdrawn === BID_VOIDED ? 'voided' : null,
  } satisfies z.input<typeof BidItem>
}
export const toBidList = (rows: BidRow[], viewerId?: number, firstRank = 1) => rows.map((r, i) => toBidResource(r, firstRank + i, viewerId))

/** GET /api/bids/{id}?page=: one page of the bid list, with the paging fields beside it (docs/architecture.md "API conventions"). */
export const toBidPage = (p: BidPage, viewerId?: number) =>
  ({
    data: toBidList(p.rows, viewerId, (p.page - 1) * p.perPage + 1),
    current_page: p.page,
    last_page: Math.max(1, Math.ceil(p.total / p.perPage)),
    per_page: p.perPage,
    total: p.total,
  }) satisfies z.input<typeof BidListAnswer>

export const toQuestion = (t: QuestionThread, viewerId?: number) =>
  ({
    id: t.question.id,
    question_from_name: nameFor(t.question.user_id, t.from_title, viewerId),
    question_body: t.question.question_body,
    created_at: toWireTime(t.question.created_at),
    auction_answer: t.answers.map((a) => ({
      answer_from_name: a.from_title,
      answer_body: a.answer.answer_body,
      created_at: toWireTime(a.answer.created_at),
    })),
  }) satisfies z.input<typeof Question>

const toRating = (r: { rating: typeof seller_ratings.$inferSelect; rated_by: string }, viewerId?: number) =>
  ({
    rating: r.rating.rating,
    comment: r.rating.comment,
    approved: r.rating.approved,
    rated_by_user_title: nameFor(r.rating.rated_by_user_id, r.rated_by, viewerId),
    created_at: toWireTime(r.rating.created_at),
  }) satisfies z.input<typeof SellerRating>

export const toCargoPrice = (c: typeof cargo_channels.$inferSelect) =>
  ({
    cargo_channel_code: c.code,
    cargo_channel_title: c.cargo_channel_title,
    cargo_total_price: toLira(c.price_kurus),
  }) satisfies z.input<typeof CargoPrice>

type Parts = Pick<AuctionPreview, 'images' | 'properties' | 'conditionPhotos'> & { head: AuctionHead }

/** The seller's condition report with its photos, or null when the seller gave no grade (photos need one). */
const toCondition = (a: AuctionHead['auction'], photos: Parts['conditionPhotos']) =>
  a.condition_grade
    ? {
        grade: a.condition_grade,
        ...CONDITION_LABELS[a.condition_grade],
        notes: a.condition_notes,
        photos: photos.map((p) => ({ public_url: mediaUrl(p.image_path)!, thumbnail_url: mediaUrl(p.thumbnail_path)!, caption: p.caption })),
      }
    : null

/** The auction of with every field the detail page reads. */
function toAuctionData({ head, images, properties, conditionPhotos }: Parts) {
  const a = head.auction
  return {
    ...lotIntro(a),
    category_1_title: head.category_1_title,
    category_1_slug: head.category_1_slug,
    category_2_title: head.category_2_title,
    category_2_slug: head.category_2_slug,
    category_3_title: head.category_3_title,
    category_3_slug: head.category_3_slug,
    sale_label: a.sale_label,
    badgetype: a.badgetype,
    type: a.type,
    ...lotPrices(a),
    auction_image: images.map((i) => ({ public_url: mediaUrl(i.image_path), thumbnail_url: mediaUrl(i.thumbnail_path ?? i.image_path) })),
    ...lotTimes(a),
    service_extended_at: time(a.service_extended_at),
    pre_bids: head.in_live_show === 1,
    // Whether, never how much: the amount is the seller's and the editors' alone.
    reserve_met: a.reserve_kurus == null ? null : reserveMet(a.current_price_kurus, a.reserve_kurus),
    approved: a.approved,
    approval_status_text: tr.storefront.approvalStatusText[a.approved] ?? tr.storefront.approvalStatusText[0],
    shipping_type: a.shipping_type,
    shipping_payment_by: a.shipping_payment_by,
    estimate: a.estimate_low_kurus != null && a.estimate_high_kurus != null ? { low: toLira(a.estimate_low_kurus), high: toLira(a.estimate_high_kurus) } : null,
    condition: toCondition(a, conditionPhotos),
    // Only a trader's sale has the right an exception takes away (docs/law.md "Cayma exceptions").
    cayma_exception: a.cayma_exception && identityOf(head).kind === 'ticari' ? tr.lotLaw.exceptionApplies(caymaExceptionLabel(a.cayma_exception)) : null,
    ...propertyFields(properties),
  } satisfies Omit<z.input<typeof AuctionData>, 'seller'>
}

/** GET /api/auctions/{slug} */
export function toAuctionDetailAnswer(d: AuctionDetail, viewerId?: number, now = Date.now()) {
  const base = toAuctionData(d)
  return {
    message: tr.storefront.detailLoaded,
    data: {
      ...base,
      seller: {
        title: d.head.seller_title,
        slug: d.head.seller_slug,
        userrating: d.ratings.map((r) => toRating(r, viewerId)),
        average: d.ratingAverage,
        identity: identityOf(d.head),
      },
      rating: d.ratingAverage,
      auction_bid: toBidList(d.latestBids, viewerId),
      auction_question: d.threads.map((t) => toQuestion(t, viewerId)),
      // Only the seller's preview shows why a lot was refused; the public page says so with null, the
      // schema's output (the browser reads the answer by type, docs/first-visit.md).
      rejection_reason: null,
    },
    b: d.isSeller,
    c: d.isHighest,
    bgcolor: DETAIL_BGCOLOR,
    category_auctions: d.sameCategory.map(toAuctionCard),
    cargo_prices: d.cargo.map(toCargoPrice),
    user_watchlist: d.watchlist.map(toAuctionCard),
    watch_list: d.watching,
    in_cart: d.inCart,
    // Beyond the spec: the viewer won this closed auction; the cart item's pay-by time
    // (null for won items until a payment deadline exists); what the viewer must verify before bidding.
    won: d.isWinner,
    sold_via: d.head.auction.closed_at === null ? null : d.head.auction.sold_via,
    pay_before: toWireTimeOrNull(d.payBefore),
    outcome: d.outcome && { kind: d.outcome.kind, price: toLira(d.outcome.price), until: toWireTimeOrNull(d.outcome.until) },
    verify_needed: d.mustVerify,
    commission_rate_buyer_bp: d.buyerFeeBp,
    server_time: serverTime(now),
  } satisfies z.input<typeof AuctionDetailAnswer>
}

/** GET /api/previewauction/{slug}: the seller's view before publication, with the rejection reason. */
export function toPreviewAnswer(p: AuctionPreview, viewerId?: number, now = Date.now()) {
  const a = p.head.auction
  return {
    message: tr.storefront.previewMessage[a.approved] ?? tr.storefront.previewMessage[0],
    data: {
      ...toAuctionData(p),
      seller: {
        title: p.head.seller_title,
        slug: p.head.seller_slug,
        userrating: p.ratings.map((r) => toRating(r, viewerId)),
        average: p.ratingAverage,
        identity: identityOf(p.head),
      },
      rating: p.ratingAverage,
      auction_bid: [],
      auction_question: [],
      rejection_reason: a.approved === APPROVAL.rejected ? a.rejection_reason : null,
    },
    cargo_prices: p.cargo.map(toCargoPrice),
    commission_rate_buyer_bp: p.buyerFeeBp,
    server_time: serverTime(now),
  } satisfies z.input<typeof PreviewAnswer>
}

/** GET /api/check-approval-status/{id}: { status } plus the reason when rejected. */
export function toApprovalStatus(a: { approved: number; rejection_reason: string | null }): z.input<typeof ApprovalStatusAnswer> {
  const status = approvalStatus(a.approved)
  return status === 'rejected' ? { status, reason: a.rejection_reason ?? '' } : { status }
}
