// A member's saved searches (docs/alerts.md): each is written with its rows of the term index, in one batch,
// so the index never disagrees with the search it serves.
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { SAVED_SEARCH_MAX, type SavedSearchForm, type SavedSearchPatch } from '#common/schemas/alerts.ts'
import { searchTokens } from '#common/text.ts'
import type { Db } from '../../db/client.ts'
import { runInBatch } from '../../db/raw-batchable.ts'
import { categories, saved_searches } from '../../db/schema/index.ts'

export type SavedSearchRow = typeof saved_searches.$inferSelect & { category: { slug: string; title: string } | null }

/** The index key of a category: never a folded word, which has letters and digits only. */
export const categoryKey = (id: number) => `#c${id}`

/** The keys a saved search must all find in a lot: its distinct folded words, and its category. */
export function searchKeys(q: string, categoryId: number | null): string[] {
  const words = [...new Set(searchTokens(q))]
  return categoryId === null ? words : [...words, categoryKey(categoryId)]
}

const withCategory = (db: Db) =>
  db
    .select({ search: saved_searches, slug: categories.slug, title: categories.title })
    .from(saved_searches)
    .leftJoin(categories, eq(categories.id, saved_searches.category_id))

const toRow = (r: { search: typeof saved_searches.$inferSelect; slug: string | null; title: string | null }): SavedSearchRow => ({
  ...r.search,
  category: r.slug !== null && r.title !== null ? { slug: r.slug, title: r.title } : null,
})

export const listSavedSearches = async (db: Db, userId: number) =>
  (await withCategory(db).where(eq(saved_searches.user_id, userId)).orderBy(asc(saved_searches.id))).map(toRow)

async function findOwn(db: Db, userId: number, id: number) {
  const [row] = await withCategory(db).where(and(eq(saved_searches.id, id), eq(saved_searches.user_id, userId)))
  if (!row) throw notFound(tr.savedSearch.notFound)
  return toRow(row)
}

/** The name a search gets when the member gives none: its words, or its category's title. */
const defaultName = (q: string, categoryTitle: string | null) =>
  [q.trim(), categoryTitle].filter(Boolean).join(' · ').slice(0, 80)

/** POST /api/saved-searches: 422 naming the field when the category is unknown, nothing to match, or too many. */
export async function createSavedSearch(db: Db, userId: number, form: SavedSearchForm, now = Date.now()) {
  const [[category], [{ n } = { n: 0 }]] = await db.batch([
    db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(and(eq(categories.slug, form.category ?? ''), eq(categories.is_active, true))),
    db.select({ n: count() }).from(saved_searches).where(eq(saved_searches.user_id, userId)),
  ])
  if (form.category !== null && !category) throw invalidField('category', tr.savedSearch.categoryUnknown)
  const keys = searchKeys(form.q, category?.id ?? null)
  if (!keys.length) throw invalidField('q', tr.savedSearch.needsWords)
  if (n >= SAVED_SEARCH_MAX) throw invalidField('q', tr.savedSearch.tooMany(SAVED_SEARCH_MAX))
  const [[inserted]] = await db.batch([
    db
      .insert(saved_searches)
      .values({
        user_id: userId,
        name: form.name ?? defaultName(form.q, category?.title ?? null),
        q: form.q,
        category_id: category?.id ?? null,
        min_price_kurus: form.min_price_kurus,
        max_price_kurus: form.max_price_kurus,
        frequency: form.frequency,
        term_count: keys.length,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: saved_searches.id }),
    // The batch is one transaction and ids only grow, so the member's highest id is the search just written.
    runInBatch(
      db,
      sql`INSERT INTO saved_search_terms (term, saved_search_id) SELECT value, (SELECT max(id) FROM saved_searches WHERE user_id = ${userId}) FROM json_each(${JSON.stringify(keys)})`,
    ),
  ])
  return findOwn(db, userId, inserted!.id)
}

/** PATCH /api/saved-searches/{id}: only the name, the pause and the frequency change; the index stays. */
export async function updateSavedSearch(db: Db, userId: number, id: number, patch: SavedSearchPatch) {
  await findOwn(db, userId, id)
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
  if (Object.keys(set).length)
    await db
      .update(saved_searches)
      .set(set)
      .where(and(eq(saved_searches.id, id), eq(saved_searches.user_id, userId)))
  return findOwn(db, userId, id)
}

/** DELETE /api/saved-searches/{id}: the search and its index rows (cascade) go together. */
export async function deleteSavedSearch(db: Db, userId: number, id: number) {
  const deleted = await db
    .delete(saved_searches)
    .where(and(eq(saved_searches.id, id), eq(saved_searches.user_id, userId)))
    .returning({ id: saved_searches.id })
  if (!deleted.length) throw notFound(tr.savedSearch.notFound)
}

/** Where the search runs again on the site. */
export function searchLink(r: Pick<SavedSearchRow, 'q' | 'category'>) {
  const q = r.q.trim()
  if (r.category) return `/kategori/${r.category.slug}${q ? `?q=${encodeURIComponent(q)}` : ''}`
  return `/ara?q=${encodeURIComponent(q)}`
}

