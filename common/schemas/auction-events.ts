// Messages on the auction channel (party `auction`, room `{auctionId}`): DESIGN.md "Realtime channels".
// Every message is { event, data }. Amounts are lira numbers like the HTTP answers; times are UTC ms.
import { z } from 'zod'

const BidView = z.object({
  seq: z.number().int().positive(),
  bid_amount: z.number(),
  total_amount: z.number(),
  user_title: z.string(),
  is_auto: z.boolean(),
  created_at: z.number(),
})
export type BidView = z.infer<typeof BidView>

export const AuctionEvent = z.discriminatedUnion('event', [
  /** Sent to a socket when it connects: the room's state now. */
  z.object({
    event: z.literal('Sync'),
    data: z.object({
      auction_id: z.number().int(),
      current_price: z.number(),
      bidCount: z.number().int(),
      end_time: z.number(),
      start_time: z.number(),
      closed: z.boolean(),
      last_bids: z.array(BidView),
      server_time: z.number(),
    }),
  }),
  z.object({
    event: z.literal('NewBid'),
    data: z.object({
      auction_id: z.number().int(),
      bid: BidView,
      bidCount: z.number().int(),
      end_time: z.number(),
      /** True when this bid moved the end (soft close). */
      extended: z.boolean(),
      server_time: z.number(),
    }),
  }),
  z.object({ event: z.literal('AuctionStarted'), data: z.object({ auction_id: z.number().int(), message: z.string(), server_time: z.number() }) }),
  z.object({
    event: z.literal('AuctionClosed'),
    data: z.object({
      auction_id: z.number().int(),
      message: z.string(),
      final_price: z.number(),
      bidCount: z.number().int(),
      sold_via: z.enum(['bid', 'buynow', 'unsold']),
      server_time: z.number(),
    }),
  }),
])
export type AuctionEvent = z.infer<typeof AuctionEvent>

/** Parses a socket message; null for malformed or unknown events (never throws). */
export function parseAuctionEvent(raw: unknown): AuctionEvent | null {
  try {
    const result = AuctionEvent.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw)
    return result.success ? result.data : null
  } catch {
    return null
  }
}
