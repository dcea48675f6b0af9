// Rows → the blog's answer.
import type { BlogAnswer } from '#common/schemas/contact.ts'
import { toWireTime } from '#common/time.ts'
import type { z } from 'zod'
import { LATEST_BLOG_ITEMS, type Blog } from '../domain/content/blog.ts'
import { mediaUrl } from '../lib/media.ts'
import { titleOf } from './support-centre.ts'

export function toBlog(b: Blog) {
  const slugOf = new Map(b.categories.map((c) => [c.id, c.slug]))
  const item = (p: Blog['pages'][number]) => ({
    page_title: p.page_title,
    page_slug: p.page_slug,
    page_image: mediaUrl(p.page_image),
    page_description: p.page_description,
    category_slug: slugOf.get(p.blog_category_id) ?? '',
    created_at: toWireTime(p.published_at),
  })
  const listed = b.selected ? [b.selected] : b.categories
  return {
    blog_categories: b.categories.map(titleOf),
    latest_items: b.pages.slice(0, LATEST_BLOG_ITEMS).map(item),
    blog_list: listed.map((c) => ({ ...titleOf(c), blog_pages: b.pages.filter((p) => p.blog_category_id === c.id).map(item) })),
    blog_data: b.page && {
      ...item(b.page),
      blog_page_sections: b.sections.map((s) => ({ section_image: mediaUrl(s.section_image), section_content: s.section_content })),
    },
    selected_category: b.selected && titleOf(b.selected),
  } satisfies z.input<typeof BlogAnswer>
}
