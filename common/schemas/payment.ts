// Card payment: installments, makePayment, the 3-D Secure callback and the payment record
// (Payment). The same rules run in the browser and the worker.
import { z } from 'zod'
import { formObject } from './form-rules.ts'
import { Lira } from './parts.ts'
import { tr } from '../messages.ts'
import { luhnValid } from '../pricing.ts'
import { istanbulYearMonth } from '../time.ts'
import { asText, atMost, field, filled, issuer } from './account.ts'
import { Id } from './cart.ts'

const m = tr.payment.card

/**
 * Card expiry years run from the current year in Istanbul (the buyer's calendar, the same clock as the
 * expiry check below) to this many years after it: cards are issued for at most about ten years; a fixed
 * list would offer expired years and, in time, refuse new cards. An earlier year is "expired", not "invalid".
 */
export const EXPIRY_YEARS_AHEAD = 10
/** The years a card form offers, this year (Istanbul) first. */
export const expiryYears = (now = Date.now()) => {
  const first = istanbulYearMonth(now).year
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => first + i)
}
export const MAX_INSTALLMENTS = 12

const digits = (v: unknown) => String(asText(v)).replace(/\D/g, '')
const truthy = (v: unknown) => v === true || v === 1 || ['1', 'true', 'on', 'yes'].includes(String(v ?? '').toLowerCase())

/** Card number: spaces allowed, 16 digits (15 for American Express, which starts with 34 or 37), Luhn-valid. */
export const CardNumber = z.preprocess(digits, z.string()).superRefine((s, ctx) => {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message })
  if (s === '') return issue(m.numberRequired)
  const amex = /^3[47]/.test(s)
  if (amex ? s.length !== 15 : s.length !== 16) return issue(m.numberLength)
  if (!luhnValid(s)) issue(m.numberInvalid)
})

/** Lira from a form: "1234.5", "1.234,50" and numbers. */
export const LiraInput = (message: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'number') return v
      const s = String(asText(v)).trim()
      if (s === '') return NaN
      const normalized = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s
      return Number(normalized)
    },
    z.number({ error: message }).refine((n) => Number.isFinite(n) && n >= 0 && n < 1e10, message),
  )

const month = z.preprocess(digits, z.string()).transform((s, ctx) => {
  const n = Number(s)
  if (s === '' || n < 1 || n > 12) {
    ctx.addIssue({ code: 'custom', message: m.monthInvalid })
    return z.NEVER
  }
  return n
})
const year = z.preprocess(digits, z.string()).transform((s, ctx) => {
  const n = s.length === 2 ? 2000 + Number(s) : Number(s)
  if (s === '' || n < 2000 || n > istanbulYearMonth(Date.now()).year + EXPIRY_YEARS_AHEAD) {
    ctx.addIssue({ code: 'custom', message: m.yearInvalid })
    return z.NEVER
  }
  return n
})

/** POST /api/getInstallments: the first 6 digits of the card; the price is the cart's, decided by the server. */
export const InstallmentsForm = formObject({
  binno: z
    .preprocess(digits, z.string())
    .refine((s) => s.length >= 6, m.binInvalid)
    .transform((s) => s.slice(0, 6)),
  price: z.unknown().optional(),
})

/** POST /api/makePayment, plus an optional idempotency key the browser makes once per form. */
export const MakePaymentForm = formObject({
  cart_id: Id(tr.checkout.cartEmpty),
  price: LiraInput(m.priceInvalid),
  card_holder_name: field(m.holderRequired, filled(m.holderRequired), atMost(100, m.holderTooLong)),
  card_number: CardNumber,
  expire_month: month,
  expire_year: year,
  cvc: z.preprocess(digits, z.string()).refine((s) => s.length === 3, m.cvcInvalid),
  installment: z.preprocess(
    (v) => (v == null || v === '' ? 1 : Number(digits(v))),
    z.number().int(m.installmentInvalid).min(1, m.installmentInvalid).max(MAX_INSTALLMENTS, m.installmentInvalid),
  ),
  installment_interest: LiraInput(m.priceInvalid).optional().catch(undefined),
  invoice_same: z.unknown().optional().transform(truthy),
  registerCard: z.unknown().optional().transform(truthy),
  cardAlias: z.preprocess(asText, z.string().trim().max(100)).optional().catch(undefined),
  binno: z.unknown().optional(),
  paymentSource: z.unknown().optional(),
  idempotency_key: z
    .preprocess(asText, z.string().trim())
    .optional()
    .transform((s) => (s && /^[\w-]{8,64}$/.test(s) ? s : undefined)),
}).superRefine((v, ctx) => {
  const add = issuer(ctx)
  if (add.failed('expire_month', 'expire_year')) return
  const now = istanbulYearMonth(Date.now())
  const current = now.year * 12 + now.month
  if (v.expire_year * 12 + v.expire_month < current) add('expire_month', m.expired)
})
export type MakePaymentForm = z.output<typeof MakePaymentForm>

/** The bank's 3-D Secure callback: a cross-site form POST. */
export const ThreeDsCallbackForm = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}),
  z.object({
    status: z.preprocess(asText, z.string().max(20)),
    paymentId: z.preprocess(asText, z.string().max(64)),
    conversationId: z.preprocess(asText, z.string().max(64)),
    conversationData: z.preprocess(asText, z.string().max(8000)),
    mdStatus: z.preprocess(asText, z.string().max(4)),
  }),
)

export const PaymentIdParam = z.object({ paymentId: Id(tr.payment.notFound) })
export const PaymentIdForm = formObject({ payment_id: Id(tr.payment.notFound) })

// ---- answers ---------------------------------------------------------------------------------

export const InstallmentPrice = z.object({ installmentNumber: z.number().int(), installmentPrice: Lira, totalPrice: Lira })
export type InstallmentPrice = z.infer<typeof InstallmentPrice>
export const InstallmentDetail = z.object({
  binNumber: z.string(),
  price: Lira,
  cardType: z.string(),
  cardAssociation: z.string(),
  cardFamilyName: z.string(),
  bankName: z.string(),
  bankCode: z.number().int().optional(),
  force3ds: z.number().int().optional(),
  installmentPrices: z.array(InstallmentPrice),
})
export type InstallmentDetail = z.infer<typeof InstallmentDetail>

export const InstallmentsAnswer = z.union([
  z.object({ status: z.literal('success'), installmentDetails: z.array(InstallmentDetail) }),
  z.object({ status: z.literal('failure'), errorCode: z.string(), errorMessage: z.string(), message: z.string().optional() }),
])
export type InstallmentsAnswer = z.infer<typeof InstallmentsAnswer>

export const MakePaymentAnswer = z.object({
  status: z.enum(['success', 'failure']),
  message: z.string(),
  payment_id: z.number().int().optional(),
  threeDSHtmlContent: z.string().optional(),
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
})
export type MakePaymentAnswer = z.infer<typeof MakePaymentAnswer>

export const PaymentRecord = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'success', 'failure']),
  /** Pending because the provider's fraud check holds the charge (iyzico fraudStatus 0). */
  under_review: z.boolean(),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  threedstatus: z.string().nullable(),
  mdstatus: z.string().nullable(),
  price: Lira,
  paid_price: Lira,
  installment: z.number().int(),
  bin_no: z.string().nullable(),
  card_association: z.string().nullable(),
  card_family: z.string().nullable(),
  bank_name: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  order_ids: z.array(z.number().int()),
})
export type PaymentRecord = z.infer<typeof PaymentRecord>
export const ShowPaymentAnswer = z.object({ payment_data: z.array(PaymentRecord) })
