// Saved searches and followed sellers (docs/alerts.md): the forms, and the answers the member area reads.
import { z } from 'zod'
import { tr } from '../messages.ts'
import { AuctionCard, ServerTime } from './answers.ts'

/** A member keeps at most this many saved searches: each is a row of the index every approval reads. */
export const SAVED_SEARCH_MAX = 50
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const

const M = tr.savedSearch
const name = z.string({ error: M.nameInvalid }).trim().min(1, { error: M.nameInvalid }).max(80, { error: M.nameInvalid })
const price = z
  .number({ error: M.priceInvalid })
  .int({ error: M.priceInvalid })
  .min(0, { error: M.priceInvalid })
  .max(1_000_000_000_00, { error: M.priceInvalid })
  .nullable()
const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { error: M.frequencyInvalid })

const priceOrder = (v: { min_price_kurus?: number | null; max_price_kurus?: number | null }) =>
  v.min_price_kurus == null || v.max_price_kurus == null || v.min_price_kurus <= v.max_price_kurus

/** POST /api/saved-searches: what the search or category page shows, saved. */
export const SavedSearchForm = z
  .object({
    name: name.optional(),
    q: z.string({ error: M.qInvalid }).trim().max(255, { error: M.qInvalid }).default(''),
    /** The category's slug, as the category page has it. */
    category: z.string({ error: M.categoryUnknown }).trim().min(1, { error: M.categoryUnknown }).max(200).nullable().default(null),
    min_price_kurus: price.default(null),
    max_price_kurus: price.default(null),
    frequency: frequency.default('instant'),
  })
  .refine(priceOrder, { error: M.priceOrder, path: ['max_price_kurus'] })
export type SavedSearchForm = z.infer<typeof SavedSearchForm>

/** PATCH /api/saved-searches/{id}: rename, pause or resume, change how often. */
export const SavedSearchPatch = z.object({
  name: name.optional(),
  paused: z.boolean({ error: M.pausedInvalid }).optional(),
  frequency: frequency.optional(),
})
export type SavedSearchPatch = z.infer<typeof SavedSearchPatch>

export const SavedSearchIdParam = z.object({ id: z.coerce.number().int().positive() })

export const SavedSearchView = z.object({
  id: z.number().int(),
  name: z.string(),
  q: z.string(),
  category: z.object({ slug: z.string(), title: z.string() }).nullable(),
  min_price_kurus: z.number().int().nullable(),
  max_price_kurus: z.number().int().nullable(),
  frequency: frequency,
  paused: z.boolean(),
  /** Where the search runs again: /ara?q= or the category page. */
  link: z.string(),
  created_at: z.number().int(),
})
export type SavedSearchView = z.infer<typeof SavedSearchView>

/** GET /api/saved-searches */
export const SavedSearchesAnswer = z.object({ saved_searches: z.array(SavedSearchView), max: z.number().int() })
/** POST and PATCH answer the search as it is now. */
export const SavedSearchAnswer = z.object({ message: z.string(), saved_search: SavedSearchView })

export const SellerSlugParam = z.object({ slug: z.string().trim().min(1).max(200) })
/** POST/DELETE /api/sellers/{slug}/follow */
export const FollowAnswer = z.object({ message: z.string(), following: z.boolean() })
/** GET /api/sellers/{slug}/follow: whether the member follows the seller (the profile's and lot's button). */
export const FollowStateAnswer = z.object({ following: z.boolean(), followers: z.number().int() })

/** GET /api/followed-sellers/feed: the followed sellers and their newest approved lots. */
export const FollowFeedAnswer = z.object({
  sellers: z.array(z.object({ slug: z.string(), title: z.string() })),
  auctions: z.array(AuctionCard),
  server_time: ServerTime,
})
