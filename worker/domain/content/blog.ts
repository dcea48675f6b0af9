// The blog: categories, the latest pages, the pages of every category
// (or of the chosen one), and one page with its sections. Only pages already published are shown.
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { and, asc, desc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { blog_categories, blog_page_sections, blog_pages } from '../../db/schema/index.ts'

export const LATEST_BLOG_ITEMS = 5

export async function blog(db: Db, categorySlug?: string, pageSlug?: string, now = Date.now()) {
  const published = lte(blog_pages.published_at, now)
  const [categories, pages] = await db.batch([
    db.select().from(blog_categories).orderBy(asc(blog_categories.sort_order), asc(blog_categories.id)),
    db.select().from(blog_pages).where(published).orderBy(desc(blog_pages.published_at), desc(blog_pages.id)),
  ])
  const selected = categorySlug ? categories.find((c) => c.slug === categorySlug) : undefined
  if (categorySlug && !selected) throw notFound(tr.blog.categoryNotFound)
  let page: (typeof pages)[number] | undefined
  let sections: (typeof blog_page_sections.$inferSelect)[] = []
  if (pageSlug) {
    page = pages.find((p) => p.page_slug === pageSlug && p.blog_category_id === selected!.id)
    if (!page) throw notFound(tr.blog.pageNotFound)
    sections = await db
      .select()
      .from(blog_page_sections)
      .where(and(eq(blog_page_sections.blog_page_id, page.id)))
      .orderBy(asc(blog_page_sections.position), asc(blog_page_sections.id))
  }
  return { categories, pages, selected: selected ?? null, page: page ?? null, sections }
}
export type Blog = Awaited<ReturnType<typeof blog>>
