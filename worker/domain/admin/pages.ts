// Console: the support centre (titles, posts, FAQs; titles are also the new-ticket subjects) and the
// blog (categories, pages with their sections). "Blog".
import { conflict, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { BlogPageForm, SupportFaqForm, SupportPostForm, TitleSlugForm } from '#common/schemas/admin-pages.ts'
import { asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { blog_categories, blog_page_sections, blog_pages, support_faqs, support_posts, support_titles } from '../../db/schema/index.ts'
import { createAudited, deleteAudited, findAudited, removeAudited, updateAudited, type Audited, type ConsoleWrite, type RowWrites } from './audited.ts'
import { assertImagesExist, resolveSlug } from './common.ts'
import { cleanHtml } from './content.ts'
import { changes, snapshot } from '../platform/audit.ts'

const m = tr.admin
const f = tr.admin.field

// ---- support titles and blog categories (title, slug, order) -----------------------------------

const headings = {
  support_title: { table: support_titles, entity: 'support_title', notFound: m.supportTitleNotFound, unique: 'slug' },
  blog_category: { table: blog_categories, entity: 'blog_category', notFound: m.blogCategoryNotFound, unique: 'slug' },
} as const
type Heading = typeof support_titles | typeof blog_categories
export type HeadingKind = keyof typeof headings

async function createHeading({ db, editor }: ConsoleWrite, kind: HeadingKind, form: TitleSlugForm) {
  const { table } = headings[kind]
  const slug = await resolveSlug(db, { table, slug: table.slug, id: table.id }, { requested: form.slug, title: form.title })
  const values = { title: form.title, slug, sort_order: form.sort_order }
  return createAudited<Heading>(db, editor.id, headings[kind], values, { detail: values })
}

async function updateHeading({ db, editor }: ConsoleWrite, kind: HeadingKind, id: number, form: TitleSlugForm) {
  const { table } = headings[kind]
  const before = await findAudited<Heading>(db, headings[kind], id)
  const slug = await resolveSlug(
    db,
    { table, slug: table.slug, id: table.id },
    { requested: form.slug, title: form.title, current: before.slug, exceptId: id },
  )
  await updateAudited<Heading>(db, editor.id, headings[kind], before, { title: form.title, slug, sort_order: form.sort_order })
}

/** Only an empty heading goes: its posts, questions or pages would silently go with it. */
async function deleteHeading({ db, editor }: ConsoleWrite, kind: HeadingKind, id: number) {
  const row = await findAudited<Heading>(db, headings[kind], id)
  if (kind === 'support_title') {
    const [posts, faqs] = await db.batch([
      db.select({ n: count() }).from(support_posts).where(eq(support_posts.support_title_id, id)),
      db.select({ n: count() }).from(support_faqs).where(eq(support_faqs.support_title_id, id)),
    ])
    if ((posts[0]?.n ?? 0) + (faqs[0]?.n ?? 0) > 0) throw conflict(m.supportTitleInUse)
  } else {
    const [pages] = await db.select({ n: count() }).from(blog_pages).where(eq(blog_pages.blog_category_id, id))
    if ((pages?.n ?? 0) > 0) throw conflict(m.blogCategoryInUse)
  }
  await deleteAudited<Heading>(db, editor.id, headings[kind], row, row)
}

/** A support title's or a blog category's writes. */
export const headingWrites = (kind: HeadingKind): RowWrites<TitleSlugForm> => ({
  create: (w, form) => createHeading(w, kind, form),
  update: (w, id, form) => updateHeading(w, kind, id, form),
  remove: (w, id) => deleteHeading(w, kind, id),
})

// ---- support centre --------------------------------------------------------------------------

export async function listSupport(db: Db) {
  const [titles, posts, faqs] = await db.batch([
    db.select().from(support_titles).orderBy(asc(support_titles.sort_order), asc(support_titles.id)),
    db.select().from(support_posts).orderBy(asc(support_posts.sort_order), asc(support_posts.id)),
    db.select().from(support_faqs).orderBy(asc(support_faqs.sort_order), asc(support_faqs.id)),
  ])
  return titles.map((t) => ({
    title: t,
    posts: posts.filter((p) => p.support_title_id === t.id),
    faqs: faqs.filter((q) => q.support_title_id === t.id),
  }))
}

async function assertSupportTitle(db: Db, id: number) {
  const t = await db.query.support_titles.findFirst({ columns: { id: true }, where: eq(support_titles.id, id) })
  if (!t) throw invalidField('support_title_id', m.supportTitleNotFound)
}

type Current = { id: number; slug: string } | undefined

/**
 * A post's or question's checks (its support title exists, its image is uploaded) and its slug, unique
 * under its title; `current` is the row being edited while it stays under the same title.
 */
async function entrySlug(
  db: Db,
  bucket: R2Bucket,
  table: typeof support_posts | typeof support_faqs,
  form: { support_title_id: number; slug: string | null },
  o: { title: string; images: Record<string, string | null>; current: Current },
) {
  await assertSupportTitle(db, form.support_title_id)
  await assertImagesExist(bucket, o.images)
  const scope = eq(table.support_title_id, form.support_title_id)
  const target = { table, slug: table.slug, id: table.id, scope }
  return resolveSlug(db, target, { requested: form.slug, title: o.title, current: o.current?.slug, exceptId: o.current?.id })
}

async function postValues(db: Db, bucket: R2Bucket, form: SupportPostForm, current?: Current) {
  const slug = await entrySlug(db, bucket, support_posts, form, { title: form.title, images: { support_post_image: form.support_post_image }, current })
  return { ...form, slug, content: (await cleanHtml('content', f.content, form.content, true))! }
}

async function faqValues(db: Db, bucket: R2Bucket, form: SupportFaqForm, current?: Current) {
  const slug = await entrySlug(db, bucket, support_faqs, form, { title: form.question, images: { support_faq_image: form.support_faq_image }, current })
  return { ...form, slug, answer: (await cleanHtml('answer', f.answer, form.answer, true))! }
}

/** Posts and questions are written alike: checked, slugged under their title, audited. */
function supportEntries<T extends typeof support_posts | typeof support_faqs, F extends { support_title_id: number }>(
  audited: Audited<T>,
  values: (db: Db, bucket: R2Bucket, form: F, current?: Current) => Promise<T['$inferInsert']>,
): RowWrites<F> {
  return {
    create: async ({ db, photos, editor }, form) => createAudited(db, editor.id, audited, await values(db, photos, form)),
    update: async ({ db, photos, editor }, id, form) => {
      const before = await findAudited(db, audited, id)
      const moved = before.support_title_id !== form.support_title_id
      await updateAudited(db, editor.id, audited, before, await values(db, photos, form, moved ? undefined : before))
    },
    remove: ({ db, editor }, id) => removeAudited(db, editor.id, audited, id),
  }
}

export const supportPostWrites = supportEntries({ table: support_posts, entity: 'support_post', notFound: m.supportPostNotFound, unique: 'slug' }, postValues)
export const supportFaqWrites = supportEntries({ table: support_faqs, entity: 'support_faq', notFound: m.supportFaqNotFound, unique: 'slug' }, faqValues)

// ---- blog ------------------------------------------------------------------------------------

export async function listBlog(db: Db) {
  const [cats, pages, sections] = await db.batch([
    db.select().from(blog_categories).orderBy(asc(blog_categories.sort_order), asc(blog_categories.id)),
    db.select().from(blog_pages).orderBy(desc(blog_pages.published_at), desc(blog_pages.id)),
    db.select().from(blog_page_sections).orderBy(asc(blog_page_sections.blog_page_id), asc(blog_page_sections.position)),
  ])
  return {
    categories: cats,
    pages: pages.map((p) => ({ page: p, sections: sections.filter((s) => s.blog_page_id === p.id) })),
  }
}

const blogPage = { table: blog_pages, entity: 'blog_page', notFound: m.blogPageNotFound, unique: 'page_slug' }

async function pageValues(db: Db, bucket: R2Bucket, form: BlogPageForm, current?: { id: number; page_slug: string }, now = Date.now()) {
  const cat = await db.query.blog_categories.findFirst({ columns: { id: true }, where: eq(blog_categories.id, form.blog_category_id) })
  if (!cat) throw invalidField('blog_category_id', m.blogCategoryNotFound)
  const images: Record<string, string | null> = { page_image: form.page_image }
  form.sections.forEach((s, i) => (images[`sections.${i}.section_image`] = s.section_image))
  await assertImagesExist(bucket, images)
  const page_slug = await resolveSlug(
    db,
    { table: blog_pages, slug: blog_pages.page_slug, id: blog_pages.id },
    { requested: form.page_slug, title: form.page_title, current: current?.page_slug, exceptId: current?.id, field: 'page_slug' },
  )
  const sections = []
  for (const [i, s] of form.sections.entries())
    sections.push({
      position: i + 1,
      section_image: s.section_image,
      section_content: (await cleanHtml(`sections.${i}.section_content`, f.sectionContent, s.section_content, true))!,
    })
  const page = {
    blog_category_id: form.blog_category_id,
    page_title: form.page_title,
    page_slug,
    page_image: form.page_image,
    page_description: form.page_description ?? '',
    published_at: form.published_at ?? now,
  }
  return { page, sections }
}

async function createBlogPage({ db, photos: bucket, editor }: ConsoleWrite, form: BlogPageForm) {
  const { page, sections } = await pageValues(db, bucket, form)
  // Sections find their page by its unique slug, inside the same batch.
  const pageId = sql`(select id from blog_pages where page_slug = ${page.page_slug})`
  return createAudited(db, editor.id, blogPage, page, {
    detail: { ...snapshot(page), sections: sections.length },
    extra: [db.insert(blog_page_sections).values(sections.map((s) => ({ ...s, blog_page_id: pageId as unknown as number })))],
  })
}

async function updateBlogPage({ db, photos: bucket, editor }: ConsoleWrite, id: number, form: BlogPageForm) {
  const before = await findAudited(db, blogPage, id)
  const oldSections = await db.select().from(blog_page_sections).where(eq(blog_page_sections.blog_page_id, id))
  const { page, sections } = await pageValues(db, bucket, form, before)
  const diff = changes(
    {
      ...before,
      sections: oldSections.map((s) => ({ position: s.position, section_image: s.section_image, section_content: s.section_content })),
    },
    { ...page, sections },
  )
  await updateAudited(db, editor.id, blogPage, before, page, {
    detail: diff,
    extra: [
      db.delete(blog_page_sections).where(eq(blog_page_sections.blog_page_id, id)),
      db.insert(blog_page_sections).values(sections.map((s) => ({ ...s, blog_page_id: id }))),
    ],
  })
}

const deleteBlogPage = ({ db, editor }: ConsoleWrite, id: number) => removeAudited(db, editor.id, blogPage, id)
export const blogPageWrites: RowWrites<BlogPageForm> = { create: createBlogPage, update: updateBlogPage, remove: deleteBlogPage }
