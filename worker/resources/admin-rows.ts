// Console answers: rows → snake_case JSON with times in the wire format (Istanbul) and money in lira.
// Image fields carry both the stored reference (for the form) and its public address (for the eye).
import { MAX_PROPERTIES } from '#common/constants.ts'
import { toLira } from '#common/money.ts'
import { buyerStatusLabel } from '#common/order-status.ts'
import type {
  AdminBanner,
  AdminBlogPage,
  AdminBrand,
  AdminCarouselItem,
  AdminCategory,
  AdminContract,
  AdminFaq,
  AdminGroup,
  AdminLive,
  AdminOrder,
  AdminPost,
  AdminTicket,
  AdminUser,
  AdminVideoItem,
  AuditEntry,
  ReviewRow,
} from '#common/schemas/admin-answers.ts'
import { ticketStatusText } from '#common/schemas/ticket.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import type { z } from 'zod'
import type * as s from '../db/schema/index.ts'
import type { listForReview, loadReview } from '../domain/admin/auctions.ts'
import type { listAudit } from '../domain/platform/audit.ts'
import type { listAllCategories, listBrandsPage, listGroups } from '../domain/admin/catalogue.ts'
import type { listAllOrders, orderFile } from '../domain/admin/orders.ts'
import type { listAllTickets, ticketWithReplies } from '../domain/admin/tickets.ts'
import type { searchUsers, userFile } from '../domain/admin/users.ts'
import { mediaUrl } from '../lib/media.ts'
import { toPreviewAnswer } from './auction-detail.ts'
import { deliveryOf } from './orders.ts'

export const time = toWireTimeOrNull
const img = (ref: string | null) => ({ ref, url: mediaUrl(ref) })
type Row<T extends (...a: never[]) => unknown> = Awaited<ReturnType<T>>

// ---- auctions --------------------------------------------------------------------------------

export const toReviewRow = (r: Row<typeof listForReview>['data'][number]) =>
  ({
    id: r.auction.id,
    name: r.auction.name,
    slug: r.auction.slug,
    approved: r.auction.approved,
    rejection_reason: r.auction.rejection_reason,
    seller_title: r.seller_title,
    seller_username: r.seller_username,
    thumbnail_url: mediaUrl(r.image_path),
    image_count: r.image_count,
    categories: [r.category_1_title, r.category_2_title, r.category_3_title].filter((t): t is string => Boolean(t)),
    opening_price: toLira(r.auction.opening_price_kurus),
    buynow_price: toLira(r.auction.buynow_price_kurus),
    start_time: toWireTime(r.auction.start_time),
    end_time: toWireTime(r.auction.end_time),
    created_at: toWireTime(r.auction.created_at),
  }) satisfies z.input<typeof ReviewRow>

export function toReview(r: Row<typeof loadReview>, viewerId: number) {
  const a = r.preview.head.auction
  const answer = toPreviewAnswer(r.preview, viewerId)
  const byState = Object.fromEntries(r.history.map((h) => [h.approved, h.n]))
  return {
    auction: {
      ...answer.data,
      brand: r.brand,
      model: a.model,
      series: a.series,
      rejection_reason: a.rejection_reason,
      created_at: toWireTime(a.created_at),
      approved_at: time(a.approved_at),
      properties: Array.from({ length: MAX_PROPERTIES }, (_, i) => ({
        label: answer.data[`property_label_${i + 1}` as keyof typeof answer.data] as string | null,
        value: answer.data[`property_value_${i + 1}` as keyof typeof answer.data] as string | null,
      })).filter((p) => p.label),
    },
    seller: {
      ...r.seller,
      phone_verified_at: time(r.seller.phone_verified_at),
      email_verified_at: time(r.seller.email_verified_at),
      blocked_at: time(r.seller.blocked_at),
      created_at: toWireTime(r.seller.created_at),
      waiting: byState[0] ?? 0,
      rejected: byState[1] ?? 0,
      approved: byState[2] ?? 0,
    },
    declarations: r.declarations,
    cargo_prices: answer.cargo_prices,
    server_time: answer.server_time,
  }
}

// ---- catalogue -------------------------------------------------------------------------------

export const toAdminCategory = (c: Row<typeof listAllCategories>[number]) =>
  ({
    id: c.id,
    parent_id: c.parent_id,
    level: c.level,
    title: c.title,
    slug: c.slug,
    show_brand: c.show_brand === 1,
    shipping_type: c.shipping_type,
    property_group_id: c.property_group_id,
    sort_order: c.sort_order,
    is_active: c.is_active,
    auction_count: c.auction_count,
    child_count: c.child_count,
  }) satisfies z.input<typeof AdminCategory>

