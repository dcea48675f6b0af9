// GET /api/myPreShowBids: a member's maxima on live show lots that have not opened yet (docs/bidding.md
// "Bids before the show"). Lira on the wire, as in every answer.
import { z } from 'zod'
import { lotRef, WireTime } from './parts.ts'

export const MyPreShowBid = z.object({
  ...lotRef,
  /** When the lot opens and the maximum starts bidding. */
  start_time: WireTime,
  max_amount: z.coerce.number(),
})
export type MyPreShowBid = z.infer<typeof MyPreShowBid>
/** Soonest first. */
export const MyPreShowBidsAnswer = z.object({ pre_bids: z.array(MyPreShowBid) })
