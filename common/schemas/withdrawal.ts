// Honest corrections ("Hatalı pey", docs/bidding.md "Withdrawing a bid entered wrongly"): the member's request
// (POST /api/bids/{id}/withdrawal), the editors' queue and decision (GET /api/admin/bid-withdrawals, POST
// /api/admin/bid-withdrawals/{id}) and a lot's signed withdrawal entries for the public chain check
// (GET /api/bids/{auctionId}/withdrawals).
import { z } from 'zod'
import { tr } from '../messages.ts'
import { WITHDRAWAL_REASONS } from '../withdrawal.ts'

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message)
export const BidIdParam = z.object({ id: positiveId(tr.withdrawal.bidInvalid) })
export const WithdrawalIdParam = z.object({ id: positiveId(tr.withdrawal.requestNotFound) })

export const WithdrawalRequestForm = z
  .object({
    reason: z.enum(WITHDRAWAL_REASONS, { error: tr.withdrawal.reasonInvalid }),
    note: z.string({ error: tr.withdrawal.noteRequired }).trim().max(500, tr.withdrawal.noteTooLong).default(''),
  })
  .refine((f) => f.reason !== 'other' || f.note.length > 0, { path: ['note'], message: tr.withdrawal.noteRequired })
export type WithdrawalRequestForm = z.output<typeof WithdrawalRequestForm>

export const WITHDRAWAL_DECISIONS = ['approve', 'reject'] as const
export const WithdrawalDecisionForm = z.object({
  decision: z.enum(WITHDRAWAL_DECISIONS, { error: tr.withdrawal.decisionInvalid }),
  note: z
    .string({ error: tr.withdrawal.decisionNoteRequired })
    .trim()
    .min(1, tr.withdrawal.decisionNoteRequired)
    .max(1000, tr.withdrawal.decisionNoteTooLong),
})
export type WithdrawalDecisionForm = z.output<typeof WithdrawalDecisionForm>

const Status = z.enum(['pending', 'approved', 'rejected'])
/** A request as its member and the editors read it (times in the wire format, money in lira). */
export const WithdrawalRequestView = z.object({
  id: z.number().int(),
  status: Status,
  reason: z.enum(WITHDRAWAL_REASONS),
  note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  auction: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), end_time: z.string() }),
  bid: z.object({ id: z.number().int(), seq: z.number().int(), total_amount: z.number(), created_at: z.string() }),
})
export const WithdrawalRequestAnswer = z.object({ message: z.string(), request: WithdrawalRequestView })

/** The editors' queue: pending first (oldest first), then the latest decided ones. */
export const AdminWithdrawalsAnswer = z.object({
  requests: z.array(
    WithdrawalRequestView.extend({
      member: z.object({ id: z.number().int(), username: z.string() }),
      /** The member's approved withdrawals within the strike span, this one not counted. */
      approved_recently: z.number().int(),
      /** The member's bids on the lot that an approval withdraws (all of them). */
      bids_on_lot: z.number().int(),
    }),
  ),
  strike_after: z.number().int(),
  strike_span_days: z.number().int(),
})
export type AdminWithdrawalsAnswer = z.infer<typeof AdminWithdrawalsAnswer>

export const WithdrawalDecisionAnswer = z.object({
  message: z.string(),
  /** After an approval: the lot as the room recomputed it, and whether the approval made a strike. */
  result: z
    .object({ current_price: z.number(), bid_count: z.number().int(), withdrawn: z.array(z.number().int()), voided: z.array(z.number().int()), strike: z.boolean() })
    .nullable(),
})

/** A lot's signed withdrawal entries, in order, for verifyChain (common/receipts.ts). */
export const LotWithdrawalsAnswer = z.object({
  data: z.array(z.object({ n: z.number().int(), after_seq: z.number().int(), withdrawn: z.array(z.number().int()), voided: z.array(z.number().int()), receipt: z.string() })),
})
