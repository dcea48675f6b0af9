// The worker's own copy of the storefront content that rarely changes: the category tree, the banners, the
// contracts and the footer (issue 21 "Served from the edge").
//
// Context: nearly every page shows categories, banners and the footer; they change a few times a week, by
// an editor. Decision: one copy per worker isolate, under the 'content' version of cache_versions, which
// triggers give a fresh random token in the same transaction as any change to those tables (migration
// 0004). Every read asks D1 once, in one batch: the version, and the tables guarded by "the version is not
// the one I hold" — so while nothing changed, the batch answers one short row and the copy is used; after a
// change, the same batch already carries the new content. Consequences: one round trip whatever happens;
// an edit shows on the next request in every isolate; random tokens (not counters) never let two databases
// (tests, a restored backup) be mistaken for one another.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { banners, cache_versions, categories, contracts, footer_link_groups, footer_links, site_info } from '../db/schema/index.ts'

export type StorefrontContent = {
  categories: (typeof categories.$inferSelect)[]
  banners: (typeof banners.$inferSelect)[]
  contracts: (typeof contracts.$inferSelect)[]
  groups: (typeof footer_link_groups.$inferSelect)[]
  links: (typeof footer_links.$inferSelect)[]
  info: typeof site_info.$inferSelect | null
}

let copy: { version: string; content: StorefrontContent } | null = null

const contentQueries = (db: Db, moved: SQL) =>
  [
    db.select({ version: cache_versions.version }).from(cache_versions).where(eq(cache_versions.name, 'content')),
    // The active tree, parents before children.
    db
      .select()
      .from(categories)
      .where(and(eq(categories.is_active, true), moved))
      .orderBy(asc(categories.level), asc(categories.sort_order), asc(categories.id)),
    db
      .select()
      .from(banners)
      .where(and(eq(banners.is_active, true), moved))
      .orderBy(asc(banners.sort_order), asc(banners.id)),
    db.select().from(contracts).where(moved).orderBy(asc(contracts.sort_order), asc(contracts.id)),
    db.select().from(footer_link_groups).where(moved).orderBy(asc(footer_link_groups.sort_order), asc(footer_link_groups.id)),
    db.select().from(footer_links).where(moved).orderBy(asc(footer_links.sort_order), asc(footer_links.id)),
    db.select().from(site_info).where(and(eq(site_info.id, 1), moved)).limit(1),
  ] as const

/** The storefront content, from this isolate's copy while its version holds: one round trip either way. */
export async function storefrontContent(db: Db): Promise<StorefrontContent> {
  const held = copy
  // A constant condition: SQLite decides it once, before reading any row of the guarded table.
  const moved = sql`(SELECT cv.version FROM cache_versions cv WHERE cv.name = 'content') IS NOT ${held?.version ?? null}`
  const [version, cats, bans, contractRows, groups, links, info] = await db.batch(contentQueries(db, moved))
  const current = version[0]?.version ?? null
  if (held && current === held.version) return held.content
  const content = { categories: cats, banners: bans, contracts: contractRows, groups, links, info: info[0] ?? null }
  if (current !== null) copy = { version: current, content }
  return content
}
