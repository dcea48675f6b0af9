// Shapes of the console's answers (worker/resources/admin-rows.ts), which the console parses.
// Extra fields are ignored, so the server may add some without breaking the browser.
import { ReviewDeclarations } from '../lot-law.ts'
import { z } from 'zod'
import { ConditionReport, LotEstimate } from './answers-storefront.ts'
import { DEFAULT_TRADE_VERIFICATION } from '../trade-verification.ts'
import { TradeVerificationLevel } from './trade-verification.ts'
import { RESERVE_THRESHOLD_TL_DEFAULT } from '../reserve.ts'
import { SellerIdentityView } from './seller-identity-view.ts'
import { ReturnInfo, SellerMoney } from './payout.ts'
import { AuctionData } from './answers-storefront.ts'
import { paged, ServerTime } from './answers.ts'
import { TicketReply, ticketStatus, ticketText } from './ticket.ts'
import { buyerTotals, socialLinks } from './parts.ts'
import { orderStatus } from './orders.ts'

const Text = z.string().nullable()
const Time = z.string()
const Img = z.object({ ref: Text, url: Text })
/** A lot's terms as the review list and the review show them: its prices, its clock and when it was made. */
const lotTerms = { opening_price: z.number(), buynow_price: z.number(), start_time: Time, end_time: Time, created_at: Time }
/** The name and the phone a member gave (each may be missing). */
const memberNames = { first_name: Text, last_name: Text, phone_1: Text }

export const SavedAnswer = z.object({ message: z.string() })
export const CreatedAnswer = z.object({ message: z.string(), id: z.number().int() })
/** A console write: its sentence, and the new row's id when it made one (the browser's one write helper). */
export const WrittenAnswer = z.object({ message: z.string(), id: z.number().int().optional() })
/** POST /api/admin/auctions/{id}/approve: `armed`, whether the room took the auction at once. */
export const ApprovedAnswer = z.object({ message: z.string(), armed: z.boolean() })
/** POST /api/admin/users/{id}/block: how many of the member's sessions ended with it. */
export const BlockedAnswer = z.object({ message: z.string(), revoked_sessions: z.number().int() })
export const UploadAnswer = z.object({
  message: z.string(),
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})

// ---- approval ----------------------------------------------------------------------------------

export const SummaryAnswer = z.object({
  counts: z.object({
    waiting_auctions: z.number(),
    overdue_auctions: z.number(),
    open_tickets: z.number(),
    active_live_sessions: z.number(),
    new_orders: z.number(),
    blocked_users: z.number(),
  }),
  server_time: ServerTime,
})
export type Summary = z.infer<typeof SummaryAnswer>['counts']

export const ReviewRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  approved: z.number().int(),
  rejection_reason: Text,
  seller_title: z.string(),
  seller_username: z.string(),
  thumbnail_url: Text,
  image_count: z.number(),
  categories: z.array(z.string()),
  ...lotTerms,
})
export type ReviewRow = z.infer<typeof ReviewRow>
export const ReviewListAnswer = z.object({ auctions: paged(ReviewRow), server_time: ServerTime })

export const ReviewAnswer = z.object({
  // The storefront's detail (the editor sees what buyers will see) plus what only the console shows.
  auction: AuctionData.extend({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    category_1_title: Text,
    category_2_title: Text,
    category_3_title: Text,
    sale_label: Text,
    badgetype: z.number().int(),
    brand: Text,
    model: Text,
    series: Text,
    type: z.number(),
    ...lotTerms,
    approved: z.number().int(),
    approved_at: Text,
    rejection_reason: Text,
    shipping_type: z.number(),
    shipping_payment_by: z.number(),
    auction_image: z.array(z.object({ public_url: Text, thumbnail_url: Text })),
    properties: z.array(z.object({ label: Text, value: Text })),
    estimate: LotEstimate.nullable().catch(null).default(null),
    condition: ConditionReport.nullable().catch(null).default(null),
  }),
  seller: z.object({
    id: z.number().int(),
    username: z.string(),
    title: z.string(),
    email: z.string(),
    ...memberNames,
    phone_verified_at: Text,
    email_verified_at: Text,
    blocked_at: Text,
    created_at: Time,
    waiting: z.number(),
    rejected: z.number(),
    approved: z.number(),
  }),
  /** Cultural property and the cayma exception the seller declared (docs/law.md). */
  declarations: ReviewDeclarations,
  cargo_prices: z.array(z.object({ cargo_channel_title: z.string(), cargo_total_price: z.number(), cargo_channel_code: z.string() })),
  server_time: ServerTime,
})
export type Review = z.infer<typeof ReviewAnswer>

// ---- catalogue ---------------------------------------------------------------------------------

export const AdminCategory = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  title: z.string(),
  slug: z.string(),
  show_brand: z.boolean(),
  shipping_type: z.number().int(),
  property_group_id: z.number().int().nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  auction_count: z.number(),
  child_count: z.number(),
})
export type AdminCategory = z.infer<typeof AdminCategory>
export const CategoriesAnswer = z.object({ categories: z.array(AdminCategory) })

