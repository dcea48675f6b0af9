// Console: contracts, the support centre, the blog, footer links and site info.
import { tr } from '#common/messages.ts'
import type { FooterAnswer } from '#common/schemas/admin-answers.ts'
import { ContractForm, FooterGroupForm, FooterLinkForm, SiteInfoForm } from '#common/schemas/admin-content.ts'
import { BlogPageForm, SupportFaqForm, SupportPostForm, TitleSlugForm } from '#common/schemas/admin-pages.ts'
import { RowIdParam } from '#common/schemas/admin.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import {
  createContract,
  createFooterGroup,
  createFooterLink,
  deleteContract,
  deleteFooterGroup,
  deleteFooterLink,
  listAllContracts,
  listFooter,
  saveSiteInfo,
  updateContract,
  updateFooterGroup,
  updateFooterLink,
} from '../../domain/admin/content.ts'
import {
  createBlogPage,
  createHeading,
  createSupportFaq,
  createSupportPost,
  deleteBlogPage,
  deleteHeading,
  deleteSupportFaq,
  deleteSupportPost,
  listBlog,
  listSupport,
  updateBlogPage,
  updateHeading,
  updateSupportFaq,
  updateSupportPost,
  type HeadingKind,
} from '../../domain/admin/pages.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { toAdminBlogPage, toAdminContract, toAdminFaq, toAdminPost, toAdminSiteInfo } from '../../resources/admin-rows.ts'
import { editorOnly } from './guard.ts'

const m = tr.admin
const idOf = (c: Parameters<typeof readParams>[0]) => readParams(c, RowIdParam).id

/** Create, update, delete of a heading (support title or blog category) under `path`. */
const headingRoutes = (path: string, kind: HeadingKind) =>
  new Hono<AppEnv>()
    .use(editorOnly)
    .post(path, async (c) => {
      const row = await createHeading(c.var.db, currentUser(c), kind, await readBody(c, TitleSlugForm))
      return c.json({ message: m.created, id: row.id }, 201)
    })
    .put(`${path}/:id`, async (c) => {
      await updateHeading(c.var.db, currentUser(c), kind, idOf(c), await readBody(c, TitleSlugForm))
      return c.json({ message: m.saved } satisfies MessageAnswer)
    })
    .delete(`${path}/:id`, async (c) => {
      await deleteHeading(c.var.db, currentUser(c), kind, idOf(c))
      return c.json({ message: m.deleted } satisfies MessageAnswer)
    })

export const adminContent = new Hono<AppEnv>()
  .use(editorOnly)
  // contracts
  .get('/contracts', async (c) => c.json({ contracts: (await listAllContracts(c.var.db)).map(toAdminContract) }))
  .post('/contracts', async (c) => {
    const row = await createContract(c.var.db, currentUser(c), await readBody(c, ContractForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/contracts/:id', async (c) => {
    await updateContract(c.var.db, currentUser(c), idOf(c), await readBody(c, ContractForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/contracts/:id', async (c) => {
    await deleteContract(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  // support centre
  .get('/support', async (c) =>
    c.json({
      support_titles: (await listSupport(c.var.db)).map((t) => ({
        ...t.title,
        posts: t.posts.map(toAdminPost),
        faqs: t.faqs.map(toAdminFaq),
      })),
    }),
  )
  .route('/', headingRoutes('/support-titles', 'support_title'))
  .post('/support-posts', async (c) => {
    const row = await createSupportPost(c.var.db, c.env.PHOTOS, currentUser(c), await readBody(c, SupportPostForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/support-posts/:id', async (c) => {
    await updateSupportPost(c.var.db, c.env.PHOTOS, currentUser(c), idOf(c), await readBody(c, SupportPostForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/support-posts/:id', async (c) => {
    await deleteSupportPost(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  .post('/support-faqs', async (c) => {
    const row = await createSupportFaq(c.var.db, c.env.PHOTOS, currentUser(c), await readBody(c, SupportFaqForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/support-faqs/:id', async (c) => {
    await updateSupportFaq(c.var.db, c.env.PHOTOS, currentUser(c), idOf(c), await readBody(c, SupportFaqForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/support-faqs/:id', async (c) => {
    await deleteSupportFaq(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  // blog
  .get('/blog', async (c) => {
    const { categories, pages } = await listBlog(c.var.db)
    return c.json({ blog_categories: categories, blog_pages: pages.map(toAdminBlogPage) })
  })
  .route('/', headingRoutes('/blog-categories', 'blog_category'))
  .post('/blog-pages', async (c) => {
    const row = await createBlogPage(c.var.db, c.env.PHOTOS, currentUser(c), await readBody(c, BlogPageForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/blog-pages/:id', async (c) => {
    await updateBlogPage(c.var.db, c.env.PHOTOS, currentUser(c), idOf(c), await readBody(c, BlogPageForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/blog-pages/:id', async (c) => {
    await deleteBlogPage(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  // footer and site info
  .get('/footer', async (c) => {
    const { groups, info } = await listFooter(c.var.db)
    return c.json({
      footer_link_groups: groups.map((g) => ({ ...g.group, links: g.links })),
      site_info: toAdminSiteInfo(info),
    } satisfies z.input<typeof FooterAnswer>)
  })
  .post('/footer-groups', async (c) => {
    const row = await createFooterGroup(c.var.db, currentUser(c), await readBody(c, FooterGroupForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/footer-groups/:id', async (c) => {
    await updateFooterGroup(c.var.db, currentUser(c), idOf(c), await readBody(c, FooterGroupForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/footer-groups/:id', async (c) => {
    await deleteFooterGroup(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  .post('/footer-links', async (c) => {
    const row = await createFooterLink(c.var.db, currentUser(c), await readBody(c, FooterLinkForm))
    return c.json({ message: m.created, id: row.id }, 201)
  })
  .put('/footer-links/:id', async (c) => {
    await updateFooterLink(c.var.db, currentUser(c), idOf(c), await readBody(c, FooterLinkForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
  .delete('/footer-links/:id', async (c) => {
    await deleteFooterLink(c.var.db, currentUser(c), idOf(c))
    return c.json({ message: m.deleted } satisfies MessageAnswer)
  })
  .put('/site-info', async (c) => {
    await saveSiteInfo(c.var.db, currentUser(c), await readBody(c, SiteInfoForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
