// Notice and takedown (6563 m.9/A and the Aracı Hizmet Sağlayıcılar Yönetmeliği; docs/notice-and-takedown.md): the
// fixed lists, the rules both sides read (which claims need a registration number, when a step is overdue), the
// forms and the answers.
import { z } from 'zod'
import { tr } from './messages.ts'

const HOUR_MS = 3_600_000
export const REPORT_TARGETS = ['auction', 'seller', 'chat'] as const
export type ReportTarget = (typeof REPORT_TARGETS)[number]
export const REPORT_KINDS = [
  'copyright',
  'trademark',
  'patent_design',
  'counterfeit',
  'cultural_property',
  'prohibited_item',
  'fraud',
  'personal_rights',
  'obscene',
  'other',
] as const
export type ReportKind = (typeof REPORT_KINDS)[number]
export const REPORT_STATUSES = ['open', 'rejected', 'removed', 'objected', 'restored', 'removal_upheld'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
/** Statuses under which the reported content stays hidden. */
export const HIDING_STATUSES = ['removed', 'objected', 'removal_upheld'] as const satisfies readonly ReportStatus[]

/** Claims on a registered right: the registration number is part of the notice (it names the right). */
export const needsRegistration = (kind: string) => kind === 'trademark' || kind === 'patent_design'

/**
 * The settings key of the hours an editor has for a report (or an objection). The Yönetmelik's 48 hours is the
 * most the law allows, so it is both the default and the ceiling: an operator may only promise a shorter answer.
 * A stored value above it (written before the ceiling) reads as 48, never as more.
 */
export const REPORT_HOURS_KEY = 'report_response_hours'
export const REPORT_HOURS_DEFAULT = 48
export const REPORT_HOURS_MIN = 1
export const REPORT_HOURS_MAX = 48
/** A stored value, or the default when missing or not a whole number of hours in the allowed range. */
export function readReportHours(value: string | null | undefined): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= REPORT_HOURS_MIN && n <= REPORT_HOURS_MAX ? n : REPORT_HOURS_DEFAULT
}
const hoursInvalid = tr.reports.hoursInvalid(REPORT_HOURS_MIN, REPORT_HOURS_MAX)
/** PUT /api/admin/settings/report-hours: whole hours in the allowed range (form strings are coerced). */
export const ReportHoursForm = z.object({
  report_response_hours: z.coerce
    .number({ error: hoursInvalid })
    .int(hoursInvalid)
    .min(REPORT_HOURS_MIN, hoursInvalid)
    .max(REPORT_HOURS_MAX, hoursInvalid),
})
export const reportDueAt = (from: number, hours: number) => from + hours * HOUR_MS
/** Waiting for an editor (a new report or an objection) past its due time. */
export const isOverdue = (r: { status: string; due_at: number }, now: number) => (r.status === 'open' || r.status === 'objected') && now > r.due_at

/** At most this many reports per address (a guest) or member an hour (worker/domain/platform/rate-limit.ts). */
export const REPORT_LIMIT = { perWindow: 5, windowSeconds: 3600 } as const
export const EVIDENCE_MAX_FILES = 3
// Three files within the API's 12 MB body limit (worker/app.ts).
export const EVIDENCE_MAX_BYTES = 3 * 1024 * 1024

const m = tr.reports
const asText = (v: unknown) => (v == null ? '' : typeof v === 'number' ? String(v) : v)
const text = (min: number, max: number, short: string, long: string) => z.preprocess(asText, z.string({ error: short }).trim().min(min, short).max(max, long))
const yes = new Set(['1', 'true', 'evet', 'on'])
const no = new Set(['0', 'false', 'hayir', 'hayır', 'off'])

