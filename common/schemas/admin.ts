// Editor console inputs: approval, and the field rules every console form is built from.
// The console sends JSON; the rules also accept the strings of a form post, so they coerce.
import { z } from 'zod'
import { APPROVAL_FILTERS } from '../constants.ts'
import { tr } from '../messages.ts'
import { formObject, wordsBetween } from './form-rules.ts'
import { parsePriceKurus, PRICE_MAX_KURUS } from './listing.ts'

const m = tr.admin

/** null and numbers read as text, so "required" is the answer to a missing field, not a type error. */
const asText = (v: unknown) => (v == null ? '' : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v)
const blankToUndefined = (v: unknown) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : v)

/** A body that is not an object reads as an empty one, so the answer names the fields in Turkish (form-rules.ts). */
export const form = formObject

export const requiredText = (label: string, max: number) =>
  z.preprocess(
    asText,
    z
      .string({ error: m.required(label) })
      .trim()
      .min(1, m.required(label))
      .max(max, m.tooLong(label, max)),
  )

/** Optional text: empty reads as null. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    asText,
    z
      .string({ error: m.tooLong(label, max) })
      .trim()
      .max(max, m.tooLong(label, max))
      .transform((s) => (s === '' ? null : s)),
  )

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Optional slug: empty means "make it from the title" (common/text.ts slugify) on the server. */
export const slugText = z.preprocess(
  asText,
  z
    .string({ error: m.slugFormat })
    .trim()
    .max(120, m.tooLong(tr.admin.field.slug, 120))
    .refine((s) => s === '' || SLUG_RE.test(s), m.slugFormat)
    .transform((s) => (s === '' ? null : s)),
)

const SITE_PATH = /^\/(?!\/)[^\s<>"]*$/
const WEB_URL = /^https?:\/\/[^\s<>"]+$/i
export const isLink = (s: string) => SITE_PATH.test(s) || WEB_URL.test(s)

/** Text that must pass `rule`: required (a string) or optional (empty reads as null). */
const ruled = (label: string, max: number, rule: (s: string) => boolean, message: string) => ({
  required: z.preprocess(
    asText,
    z
      .string({ error: m.required(label) })
      .trim()
      .min(1, { error: m.required(label), abort: true })
      .max(max, m.tooLong(label, max))
      .refine(rule, message),
  ),
  optional: z.preprocess(
    asText,
    z
      .string({ error: message })
      .trim()
      .max(max, m.tooLong(label, max))
      .refine((s) => s === '' || rule(s), message)
      .transform((s) => (s === '' ? null : s)),
  ),
})

/** A link the storefront may follow: a site path ("/kategori/saat") or an http(s) address. */
export const requiredLink = (label: string) => ruled(label, 500, isLink, m.linkFormat).required
export const optionalLink = (label: string) => ruled(label, 500, isLink, m.linkFormat).optional

/** An http(s) address (videos, broadcasts, social links). */
export const isWebUrl = (s: string) => WEB_URL.test(s)
export const requiredUrl = (label: string) => ruled(label, 500, isWebUrl, m.urlFormat).required
export const optionalUrl = (label: string) => ruled(label, 500, isWebUrl, m.urlFormat).optional

/** R2 keys the console's upload call gives out (content-addressed), or a path of the site's own assets. */
export const UPLOAD_KEY_RE = /^content\/[0-9a-f]{2}\/[0-9a-f]{64}\.(?:jpg|png|webp)$/
export const isImageRef = (s: string) => UPLOAD_KEY_RE.test(s) || /^\/(?!\/)[\w\-./]+\.(?:jpg|jpeg|png|webp|svg)$/i.test(s)
export const requiredImage = (label: string) => ruled(label, 300, isImageRef, m.imageFormat).required
export const optionalImage = (label: string) => ruled(label, 300, isImageRef, m.imageFormat).optional

/** "#RRGGBB" (stored lower-case); empty is null. */
export const colorText = z.preprocess(
  asText,
  z
    .string({ error: m.colorFormat })
    .trim()
    .refine((s) => s === '' || /^#[0-9a-f]{6}$/i.test(s), m.colorFormat)
    .transform((s) => (s === '' ? null : s.toLowerCase())),
)

export const LINK_TARGETS = ['_self', '_blank'] as const
export const targetField = z.preprocess((v) => blankToUndefined(v) ?? '_self', z.enum(LINK_TARGETS, { error: m.targetFormat }))

/** An integer in [min, max]; a missing value takes `fallback` when one is given. */
export const intIn = (label: string, min: number, max: number, fallback?: number) =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? fallback,
    z.coerce
      .number({ error: fallback === undefined ? m.required(label) : m.numberFormat(label) })
      .refine(Number.isFinite, m.numberFormat(label))
      .int(m.numberFormat(label))
      .min(min, m.numberRange(label, min, max))
      .max(max, m.numberRange(label, min, max)),
  )

export const sortOrder = intIn(tr.admin.field.sortOrder, 0, 9999, 0)

/** Checkbox or JSON boolean; a missing value takes `fallback`. */
export const flag = (fallback: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return fallback
    return v === true || v === 1 || v === '1' || v === 'true' || v === 'on'
  }, z.boolean())

/** A reference to another row by id: empty is null. */
export const optionalRef = (message: string) =>
  z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: message })
        .int(message)
        .positive(message)
        .max(2 ** 31, message)
        .optional(),
    )
    .transform((v) => v ?? null)
