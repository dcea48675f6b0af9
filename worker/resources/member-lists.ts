// Rows → answers of the member's lists (
// "Auction with questions"). Money: kuruş → lira here only.
import { APPROVAL } from '#common/approval.ts'
import { tr } from '#common/messages.ts'
import { toLira } from '#common/money.ts'
import { reserveMet } from '#common/reserve.ts'
import type { MyAuctionsAnswer, OwnedAuction, SellerProfileAnswer } from '#common/schemas/listing.ts'
import { toWireTime } from '#common/time.ts'
import type { z } from 'zod'
import type { myAuctions, myQuestions, OwnedProperty, OwnedRow, SellerProfile } from '../domain/auctions/member-lists.ts'
import { identityOf } from '../domain/member/seller-identity.ts'
import { mediaUrl } from '../lib/media.ts'
import { lotIntro, lotNames, lotPrices, lotTimes, propertyFields, serverTime, toCardPage } from './auctions.ts'


export function toOwnedAuction({ auction: a, image_path, thumbnail_path }: OwnedRow, properties: OwnedProperty[]) {
  return {
    ...lotIntro(a),
    category_1_id: a.category_1_id,
    category_2_id: a.category_2_id,
    category_3_id: a.category_3_id,
    model: a.model,
    series: a.series,
    ...lotTimes(a),
    approved: a.approved,
    approval_status_text: tr.storefront.approvalStatusText[a.approved] ?? tr.storefront.approvalStatusText[0],
    rejection_reason: a.approved === APPROVAL.rejected ? a.rejection_reason : null,
    ...lotPrices(a),
    sold_via: a.sold_via,
    // The seller's own list: the reserve's amount is theirs to see (docs/decisions/0020-reserve-price.md).
    reserve_amount: a.reserve_kurus === null ? null : toLira(a.reserve_kurus),
    reserve_met: a.reserve_kurus === null ? null : reserveMet(a.current_price_kurus, a.reserve_kurus),
    auction_image: image_path ? [{ public_url: mediaUrl(image_path), thumbnail_url: mediaUrl(thumbnail_path ?? image_path) }] : [],
    shipping_type: a.shipping_type,
    shipping_payment_by: a.shipping_payment_by,
    ...propertyFields(properties.filter((x) => x.auction_id === a.id)),
  } satisfies z.input<typeof OwnedAuction>
}

/** `relistable`: the closed auctions the seller may relist, marked `can_relist`. */
export function toMyAuctionsAnswer(x: Awaited<ReturnType<typeof myAuctions>>, relistable: Set<number> = new Set(), now = Date.now()) {
  const list = (rows: OwnedRow[]) => rows.map((r) => toOwnedAuction(r, x.properties))
  return {
    open_auctions: list(x.open),
    closed_auctions: x.closed.map((r) => ({ ...toOwnedAuction(r, x.properties), can_relist: relistable.has(r.auction.id) })),
    denied_auctions: list(x.denied),
    waiting_auctions: list(x.waiting),
    server_time: serverTime(now),
  } satisfies z.input<typeof MyAuctionsAnswer>
}

export function toMyQuestionsPage(x: Awaited<ReturnType<typeof myQuestions>>, userId: number) {
  const data = x.rows.map((r) => ({
    ...lotNames(r.auction),
    auction_image: mediaUrl(r.thumbnail_path ?? r.image_path),
    is_seller: r.auction.seller_id === userId,
    auction_question: x.questions
      .filter((q) => q.question.auction_id === r.auction.id)
      .map((q) => ({
        id: q.question.id,
        question_from_name: q.from_name,
        question_body: q.question.question_body,
        is_mine: q.question.user_id === userId,
        created_at: toWireTime(q.question.created_at),
        auction_answer: x.answers
          .filter((a) => a.answer.question_id === q.question.id)
          .map((a) => ({
            id: a.answer.id,
            answer_from_name: a.from_name,
            answer_body: a.answer.answer_body,
            created_at: toWireTime(a.answer.created_at),
          })),
      })),
  }))
  return { data, ...x.page }
}

export function toSellerProfileAnswer(p: SellerProfile, now = Date.now()) {
  return {
    seller: {
      id: p.seller.id,
      title: p.seller.title,
      slug: p.seller.slug,
      created_at: toWireTime(p.seller.created_at),
      rating: p.ratingAverage,
      rating_count: p.ratingCount,
      sold_count: p.soldCount,
      identity: identityOf(p.seller),
      userrating: p.ratings.map((r) => ({
        rating: r.rating.rating,
        comment: r.rating.comment,
        approved: r.rating.approved,
        rated_by_user_title: r.rated_by_user_title,
        created_at: toWireTime(r.rating.created_at),
      })),
    },
    auctions: toCardPage(p.open),
    server_time: serverTime(now),
  } satisfies z.input<typeof SellerProfileAnswer>
}
