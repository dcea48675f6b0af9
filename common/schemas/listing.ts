// The seller's wizard: One schema for
// POST /api/addAuction and for every step of /satisyap; issues come out in the order of the steps,
// so the first one is the one the seller meets first. Rules beyond the spec: docs/member-rules.md.
import { z } from 'zod'
import { DEFAULT_AUCTION_HOURS, MAX_AUCTION_DAYS_AHEAD, MAX_PROPERTIES, PHOTOS_MAX, PHOTOS_MIN } from '../constants.ts'
import { tr } from '../messages.ts'
import { CONDITION_CAPTION_MAX, CONDITION_GRADES, CONDITION_NOTES_MAX, CONDITION_PHOTOS_MAX, type ConditionGrade } from '../condition.ts'
import { formatKurus } from '../money.ts'
import { isCulturalCategory, readDeclarations } from '../lot-law.ts'
import { asText } from './account.ts'
import { AuctionCard, Page } from './answers.ts'
import { SellerIdentityView } from './seller-identity-view.ts'

const m = tr.listing
const HOUR = 3_600_000
export const TITLE_MIN = 20
export const TITLE_MAX = 120
export const DESCRIPTION_MAX = 20_000
export const PRICE_MAX_KURUS = 10_000_000_00
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
/** Seconds of clock drift between browser and worker that the date rules forgive. */
export const CLOCK_SLACK_MS = 5 * 60_000
export const MIN_DURATION_MS = HOUR

/** What the rules need to know about categories (GET /api/categories). */
export type CategoryFacts = {
  id: number
  parent: number
  level: number
  show_brand: number
  shipping_type: number
  property_group: number | null
  /** For the cultural-property question (common/lot-law.ts CULTURAL_CATEGORY_SLUGS). */
  slug?: string
}
/** A property group's labels (GET /api/propertygroups), values already split. */
export type PropertyLabel = { position: number; title: string; values: string[] }
export type ListingContext = {
  categories: readonly CategoryFacts[]
  /** Labels of a property group by its id. */
  labelsOf: (groupId: number) => readonly PropertyLabel[]
  now: number
  /**
   * The least opening price of a lot that may have a reserve (the editors' setting, common/reserve.ts); both the
   * worker and the wizard (GET /api/listing/reserve-threshold) know it.
   */
  reserveThresholdKurus: number
}

/** "a, b ,c" → ["a","b","c"]: the label's choices. */
export const splitValues = (values: string) =>
  values
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/**
 * Lira typed the Turkish way or the plain way → kuruş: "1.250" and "1250" are 125000,
 * "1.250,50", "1250,50" and "1250.50" are 125050. null when it is not a price.
 */
export function parsePriceKurus(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? Math.round(raw * 100) : null
  const s = String(raw ?? '')
    .replace(/\s|₺|TL/gi, '')
    .trim()
  let lira: string
  let kurus = '0'
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s) || /^\d+(,\d{1,2})?$/.test(s)) {
    const [int, dec] = s.split(',')
    lira = int!.replace(/\./g, '')
    kurus = dec ?? '0'
  } else if (/^\d+\.\d{1,2}$/.test(s)) {
    ;[lira, kurus] = s.split('.') as [string, string]
  } else return null
  return Number(lira) * 100 + Number(kurus.padEnd(2, '0'))
}