/** POST /api/reports (multipart with `evidence` files, or JSON without them). Guests give their name and e-mail too. */
export const ReportForm = z
  .object({
    target: z.enum(REPORT_TARGETS, { error: m.targetInvalid }),
    target_id: z.coerce.number({ error: m.targetInvalid }).int(m.targetInvalid).positive(m.targetInvalid),
    name: text(2, 120, m.nameRequired, m.nameTooLong),
    email: z.preprocess(asText, z.string().trim().min(1, m.emailRequired).max(254, tr.auth.emailInvalid).pipe(z.email({ error: tr.auth.emailInvalid }))),
    right_holder: z.preprocess(
      (v) => (typeof v === 'boolean' ? v : typeof v === 'string' && yes.has(v.trim().toLowerCase()) ? true : typeof v === 'string' && no.has(v.trim().toLowerCase()) ? false : undefined),
      z.boolean({ error: m.rightHolderRequired }),
    ),
    kind: z.enum(REPORT_KINDS, { error: m.kindRequired }),
    url: z.preprocess(asText, z.string().trim().max(500, m.urlTooLong)),
    explanation: text(20, 3000, m.explanationRequired, m.explanationTooLong),
    registration_no: z.preprocess(asText, z.string().trim().max(60, m.registrationTooLong)),
  })
  .superRefine((f, ctx) => {
    if (needsRegistration(f.kind) && f.registration_no === '') ctx.addIssue({ code: 'custom', path: ['registration_no'], message: m.registrationRequired })
  })
export type ReportForm = z.output<typeof ReportForm>

/** An editor's removal or rejection: the reason told to the seller or the reporter. */
export const ReportDecisionForm = z.object({ reason: text(10, 1000, m.reasonRequired, m.reasonTooLong) })
/** An editor's decision on the seller's objection: `uphold` the objection (the content comes back) or `dismiss` it. */
export const ObjectionDecisionForm = z.object({
  decision: z.enum(['uphold', 'dismiss'], { error: m.decisionInvalid }),
  reason: text(10, 1000, m.reasonRequired, m.reasonTooLong),
})
/** The seller's objection (multipart with `documents` files, or JSON without them). */
export const ObjectionForm = z.object({ text: text(20, 3000, m.objectionRequired, m.objectionTooLong) })

export const ReportCreatedAnswer = z.object({ message: z.string(), id: z.number() })

const Event = z.object({ action: z.string(), at: z.string(), actor: z.string().nullable(), note: z.string().nullable() })
const File = z.object({ n: z.number(), url: z.string(), label: z.string() })

/** One row of the editors' queue (GET /api/admin/reports). */
export const AdminReport = z.object({
  id: z.number(),
  target: z.enum(REPORT_TARGETS),
  target_id: z.number(),
  target_title: z.string(),
  target_link: z.string().nullable(),
  owner: z.object({ id: z.number(), title: z.string() }).nullable(),
  reporter: z.object({ name: z.string(), email: z.string(), member: z.boolean() }),
  right_holder: z.boolean(),
  kind: z.enum(REPORT_KINDS),
  url: z.string(),
  explanation: z.string(),
  registration_no: z.string().nullable(),
  files: z.array(File),
  received_at: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  decision_note: z.string().nullable(),
  objection: z.object({ text: z.string(), at: z.string(), note: z.string().nullable() }).nullable(),
  events: z.array(Event),
})
export type AdminReport = z.infer<typeof AdminReport>
export const AdminReportsAnswer = z.object({ reports: z.array(AdminReport), response_hours: z.number(), overdue: z.number() })
export type AdminReportsAnswer = z.infer<typeof AdminReportsAnswer>
export const AdminReportsQuery = z.object({ status: z.enum(['waiting', 'all']).catch('waiting').default('waiting') })

/** The seller's removed content (GET /api/my-removals). */
export const MyRemoval = z.object({
  id: z.number(),
  target: z.enum(REPORT_TARGETS),
  target_title: z.string(),
  kind: z.enum(REPORT_KINDS),
  reason: z.string(),
  removed_at: z.string(),
  status: z.enum(REPORT_STATUSES),
  objection: z.object({ text: z.string(), at: z.string(), note: z.string().nullable() }).nullable(),
  may_object: z.boolean(),
})
export type MyRemoval = z.infer<typeof MyRemoval>
export const MyRemovalsAnswer = z.object({ removals: z.array(MyRemoval) })
export type MyRemovalsAnswer = z.infer<typeof MyRemovalsAnswer>
