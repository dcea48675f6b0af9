// Auction rows → the spec's card answer. Money: kuruş → lira here only.
import { MAX_PROPERTIES } from '#common/constants.ts'
import { toLira } from '#common/money.ts'
import type { AuctionCard, ServerTime } from '#common/schemas/answers.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import type { z } from 'zod'
import type { CardRow, Page } from '../domain/auctions/listing.ts'
import { mediaUrl } from '../lib/media.ts'

const time = toWireTimeOrNull

export const toAuctionCard = (r: CardRow & { hammer_kurus?: number }) =>
  ({
    id: r.auction.id,
    name: r.auction.name,
    title: r.auction.title,
    slug: r.auction.slug,
    public_url: mediaUrl(r.image_path),
    thumbnail_url: mediaUrl(r.thumbnail_path ?? r.image_path),
    seller: { title: r.seller_title, slug: r.seller_slug, rating: r.seller_rating },
    rating: r.seller_rating,
    sale_label: r.auction.sale_label,
    badgetype: r.auction.badgetype,
    type: r.auction.type,
    opening_price: toLira(r.auction.opening_price_kurus),
    current_price: toLira(r.auction.current_price_kurus),
    buynow_price: toLira(r.auction.buynow_price_kurus),
    bid_count: r.auction.bid_count,
    start_time: toWireTime(r.auction.start_time),
    end_time: toWireTime(r.auction.end_time),
    started_at: time(r.auction.started_at),
    closed_at: time(r.auction.closed_at),
    ...(r.hammer_kurus !== undefined && r.auction.sold_via !== 'unsold' ? { hammer_price: toLira(r.hammer_kurus), sold_via: r.auction.sold_via } : {}),
  }) satisfies z.input<typeof AuctionCard>

export const toCardPage = (p: Page<CardRow & { hammer_kurus?: number }>) => ({ ...p, data: p.data.map(toAuctionCard) })
export const serverTime = (now = Date.now()) => ({ formatted: toWireTime(now), timestamp: now }) satisfies z.input<typeof ServerTime>

/** A lot's properties as the flat fields property_label_N / property_value_N (N = 1..MAX_PROPERTIES), null where none. */
export function propertyFields(properties: readonly { position: number; label: string; value: string }[]) {
  const props: Record<string, string | null> = {}
  for (let n = 1; n <= MAX_PROPERTIES; n++) {
    const p = properties.find((x) => x.position === n)
    props[`property_label_${n}`] = p?.label ?? null
    props[`property_value_${n}`] = p?.value ?? null
  }
  return props
}
