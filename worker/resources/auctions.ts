// Auction rows → the spec's card answer. Money: kuruş → lira here only.
import { MAX_PROPERTIES } from '#common/constants.ts'
import { toLira } from '#common/money.ts'
import type { AuctionCard, ServerTime } from '#common/schemas/answers.ts'
import { toWireTime, toWireTimeOrNull } from '#common/time.ts'
import type { z } from 'zod'
import type { auctions } from '../db/schema/index.ts'
import type { CardRow, Page } from '../domain/auctions/listing.ts'
import { mediaUrl } from '../lib/media.ts'

const time = toWireTimeOrNull

type Lot = typeof auctions.$inferSelect

/** A lot's id and names, as every answer about a lot begins. */
export const lotNames = (a: Pick<Lot, 'id' | 'name' | 'title' | 'slug'>) => ({ id: a.id, name: a.name, title: a.title, slug: a.slug })
/** A lot's id, names and description: how the answers about one lot (its page, its seller's list) begin. */
export const lotIntro = (a: Pick<Lot, 'id' | 'name' | 'title' | 'slug' | 'description'>) => ({ ...lotNames(a), description: a.description })
/** A lot's prices in lira (stored kuruş) and how many bids it has. */
export const lotPrices = (a: Pick<Lot, 'opening_price_kurus' | 'current_price_kurus' | 'buynow_price_kurus' | 'bid_count'>) => ({
  opening_price: toLira(a.opening_price_kurus),
  current_price: toLira(a.current_price_kurus),
  buynow_price: toLira(a.buynow_price_kurus),
  bid_count: a.bid_count,
})
/** A lot's planned start and end, and when it really started and closed (null: not yet). */
export const lotTimes = (a: Pick<Lot, 'start_time' | 'end_time' | 'started_at' | 'closed_at'>) => ({
  start_time: toWireTime(a.start_time),
  end_time: toWireTime(a.end_time),
  started_at: time(a.started_at),
  closed_at: time(a.closed_at),
})

export const toAuctionCard = (r: CardRow & { hammer_kurus?: number }) =>
  ({
    ...lotNames(r.auction),
    public_url: mediaUrl(r.image_path),
    thumbnail_url: mediaUrl(r.thumbnail_path ?? r.image_path),
    seller: { title: r.seller_title, slug: r.seller_slug, rating: r.seller_rating },
    rating: r.seller_rating,
    sale_label: r.auction.sale_label,
    badgetype: r.auction.badgetype,
    type: r.auction.type,
    ...lotPrices(r.auction),
    ...lotTimes(r.auction),
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