export const AdminGroup = z.object({
  id: z.number().int(),
  title: z.string(),
  category_count: z.number(),
  labels: z.array(z.object({ position: z.number().int(), title: z.string(), values: z.string() })),
})
export type AdminGroup = z.infer<typeof AdminGroup>
export const GroupsAnswer = z.object({ property_groups: z.array(AdminGroup) })

export const AdminBrand = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), auction_count: z.number() })
export type AdminBrand = z.infer<typeof AdminBrand>
export const BrandsAnswer = z.object({ brands: paged(AdminBrand) })

// ---- home page ---------------------------------------------------------------------------------

export const AdminBanner = z.object({
  id: z.number().int(),
  banner_placement: z.number().int(),
  banner_title: z.string(),
  banner_link: Text,
  banner_target: z.string(),
  banner_bgcolor: Text,
  banner_image: Img,
  banner_image_mobile: Img,
  category_id: z.number().int().nullable(),
  category_title: Text,
  sort_order: z.number().int(),
  is_active: z.boolean(),
  click_count: z.number(),
  created_at: Time,
})
export type AdminBanner = z.infer<typeof AdminBanner>
export const BannersAnswer = z.object({ banners: z.array(AdminBanner) })

export const AdminCarouselItem = z.object({
  id: z.number().int(),
  carousel_id: z.number().int(),
  image_path: Img,
  title: Text,
  link_url: Text,
  link_target: z.string(),
  sort_order: z.number().int(),
})
export type AdminCarouselItem = z.infer<typeof AdminCarouselItem>
const Block = z.object({ id: z.number().int(), slug: z.string(), title: z.string() })
export const CarouselsAnswer = z.object({ carousels: z.array(Block.extend({ items: z.array(AdminCarouselItem) })) })

export const AdminVideoItem = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  video_title: z.string(),
  video_url: Text,
  video_bgcolor: Text,
  video_image: Img,
  video_image_mobile: Img,
  video_image_link: Text,
  auction_id: z.number().int().nullable(),
  auction_name: Text,
  sort_order: z.number().int(),
})
export type AdminVideoItem = z.infer<typeof AdminVideoItem>
export const VideosAnswer = z.object({ videos: z.array(Block.extend({ items: z.array(AdminVideoItem) })) })
export type AdminBlock = z.infer<typeof Block>

export const AdminLive = z.object({
  id: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: Time,
  title: z.string(),
  category_id: z.number().int().nullable(),
  live_active: z.number().int(),
  live_broadcast_url: z.string(),
  live_session_started_at: Text,
  live_session_stopped_at: Text,
  /** A scheduled show's announced start (docs/alerts.md "Scheduled live shows"), null for one without. */
  scheduled_at: Text,
  /** The seller whose show it is, null for the house's own. */
  owner_id: z.number().int().nullable(),
  auctions: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  chat_count: z.number(),
})
export type AdminLive = z.infer<typeof AdminLive>
export const LiveAnswer = z.object({ live_sessions: z.array(AdminLive) })

// ---- content -----------------------------------------------------------------------------------

export const AdminContract = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  contract_content: z.string(),
  sort_order: z.number().int(),
  updated_at: Time,
})
export type AdminContract = z.infer<typeof AdminContract>
export const ContractsAnswer = z.object({ contracts: z.array(AdminContract) })

export const AdminPost = z.object({
  id: z.number().int(),
  support_title_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  video: Text,
  content: z.string(),
  support_post_image: Img,
  sort_order: z.number().int(),
})
export type AdminPost = z.infer<typeof AdminPost>
export const AdminFaq = z.object({
  id: z.number().int(),
  support_title_id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  slug: z.string(),
  video: Text,
  support_faq_image: Img,
  sort_order: z.number().int(),
})
export type AdminFaq = z.infer<typeof AdminFaq>
const Heading = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), sort_order: z.number().int() })
export type AdminHeading = z.infer<typeof Heading>
export const SupportAnswer = z.object({ support_titles: z.array(Heading.extend({ posts: z.array(AdminPost), faqs: z.array(AdminFaq) })) })

export const AdminBlogPage = z.object({
  id: z.number().int(),
  blog_category_id: z.number().int(),
  page_title: z.string(),
  page_slug: z.string(),
  page_image: Img,
  page_description: z.string(),
  published_at: Time,
  created_at: Time,
  sections: z.array(z.object({ id: z.number().int(), position: z.number().int(), section_image: Img, section_content: z.string() })),
})
export type AdminBlogPage = z.infer<typeof AdminBlogPage>
export const BlogAnswer = z.object({ blog_categories: z.array(Heading), blog_pages: z.array(AdminBlogPage) })

