// GET /api/orders/{id}/contracts: the distance-sales contract of each of the order's items, word for word as it
// was made at the sale (docs/law.md "The contract at the sale").
import { z } from 'zod'
import { lawTextHead, PreinfoSection } from './preinfo.ts'

export const SaleContract = z.object({
  auction_id: z.number().int(),
  name: z.string(),
  ...lawTextHead,
  version: z.string(),
  /** When the contract was made (Istanbul wire time). */
  created_at: z.string(),
  sections: z.array(PreinfoSection),
})
export type SaleContract = z.infer<typeof SaleContract>

export const SaleContractsAnswer = z.object({ contracts: z.array(SaleContract) })
export type SaleContractsAnswer = z.infer<typeof SaleContractsAnswer>
