// Search text: required, 2 to 255 characters.
import { z } from 'zod'
import { SEARCH_MAX, SEARCH_MIN } from '../constants.ts'
import * as tr from '../messages/core.ts'

export const SearchText = z
  .string({ error: tr.search.required })
  .trim()
  .min(1, tr.search.required)
  .min(SEARCH_MIN, tr.search.min)
  .max(SEARCH_MAX, tr.search.max)

export const SearchSummaryQuery = z.object({ q: SearchText })
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})
