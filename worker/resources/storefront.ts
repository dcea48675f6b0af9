// Banners, videos, carousels and listing answers.
import type { Banner, CarouselItem, CategoryRef, ListingAnswer, VideoItem } from '#common/schemas/answers-storefront.ts'
import type { z } from 'zod'
import type { banners, carousel_items, categories, video_items } from '../db/schema/index.ts'
import type { CardRow, Page } from '../domain/auctions/listing.ts'
import { mediaUrl } from '../lib/media.ts'
import { serverTime, toAuctionCard, toCardPage } from './auctions.ts'

/**
 * A banner is its picture: one without an image (only possible in rows written outside the console, which
 * requires it) is not shown rather than answered with an empty `banner_image` the schema does not allow.
 */
export const toBanner = (b: typeof banners.$inferSelect) => {
  const image = mediaUrl(b.banner_image)
  if (!image) return []
  return [
    {
      id: b.id,
      banner_placement: b.banner_placement,
      banner_bgcolor: b.banner_bgcolor,
      banner_link: b.banner_link,
      banner_title: b.banner_title,
      banner_target: b.banner_target,
      banner_image: image,
      banner_image_mobile: mediaUrl(b.banner_image_mobile),
    } satisfies z.input<typeof Banner>,
  ]
}

export const toVideoItem = (v: typeof video_items.$inferSelect, cards: Map<number, CardRow>) => {
  const card = v.auction_id != null ? cards.get(v.auction_id) : undefined
  return {
    id: v.id,
    video_url: v.video_url,
    video_bgcolor: v.video_bgcolor,
    video_image: mediaUrl(v.video_image),
    video_image_mobile: mediaUrl(v.video_image_mobile),
    video_image_link: v.video_image_link,
    video_title: v.video_title,
    auction: card ? toAuctionCard(card) : null,
  } satisfies z.input<typeof VideoItem>
}

export const toCarouselItem = (i: typeof carousel_items.$inferSelect) =>
  ({
    public_url: mediaUrl(i.image_path),
    image_path: i.image_path,
    link_url: i.link_url,
    link_target: i.link_target,
    title: i.title,
  }) satisfies z.input<typeof CarouselItem>

export const toCategoryRef = (c: typeof categories.$inferSelect) =>
  ({
    id: c.id,
    title: c.title,
    slug: c.slug,
    level: c.level,
    parent: c.parent_id ?? 0,
  }) satisfies z.input<typeof CategoryRef>

type CategoryContext = {
  category: typeof categories.$inferSelect
  trail: (typeof categories.$inferSelect)[]
  children: (typeof categories.$inferSelect)[]
}

/** A list of cards, with the category it was narrowed to (its breadcrumb and sub-categories). */
export function toListingAnswer(page: Page<CardRow>, ctx?: CategoryContext, extra: { q?: string } = {}, now = Date.now()) {
  return {
    auctions: toCardPage(page),
    server_time: serverTime(now),
    ...(ctx
      ? { category: toCategoryRef(ctx.category), breadcrumb: ctx.trail.map(toCategoryRef), categories: ctx.children.map(toCategoryRef) }
      : {}),
    ...extra,
  } satisfies z.input<typeof ListingAnswer>
}
