// The shill-bidding desk (docs/shill-desk.md): GET /api/admin/shill, POST /api/admin/shill/{bidder}/{seller}.
import { z } from 'zod'
import { tr } from '../messages.ts'
import { wordsBetween } from './form-rules.ts'

export const SHILL_SIGNALS = [
  'shared_device',
  'shared_card',
  'shared_address',
  'shared_ip',
  'concentration',
  'stop_under',
  'new_and_late',
] as const
export const SHILL_ACTIONS = ['dismiss', 'warn', 'block'] as const

const Party = z.object({ id: z.number().int(), username: z.string() })
export const ShillPair = z.object({
  bidder: Party,
  seller: Party,
  score: z.number().int(),
  signals: z.array(z.enum(SHILL_SIGNALS)),
  /** The figures behind the signals, over the desk's window. */
  evidence: z.object({
    bids: z.number().int(),
    lots: z.number().int(),
    wins: z.number().int(),
    late_bids: z.number().int(),
    all_bids: z.number().int(),
    stop_under: z.number().int(),
    account_age_days: z.number().int().nullable(),
  }),
  /** The latest decision on this pair, if any. */
  review: z.object({ action: z.enum(SHILL_ACTIONS), at: z.string(), editor: z.string().nullable(), note: z.string() }).nullable(),
})
export type ShillPair = z.infer<typeof ShillPair>
export const ShillDeskAnswer = z.object({ pairs: z.array(ShillPair), threshold: z.number().int(), window_days: z.number().int() })
export type ShillDeskAnswer = z.infer<typeof ShillDeskAnswer>

export const ShillPairParams = z.object({
  bidder: z.coerce.number({ error: tr.shillDesk.pairInvalid }).int(tr.shillDesk.pairInvalid).positive(tr.shillDesk.pairInvalid),
  seller: z.coerce.number({ error: tr.shillDesk.pairInvalid }).int(tr.shillDesk.pairInvalid).positive(tr.shillDesk.pairInvalid),
})

export const ShillReviewForm = z.object({
  action: z.enum(SHILL_ACTIONS, { error: tr.shillDesk.actionInvalid }),
  note: wordsBetween(10, 1000, { required: tr.shillDesk.noteRequired, tooShort: tr.shillDesk.noteTooShort, tooLong: tr.shillDesk.noteTooLong }),
})
export type ShillReviewForm = z.output<typeof ShillReviewForm>
export const ShillReviewAnswer = z.object({ message: z.string() })
