// Bid, automatic bid and buy-now inputs. Form fields arrive as strings.
import { z } from 'zod'
import { MAX_BID_KURUS, MAX_TOTAL_KURUS } from '../auction-rules.ts'
import * as tr from '../messages/bids.ts'

const digitsOnly = (raw: unknown) => String(raw ?? '').replace(/\D/g, '') // non-digits are stripped
export const AuctionId = z.coerce.number({ error: tr.bid.auctionRequired }).int(tr.bid.auctionRequired).positive(tr.bid.auctionRequired)

/** Whole lira, digits only, required. */
const Lira = (required: string) =>
  z
    .unknown()
    .transform(digitsOnly)
    .refine((s) => s !== '', required)
    .refine((s) => s.length <= 12, tr.bid.amountMax)
    .transform(Number)

export const AddBidForm = z.object({
  auction_id: AuctionId,
  bid_amount: Lira(tr.bid.amountRequired)
    .refine((n) => n >= 1, tr.bid.amountMin)
    .refine((n) => n * 100 <= MAX_BID_KURUS, tr.bid.amountMax),
  /** The offer the member confirmed: current price + bid. A mismatch means the price moved. */
  total_amount: z.coerce.number({ error: tr.bid.amountRequired }).nonnegative(tr.bid.amountRequired).max(MAX_TOTAL_KURUS / 100, tr.bid.amountMax),
  /** Optional idempotency key: a retried request answers the first result, never a second bid. */
  client_bid_id: z.string().trim().min(8).max(64).regex(/^[\w-]+$/).optional(),
})
export type AddBidForm = z.input<typeof AddBidForm>

export const AutoBidForm = z.object({ auction_id: AuctionId, max_amount: Lira(tr.autoBid.maxRequired).refine((n) => n >= 1, tr.autoBid.maxRequired) })
export const AuctionIdForm = z.object({ auction_id: AuctionId })
export const AuctionIdParam = z.object({ auctionId: AuctionId })
export const SlugForm = z.object({ slug: z.string({ error: tr.cart.slugRequired }).trim().min(1, tr.cart.slugRequired).max(200, tr.cart.slugRequired) })

export { BidAnswer } from './auction-events.ts'

/**
 * GET /api/bidTicket/{auctionId}: the worker's signed word that this member may bid on this auction, for
 * BID_TICKET_LIFETIME_S (common/internal-token.ts). The page sends its bids on the room's socket with it
 * and fetches a new one before `expires_at` (UTC ms); party/README.md "Bids on the socket".
 */
export const BidTicketAnswer = z.object({ ticket: z.string(), expires_at: z.number().int() })
export type BidTicketAnswer = z.infer<typeof BidTicketAnswer>
