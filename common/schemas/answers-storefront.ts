// Answers of the storefront calls that the SPA parses. Extra fields are
// allowed and ignored, so the server may add fields without breaking the browser.
import { z } from 'zod'
import { bidAmounts, Lira, lotClock, lotPrices, questionAnswerFields, questionFields, WireTime } from './parts.ts'
import { AuctionCard, Page, ServerTime } from './answers.ts'
import { CONDITION_GRADES } from '../condition.ts'
import { SellerIdentityView } from './seller-identity-view.ts'

const Text = z.string().nullable().optional().transform((v) => v ?? null)
const Timed = ServerTime.extend({ timestamp: z.number().optional() })

export const BidItem = z.object({
  auction_id: z.number().int().optional(),
  seq: z.number().int().optional(),
  rank: z.number().int().optional(),
  member: z.string().optional(),
  user_title: z.string(),
  ...bidAmounts,
  is_auto: z.boolean().optional().default(false),
  created_at: WireTime,
  /** The room's signed receipt of this bid (common/receipts.ts); null for bids placed before receipts existed. */
  receipt: z.string().nullable().optional(),
  /** Set when an editor's approved correction took this bid out of the price: withdrawn by its bidder, or voided as an answer to one. */
  withdrawn: z.enum(['withdrawn', 'voided']).nullable().optional(),
})
export type BidItem = z.infer<typeof BidItem>
/** GET /api/bids/{id}?page=: a page of the bid list, newest first, with the paging fields beside it. */
export const BidListAnswer = z.object({
  data: z.array(BidItem),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
})

export const Answer = z.object(questionAnswerFields(WireTime))
export const Question = z.object({
  id: z.number().int(),
  ...questionFields,
  created_at: WireTime,
  auction_answer: z.array(Answer).default([]),
})
export type Question = z.infer<typeof Question>
export const QuestionsAnswer = z.object({ message: z.string(), questions: z.array(Question) })

export const SellerRating = z.object({
  rating: z.coerce.number(),
  comment: z.string().default(''),
  approved: z.coerce.number().default(0),
  rated_by_user_title: z.string(),
  created_at: WireTime,
})
export type SellerRating = z.infer<typeof SellerRating>

export const CargoPrice = z.object({ cargo_channel_title: z.string(), cargo_total_price: Lira, cargo_channel_code: z.string().optional() })
export type CargoPrice = z.infer<typeof CargoPrice>

const propertyFields = Object.fromEntries(
  Array.from({ length: 15 }, (_, i) => [
    [`property_label_${i + 1}`, Text],
    [`property_value_${i + 1}`, Text],
  ]).flat(),
) as Record<`property_${'label' | 'value'}_${number}`, typeof Text>

export const LotEstimate = z.object({ low: Lira, high: Lira })
/** The grade's words come with it, so the lot page's first visit carries no copy of the scale (docs/first-visit.md). */
/** A condition photo: the photo, its thumbnail and what it shows (the seller's caption, or null). */
export const ConditionPhoto = z.object({ public_url: z.string(), thumbnail_url: z.string(), caption: Text })
export type ConditionPhoto = z.infer<typeof ConditionPhoto>
export const ConditionReport = z.object({
  grade: z.enum(CONDITION_GRADES),
  title: z.string(),
  meaning: z.string(),
  notes: Text,
  /** The report's own photos, apart from the gallery, in the seller's order (docs/storefront.md "Condition report"). */
  photos: z.array(ConditionPhoto).default([]),
})
export type ConditionReport = z.infer<typeof ConditionReport>

export const AuctionData = z.object({
  id: z.number().int(),
  name: z.string(),
  title: Text,
  slug: z.string(),
  description: z.string().default(''),
  category_1_title: Text,
  category_1_slug: Text,
  category_2_title: Text,
  category_2_slug: Text,
  category_3_title: Text,
  category_3_slug: Text,
  sale_label: Text,
  badgetype: z.coerce.number().nullable().optional(),
  type: z.coerce.number().int(),
  seller: z.object({
    title: z.string(),
    slug: Text,
    userrating: z.array(SellerRating).default([]),
    average: z.coerce.number().nullable().optional(),
    /** Bireysel or Ticari, and a trader's identity (docs/law.md "Seller kind"); absent reads as Bireysel. */
    identity: SellerIdentityView.default({ kind: 'bireysel' }),
  }),
  rating: z.coerce.number().nullable().optional(),
  /** The sentence saying cayma does not apply to this trader's lot and why (an MSY m.15 exception, docs/law.md), or null. */
  cayma_exception: z.string().nullable().default(null),
  ...lotPrices,
  auction_image: z.array(z.object({ public_url: Text, thumbnail_url: Text })).default([]),
  auction_bid: z.array(BidItem).default([]),
  auction_question: z.array(Question).default([]),
  ...lotClock,
  /** When the room moved the end for a service interruption (docs/bidding.md "A fair close"); null when never. */
  service_extended_at: WireTime.nullable().catch(null).default(null),
  /** A live show's lot: a member may leave an automatic maximum before it opens (docs/bidding.md "Bids before the show"). */
  pre_bids: z.boolean().catch(false).default(false),
  /** Whether the seller's hidden reserve is met (docs/decisions/0020-reserve-price.md); null: the lot has none. */
  reserve_met: z.boolean().nullable().catch(null).default(null),
  approved: z.coerce.number().int(),
  approval_status_text: z.string().optional(),
  shipping_type: z.coerce.number().int(),
  shipping_payment_by: z.coerce.number().int(),
  rejection_reason: Text,
  /** The expert's estimate in lira, set by an editor at approval (docs/). */
  estimate: LotEstimate.nullable().catch(null).default(null),
  /** The seller's condition report: a grade of the fixed scale (common/condition.ts) and notes. */
  condition: ConditionReport.nullable().catch(null).default(null),
  ...propertyFields,
})
export type AuctionData = z.infer<typeof AuctionData>

