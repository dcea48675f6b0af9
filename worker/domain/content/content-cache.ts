// The worker's own copy of the storefront content that rarely changes: the category tree, the banners, the
// contracts and the footer.
//
// Context: nearly every page shows categories, banners and the footer; they change a few times a week, by
// an editor. Decision: one copy per worker isolate, under the 'content' version of cache_versions, which
// triggers give a fresh random token in the same transaction as any change to those tables (migration
// 0004). Every read asks D1 once, in one batch: the version, and the tables limited to "every row if the
// version is not the one I hold, else none" — so while nothing changed, the batch reads and answers one
// short row and the copy is used; after a change, the same batch already carries the new content. Consequences: one round trip whatever happens;
// an edit shows on the next request in every isolate; random tokens (not counters) never let two databases
// (tests, a restored backup) be mistaken for one another.
import { asc, eq, sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { reusable } from '../../db/reusable.ts'
import { banners, cache_versions, categories, contracts, footer_link_groups, footer_links, site_info } from '../../db/schema/index.ts'

export type StorefrontContent = {
  categories: (typeof categories.$inferSelect)[]
  banners: (typeof banners.$inferSelect)[]
  contracts: (typeof contracts.$inferSelect)[]
  groups: (typeof footer_link_groups.$inferSelect)[]
  links: (typeof footer_links.$inferSelect)[]
  info: typeof site_info.$inferSelect | null
}

let copy: { version: string; content: StorefrontContent } | null = null

/**
 * "Every row if the version moved, none if not", as a LIMIT: SQLite computes a LIMIT before it opens the
 * table and skips the whole scan on 0, where a WHERE term with a subquery would be tested on every row.
 * NOTE: drizzle types limit() as number | Placeholder, but renders any SQL object it is given (dialect
 * buildLimit); hence the cast.
 */
const ifMoved = (held: Placeholder, rows = -1) =>
  sql`(CASE WHEN (SELECT cv.version FROM cache_versions cv WHERE cv.name = 'content') IS NOT ${held} THEN ${rows} ELSE 0 END)` as unknown as number

/** The version and the tables (SQL built once per isolate: db/reusable.ts); `held` is the version this copy holds. */
const contentQueries = reusable(['held'], (db, { held }) =>
  [
    db.select({ version: cache_versions.version }).from(cache_versions).where(eq(cache_versions.name, 'content')),
    // The active tree, parents before children.
    db
      .select()
      .from(categories)
      .where(eq(categories.is_active, true))
      .orderBy(asc(categories.level), asc(categories.sort_order), asc(categories.id))
      .limit(ifMoved(held)),
    db.select().from(banners).where(eq(banners.is_active, true)).orderBy(asc(banners.sort_order), asc(banners.id)).limit(ifMoved(held)),
    db.select().from(contracts).orderBy(asc(contracts.sort_order), asc(contracts.id)).limit(ifMoved(held)),
    db.select().from(footer_link_groups).orderBy(asc(footer_link_groups.sort_order), asc(footer_link_groups.id)).limit(ifMoved(held)),
    db.select().from(footer_links).orderBy(asc(footer_links.sort_order), asc(footer_links.id)).limit(ifMoved(held)),
    db.select().from(site_info).where(eq(site_info.id, 1)).limit(ifMoved(held, 1)),
  ] as const,
)

/** The storefront content, from this isolate's copy while its version holds: one round trip either way. */
export async function storefrontContent(db: Db): Promise<StorefrontContent> {
  const held = copy
  const [version, cats, bans, contractRows, groups, links, info] = await db.batch(contentQueries(db, { held: held?.version ?? null }))
  const current = version[0]?.version ?? null
  if (held && current === held.version) return held.content
  const content = { categories: cats, banners: bans, contracts: contractRows, groups, links, info: info[0] ?? null }
  if (current !== null) copy = { version: current, content }
  return content
}