export const requiredRef = (label: string, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: m.required(label) })
      .int(message)
      .positive(message)
      .max(2 ** 31, message),
  )

/** "2026-11-21 14:05" or "2026-11-21T14:05" in Istanbul time (datetime-local) → UTC ms; empty is null. */
export const istanbulTime = z.preprocess(
  asText,
  z
    .string({ error: m.dateFormat })
    .trim()
    .refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(s), m.dateFormat)
    .transform((s) => (s === '' ? null : Date.parse(`${s.replace(' ', 'T')}${s.length === 16 ? ':00' : ''}+03:00`)))
    .refine((ms) => ms === null || Number.isFinite(ms), m.dateFormat),
)

/** Longest HTML the console stores in one field (a contract runs to ~40 kB). */
export const HTML_MAX = 200_000
export const htmlText = (label: string, { required = true } = {}) =>
  required ? requiredText(label, HTML_MAX) : optionalText(label, HTML_MAX)

// ---- params and lists ----------------------------------------------------------------------

export const IdParam = z.object({ id: z.coerce.number({ error: tr.admin.auctionNotFound }).int().positive(tr.admin.auctionNotFound) })
/** Any console row by id; a malformed id reads as "not found". */
export const RowIdParam = z.object({
  id: z.coerce
    .number({ error: m.idInvalid })
    .int(m.idInvalid)
    .positive(m.idInvalid)
    .max(2 ** 31, m.idInvalid),
})
export const CodeParam = z.object({ code: z.string().trim().min(1, m.notFound).max(40, m.notFound) })

export const searchText = z
  .string()
  .trim()
  .max(100, m.searchTooLong)
  .optional()
  .transform((s) => (s ? s : undefined))
export const pageField = z.coerce.number().int().min(1).max(100_000).catch(1).default(1)

export const RejectForm = z.object({
  reason: wordsBetween(5, 500, { required: tr.admin.reasonRequired, tooShort: tr.admin.reasonTooShort, tooLong: tr.admin.reasonTooLong }),
})

/** The estimate's top may be at most this many times its bottom: a wider range tells a buyer nothing. */
export const ESTIMATE_SPREAD_MAX = 10

const estimateBound = (message: string) =>
  z.preprocess(blankToUndefined, z.unknown().optional()).transform((v, ctx) => {
    if (v === undefined) return null
    const kurus = parsePriceKurus(v)
    if (kurus == null || kurus <= 0 || kurus > PRICE_MAX_KURUS) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return kurus
  })

/**
 * POST /api/admin/auctions/{id}/approve: the expert's estimate, optional, as a range in lira (both
 * bounds or neither; top not below bottom, at most ESTIMATE_SPREAD_MAX times it). Output in kuruş.
 */
export const ApproveForm = form({
  estimate_low: estimateBound(m.estimateLowInvalid),
  estimate_high: estimateBound(m.estimateHighInvalid),
}).superRefine((v, ctx) => {
  const { estimate_low: low, estimate_high: high } = v
  if (low != null && high == null) ctx.addIssue({ code: 'custom', path: ['estimate_high'], message: m.estimateHighMissing })
  else if (low == null && high != null) ctx.addIssue({ code: 'custom', path: ['estimate_low'], message: m.estimateLowMissing })
  else if (low != null && high != null && high < low) ctx.addIssue({ code: 'custom', path: ['estimate_high'], message: m.estimateOrder })
  else if (low != null && high != null && high > low * ESTIMATE_SPREAD_MAX) ctx.addIssue({ code: 'custom', path: ['estimate_high'], message: m.estimateTooWide })
})
export type ApproveForm = z.output<typeof ApproveForm>

export const AdminAuctionQuery = z.object({
  status: z.enum(APPROVAL_FILTERS).catch('waiting').default('waiting'),
  q: searchText,
  page: pageField,
})

/** Badge types of a card (client README "Sale label and badge type"): 0 none … 4. */
export const BADGE_TYPES = [0, 1, 2, 3, 4] as const
/**
 * PUT /api/admin/auctions/{id}/showcase: editors pick the showcase (docs/a sale label
 * or a badge puts a running auction on the home page's featured list).
 */
export const ShowcaseForm = form({
  sale_label: optionalText(tr.admin.field.saleLabel, 40),
  badgetype: intIn(tr.admin.field.badgetype, 0, 4, 0),
})
export type ShowcaseForm = z.output<typeof ShowcaseForm>
