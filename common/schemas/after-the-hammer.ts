// After the hammer: second-chance offers in the cart, a member's strikes, the calls' inputs.
import { z } from 'zod'
import { WireTime } from './parts.ts'
import { PAY_DEADLINE_DAYS_MAX } from '../after-the-hammer.ts'
import { tr } from '../messages.ts'
import { LotLink } from './answers.ts'
import { wholeNumberUpTo } from './form-rules.ts'

/** POST /api/secondChance/{id}/accept|decline */
export const OfferIdParam = z.object({
  id: z.coerce.number({ error: tr.afterHammer.offerIdInvalid }).int().positive(tr.afterHammer.offerIdInvalid),
})

/** An open second-chance offer as the cart shows it (GET /api/showCart `second_chance_offers`). */
export const SecondChanceOffer = z.object({
  id: z.number().int(),
  ...LotLink.shape,
  /** The member's own highest bid, in lira. */
  price: z.coerce.number(),
  expires_at: WireTime,
})
export type SecondChanceOffer = z.infer<typeof SecondChanceOffer>

/** One strike as its member sees it (GET /api/myStrikes). */
export const Strike = z.object({
  id: z.number().int(),
  auction_name: z.string(),
  auction_slug: z.string(),
  reason: z.string(),
  deadline_at: WireTime,
  created_at: WireTime,
  lifted_at: WireTime.nullable(),
})
export type Strike = z.infer<typeof Strike>

export const MyStrikesAnswer = z.object({
  strikes: z.array(Strike),
  /** Strikes that count (not lifted). */
  active: z.number().int(),
  /** At this many, bidding and buying are refused. */
  limit: z.number().int(),
  blocked: z.boolean(),
})
export type MyStrikesAnswer = z.infer<typeof MyStrikesAnswer>

/** POST /api/admin/users/{id}/strikes/lift */
export const LiftStrikesAnswer = z.object({ message: z.string(), lifted: z.number().int() })
export type LiftStrikesAnswer = z.infer<typeof LiftStrikesAnswer>

/** POST /__dev/after-the-hammer (development only): what the cron's pass did. */
export const AfterHammerRun = z.object({ pulled: z.number().int(), expired: z.number().int(), reminded: z.number().int() })
export type AfterHammerRun = z.infer<typeof AfterHammerRun>

/** PUT /api/admin/settings/pay-deadline: whole days, 1–PAY_DEADLINE_DAYS_MAX (form strings are coerced). */
export const PayDeadlineForm = z.object({
  pay_deadline_days: wholeNumberUpTo(PAY_DEADLINE_DAYS_MAX, tr.afterHammer.payDeadlineInvalid(PAY_DEADLINE_DAYS_MAX)),
})
export type PayDeadlineForm = z.output<typeof PayDeadlineForm>
