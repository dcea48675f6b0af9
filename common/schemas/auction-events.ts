// Messages on the auction channel (party `auction`, room `{auctionId}`): DESIGN.md "Realtime channels".
// Every message is { event, data }. Amounts are lira numbers like the HTTP answers; times are UTC ms.
import { z } from 'zod'

/** One bid as the public sees it (the room's NewBid and the answer of POST /api/addBid). */
export const BidView = z.object({
  seq: z.number().int().positive(),
  bid_amount: z.number(),
  total_amount: z.number(),
  /** Masked on the public channel (`a***i`). */
  user_title: z.string(),
  is_auto: z.boolean(),
  created_at: z.number(),
  /** The id the bidder's page sent with this bid (POST /api/addBid `client_bid_id`): its own bid, at once. */
  client_bid_id: z.string().optional(),
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
      /** The latest bid of this message (the spec's field). */
      bid: BidView,
      /** The bid count after `bid`. */
      bidCount: z.number().int(),
      /**
       * Every bid of this message, oldest first, the latest last: the room coalesces bids that arrive
       * within one short interval into one message (party/README.md "Coalescing").
       */
      bids: z.array(BidView).min(1),
      end_time: z.number(),
      /** True when a bid of this message moved the end (soft close). */
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
