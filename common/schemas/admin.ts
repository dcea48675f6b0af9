// Editor console inputs (issue 7 builds the rest of the console on these).
import { z } from 'zod'
import { tr } from '../messages.ts'

export const IdParam = z.object({ id: z.coerce.number({ error: tr.admin.auctionNotFound }).int().positive(tr.admin.auctionNotFound) })
export const RejectForm = z.object({
  reason: z
    .string({ error: tr.admin.reasonRequired })
    .trim()
    .min(1, tr.admin.reasonRequired)
    .min(5, tr.admin.reasonTooShort)
    .max(500, tr.admin.reasonTooLong),
})