export const toAdminGroup = (g: Row<typeof listGroups>[number]) =>
  ({
    id: g.group.id,
    title: g.group.title,
    category_count: g.category_count,
    labels: Array.from({ length: MAX_PROPERTIES }, (_, i) => {
      const l = g.labels.find((x) => x.position === i + 1)
      return { position: i + 1, title: l?.title ?? '', values: l?.values ?? '' }
    }),
  }) satisfies z.input<typeof AdminGroup>

export const toAdminBrand = (r: Row<typeof listBrandsPage>['rows'][number]) =>
  ({
    id: r.brand.id,
    title: r.brand.title,
    slug: r.brand.slug,
    auction_count: r.auction_count,
  }) satisfies z.input<typeof AdminBrand>

// ---- home content ----------------------------------------------------------------------------

export const toAdminBanner = (r: { banner: typeof s.banners.$inferSelect; category_title: string | null }) =>
  ({
    ...r.banner,
    banner_image: img(r.banner.banner_image),
    banner_image_mobile: img(r.banner.banner_image_mobile),
    category_title: r.category_title,
    created_at: toWireTime(r.banner.created_at),
  }) satisfies z.input<typeof AdminBanner>

export const toAdminCarouselItem = (i: typeof s.carousel_items.$inferSelect) =>
  ({ ...i, image_path: img(i.image_path) }) satisfies z.input<typeof AdminCarouselItem>

export const toAdminVideoItem = (r: { item: typeof s.video_items.$inferSelect; auction_name: string | null }) =>
  ({
    ...r.item,
    video_image: img(r.item.video_image),
    video_image_mobile: img(r.item.video_image_mobile),
    auction_name: r.auction_name,
  }) satisfies z.input<typeof AdminVideoItem>

/** Which followers' notices a show has sent is the cron's bookkeeping, not the console's. */
const withoutNoticeMarks = ({ followers_told_at: _told, start_told_at: _start, ...rest }: typeof s.live_sessions.$inferSelect) => rest

export const toAdminLive = (r: {
  session: typeof s.live_sessions.$inferSelect
  auctions: Array<{ auction_id: number; name: string; slug: string }>
  chat_count: number
}) =>
  ({
    ...withoutNoticeMarks(r.session),
    scheduled_at: time(r.session.scheduled_at),
    live_session_started_at: time(r.session.live_session_started_at),
    live_session_stopped_at: time(r.session.live_session_stopped_at),
    created_at: toWireTime(r.session.created_at),
    auctions: r.auctions.map((a) => ({ id: a.auction_id, name: a.name, slug: a.slug })),
    chat_count: r.chat_count,
  }) satisfies z.input<typeof AdminLive>

export const toAdminContract = (c: typeof s.contracts.$inferSelect) =>
  ({ ...c, updated_at: toWireTime(c.updated_at) }) satisfies z.input<typeof AdminContract>

export const toAdminSiteInfo = (i: typeof s.site_info.$inferSelect | null) => i && { ...i, updated_at: toWireTime(i.updated_at) }

// ---- pages -----------------------------------------------------------------------------------

export const toAdminPost = (p: typeof s.support_posts.$inferSelect) =>
  ({ ...p, support_post_image: img(p.support_post_image) }) satisfies z.input<typeof AdminPost>
export const toAdminFaq = (q: typeof s.support_faqs.$inferSelect) =>
  ({ ...q, support_faq_image: img(q.support_faq_image) }) satisfies z.input<typeof AdminFaq>
export const toAdminBlogPage = (r: { page: typeof s.blog_pages.$inferSelect; sections: (typeof s.blog_page_sections.$inferSelect)[] }) =>
  ({
    ...r.page,
    page_image: img(r.page.page_image),
    published_at: toWireTime(r.page.published_at),
    created_at: toWireTime(r.page.created_at),
    sections: r.sections.map((x) => ({
      id: x.id,
      position: x.position,
      section_image: img(x.section_image),
      section_content: x.section_content,
    })),
  }) satisfies z.input<typeof AdminBlogPage>

// ---- people ----------------------------------------------------------------------------------

export const toAdminTicket = (r: Row<typeof listAllTickets>['data'][number]) =>
  ({
    id: r.ticket.id,
    user_id: r.ticket.user_id,
    ticket_title: r.ticket.ticket_title,
    ticket_body: r.ticket.ticket_body,
    ticket_status: r.ticket.ticket_status,
    ticket_status_text: ticketStatusText(r.ticket.ticket_status),
    ticket_user_title: r.user_title,
    username: r.username,
    reply_count: r.reply_count,
    created_at: toWireTime(r.ticket.created_at),
    updated_at: toWireTime(r.ticket.updated_at),
  }) satisfies z.input<typeof AdminTicket>

export const toAdminTicketFile = (t: Row<typeof ticketWithReplies>) => ({
  ...toAdminTicket(t.head),
  support_ticket_replies: t.replies.map((r) => ({
    id: r.reply.id,
    ticket_reply_user_title: r.user_title,
    ticket_reply_body: r.reply.ticket_reply_body,
    is_staff: r.role === 'editor',
    created_at: toWireTime(r.reply.created_at),
  })),
})

