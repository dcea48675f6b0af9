// Offers on buy-now items (docs/decisions/0021-offers.md): the calls' inputs and answers. Amounts are whole
// lira on the wire, kuruş in the worker.
import { z } from 'zod'
import { lotRef, WireTime } from './parts.ts'
import { MAX_BID_KURUS } from '../auction-rules.ts'
import { offers as m } from '../messages/offers.ts'
import { OFFER_DECIDERS, OFFER_STATUSES } from '../offers.ts'
import { LotLink } from './answers.ts'

/**
 * Whole lira: digits, optionally grouped by dots as Turkish writes thousands (1.500). A comma or a fraction is
 * refused rather than stripped, so "1500,50" never becomes 150.050 ₺.
 */
const Lira = z.unknown().transform((raw, ctx) => {
  const s = typeof raw === 'number' ? String(raw) : String(raw ?? '').trim()
  const n = Number(s.replace(/\./g, ''))
  const refusal =
    s === ''
      ? m.amountRequired
      : !/^(\d+|\d{1,3}(\.\d{3})+)$/.test(s) || n * 100 > MAX_BID_KURUS
        ? m.amountWhole
        : n < 1
          ? m.amountMin
          : null
  if (refusal === null) return n
  ctx.addIssue({ code: 'custom', message: refusal })
  return z.NEVER
})

/** An automatic limit: empty (or absent) means none. */
const OptionalLira = z
  .unknown()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null
    const parsed = Lira.safeParse(raw)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
    return z.NEVER
  })

const AuctionRef = z.coerce.number({ error: m.auctionRequired }).int(m.auctionRequired).positive(m.auctionRequired)

/** POST /api/offers: the buyer's price for a buy-now item, named by its slug as Buy Now names it. */
export const MakeOfferForm = z.object({
  slug: z.string({ error: m.auctionRequired }).trim().min(1, m.auctionRequired).max(200, m.auctionRequired),
  amount: Lira,
})
/** POST /api/offers/{id}/counter: the seller's counter price. */
export const CounterOfferForm = z.object({ amount: Lira })
/** PUT /api/offers/limits: the seller's automatic decline-below and accept-from prices of one item. */
export const OfferLimitsForm = z.object({ auction_id: AuctionRef, decline_below: OptionalLira, accept_from: OptionalLira })
export const OfferIdPath = z.object({ id: z.coerce.number({ error: m.idInvalid }).int(m.idInvalid).positive(m.idInvalid) })
/** GET /api/offers?side=buyer|seller: the member's own offers, or those made on their items. */
export const OffersQuery = z.object({ side: z.enum(['buyer', 'seller']).catch('buyer') })

export const Offer = z.object({
  id: z.number().int(),
  ...LotLink.shape,
  buynow_price: z.number(),
  /** The buyer's price. */
  amount: z.number(),
  /** The seller's counter price, once countered. */
  counter: z.number().nullable(),
  /** The price of the sale, once accepted. */
  price: z.number().nullable(),
  /** As of the answer: an offer whose time passed reads `expired` at once. */
  status: z.enum(OFFER_STATUSES),
  status_label: z.string(),
  decided_by: z.enum(OFFER_DECIDERS).nullable(),
  /** The other side: the seller's name for the buyer, the buyer's masked name for the seller. */
  counterpart: z.string(),
  /** Whether the reader may answer it now (accept, decline, counter). */
  your_turn: z.boolean(),
  expires_at: WireTime,
  created_at: WireTime,
})
export type Offer = z.infer<typeof Offer>

/** A seller's running buy-now item with its automatic limits (the seller's side only). */
export const OfferListing = z.object({
  ...lotRef,
  buynow_price: z.number(),
  decline_below: z.number().nullable(),
  accept_from: z.number().nullable(),
})
export type OfferListing = z.infer<typeof OfferListing>

export const OffersAnswer = z.object({ offers: z.array(Offer), listings: z.array(OfferListing) })
export type OffersAnswer = z.infer<typeof OffersAnswer>
export const OfferAnswer = z.object({ message: z.string(), offer: Offer })
export type OfferAnswer = z.infer<typeof OfferAnswer>
export const OfferLimitsAnswer = z.object({ message: z.string(), limits: OfferListing })
export type OfferLimitsAnswer = z.infer<typeof OfferLimitsAnswer>