/** "2026-11-21 14:05", "2026-11-21T14:05" or with seconds, in Istanbul time → UTC ms. */
export function parseListingTime(raw: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(raw.trim())
  if (!match) return null
  const ms = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}+03:00`)
  return Number.isNaN(ms) ? null : ms
}

/** The sub-category gives show_brand and shipping_type; the deepest category with a property group gives the properties. */
export function categoryChoice(ctx: Pick<ListingContext, 'categories'>, ids: { c1: number | null; c2: number | null; c3: number | null }) {
  const byId = (id: number | null) => (id == null ? undefined : ctx.categories.find((c) => c.id === id))
  const children = (id: number) => ctx.categories.filter((c) => c.parent === id)
  const c1 = byId(ids.c1)
  const c2 = byId(ids.c2)
  const c3 = byId(ids.c3)
  const source = c2 ?? c1
  const groupSource = [c3, c2, c1].find((c) => c?.property_group != null)
  return {
    c1,
    c2,
    c3,
    children,
    showBrand: (source?.show_brand ?? 1) === 1,
    shippingType: source?.shipping_type ?? 1,
    propertyGroup: groupSource?.property_group ?? null,
  }
}

const raw = z.preprocess(asText, z.string())

const fieldShape: Record<string, z.ZodType<string>> = {
  category_1_id: raw,
  category_2_id: raw,
  category_3_id: raw,
  brand: raw,
  model: raw,
  series: raw,
  title: raw,
  description: raw,
  condition_grade: raw,
  condition_notes: raw,
  opening_price: raw,
  buynow_price: raw,
  reserve_price: raw,
  start_time: raw,
  end_time: raw,
  shipping_payment_by: raw,
  cultural_property: raw,
  cultural_document_kind: raw,
  cayma_exception: raw,
}
for (let i = 1; i <= MAX_PROPERTIES; i++) fieldShape[`property_${i}`] = raw
/** The condition photos' captions, by the photo's place (condition_images[] in order): condition_caption_1.. */
export const conditionCaptionField = (n: number) => `condition_caption_${n}`
const CAPTION_FIELDS = Array.from({ length: CONDITION_PHOTOS_MAX }, (_, i) => conditionCaptionField(i + 1))
for (const f of CAPTION_FIELDS) fieldShape[f] = raw

/** Which step of the wizard each field belongs to (for showing one step's issues). */
export const STEP_FIELDS: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['category_1_id', 'category_2_id', 'category_3_id', 'brand', 'model', 'series'],
  2: [
    'title',
    'description',
    'condition_grade',
    'condition_notes',
    'condition_images',
    'condition_thumbnails',
    ...CAPTION_FIELDS,
    ...Array.from({ length: MAX_PROPERTIES }, (_, i) => `property_${i + 1}`),
    'cultural_property',
    'cultural_document_kind',
    'cultural_document',
    'cayma_exception',
  ],
  3: ['opening_price', 'buynow_price', 'reserve_price', 'start_time', 'end_time', 'shipping_payment_by'],
  4: ['images'],
}

/** Brand as sent: a brand id from GET /api/brands, or a title the seller typed. */
export type BrandChoice = { id: number } | { title: string } | null

const idOf = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : null)

/**
 * POST /api/addAuction's fields (everything but the photos), checked against the categories and
 * property groups of `ctx`. Output: normalised values, money in kuruş, times in UTC ms.
 */
export const listingSchema = (ctx: ListingContext) =>
  z.object(fieldShape).transform((v, zctx) => {
    const issue = (path: string, message: string) => zctx.addIssue({ code: 'custom', path: [path], message })

    // Step 1: category, brand, model.
    const choice = categoryChoice(ctx, { c1: idOf(v.category_1_id!), c2: idOf(v.category_2_id!), c3: idOf(v.category_3_id!) })
    const { c1, c2, c3 } = choice
    if (!v.category_1_id!.trim()) issue('category_1_id', m.categoryRequired)
    else if (!c1 || c1.level !== 1) issue('category_1_id', m.categoryInvalid)
    else {
      const subs = choice.children(c1.id)
      if (subs.length > 0 && !c2) issue('category_2_id', v.category_2_id!.trim() ? m.categoryInvalid : m.subCategoryRequired)
      else if (c2 && c2.parent !== c1.id) issue('category_2_id', m.categoryInvalid)
      else if (c2) {
        const leaves = choice.children(c2.id)
        if (leaves.length > 0 && !c3) issue('category_3_id', v.category_3_id!.trim() ? m.categoryInvalid : m.subCategoryRequired)
        else if (c3 && c3.parent !== c2.id) issue('category_3_id', m.categoryInvalid)
      }
    }
    const brandText = v.brand!.trim()
    const model = v.model!.trim()
    const series = v.series!.trim()
    let brand: BrandChoice = null
    if (choice.showBrand) {
      if (!brandText) issue('brand', m.brandRequired)
      else if (brandText.length > 60) issue('brand', m.brandTooLong)
      else brand = idOf(brandText) != null ? { id: idOf(brandText)! } : { title: brandText }
      if (!model) issue('model', m.modelRequired)
    }
    if (model.length > 80) issue('model', m.modelTooLong)
    if (series.length > 80) issue('series', m.seriesTooLong)

    // Step 2: title, description, the properties of the category's group.
    const title = v.title!.trim().replace(/\s+/g, ' ')
    if (title.length < TITLE_MIN) issue('title', m.titleRequired)
    else if (title.length > TITLE_MAX) issue('title', m.titleTooLong)
    const description = v.description!.trim()
    if (description.length > DESCRIPTION_MAX) issue('description', m.descriptionTooLong)
    const labels = choice.propertyGroup == null ? [] : ctx.labelsOf(choice.propertyGroup).filter((l) => l.values.length > 0)
    const properties: Array<{ position: number; label: string; value: string }> = []
    for (const label of labels) {
      const value = (v[`property_${label.position}`] ?? '').trim()
      if (!value) issue(`property_${label.position}`, m.propertyRequired(label.title))
      else if (!label.values.includes(value)) issue(`property_${label.position}`, m.propertyInvalid(label.title))
      else properties.push({ position: label.position, label: label.title, value })
    }

    // The condition report: optional, but notes need a grade of the fixed scale to be read against.
    const gradeText = v.condition_grade!.trim()
    const conditionGrade = (CONDITION_GRADES as readonly string[]).includes(gradeText) ? (gradeText as ConditionGrade) : null
    const conditionNotes = v.condition_notes!.trim()
    if (gradeText && !conditionGrade) issue('condition_grade', m.conditionGradeInvalid)
    else if (!gradeText && conditionNotes) issue('condition_grade', m.conditionGradeRequired)
    if (conditionNotes.length > CONDITION_NOTES_MAX) issue('condition_notes', m.conditionNotesTooLong)
    const captions = CAPTION_FIELDS.map((f) => v[f]!.trim().replace(/\s+/g, ' ') || null)
    captions.forEach((c, i) => c && c.length > CONDITION_CAPTION_MAX && issue(CAPTION_FIELDS[i]!, m.conditionCaptionTooLong(i + 1, CONDITION_CAPTION_MAX)))
    // Cultural property and the cayma exception (the document and the seller's permit: the worker's checks).
    const declarations = readDeclarations(v, isCulturalCategory([c1?.slug, c2?.slug, c3?.slug]), issue)

    // Step 3: prices, dates, who pays shipping.
    const opening = parsePriceKurus(v.opening_price)
    const buynow = parsePriceKurus(v.buynow_price)
    if (!v.opening_price!.trim() || opening === 0) issue('opening_price', m.openingPriceRequired)
    else if (opening == null) issue('opening_price', m.priceFormat)
    else if (opening > PRICE_MAX_KURUS) issue('opening_price', m.priceMax)
    if (!v.buynow_price!.trim() || buynow === 0) issue('buynow_price', m.buyNowPriceRequired)
    else if (buynow == null) issue('buynow_price', m.priceFormat)
    else if (buynow > PRICE_MAX_KURUS) issue('buynow_price', m.priceMax)
    else if (opening && buynow <= opening) issue('buynow_price', m.buyNowNotAboveOpening)
    const reserve = readReserve(v.reserve_price!, opening, buynow, ctx.reserveThresholdKurus, issue)

    const startRaw = v.start_time!.trim()
    const endRaw = v.end_time!.trim()
    const start = startRaw ? parseListingTime(startRaw) : ctx.now
    const end = endRaw ? parseListingTime(endRaw) : start == null ? null : start + DEFAULT_AUCTION_HOURS * HOUR
    const latest = ctx.now + MAX_AUCTION_DAYS_AHEAD * 24 * HOUR + CLOCK_SLACK_MS
    if (start == null) issue('start_time', m.dateFormat)
    else if (start < ctx.now - CLOCK_SLACK_MS) issue('start_time', m.startInPast)
    else if (start > latest) issue('start_time', m.dateTooFar)
    if (end == null) issue('end_time', m.dateFormat)
    else if (start != null && start > end) issue('end_time', m.startAfterEnd)
    else if (end > latest) issue('end_time', m.dateTooFar)
    else if (start != null && end - start < MIN_DURATION_MS) issue('end_time', m.durationTooShort)

    const payer = v.shipping_payment_by!.trim()
    if (choice.shippingType === 1 && payer !== '' && payer !== '0' && payer !== '1') issue('shipping_payment_by', m.shippingPayerInvalid)

    return {
      category_1_id: c1?.id ?? 0,
      category_2_id: c2?.id ?? null,
      category_3_id: c3?.id ?? null,
      shipping_type: choice.shippingType,
      // Spec 0 the sender pays, 1 the receiver; the choice shows only for shipped items.
      shipping_payment_by: choice.shippingType === 1 ? (payer === '0' ? 0 : 1) : 1,
      brand,
      model: model || null,
      series: series || null,
      title,
      description,
      properties,
      opening_price_kurus: opening ?? 0,
      buynow_price_kurus: buynow ?? 0,
      reserve_kurus: reserve,
      condition_grade: conditionGrade,
      condition_notes: conditionGrade && conditionNotes ? conditionNotes : null,
      /** One per possible condition photo, by place; conditionPhotoIssues checks them against the photos sent. */
      condition_captions: captions,
      start_time: start ?? 0,
      end_time: end ?? 0,
      ...declarations,
    }
  })
export type ListingFields = z.output<ReturnType<typeof listingSchema>>

/**
 * The condition photos' rules that need the count of photos sent (the fields alone cannot tell): at most
 * CONDITION_PHOTOS_MAX, a grade of the scale to read them against (as notes need one), and no caption without its
 * photo. Read from the raw fields, so the wizard checks its step with the very rule the worker applies.
 */
export function conditionPhotoIssues(count: number, values: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {}
  if (count > CONDITION_PHOTOS_MAX) out.condition_images = m.conditionPhotosMax(CONDITION_PHOTOS_MAX)
  if (count > 0 && !(values.condition_grade ?? '').trim()) out.condition_grade = m.conditionPhotosNeedGrade
  CAPTION_FIELDS.forEach((f, i) => {
    if (i >= count && (values[f] ?? '').trim()) out[f] ??= m.conditionCaptionWithoutPhoto(i + 1)
  })
  return out
}

/**
 * The optional reserve (docs/decisions/0020-reserve-price.md): whole lira, above the opening price, below the buy-now
 * price, on a lot whose opening price is at least the editors' threshold. Null when left empty.
 */
function readReserve(text: string, opening: number | null, buynow: number | null, thresholdKurus: number, issue: (path: string, message: string) => void) {
  if (!text.trim()) return null
  const reserve = parsePriceKurus(text)
  if (reserve == null || reserve === 0 || reserve % 100 !== 0 || reserve > PRICE_MAX_KURUS) issue('reserve_price', tr.reserve.amountInvalid)
  else if (opening != null && opening < thresholdKurus) issue('reserve_price', tr.reserve.lotUnderThreshold(formatKurus(thresholdKurus)))
  else if (opening != null && reserve <= opening) issue('reserve_price', tr.reserve.notAboveOpening)
  else if (buynow != null && buynow > 0 && reserve >= buynow) issue('reserve_price', tr.reserve.notBelowBuyNow)
  else return reserve
  return null
}

/** The photo count rule (4–10), message or null. */
export const photoCountIssue = (count: number) => (count < PHOTOS_MIN ? m.photosMin : count > PHOTOS_MAX ? m.photosMax : null)

// ---- answers ---------------------------------------------------------------------------------

export const Brand = z.object({ id: z.number().int(), title: z.string(), slug: z.string() })
export type Brand = z.infer<typeof Brand>
export const BrandsAnswer = z.array(Brand)

const Label = z.object({ title: z.string(), values: z.string() }).nullable()
export const PropertyGroup = z
  .object({ id: z.number().int(), title: z.string() })
  .extend(
    Object.fromEntries(Array.from({ length: MAX_PROPERTIES }, (_, i) => [`label_${i + 1}`, Label])) as Record<
      `label_${number}`,
      typeof Label
    >,
  )
export type PropertyGroup = z.infer<typeof PropertyGroup>
export const PropertyGroupsAnswer = z.array(PropertyGroup)

/** The labels of one group, in position order, values split. */
export function labelsOfGroup(group: Record<string, unknown> | undefined): PropertyLabel[] {
  if (!group) return []
  const out: PropertyLabel[] = []
  for (let i = 1; i <= MAX_PROPERTIES; i++) {
    const label = group[`label_${i}`] as { title: string; values: string } | null | undefined
    if (label) out.push({ position: i, title: label.title, values: splitValues(label.values) })
  }
  return out
}

export const AddAuctionAnswer = z.object({ message: z.string(), slug: z.string(), id: z.number().int() })

// ---- the seller's own auctions and the public seller profile -----------------------------------

const Wire = z.string()
const NullableText = z.string().nullable()
const ServerClock = z.object({ formatted: z.string(), timestamp: z.number().optional() })

/** property_label_N/property_value_N ride along. */
export const OwnedAuction = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    slug: z.string(),
    start_time: Wire,
    end_time: Wire,
    started_at: Wire.nullable(),
    closed_at: Wire.nullable(),
    approved: z.number().int(),
    approval_status_text: z.string(),
    rejection_reason: NullableText,
    opening_price: z.number(),
    current_price: z.number(),
    buynow_price: z.number(),
    bid_count: z.number().int(),
    sold_via: NullableText,
    /** The seller's hidden reserve in lira and whether it is met (docs/decisions/0020-reserve-price.md); null: none. */
    reserve_amount: z.number().nullable().catch(null).default(null),
    reserve_met: z.boolean().nullable().catch(null).default(null),
    auction_image: z.array(z.object({ public_url: NullableText, thumbnail_url: NullableText })),
    shipping_type: z.number().int(),
    shipping_payment_by: z.number().int(),
    /** Closed auctions only: the seller may relist it. */
    can_relist: z.boolean().optional(),
  })
  .loose()
export type OwnedAuction = z.infer<typeof OwnedAuction>

export const MyAuctionsAnswer = z.object({
  open_auctions: z.array(OwnedAuction),
  closed_auctions: z.array(OwnedAuction),
  denied_auctions: z.array(OwnedAuction),
  waiting_auctions: z.array(OwnedAuction),
  server_time: ServerClock,
})
export type MyAuctionsAnswer = z.infer<typeof MyAuctionsAnswer>

/** GET /api/profil/{sellerSlug} (docs/member-rules.md "Seller profile"); cards as the storefront's. */
export const SellerProfileAnswer = z.object({
  seller: z.object({
    /** The member's id: what a notice about the profile names (docs/notice-and-takedown.md). */
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    created_at: Wire,
    rating: z.number().nullable(),
    rating_count: z.number().int(),
    sold_count: z.number().int(),
    /** Bireysel or Ticari, and a trader's identity (docs/law.md "Seller kind"). */
    identity: SellerIdentityView,
    userrating: z.array(
      z.object({ rating: z.number(), comment: z.string(), approved: z.number(), rated_by_user_title: z.string(), created_at: Wire }),
    ),
  }),
  auctions: Page(AuctionCard),
  server_time: ServerClock,
})
export type SellerProfileAnswer = z.infer<typeof SellerProfileAnswer>

/** POST /api/relistAuction. */
export const RelistForm = z.object({ auction_id: z.coerce.number({ error: tr.bid.auctionRequired }).int(tr.bid.auctionRequired).positive(tr.bid.auctionRequired) })
