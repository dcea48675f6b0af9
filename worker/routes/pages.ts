// spec: checkout-orders-sales.md §2 "about page": GET /api/about (ours) answers the company's text from
// site_info.about_content; null means the SPA shows its static text. Brands (GET /api/brands), categories
// and contracts are answered by routes/listing.ts and routes/content.ts.
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { site_info } from '../db/schema/index.ts'
import type { AppEnv } from '../env.ts'

export const pageRoutes = new Hono<AppEnv>().get('/about', async (c) => {
  const info = await c.var.db.query.site_info.findFirst({
    where: eq(site_info.id, 1),
    columns: { company_name: true, about_content: true },
  })
  c.header('Cache-Control', 'public, max-age=300')
  return c.json({ company_name: info?.company_name ?? null, about_content: info?.about_content ?? null })
})