/** What the closed auction meant for the viewer (docs/money-path.md "The closed lot"). */
export const OUTCOME_KINDS = [
  'won_to_pay',
  'won_paid',
  'lapsed',
  'offer_open',
  'offer_to_pay',
  'offer_paid',
  'sold_awaiting',
  'sold_paid',
  'second_chance_awaiting',
  'second_chance_paid',
  'unsold',
] as const
export type OutcomeKind = (typeof OUTCOME_KINDS)[number]
export const ClosedOutcome = z.object({ kind: z.enum(OUTCOME_KINDS), price: z.number(), until: WireTime.nullable() })
export type ClosedOutcome = z.infer<typeof ClosedOutcome>

export const AuctionDetailAnswer = z.object({
  message: z.string().optional(),
  data: AuctionData,
  b: z.boolean(),
  c: z.boolean(),
  bgcolor: Text,
  category_auctions: z.array(AuctionCard).default([]),
  cargo_prices: z.array(CargoPrice).default([]),
  user_watchlist: z.array(AuctionCard).default([]),
  watch_list: z.boolean(),
  in_cart: z.boolean(),
  won: z.boolean().catch(false),
  sold_via: z.enum(['bid', 'buynow', 'offer', 'unsold']).nullable().catch(null),
  pay_before: Text.catch(null),
  outcome: ClosedOutcome.nullable().catch(null),
  verify_needed: z.enum(['email', 'phone']).nullable().catch(null),
  commission_rate_buyer_bp: z.coerce.number().int().catch(0),
  server_time: Timed,
})
export type AuctionDetailAnswer = z.infer<typeof AuctionDetailAnswer>

export const PreviewAnswer = z.object({
  message: z.string(),
  data: AuctionData,
  cargo_prices: z.array(CargoPrice).default([]),
  commission_rate_buyer_bp: z.coerce.number().int().catch(0),
  server_time: Timed,
})
export type PreviewAnswer = z.infer<typeof PreviewAnswer>

export const ApprovalStatusAnswer = z.object({ status: z.enum(['approved', 'waiting', 'rejected']), reason: z.string().optional() })

export const CategoryRef = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), level: z.number().int(), parent: z.number().int() })
export type CategoryRef = z.infer<typeof CategoryRef>

/** GET /api/auctions (with ?category), /api/search, /api/showhot, /api/showdaily, /api/shownext. */
export const ListingAnswer = z.object({
  auctions: Page(AuctionCard),
  server_time: Timed,
  category: CategoryRef.nullable().optional(),
  breadcrumb: z.array(CategoryRef).optional(),
  categories: z.array(CategoryRef).optional(),
  q: z.string().optional(),
})
export type ListingAnswer = z.infer<typeof ListingAnswer>

export const Banner = z.object({
  id: z.number().int(),
  banner_placement: z.coerce.number().int(),
  banner_bgcolor: Text,
  banner_link: Text,
  banner_title: z.string(),
  banner_target: z.string().catch('_self'),
  banner_image: z.string(),
  banner_image_mobile: Text,
})
export type Banner = z.infer<typeof Banner>
export const BannersAnswer = z.object({ banners: z.array(Banner) })

export const VideoItem = z.object({
  id: z.number().int(),
  video_url: Text,
  video_bgcolor: Text,
  video_image: Text,
  video_image_mobile: Text,
  video_image_link: Text,
  video_title: z.string(),
  auction: AuctionCard.nullable().optional(),
})
export type VideoItem = z.infer<typeof VideoItem>
export const VideosAnswer = z.object({ id: z.number().int().optional(), video_data: z.array(VideoItem), server_time: Timed })

export const CarouselItem = z.object({ public_url: Text, image_path: Text, link_url: Text, link_target: z.string().catch('_self'), title: Text })
export type CarouselItem = z.infer<typeof CarouselItem>
export const CarouselAnswer = z.object({ carousel_item: z.array(CarouselItem) })

export const WatchlistAnswer = z.object({ watchlist: z.array(AuctionCard), server_time: Timed })
