// Pure view rules of the detail page: time state on the server's clock, the all-in price and the
// quick-bid offers.
import { buyNowOffered, feeKurus, quickBidSteps, timeState, type TimeState } from '#common/auction-rules.ts'
import { toKurus, toLira } from '#common/money.ts'
import { buyerPaysCargo } from '#common/pricing.ts'
import type { AuctionData, CargoPrice } from '#common/schemas/answers-storefront.ts'
import { trFold } from '#common/text.ts'
import { fromWireTime } from '#common/time.ts'
import { ts } from '#client/i18n/tr-storefront.ts'

export type Timing = { start: number; end: number; closedAt: number | null }
export const timingOf = (a: Pick<AuctionData, 'start_time' | 'end_time' | 'closed_at'>): Timing => ({
  start: fromWireTime(a.start_time),
  end: fromWireTime(a.end_time),
  closedAt: a.closed_at ? fromWireTime(a.closed_at) : null,
})

/** upcoming / running / ended at the server's `now`. */
export const phaseAt = (t: Timing, serverNow: number): TimeState =>
  timeState({ start_time: t.start, end_time: t.end, closed_at: t.closedAt }, serverNow)

/** Buy Now shows only when its price is above 0 and the type is 0. */
export const showsBuyNow = (a: Pick<AuctionData, 'buynow_price' | 'type'>) =>
  buyNowOffered({ buynow_price_kurus: toKurus(a.buynow_price), type: a.type })

/** The quick-bid buttons: each step (whole lira, scaled by the increment table) and the offer it makes. */
export const quickOffers = (a: Pick<AuctionData, 'buynow_price' | 'current_price'>) =>
  quickBidSteps(a.buynow_price, a.current_price).map((step) => ({ step, total: a.current_price + step }))

export type AllIn = { item: number; fee: number; shipping: number | null; total: number; feeRateBp: number }

/**
 * What the buyer pays if `itemLira` wins: the item, the service fee at the buyer's rate, and shipping —
 * the cheapest firm when the buyer pays it, 0 when the seller does, unknown (null) for freight.
 */
export function allInPrice(
  itemLira: number,
  a: Pick<AuctionData, 'shipping_type' | 'shipping_payment_by'>,
  cargo: CargoPrice[],
  feeRateBp: number,
): AllIn {
  const itemK = toKurus(itemLira)
  const feeK = feeKurus(itemK, feeRateBp)
  const cheapest = cargo.length ? Math.min(...cargo.map((c) => toKurus(c.cargo_total_price))) : null
  const shippingK = a.shipping_type !== 1 ? null : buyerPaysCargo(a) ? cheapest : 0
  return {
    item: itemLira,
    fee: toLira(feeK),
    shipping: shippingK === null ? null : toLira(shippingK),
    total: toLira(itemK + feeK + (shippingK ?? 0)),
    feeRateBp,
  }
}

/** A bid is a fat-finger risk when it adds more than the current price itself (and at least 1.000 ₺). */
export const isBigJump = (bid: number, current: number) => bid >= 1000 && bid > Math.max(current, 1)

/** Only digits count; '' when none. */
export const digitsOnly = (raw: string) => raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '')

/**
 * The sentence shown for a server message on the channel: one containing
 * 'kapandı' reads 'Mezat sona erdi, kazanan bilgilendirildi' (unless nobody bid: then as sent), one
 * containing 'başladı' reads 'Mezat başladı'; anything else as it came.
 */
export function alertText(message: string, soldVia?: string) {
  const folded = trFold(message)
  if (folded.includes('kapandi') && soldVia !== 'unsold') return ts.detail.popupEnded
  if (folded.includes('basladi')) return ts.detail.popupStarted
  return message
}

/** "2026-11-21 14:05:09" (Istanbul, as sent) → "21.11.2026 14:05:09". */
export const wireToDisplay = (wire: string, seconds = true) => {
  const [date = '', time = ''] = wire.split(/[ T]/)
  const [y, m, d] = date.split('-')
  return `${d}.${m}.${y} ${seconds ? time.slice(0, 8) : time.slice(0, 5)}`
}

/** The bid box's clock turns red this long before the end (soft close is 2 minutes). */
export const ENDING_SOON_MS = 5 * 60_000
export const isEndingSoon = (end: number, serverNow: number) => end - serverNow <= ENDING_SOON_MS
/** How long the "Süre uzadı" badge stays after the end moved. */
export const EXTENSION_BADGE_MS = 30_000