const FooterLink = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  footer_link_title: z.string(),
  footer_link_url: z.string(),
  sort_order: z.number().int(),
})
export type AdminFooterLink = z.infer<typeof FooterLink>
const FooterGroup = z.object({ id: z.number().int(), footer_header: z.string(), sort_order: z.number().int(), links: z.array(FooterLink) })
export type AdminFooterGroup = z.infer<typeof FooterGroup>
export const AdminSiteInfo = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_address: z.string(),
  company_email: z.string(),
  customer_service_phone: z.string(),
  ...socialLinks(Text),
  mersis_no: Text,
  trade_registry_no: Text,
  about_content: Text,
  updated_at: Time,
})
export type AdminSiteInfo = z.infer<typeof AdminSiteInfo>
export const FooterAnswer = z.object({ footer_link_groups: z.array(FooterGroup), site_info: AdminSiteInfo.nullable() })

// ---- people ------------------------------------------------------------------------------------

export const AdminTicket = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  ...ticketText,
  ...ticketStatus,
  ticket_user_title: z.string(),
  username: z.string(),
  reply_count: z.number(),
  created_at: Time,
  updated_at: Time,
})
export type AdminTicket = z.infer<typeof AdminTicket>
export const TicketsAnswer = z.object({ tickets: paged(AdminTicket) })
export const TicketFileAnswer = z.object({
  ticket: AdminTicket.extend({
    support_ticket_replies: z.array(TicketReply),
  }),
})

export const AdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  title: z.string(),
  slug: z.string(),
  role: z.enum(['member', 'editor']),
  ...memberNames,
  email_verified_at: Text,
  phone_verified_at: Text,
  blocked_at: Text,
  blocked_reason: Text,
  created_at: Time,
  auction_count: z.number(),
  order_count: z.number(),
  sale_count: z.number(),
})
export type AdminUser = z.infer<typeof AdminUser>
export const UsersAnswer = z.object({ users: paged(AdminUser) })
export const UserFileAnswer = z.object({
  user: AdminUser.extend({
    tckn: Text,
    bank_title: Text,
    bank_iban: Text,
    open_sessions: z.number(),
    ticket_count: z.number(),
    /** Non-payer strikes that count; the console lifts them. */
    active_strikes: z.number().int().default(0),
    /** Bireysel or Ticari with the trader's identity; the console verifies a trader's (docs/law.md "Seller kind"). */
    seller_identity: SellerIdentityView.default({ kind: 'bireysel' }),
  }),
})

const OrderItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  public_url: Text,
  item_price: z.number(),
  item_total_price_buyer: z.number(),
  auction_id: z.number().int(),
  cargo_channel: Text,
})
export const AdminOrder = z.object({
  id: z.number().int(),
  buyer_id: z.number().int(),
  seller_id: z.number().int(),
  ...buyerTotals(z.number()),
  updated_at: Time,
  ...orderStatus,
  total_buyer: z.number(),
  buyer_title: z.string(),
  buyer_username: z.string(),
  seller_title: z.string(),
  seller_username: z.string(),
  delivery_contact_name: Text.optional(),
  cancelled_at: Text,
  created_at: Time,
  order_item: z.array(OrderItem),
})
export type AdminOrder = z.infer<typeof AdminOrder>
export const OrdersAnswer = z.object({ orders: paged(AdminOrder) })
const Pairs = z.record(z.string(), z.union([z.string(), z.number()]).nullable())
export const OrderFileAnswer = z.object({
  order: AdminOrder.extend({
    delivery: Pairs,
    invoice: Pairs,
    payment: Pairs.nullable(),
    shipment: Pairs.nullable(),
    /** The seller's money, as the seller sees it (docs/after-the-hammer.md). */
    money: SellerMoney,
    return: ReturnInfo.nullable(),
  }),
})
export type AdminOrderFile = z.infer<typeof OrderFileAnswer>['order']

export const SettingsAnswer = z.object({
  commission_rate_buyer: z.number(),
  commission_rate_seller: z.number(),
  cargo_channels: z.array(
    z.object({
      code: z.string(),
      cargo_channel_title: z.string(),
      price: z.number(),
      is_active: z.boolean(),
      sort_order: z.number().int(),
    }),
  ),
  trade_verification: TradeVerificationLevel.catch(DEFAULT_TRADE_VERIFICATION),
  /** The winner's pay deadline in days. */
  pay_deadline_days: z.number().int().default(3),
  /** The least opening price, whole lira, of a lot that may have a reserve (docs/decisions/0020-reserve-price.md). */
  reserve_threshold: z.number().int().default(RESERVE_THRESHOLD_TL_DEFAULT),
  /** The notice-and-takedown clock in hours (docs/notice-and-takedown.md "The setting"). */
  report_response_hours: z.number().int().default(48),
  /** The e-commerce withholding on payments to sellers (docs/law.md "Money the law touches"). */
  withholding_enabled: z.boolean().default(true),
  /** Its rate in percent (1 = 1 %). */
  withholding_rate: z.number().default(1),
})
export type AdminSettings = z.infer<typeof SettingsAnswer>

export const AuditEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  editor_title: Text,
  action: z.string(),
  entity: z.string(),
  entity_id: Text,
  detail: z.unknown(),
  created_at: Time,
})
export type AuditEntry = z.infer<typeof AuditEntry>
export const AuditAnswer = z.object({ audit: paged(AuditEntry), entities: z.array(z.string()) })
