// Display state of an auction card, pure.
import type { AuctionCard } from '#common/schemas/answers.ts'
import { fromWireTime } from '#common/time.ts'

export type AuctionPhase = 'upcoming' | 'running' | 'ended'

/** closed_at set means completed; otherwise the server time against start and end. */
export function auctionPhase(a: Pick<AuctionCard, 'start_time' | 'end_time' | 'closed_at'>, serverNow: number): AuctionPhase {
  if (a.closed_at) return 'ended'
  if (serverNow < fromWireTime(a.start_time)) return 'upcoming'
  if (serverNow < fromWireTime(a.end_time)) return 'running'
  return 'ended'
}

/** Buy-now shows only when the price is above 0 and the auction type is 0. */
export const canBuyNow = (a: Pick<AuctionCard, 'buynow_price' | 'type'>) => a.buynow_price > 0 && a.type === 0
