// Footer, contracts and the category tree: read-only content the storefront shows, from the worker's own
// copy while no editor changed it (content-cache.ts): one round trip, one short row when nothing changed.
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { site_info } from '../../db/schema/index.ts'
import { storefrontContent } from './content-cache.ts'

export async function footer(db: Db) {
  const { groups, links, info } = await storefrontContent(db)
  return { groups, links, info }
}

export const listContracts = async (db: Db) => (await storefrontContent(db)).contracts

/** The active category tree, parents before children. */
export const listCategories = async (db: Db) => (await storefrontContent(db)).categories

/** GET /api/about: the company's own text, or nulls (the SPA then shows its static text). */
export async function aboutPage(db: Db) {
  const info = await db.query.site_info.findFirst({ where: eq(site_info.id, 1), columns: { company_name: true, about_content: true } })
  return { company_name: info?.company_name ?? null, about_content: info?.about_content ?? null }
}
