// GET /api/searchsummary?q= (header suggestions: slug, title, name) and
// GET /api/search?q=&page= (the results page ara?q=, Turkish-aware and ranked; docs/storefront.md).
import type { SearchSummaryAnswer } from '#common/schemas/answers.ts'
import { SearchSummaryQuery } from '#common/schemas/search.ts'
import { SearchQuery } from '#common/schemas/storefront.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { searchAuctions, suggest } from '../../domain/auctions/search.ts'
import type { AppEnv } from '../../env.ts'
import { readQuery } from '../../lib/validate.ts'
import { publicCache } from '../../middleware/cache.ts'
import { toListingAnswer } from '../../resources/storefront.ts'

export const search = new Hono<AppEnv>()
  .get('/searchsummary', publicCache(), async (c) => {
    const { q } = readQuery(c, SearchSummaryQuery)
    return c.json({ search_data: await suggest(c.var.db, q) } satisfies z.input<typeof SearchSummaryAnswer>)
  })
  .get('/search', publicCache(), async (c) => {
    const { q, page } = readQuery(c, SearchQuery)
    return c.json(toListingAnswer(await searchAuctions(c.var.db, q, page), undefined, { q }))
  })
