// Console: the support centre (titles, posts, FAQs; titles are also the new-ticket subjects) and the
// blog (categories, pages with their sections). "Blog".
import { conflict, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { BlogPageForm, SupportFaqForm, SupportPostForm, TitleSlugForm } from '#common/schemas/admin-pages.ts'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { blog_categories, blog_page_sections, blog_pages, support_faqs, support_posts, support_titles } from '../../db/schema/index.ts'
import { assertImagesExist, guardUnique, resolveSlug } from './common.ts'
import { found } from '../platform/found.ts'
import { cleanHtml } from './content.ts'
import { auditRow, changes, lastInsertId, snapshot } from '../platform/audit.ts'

const m = tr.admin
const f = tr.admin.field
type Editor = { id: number }

// ---- support titles and blog categories (title, slug, order) -----------------------------------

const headings = {
  support_title: { table: support_titles, notFound: m.supportTitleNotFound },
  blog_category: { table: blog_categories, notFound: m.blogCategoryNotFound },
} as const
export type HeadingKind = keyof typeof headings

export async function createHeading(db: Db, editor: Editor, kind: HeadingKind, form: TitleSlugForm) {
  const { table } = headings[kind]
  const slug = await resolveSlug(db, { table, slug: table.slug, id: table.id }, { requested: form.slug, title: form.title })
  const values = { title: form.title, slug, sort_order: form.sort_order }
  const [rows] = await guardUnique('slug', () =>
    db.batch([
      db.insert(table).values(values).returning(),
      auditRow(db, editor.id, { action: 'create', entity: kind, entityId: lastInsertId(), detail: values }),
    ]),
  )
  return rows[0]!
}

export async function updateHeading(db: Db, editor: Editor, kind: HeadingKind, id: number, form: TitleSlugForm) {
  const { table, notFound } = headings[kind]
  const [before] = await db.select().from(table).where(eq(table.id, id)).limit(1)
  found(before, notFound)
  const slug = await resolveSlug(
    db,
    { table, slug: table.slug, id: table.id },
    { requested: form.slug, title: form.title, current: before!.slug, exceptId: id },
  )
  const values = { title: form.title, slug, sort_order: form.sort_order }
  await guardUnique('slug', () =>
    db.batch([
      db.update(table).set(values).where(eq(table.id, id)),
      auditRow(db, editor.id, { action: 'update', entity: kind, entityId: id, detail: changes(before!, values) }),
    ]),
  )
}

/** Only an empty heading goes: its posts, questions or pages would silently go with it. */
export async function deleteHeading(db: Db, editor: Editor, kind: HeadingKind, id: number) {
  const { table, notFound } = headings[kind]
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1)
  found(row, notFound)
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
  await db.batch([
    db.delete(table).where(eq(table.id, id)),
    auditRow(db, editor.id, { action: 'delete', entity: kind, entityId: id, detail: row! }),
  ])
}

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

async function postValues(db: Db, bucket: R2Bucket, form: SupportPostForm, current?: { id: number; slug: string }) {
  await assertSupportTitle(db, form.support_title_id)
  await assertImagesExist(bucket, { support_post_image: form.support_post_image })
  const scope = eq(support_posts.support_title_id, form.support_title_id)
  const slug = await resolveSlug(
    db,
    { table: support_posts, slug: support_posts.slug, id: support_posts.id, scope },
    { requested: form.slug, title: form.title, current: current?.slug, exceptId: current?.id },
  )
  return { ...form, slug, content: (await cleanHtml('content', f.content, form.content, true))! }
}

export async function createSupportPost(db: Db, bucket: R2Bucket, editor: Editor, form: SupportPostForm) {
  const values = await postValues(db, bucket, form)
  const [rows] = await guardUnique('slug', () =>
    db.batch([
      db.insert(support_posts).values(values).returning(),
      auditRow(db, editor.id, { action: 'create', entity: 'support_post', entityId: lastInsertId(), detail: snapshot(values) }),
    ]),
  )
  return rows[0]!
}

export async function updateSupportPost(db: Db, bucket: R2Bucket, editor: Editor, id: number, form: SupportPostForm) {
  const before = found(await db.query.support_posts.findFirst({ where: eq(support_posts.id, id) }), m.supportPostNotFound)
  const values = await postValues(db, bucket, form, before.support_title_id === form.support_title_id ? before : undefined)
  await guardUnique('slug', () =>
    db.batch([
      db.update(support_posts).set(values).where(eq(support_posts.id, id)),
      auditRow(db, editor.id, { action: 'update', entity: 'support_post', entityId: id, detail: changes(before, values) }),
    ]),
  )
}

