// What prices are made of, as stored: commission rates in `settings` and cargo prices in
// `cargo_channels` (docs/). Editors change them without a deploy; a missing setting
// falls back to the documented default.
import type { Rates } from '#common/pricing.ts'
import { readWithholding, WITHHOLDING_KEYS, withholdingBp } from '#common/withholding.ts'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cargo_channels, settings } from '../../db/schema/index.ts'

const DEFAULT_RATES = { buyerBp: 500, sellerBp: 800 }
const RATE_KEYS = { buyerBp: 'commission_rate_buyer_bp', sellerBp: 'commission_rate_seller_bp' } as const

const asRate = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 0 && n <= 5_000 ? n : fallback
}

export const ratesQuery = (db: Db) =>
  db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...Object.values(RATE_KEYS), ...Object.values(WITHHOLDING_KEYS)]))
export const channelsQuery = (db: Db) =>
  db
    .select()
    .from(cargo_channels)
    .where(eq(cargo_channels.is_active, true))
    .orderBy(asc(cargo_channels.sort_order), asc(cargo_channels.code))

export type Channel = typeof cargo_channels.$inferSelect

export function toRates(rows: { key: string; value: string }[]): Rates {
  const map = new Map(rows.map((r) => [r.key, r.value]))
  return {
    buyerBp: asRate(map.get(RATE_KEYS.buyerBp), DEFAULT_RATES.buyerBp),
    sellerBp: asRate(map.get(RATE_KEYS.sellerBp), DEFAULT_RATES.sellerBp),
    withholdingBp: withholdingBp(readWithholding(map.get(WITHHOLDING_KEYS.enabled), map.get(WITHHOLDING_KEYS.rateBp))),
  }
}

/** The channel an item ships with: its own if still active, else the cheapest active one. */
export function channelFor(channels: Channel[], code: string | null): Channel | null {
  return channels.find((c) => c.code === code) ?? [...channels].sort((a, b) => a.price_kurus - b.price_kurus)[0] ?? null
}
