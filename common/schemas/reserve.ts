// The reserve price's calls (docs/decisions/0020-reserve-price.md): the seller's view, lowering it, the offer after
// a close below it. Amounts in whole lira on the wire, as every money field of the API.
import { z } from 'zod'
import { tr } from '../messages.ts'

const wholeLira = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(10_000_000, message)

/** POST /api/auctions/{id}/reserve: the new, lower reserve. */
export const ReserveLowerForm = z.object({ reserve_amount: wholeLira(tr.reserve.amountInvalid) })
export type ReserveLowerForm = z.output<typeof ReserveLowerForm>

/** POST /api/auctions/{id}/reserve-offer: the price offered to the highest bidder. */
export const ReserveOfferForm = z.object({ price: wholeLira(tr.reserve.amountInvalid) })
export type ReserveOfferForm = z.output<typeof ReserveOfferForm>

export const ReserveLowerAnswer = z.object({ message: z.string(), reserve_met: z.boolean() })
export type ReserveLowerAnswer = z.infer<typeof ReserveLowerAnswer>

/** GET /api/auctions/{id}/reserve: the seller's (or an editor's) view of a lot's reserve. */
export const ReserveView = z.object({
  /** Null: the lot has no reserve. */
  reserve_amount: z.number().nullable(),
  reserve_met: z.boolean().nullable(),
  /** Until when the seller may lower it (UTC ms), while it is unmet and the lot open; else null. */
  lower_until: z.number().nullable(),
  may_lower: z.boolean(),
  top_bid: z.number().nullable(),
  /** The lot ended below its reserve and no offer was made yet. */
  may_offer: z.boolean(),
  offer: z.object({ price: z.number(), status: z.enum(['open', 'accepted', 'declined', 'expired']), expires_at: z.number() }).nullable(),
})
export type ReserveView = z.infer<typeof ReserveView>

/** PUT /api/admin/settings/reserve-threshold: the least opening price of a lot with a reserve, in whole lira. */
export const ReserveThresholdForm = z.object({ reserve_threshold: wholeLira(tr.reserve.thresholdInvalid) })
export type ReserveThresholdForm = z.output<typeof ReserveThresholdForm>

/** GET /api/listing/reserve-threshold: what the wizard needs to offer the reserve field. */
export const ReserveThresholdAnswer = z.object({ reserve_threshold: z.number().int() })
export type ReserveThresholdAnswer = z.infer<typeof ReserveThresholdAnswer>
