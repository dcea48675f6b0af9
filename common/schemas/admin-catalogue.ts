// Console forms of the catalogue: categories (three levels), property groups (label_1..15), brands.
import { z } from 'zod'
import { MAX_PROPERTIES } from '../constants.ts'
import { tr } from '../messages.ts'
import { trLower } from '../text.ts'
import { flag, form, optionalRef, requiredText, slugText, sortOrder } from './admin.ts'

const m = tr.admin
const f = tr.admin.field

export const CategoryForm = form({
  title: requiredText(f.title, 100),
  slug: slugText,
  /** null: a top-level category (the spec's parent 0). */
  parent_id: optionalRef(m.parentNotFound),
  show_brand: flag(true),
  /** 1 cargo, 2 freight. */
  shipping_type: z.preprocess(
    (v) => (v == null || v === '' ? 1 : Number(v)),
    z.number({ error: m.shippingTypeFormat }).refine((v) => v === 1 || v === 2, m.shippingTypeFormat),
  ),
  property_group_id: optionalRef(m.propertyGroupNotFound),
  sort_order: sortOrder,
  is_active: flag(true),
})
export type CategoryForm = z.output<typeof CategoryForm>

/** "Kırmızı, Mavi ,  Yeşil" → ["Kırmızı", "Mavi", "Yeşil"] */
export const splitValues = (values: string) =>
  values
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

const Label = z.object({
  title: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(80, m.tooLong(f.labelTitle, 80))),
  values: z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v == null ? '' : v), z.string().max(2000, m.tooLong(f.labelValues, 2000))),
})

/**
 * A property group: up to 15 slots, slot n is label_n. An empty slot (no title, no values) is left out,
 * so clearing one keeps the positions of the others (auctions name their properties by position).
 */
export const PropertyGroupForm = form({
  title: requiredText(f.title, 100),
  labels: z
    .preprocess((v) => (Array.isArray(v) ? v : []), z.array(Label).max(MAX_PROPERTIES, m.labelsTooMany))
    .superRefine((labels, ctx) => {
      let any = false
      labels.forEach((l, i) => {
        const n = i + 1
        const values = splitValues(l.values)
        if (!l.title && values.length === 0) return
        any = true
        if (!l.title) ctx.addIssue({ code: 'custom', path: [i, 'title'], message: m.labelTitleRequired(n) })
        if (values.length === 0) ctx.addIssue({ code: 'custom', path: [i, 'values'], message: m.labelValuesRequired(n) })
        const seen = new Set<string>()
        for (const v of values) {
          const key = trLower(v)
          if (seen.has(key)) {
            ctx.addIssue({ code: 'custom', path: [i, 'values'], message: m.labelValueDuplicate(n, v) })
            break
          }
          seen.add(key)
        }
      })
      if (!any) ctx.addIssue({ code: 'custom', path: [], message: m.labelsRequired })
    })
    .transform((labels) =>
      labels.flatMap((l, i) => (l.title ? [{ position: i + 1, title: l.title, values: splitValues(l.values).join(', ') }] : [])),
    ),
})
export type PropertyGroupForm = z.output<typeof PropertyGroupForm>

export const BrandForm = form({
  title: requiredText(f.title, 80),
  slug: slugText,
})
export type BrandForm = z.output<typeof BrandForm>

export const BrandQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, m.searchTooLong)
    .optional()
    .transform((s) => s || undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
})
