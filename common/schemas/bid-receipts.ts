// GET /api/myBidReceipts: the member's own signed bid receipts ("Pey makbuzlarım",
// docs/decisions/0013-signed-bid-receipts.md). Lira on the wire, as in every answer.
import { z } from 'zod'
import { bidAmounts, WireTime } from './parts.ts'

export const MyBidReceipt = z.object({
  auction_id: z.number().int(),
  auction_name: z.string(),
  slug: z.string(),
  seq: z.number().int(),
  ...bidAmounts,
  is_auto: z.boolean(),
  created_at: WireTime,
  receipt: z.string(),
  /** The bid's id, for a withdrawal request (POST /api/bids/{id}/withdrawal). */
  bid_id: z.number().int(),
  /** Whether the bid may still be asked to be withdrawn now (common/withdrawal.ts `withdrawalWindow`). */
  withdrawable: z.boolean(),
})
export type MyBidReceipt = z.infer<typeof MyBidReceipt>
/** Newest first, at most MY_RECEIPTS_MAX. */
export const MyBidReceiptsAnswer = z.object({ receipts: z.array(MyBidReceipt) })
export const MY_RECEIPTS_MAX = 500
