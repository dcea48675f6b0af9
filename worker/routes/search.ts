// spec: storefront §7 GET /api/searchsummary?q= (header suggestions: slug, title, name).
import { Hono } from 'hono'
import { SearchSummaryQuery } from '#common/schemas/search.ts'
import { suggest } from '../domain/search.ts'
import type { AppEnv } from '../env.ts'
import { readQuery } from '../lib/validate.ts'

export const search = new Hono<AppEnv>().get('/searchsummary', async (c) => {
  const { q } = readQuery(c, SearchSummaryQuery)
  return c.json({ search_data: await suggest(c.var.db, q) })
})
