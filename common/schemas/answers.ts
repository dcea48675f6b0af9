// Shapes of the API answers the SPA reads.
// The client parses every answer with these; extra fields are allowed and ignored,
// so the server may add fields without breaking the browser.
import { z } from 'zod'
import { Lira, lotClock, lotPrices, lotRef, socialLinks, WireTime } from './parts.ts'

/** "YYYY-MM-DD HH:mm:ss" in Istanbul time (common/time.ts fromWireTime). */
const NullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null)

export const MessageAnswer = z.object({ message: z.string() })
export type MessageAnswer = z.infer<typeof MessageAnswer>
/** For calls whose answer the spec leaves "not shown": a message if any, or an empty body. */
export const OptionalMessageAnswer = z.object({ message: z.string().optional() }).nullable()

export const ServerTime = z.object({ formatted: WireTime, timestamp: z.number().optional() })

// --- Session ---------------------------------------------------------

export const TokenAnswer = z.object({ token: z.string().min(1), message: z.string().optional().default('') })
export const RegisterAnswer = z.object({ status: z.string().optional(), message: z.string(), token: z.string().min(1) })

export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  title: z.string().nullable().optional(),
  slug: z.string().nullable().optional(),
  email: z.string(),
  role: z.enum(['member', 'editor']).catch('member'),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable().optional(),
  first_name: NullableText,
  last_name: NullableText,
  phone_1: NullableText,
  tckn: NullableText,
  birth_day: z.coerce.number().nullable().optional(),
  birth_month: z.coerce.number().nullable().optional(),
  birth_year: z.coerce.number().nullable().optional(),
  bank_title: NullableText,
  bank_account_name: NullableText,
  bank_iban: NullableText,
  created_at: z.string().nullable().optional(),
})
export type User = z.infer<typeof User>

export const UserAnswer = z.object({
  user: User,
  host: z.string().optional(),
  cartItemCount: z.coerce.number().int().catch(0),
  notificationCount: z.coerce.number().int().catch(0),
})
export type UserAnswer = z.infer<typeof UserAnswer>

export const Notification = z.object({
  id: z.number().int(),
  /** What the notice is about (worker/db/schema: notifications.kind), for the bell's icon. */
  kind: z.string().nullable().optional(),
  notification_title: NullableText,
  notification_message: z.string(),
  notification_target_link: NullableText,
  read_at: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
})
export type Notification = z.infer<typeof Notification>
export const NotificationsAnswer = z.object({ notifications: z.array(Notification) })
/** POST /api/mynotifications/read: the sentence and the bell's count after it. */
export const NotificationsReadAnswer = z.object({ message: z.string(), notificationCount: z.number().int() })

// --- Shell -------------------------------------------------------

export const FooterAnswer = z.object({
  footer_links: z.array(
    z.object({
      footer_header: z.string(),
      pagefooterlinks: z.array(z.object({ footer_link_title: z.string(), footer_link_url: z.string() })).default([]),
    }),
  ),
  site_info: z
    .object({
      customer_service_phone: NullableText,
      ...socialLinks(NullableText),
      company_name: NullableText,
      company_address: NullableText,
      company_email: NullableText,
      mersis_no: NullableText,
      trade_registry_no: NullableText,
    })
    .nullable(),
})
export type FooterAnswer = z.infer<typeof FooterAnswer>

export const SearchSuggestion = z.object({ slug: z.string(), title: z.string().nullable().optional(), name: z.string() })
export type SearchSuggestion = z.infer<typeof SearchSuggestion>
export const SearchSummaryAnswer = z.object({ search_data: z.array(SearchSuggestion) })

export const Category = z.object({
  id: z.number().int(),
  parent: z.number().int(),
  slug: z.string(),
  title: z.string(),
  level: z.number().int().optional(),
  show_brand: z.unknown().optional(),
  shipping_type: z.unknown().optional(),
  property_group: z.unknown().optional(),
})
export type Category = z.infer<typeof Category>
export const CategoriesAnswer = z.array(Category)

export const Contract = z.object({ title: z.string(), slug: z.string(), contract_content: z.string() })
export const ContractAnswer = z.object({
  contract_data: z.array(Contract),
  contract_titles: z
    .array(z.object({ title: z.string(), slug: z.string() }))
    .optional()
    .default([]),
  /** The worker answers { title, slug }; a bare title is accepted too. */
  selected_title: z
    .union([z.string(), z.object({ title: z.string(), slug: z.string() })])
    .nullable()
    .optional(),
})
export type ContractAnswer = z.infer<typeof ContractAnswer>

// --- Auctions ------------------------------------

export const AuctionCard = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable().optional(),
  slug: z.string(),
  thumbnail_url: z.string().nullable().optional(),
  public_url: z.string().nullable().optional(),
  seller: z
    .object({ title: z.string(), slug: z.string().nullable().optional(), rating: z.coerce.number().nullable().optional() })
    .nullable()
    .optional(),
  rating: z.coerce.number().nullable().optional(),
  sale_label: NullableText,
  badgetype: z.coerce.number().nullable().optional(),
  type: z.coerce.number().int(),
  ...lotPrices,
  ...lotClock,
  /** Realised-price lists only (GET /api/auctions?type=sold): what it sold for, from the ledger or the buy-now price. */
  hammer_price: Lira.nullable().optional(),
  sold_via: z.enum(['bid', 'buynow', 'offer']).nullable().optional(),
})
export type AuctionCard = z.infer<typeof AuctionCard>

/** A lot as a line of a member's list links to it: its id, address, name and public page. */
export const LotLink = z.object({ ...lotRef, public_url: z.string().nullable() })

/** A page of a server-made list, every paging field a whole number (the console's lists, tickets, questions). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  })

/** A page of the storefront's lists, read leniently (numbers may come as text; total and per_page may be missing). */
export const Page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.coerce.number().int(),
    last_page: z.coerce.number().int(),
    total: z.coerce.number().int().optional(),
    per_page: z.coerce.number().int().optional(),
  })

export const AuctionListAnswer = z.object({
  auctions: Page(AuctionCard),
  server_time: ServerTime,
  categories: z.array(Category).optional(),
  // GET /api/auctions also answers the category listing's fields (answers-storefront.ts ListingAnswer).
  category: z.unknown().optional(),
  breadcrumb: z.unknown().optional(),
})
export type AuctionListAnswer = z.infer<typeof AuctionListAnswer>

// --- Pages and automatic bids -----------------------------------------------------------

/** GET /api/about (the "Hakkımızda" page). */
export const AboutAnswer = z.object({ company_name: z.string().nullable(), about_content: z.string().nullable() })

const AutoBid = z.object({ max_amount: z.coerce.number() }).nullable()
/** GET /api/autobid/{auctionId}: the member's maximum on this auction, if any. */
export const AutoBidAnswer = z.object({ auto_bid: AutoBid })
/** POST /api/addAutoBid: the maximum, and where the auction stands after the room applied it. */
export const AutoBidSetAnswer = z.object({
  message: z.string(),
  auto_bid: AutoBid,
  is_highest: z.boolean(),
  current_price: z.coerce.number(),
  bidCount: z.number().int(),
})
/** POST /api/removeAutoBid */
export const AutoBidRemovedAnswer = z.object({ message: z.string(), auto_bid: AutoBid })
/** POST /api/relistAuction: the copy, waiting for an editor. */
export const RelistAnswer = z.object({ message: z.string(), auction_id: z.number().int(), slug: z.string() })

