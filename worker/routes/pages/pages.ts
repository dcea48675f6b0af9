// GET /api/about (ours) answers the company's text from
// site_info.about_content; null means the SPA shows its static text. Brands (GET /api/brands), categories
// and contracts are answered by routes/listing.ts and routes/content.ts.
import type { AboutAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { aboutPage } from '../../domain/content/content.ts'
import type { AppEnv } from '../../env.ts'

export const pageRoutes = new Hono<AppEnv>().get('/about', async (c) => {
  c.header('Cache-Control', 'public, max-age=300')
  return c.json((await aboutPage(c.var.db)) satisfies z.input<typeof AboutAnswer>)
})
