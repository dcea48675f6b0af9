// Footer, contracts and the category tree: read-only content the storefront shows.
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { categories, contracts, footer_link_groups, footer_links, site_info } from '../db/schema/index.ts'

export async function footer(db: Db) {
  const [groups, links, info] = await db.batch([
    db.select().from(footer_link_groups).orderBy(asc(footer_link_groups.sort_order), asc(footer_link_groups.id)),
    db.select().from(footer_links).orderBy(asc(footer_links.sort_order), asc(footer_links.id)),
    db.select().from(site_info).where(eq(site_info.id, 1)).limit(1),
  ])
  return { groups, links, info: info[0] ?? null }
}

export const listContracts = (db: Db) => db.select().from(contracts).orderBy(asc(contracts.sort_order), asc(contracts.id))

export const listCategories = (db: Db) =>
  db.select().from(categories).where(eq(categories.is_active, true)).orderBy(asc(categories.level), asc(categories.sort_order), asc(categories.id))