export async function deleteSupportPost(db: Db, editor: Editor, id: number) {
  const row = found(await db.query.support_posts.findFirst({ where: eq(support_posts.id, id) }), m.supportPostNotFound)
  await db.batch([
    db.delete(support_posts).where(eq(support_posts.id, id)),
    auditRow(db, editor.id, { action: 'delete', entity: 'support_post', entityId: id, detail: snapshot(row) }),
  ])
}

async function faqValues(db: Db, bucket: R2Bucket, form: SupportFaqForm, current?: { id: number; slug: string }) {
  await assertSupportTitle(db, form.support_title_id)
  await assertImagesExist(bucket, { support_faq_image: form.support_faq_image })
  const scope = eq(support_faqs.support_title_id, form.support_title_id)
  const slug = await resolveSlug(
    db,
    { table: support_faqs, slug: support_faqs.slug, id: support_faqs.id, scope },
    { requested: form.slug, title: form.question, current: current?.slug, exceptId: current?.id },
  )
  return { ...form, slug, answer: (await cleanHtml('answer', f.answer, form.answer, true))! }
}

export async function createSupportFaq(db: Db, bucket: R2Bucket, editor: Editor, form: SupportFaqForm) {
  const values = await faqValues(db, bucket, form)
  const [rows] = await guardUnique('slug', () =>
    db.batch([
      db.insert(support_faqs).values(values).returning(),
      auditRow(db, editor.id, { action: 'create', entity: 'support_faq', entityId: lastInsertId(), detail: snapshot(values) }),
    ]),
  )
  return rows[0]!
}

export async function updateSupportFaq(db: Db, bucket: R2Bucket, editor: Editor, id: number, form: SupportFaqForm) {
  const before = found(await db.query.support_faqs.findFirst({ where: eq(support_faqs.id, id) }), m.supportFaqNotFound)
  const values = await faqValues(db, bucket, form, before.support_title_id === form.support_title_id ? before : undefined)
  await guardUnique('slug', () =>
    db.batch([
      db.update(support_faqs).set(values).where(eq(support_faqs.id, id)),
      auditRow(db, editor.id, { action: 'update', entity: 'support_faq', entityId: id, detail: changes(before, values) }),
    ]),
  )
}

export async function deleteSupportFaq(db: Db, editor: Editor, id: number) {
  const row = found(await db.query.support_faqs.findFirst({ where: eq(support_faqs.id, id) }), m.supportFaqNotFound)
  await db.batch([
    db.delete(support_faqs).where(eq(support_faqs.id, id)),
    auditRow(db, editor.id, { action: 'delete', entity: 'support_faq', entityId: id, detail: snapshot(row) }),
  ])
}

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

export async function createBlogPage(db: Db, bucket: R2Bucket, editor: Editor, form: BlogPageForm) {
  const { page, sections } = await pageValues(db, bucket, form)
  // Sections find their page by its unique slug, inside the same batch.
  const pageId = sql`(select id from blog_pages where page_slug = ${page.page_slug})`
  const [rows] = await guardUnique('page_slug', () =>
    db.batch([
      db.insert(blog_pages).values(page).returning(),
      auditRow(db, editor.id, {
        action: 'create',
        entity: 'blog_page',
        entityId: lastInsertId(),
        detail: { ...snapshot(page), sections: sections.length },
      }),
      db.insert(blog_page_sections).values(sections.map((s) => ({ ...s, blog_page_id: pageId as unknown as number }))),
    ]),
  )
  return rows[0]!
}

export async function updateBlogPage(db: Db, bucket: R2Bucket, editor: Editor, id: number, form: BlogPageForm) {
  const before = found(await db.query.blog_pages.findFirst({ where: eq(blog_pages.id, id) }), m.blogPageNotFound)
  const oldSections = await db.select().from(blog_page_sections).where(eq(blog_page_sections.blog_page_id, id))
  const { page, sections } = await pageValues(db, bucket, form, before)
  const diff = changes(
    {
      ...before,
      sections: oldSections.map((s) => ({ position: s.position, section_image: s.section_image, section_content: s.section_content })),
    },
    { ...page, sections },
  )
  await guardUnique('page_slug', () =>
    db.batch([
      db.update(blog_pages).set(page).where(eq(blog_pages.id, id)),
      db.delete(blog_page_sections).where(eq(blog_page_sections.blog_page_id, id)),
      db.insert(blog_page_sections).values(sections.map((s) => ({ ...s, blog_page_id: id }))),
      auditRow(db, editor.id, { action: 'update', entity: 'blog_page', entityId: id, detail: diff }),
    ]),
  )
}

export async function deleteBlogPage(db: Db, editor: Editor, id: number) {
  const row = found(await db.query.blog_pages.findFirst({ where: eq(blog_pages.id, id) }), m.blogPageNotFound)
  await db.batch([
    db.delete(blog_pages).where(and(eq(blog_pages.id, id))),
    auditRow(db, editor.id, { action: 'delete', entity: 'blog_page', entityId: id, detail: snapshot(row) }),
  ])
}
