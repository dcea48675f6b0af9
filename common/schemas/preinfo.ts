// The pre-information's answers as the browser reads them (docs/law.md "Pre-information"). Apart from
// common/preinfo.ts, which writes the text from the catalogue: the lot page's first visit needs only these.
import { z } from 'zod'

export const PreinfoSection = z.object({ key: z.string(), title: z.string(), lines: z.array(z.string()) })
export type PreinfoSection = z.infer<typeof PreinfoSection>
/** A law text's heading and lead paragraph: the pre-information's and the sale contract's (common/sale-contract.ts). */
export const lawTextHead = { title: z.string(), lead: z.string() }

/** GET /api/auctions/{id}/preinfo: the text, its version, whether cayma applies, and the member's confirmation. */
export const PreinfoAnswer = z.object({
  auction_id: z.number().int(),
  version: z.string(),
  ...lawTextHead,
  cayma_applies: z.boolean(),
  sections: z.array(PreinfoSection),
  /** When this member confirmed the pre-information of this lot (Istanbul wire time); null: not yet or a guest. */
  confirmed_at: z.string().nullable(),
})
export type PreinfoAnswer = z.infer<typeof PreinfoAnswer>

export const PreinfoConfirmAnswer = z.object({ message: z.string(), version: z.string(), confirmed_at: z.string() })
