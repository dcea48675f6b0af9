// Console forms of what the home page and the shell show: banners, carousel, videos, live sessions,
// contracts, footer links and site info.
import { z } from 'zod'
import { tr } from '../messages.ts'
import {
  colorText,
  flag,
  form,
  htmlText,
  optionalImage,
  optionalLink,
  optionalRef,
  optionalText,
  optionalUrl,
  requiredImage,
  requiredLink,
  requiredRef,
  requiredText,
  requiredUrl,
  slugText,
  sortOrder,
  targetField,
} from './admin.ts'
import { streamOf } from './live.ts'

const m = tr.admin
const f = tr.admin.field

/** Storefront placements below 5 are inline (the home page shows 0, 1, 2); 5 is the popup. */
export const BANNER_PLACEMENTS = [0, 1, 2, 5] as const

export const BannerForm = form({
  banner_placement: z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z.number({ error: m.placementFormat }).refine((v) => (BANNER_PLACEMENTS as readonly number[]).includes(v), m.placementFormat),
  ),
  banner_title: requiredText(f.title, 150),
  banner_link: optionalLink(f.link),
  banner_target: targetField,
  banner_bgcolor: colorText,
  banner_image: requiredImage(f.image),
  banner_image_mobile: optionalImage(f.imageMobile),
  /** Set: shown only on this category's pages (GET /api/banners/{placement}/{slug}). */
  category_id: optionalRef(m.categoryNotFound),
  sort_order: sortOrder,
  is_active: flag(true),
})
export type BannerForm = z.output<typeof BannerForm>

/** A carousel or a video block: a named, slugged list (the home page reads "anasayfa"). */
export const BlockForm = form({ title: requiredText(f.title, 100), slug: slugText })
export type BlockForm = z.output<typeof BlockForm>

export const CarouselItemForm = form({
  image_path: requiredImage(f.image),
  title: optionalText(f.title, 150),
  link_url: optionalLink(f.link),
  link_target: targetField,
  sort_order: sortOrder,
})
export type CarouselItemForm = z.output<typeof CarouselItemForm>

export const VideoItemForm = form({
  video_title: requiredText(f.title, 200),
  video_url: optionalUrl(f.videoUrl),
  video_bgcolor: colorText,
  video_image: optionalImage(f.image),
  video_image_mobile: optionalImage(f.imageMobile),
  video_image_link: optionalLink(f.link),
  /** The item shows this auction's card (Video "optional nested auction"). */
  auction_id: optionalRef(m.videoAuctionNotFound),
  sort_order: sortOrder,
})
export type VideoItemForm = z.output<typeof VideoItemForm>

/** "12, 15 ,18" or [12, 15, 18] → [12, 15, 18]; order is the stream's running order. */
const auctionIds = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.map(String)
      : typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v == null
          ? []
          : [String(v)],
  z
    .array(z.string())
    .max(100, m.liveAuctionsFormat)
    .refine((ids) => ids.every((s) => /^\d{1,10}$/.test(s) && Number(s) > 0), m.liveAuctionsFormat)
    .transform((ids) => [...new Set(ids.map(Number))]),
)

export const LiveSessionForm = form({
  title: requiredText(f.title, 150),
  /** What the player can show: YouTube or HLS (the live engineer's streamOf). */
  live_broadcast_url: requiredUrl(f.broadcastUrl).refine((s) => streamOf(s) !== null, tr.live.broadcastUrlFormat),
  /** The main category whose pages show the stream; null shows it on the home page. */
  category_id: optionalRef(m.categoryNotFound),
  auction_ids: auctionIds,
})
export type LiveSessionForm = z.output<typeof LiveSessionForm>

export const ContractForm = form({
  title: requiredText(f.title, 150),
  slug: slugText,
  contract_content: htmlText(f.content),
  sort_order: sortOrder,
})
export type ContractForm = z.output<typeof ContractForm>

export const FooterGroupForm = form({ footer_header: requiredText(f.header, 80), sort_order: sortOrder })
export type FooterGroupForm = z.output<typeof FooterGroupForm>

export const FooterLinkForm = form({
  group_id: requiredRef(f.group, m.footerGroupNotFound),
  footer_link_title: requiredText(f.linkTitle, 80),
  footer_link_url: requiredLink(f.link),
  sort_order: sortOrder,
})
export type FooterLinkForm = z.output<typeof FooterLinkForm>

export const SiteInfoForm = form({
  company_name: requiredText(f.companyName, 150),
  company_address: requiredText(f.companyAddress, 300),
  company_email: requiredText(f.companyEmail, 150).pipe(z.email(tr.auth.emailInvalid)),
  customer_service_phone: requiredText(f.phone, 30),
  whatsapp_url: optionalUrl('WhatsApp'),
  facebook_url: optionalUrl('Facebook'),
  twitter_url: optionalUrl('X (Twitter)'),
  instagram_url: optionalUrl('Instagram'),
  youtube_url: optionalUrl('YouTube'),
  mersis_no: optionalText('MERSİS No', 40),
  trade_registry_no: optionalText('Ticaret Sicil', 150),
  about_content: htmlText(f.content, { required: false }),
})
export type SiteInfoForm = z.output<typeof SiteInfoForm>
