// The wizard's data: the form values (strings, as the multipart sends them), the context the shared
// listing schema needs, and the issues of one step.
import { DEFAULT_AUCTION_HOURS, MAX_AUCTION_DAYS_AHEAD, MAX_PROPERTIES } from '#common/constants.ts'
import type { Category } from '#common/schemas/answers.ts'
import {
  categoryChoice,
  labelsOfGroup,
  listingSchema,
  STEP_FIELDS,
  type CategoryFacts,
  type ListingContext,
  type PropertyGroup,
} from '#common/schemas/listing.ts'
import { toWireTime } from '#common/time.ts'

export type Values = Record<string, string>
export type Step = 1 | 2 | 3 | 4
/** Progress shown for steps 1–5. */
export const PROGRESS = [0, 25, 50, 75, 99] as const

const HOUR = 3_600_000

/** Istanbul wall-clock time for a datetime-local input: "2026-11-21T14:05". */
export const localInput = (ms: number) => toWireTime(ms).slice(0, 16).replace(' ', 'T')
/** Now, rounded up to the next 5 minutes. */
export const roundedNow = (now = Date.now()) => Math.ceil(now / 300_000) * 300_000

export function initialValues(now = Date.now()): Values {
  const start = roundedNow(now)
  const values: Values = {
    category_1_id: '',
    category_2_id: '',
    category_3_id: '',
    brand: '',
    model: '',
    series: '',
    title: '',
    description: '',
    condition_grade: '',
    condition_notes: '',
    opening_price: '',
    buynow_price: '',
    reserve_price: '',
    start_time: localInput(start),
    end_time: localInput(start + DEFAULT_AUCTION_HOURS * HOUR),
    shipping_payment_by: '1',
    cultural_property: '',
    cultural_document_kind: '',
    cayma_exception: '',
  }
  for (let i = 1; i <= MAX_PROPERTIES; i++) values[`property_${i}`] = ''
  return values
}

/** The limits of the date inputs: from now to 7 days ahead. */
export const dateLimits = (now = Date.now()) => ({
  min: localInput(now - 60_000),
  max: localInput(now + MAX_AUCTION_DAYS_AHEAD * 24 * HOUR),
})

export const toFacts = (categories: Category[]): CategoryFacts[] =>
  categories.map((c) => ({
    id: c.id,
    parent: c.parent,
    level: Number(c.level ?? 1),
    show_brand: c.show_brand == null ? 1 : Number(c.show_brand),
    shipping_type: c.shipping_type == null ? 1 : Number(c.shipping_type),
    property_group: c.property_group == null ? null : Number(c.property_group),
    slug: c.slug,
  }))

export function contextOf(categories: Category[], groups: PropertyGroup[], reserveThresholdTl: number, now = Date.now()): ListingContext {
  return {
    categories: toFacts(categories),
    labelsOf: (id) => labelsOfGroup(groups.find((g) => g.id === id) as Record<string, unknown> | undefined),
    now,
    reserveThresholdKurus: reserveThresholdTl * 100,
  }
}

const idOf = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : null)
export const choiceOf = (ctx: ListingContext, v: Values) =>
  categoryChoice(ctx, { c1: idOf(v.category_1_id), c2: idOf(v.category_2_id), c3: idOf(v.category_3_id) })

/**
 * Choosing a parent picks its first child and the child's first child; the
 * properties of the previous choice are cleared.
 */
export function chooseCategory(ctx: ListingContext, v: Values, level: 1 | 2 | 3, id: string): Values {
  const children = (parent: string) => ctx.categories.filter((c) => String(c.parent) === parent)
  const next: Values = { ...v }
  for (let i = 1; i <= MAX_PROPERTIES; i++) next[`property_${i}`] = ''
  if (level === 1) {
    next.category_1_id = id
    next.category_2_id = id ? String(children(id)[0]?.id ?? '') : ''
  }
  if (level <= 2) {
    if (level === 2) next.category_2_id = id
    next.category_3_id = next.category_2_id ? String(children(next.category_2_id)[0]?.id ?? '') : ''
  }
  if (level === 3) next.category_3_id = id
  return next
}

/** The first message of each field that belongs to `step` (the shared schema runs on everything). */
export function stepIssues(ctx: ListingContext, values: Values, step: Step): Record<string, string> {
  const parsed = listingSchema(ctx).safeParse(values)
  if (parsed.success) return {}
  const out: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (STEP_FIELDS[step].includes(field)) out[field] ??= issue.message
  }
  return out
}

/** The step a server field belongs to, for jumping back to it after a refusal. */
export const stepOfField = (field: string): Step => (([1, 2, 3, 4] as const).find((s) => STEP_FIELDS[s].includes(field)) ?? 4) as Step

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The description box's plain text as HTML: a blank line starts a paragraph, a newline breaks the line. */
export const descriptionHtml = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
