// KVKK başvurusu (docs/privacy.md "KVKK requests"): the rights of KVKK m.11 a person may ask about, the
// form, the confirmation of a guest's address, the editors' answer, and the 30-day clock of m.13/2.
import { z } from 'zod'
import { auth } from '../messages/core.ts'
import { kvkk } from '../messages/kvkk.ts'
import { asText } from './account.ts'
import { paged } from './answers.ts'

const m = kvkk

/** The rights of KVKK m.11/1, (a) to (ğ), in the law's order; the labels are m.11's own words. */
export const KVKK_REQUEST_KINDS = ['learn', 'info', 'purpose', 'recipients', 'rectify', 'erase', 'notify', 'object', 'damages'] as const
export type KvkkRequestKind = (typeof KVKK_REQUEST_KINDS)[number]

const DAY = 24 * 60 * 60 * 1000
/**
 * KVKK m.13/2: the controller concludes the request "en kısa sürede ve en geç otuz gün içinde", free of
 * charge. Counted in calendar days from the day the request reaches Mezat (a guest's: when the address is
 * confirmed, the moment Mezat can answer it); the figure is a setting here, cited in docs/privacy.md.
 */
export const KVKK_ANSWER_DAYS = 30
export const KVKK_ANSWER_MS = KVKK_ANSWER_DAYS * DAY
/** A guest's confirmation link works this long; an unconfirmed request is deleted after it. */
export const KVKK_CONFIRM_MS = DAY

const text = (required: string, max: number, tooLong: string) =>
  z.preprocess(asText, z.string({ error: required }).trim().min(1, required).max(max, tooLong))

const kinds = z
  .array(z.enum(KVKK_REQUEST_KINDS, { error: m.kindsRequired }), { error: m.kindsRequired })
  .min(1, m.kindsRequired)
  .max(KVKK_REQUEST_KINDS.length, m.kindsRequired)
  .transform((list) => KVKK_REQUEST_KINDS.filter((k) => list.includes(k)))

/** POST /api/kvkk-requests from a signed-in member: the name and address are the account's. */
export const KvkkMemberForm = z.object({ kinds, details: text(m.detailsRequired, 5000, m.detailsTooLong) })

/** POST /api/kvkk-requests from a guest: who they are, and the address the confirmation link goes to. */
export const KvkkGuestForm = KvkkMemberForm.extend({
  name: text(m.nameRequired, 100, m.nameTooLong),
  email: z.preprocess(
    asText,
    z
      .string({ error: m.emailRequired })
      .trim()
      .min(1, m.emailRequired)
      .max(254, auth.emailInvalid)
      .pipe(z.email({ error: auth.emailInvalid }))
      .transform((s) => s.toLowerCase()),
  ),
})
export type KvkkGuestForm = z.input<typeof KvkkGuestForm>

/** POST /api/kvkk-requests/confirm: the token of the link mailed to a guest. */
export const KvkkConfirmForm = z.object({ token: z.preprocess(asText, z.string().regex(/^[0-9a-f]{64}$/, m.badLink)) })

/** POST /api/admin/kvkk-requests/{id}/answer: accepted, or refused with its reason (m.13/3). */
export const KvkkAnswerForm = z.object({
  outcome: z.enum(['accepted', 'rejected'], { error: m.outcomeRequired }),
  answer_text: text(m.answerRequired, 10000, m.answerTooLong),
})
export type KvkkAnswerForm = z.input<typeof KvkkAnswerForm>

export const KvkkListQuery = z.object({
  status: z.enum(['open', 'answered', 'all']).catch('open').default('open'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})

// ---- answers ---------------------------------------------------------------------------------

/** Where a request stands, with its clock: `days_left` is negative once it is overdue. */
export const KvkkRequest = z.object({
  id: z.number().int(),
  reference: z.string(),
  kinds: z.array(z.enum(KVKK_REQUEST_KINDS)),
  details: z.string(),
  status: z.enum(['open', 'answered']),
  received_at: z.string(),
  due_at: z.string(),
  days_left: z.number().int(),
  overdue: z.boolean(),
  outcome: z.enum(['accepted', 'rejected']).nullable(),
  answer_text: z.string().nullable(),
  answered_at: z.string().nullable(),
})
export type KvkkRequest = z.infer<typeof KvkkRequest>

/** The console's view adds who asked: a member (their user name) or a guest whose address was confirmed. */
export const AdminKvkkRequest = KvkkRequest.extend({
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  answered_by: z.string().nullable(),
})
export type AdminKvkkRequest = z.infer<typeof AdminKvkkRequest>

export const KvkkRequestsAnswer = z.object({ requests: z.array(KvkkRequest) })
export const KvkkSubmitAnswer = z.object({ message: z.string(), request: KvkkRequest.nullable() })
export const AdminKvkkListAnswer = z.object({
  requests: paged(AdminKvkkRequest),
  open: z.number().int(),
  overdue: z.number().int(),
})
export const AdminKvkkFileAnswer = z.object({ request: AdminKvkkRequest })
