// Console: contracts, the support centre, the blog, footer links and site info.
import { tr } from '#common/messages.ts'
import type { FooterAnswer } from '#common/schemas/admin-answers.ts'
import { ContractForm, FooterGroupForm, FooterLinkForm, SiteInfoForm } from '#common/schemas/admin-content.ts'
import { BlogPageForm, SupportFaqForm, SupportPostForm, TitleSlugForm } from '#common/schemas/admin-pages.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { contractWrites, footerGroupWrites, footerLinkWrites, listAllContracts, listFooter, saveSiteInfo } from '../../domain/admin/content.ts'
import {
  blogPageWrites,
  type HeadingKind,
  headingWrites,
  listBlog,
  listSupport,
  supportFaqWrites,
  supportPostWrites,
} from '../../domain/admin/pages.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser } from '../../middleware/auth.ts'
import { toAdminBlogPage, toAdminContract, toAdminFaq, toAdminPost, toAdminSiteInfo } from '../../resources/admin-rows.ts'
import { editorOnly } from './guard.ts'
import { rowRoutes } from './row-routes.ts'

const m = tr.admin

/** Create, update, delete of a heading (support title or blog category) under `path`. */
const headingRoutes = (path: string, kind: HeadingKind) => rowRoutes(path, TitleSlugForm, headingWrites(kind))

export const adminContent = new Hono<AppEnv>()
  .use(editorOnly)
  // contracts
  .get('/contracts', async (c) => c.json({ contracts: (await listAllContracts(c.var.db)).map(toAdminContract) }))
  .route('/', rowRoutes('/contracts', ContractForm, contractWrites))
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
  .route('/', rowRoutes('/support-posts', SupportPostForm, supportPostWrites))
  .route('/', rowRoutes('/support-faqs', SupportFaqForm, supportFaqWrites))
  // blog
  .get('/blog', async (c) => {
    const { categories, pages } = await listBlog(c.var.db)
    return c.json({ blog_categories: categories, blog_pages: pages.map(toAdminBlogPage) })
  })
  .route('/', headingRoutes('/blog-categories', 'blog_category'))
  .route('/', rowRoutes('/blog-pages', BlogPageForm, blogPageWrites))
  // footer and site info
  .get('/footer', async (c) => {
    const { groups, info } = await listFooter(c.var.db)
    return c.json({
      footer_link_groups: groups.map((g) => ({ ...g.group, links: g.links })),
      site_info: toAdminSiteInfo(info),
    } satisfies z.input<typeof FooterAnswer>)
  })
  .route('/', rowRoutes('/footer-groups', FooterGroupForm, footerGroupWrites))
  .route('/', rowRoutes('/footer-links', FooterLinkForm, footerLinkWrites))
  .put('/site-info', async (c) => {
    await saveSiteInfo(c.var.db, currentUser(c), await readBody(c, SiteInfoForm))
    return c.json({ message: m.saved } satisfies MessageAnswer)
  })
