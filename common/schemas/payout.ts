// The seller's money on a sale (docs/after-the-hammer.md "The seller's money"): the seller's list row,
// the sale detail and the console's order file carry it. Lira on the wire, kuruş in the worker.
import { z } from 'zod'
import { Lira } from './parts.ts'
import { MONEY_STATES, RETURN_KINDS } from '../payout.ts'
import { RETURN_CARRIERS } from '../return-shipping.ts'

export const SellerMoney = z.object({
  sale_price: Lira,
  commission: Lira,
  shipping: Lira,
  /** The e-commerce withholding kept back from the sale (0 for sales before it was kept, or while switched off). */
  withholding: Lira,
  net: Lira,
  state: z.enum(MONEY_STATES),
  state_text: z.string(),
  /** One sentence: until when it is held, when it was released and to which (masked) IBAN, what to do. */
  note: z.string(),
  released_at: z.string().nullable(),
  due_at: z.string().nullable(),
  /** "TR…1234", or null when the seller has no IBAN yet. */
  iban: z.string().nullable(),
  /**
   * Sold at second chance: the winner did not pay and the runner-up bought at their own last bid (the
   * sale price); `hammer` is the price the seller was told at the close. Null for an ordinary sale.
   */
  second_chance: z.object({ hammer: Lira }).nullable().catch(null),
})
export type SellerMoney = z.infer<typeof SellerMoney>

/** Where the buyer sends a return (the address the seller shipped from), while it is on its way back. */
export const ReturnTo = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  town: z.string(),
  city: z.string(),
  postalcode: z.string().nullable(),
})
export type ReturnTo = z.infer<typeof ReturnTo>

/** The parcel the buyer sent back: the firm and its tracking number (common/return-shipping.ts). */
export const ReturnParcel = z.object({
  carrier: z.string(),
  carrier_title: z.string(),
  track_no: z.string(),
  shipped_at: z.string(),
})
export type ReturnParcel = z.infer<typeof ReturnParcel>

/**
 * The return code from the contracted cargo firm while the return waits to be sent (status 6): `pending`
 * while the firm is asked, `ready` with the code to give at a branch and its tracking number, `refused` when
 * the firm gave none (the buyer sends with a firm of their own). The seller pays the return either way.
 */
export const ReturnCode = z.object({
  state: z.enum(['pending', 'ready', 'refused']),
  carrier: z.enum(RETURN_CARRIERS).nullable(),
  carrier_title: z.string().nullable(),
  code: z.string().nullable(),
  track_no: z.string().nullable(),
})
export type ReturnCode = z.infer<typeof ReturnCode>

/** A return's reason as the buyer chose it, and the parcel once the buyer has sent it back. */
export const ReturnInfo = z.object({
  reason: z.enum(RETURN_KINDS),
  reason_text: z.string(),
  note: z.string(),
  opened_at: z.string(),
  parcel: ReturnParcel.nullable(),
})
export type ReturnInfo = z.infer<typeof ReturnInfo>