const userBase = (u: typeof s.users.$inferSelect) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  title: u.title,
  slug: u.slug,
  role: u.role,
  first_name: u.first_name,
  last_name: u.last_name,
  phone_1: u.phone_1,
  email_verified_at: time(u.email_verified_at),
  phone_verified_at: time(u.phone_verified_at),
  blocked_at: time(u.blocked_at),
  blocked_reason: u.blocked_reason,
  created_at: toWireTime(u.created_at),
})

export const toAdminUser = (r: Row<typeof searchUsers>['data'][number]) =>
  ({
    ...userBase(r.user),
    auction_count: r.auction_count,
    order_count: r.order_count,
    sale_count: r.sale_count,
  }) satisfies z.input<typeof AdminUser>

export const toAdminUserFile = (r: Row<typeof userFile>) => ({
  ...toAdminUser(r),
  tckn: r.user.tckn,
  bank_title: r.user.bank_title,
  bank_iban: r.user.bank_iban,
  open_sessions: r.open_sessions,
  ticket_count: r.ticket_count,
  active_strikes: r.active_strikes,
  seller_identity: r.seller_identity,
})

const orderBase = (o: typeof s.orders.$inferSelect) => ({
  id: o.id,
  status: o.status,
  status_text: buyerStatusLabel(o.status, o.cancelled_at !== null),
  buyer_id: o.buyer_id,
  seller_id: o.seller_id,
  total_buyer: toLira(o.total_buyer_kurus),
  items_total: toLira(o.items_total_kurus),
  commissions_total_buyer: toLira(o.commissions_total_buyer_kurus),
  shipping_price_total_buyer: toLira(o.shipping_price_total_buyer_kurus),
  cancelled_at: time(o.cancelled_at),
  created_at: toWireTime(o.created_at),
  updated_at: toWireTime(o.updated_at),
})

const toOrderItem = (i: typeof s.order_items.$inferSelect) => ({
  id: i.id,
  auction_id: i.auction_id,
  name: i.name,
  slug: i.slug,
  public_url: mediaUrl(i.public_url),
  item_price: toLira(i.item_price_kurus),
  item_total_price_buyer: toLira(i.item_total_price_buyer_kurus),
  cargo_channel: i.cargo_channel,
})

type People = { buyer_title: string; buyer_username: string; seller_title: string; seller_username: string }
const people = (r: People) => ({
  buyer_title: r.buyer_title,
  buyer_username: r.buyer_username,
  seller_title: r.seller_title,
  seller_username: r.seller_username,
})

export const toAdminOrder = (r: Row<typeof listAllOrders>['data'][number]) =>
  ({
    ...orderBase(r.order),
    ...people(r),
    delivery_contact_name: r.order.delivery_contact_name,
    order_item: r.items.map(toOrderItem),
  }) satisfies z.input<typeof AdminOrder>

export const toAdminOrderFile = (r: Row<typeof orderFile>) => {
  const o = r.order
  return {
    ...orderBase(o),
    ...people(r),
    order_item: r.items.map(toOrderItem),
    delivery: deliveryOf(o),
    invoice: {
      invoice_title: o.invoice_title,
      invoice_tax_no: o.invoice_tax_no,
      invoice_tax_administration: o.invoice_tax_administration,
      invoice_address: o.invoice_address,
      invoice_town: o.invoice_town,
      invoice_city: o.invoice_city,
    },
    payment: r.payment && {
      status: r.payment.status,
      paid_price: toLira(r.payment.paid_price_kurus),
      installment: r.payment.installment,
      bin_no: r.payment.bin_no,
      card_association: r.payment.card_association,
      provider: r.payment.provider,
    },
    shipment: r.shipment && {
      channel: r.shipment.channel,
      order_item_track_no: r.shipment.order_item_track_no,
      order_item_barcode_no: r.shipment.order_item_barcode_no,
      status: r.shipment.status,
      created_at: toWireTime(r.shipment.created_at),
    },
  }
}

export const toAuditEntry = (r: Row<typeof listAudit>['rows'][number]) =>
  ({
    id: r.entry.id,
    user_id: r.entry.user_id,
    editor_title: r.editor_title,
    action: r.entry.action,
    entity: r.entry.entity,
    entity_id: r.entry.entity_id,
    detail: r.entry.detail ?? null,
    created_at: toWireTime(r.entry.created_at),
  }) satisfies z.input<typeof AuditEntry>

export const toCargoChannel = (c: typeof s.cargo_channels.$inferSelect) => ({
  code: c.code,
  cargo_channel_title: c.cargo_channel_title,
  price: toLira(c.price_kurus),
  is_active: c.is_active,
  sort_order: c.sort_order,
})
