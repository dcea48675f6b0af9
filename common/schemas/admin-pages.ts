// Console forms of the support centre (titles, posts, FAQs) and the blog (categories, pages with
// sections): "Blog".
import { z } from 'zod'
import { tr } from '../messages.ts'
import {
  form,
  htmlText,
  istanbulTime,
  optionalImage,
  optionalText,
  optionalUrl,
  requiredRef,
  requiredText,
  slugText,
  sortOrder,
} from './admin.ts'

const m = tr.admin
const f = tr.admin.field

/** A support title (also a subject of the new-ticket select) or a blog category. */
export const TitleSlugForm = form({ title: requiredText(f.title, 100), slug: slugText, sort_order: sortOrder })
export type TitleSlugForm = z.output<typeof TitleSlugForm>

export const SupportPostForm = form({
  support_title_id: requiredRef(f.supportTitle, m.supportTitleNotFound),
  title: requiredText(f.title, 200),
  slug: slugText,
  video: optionalUrl('Video'),
  content: htmlText(f.content),
  support_post_image: optionalImage(f.image),
  sort_order: sortOrder,
})
export type SupportPostForm = z.output<typeof SupportPostForm>

export const SupportFaqForm = form({
  support_title_id: requiredRef(f.supportTitle, m.supportTitleNotFound),
  question: requiredText(f.question, 300),
  slug: slugText,
  answer: htmlText(f.answer),
  video: optionalUrl('Video'),
  support_faq_image: optionalImage(f.image),
  sort_order: sortOrder,
})
export type SupportFaqForm = z.output<typeof SupportFaqForm>

export const BLOG_SECTIONS_MAX = 30
const Section = z.object({
  section_image: optionalImage(f.image),
  section_content: htmlText(f.sectionContent),
})

export const BlogPageForm = form({
  blog_category_id: requiredRef(f.blogCategory, m.blogCategoryNotFound),
  page_title: requiredText(f.title, 200),
  page_slug: slugText,
  page_image: optionalImage(f.image),
  page_description: optionalText(f.description, 500),
  /** Empty: now. */
  published_at: istanbulTime,
  sections: z.preprocess(
    (v) => (Array.isArray(v) ? v : []),
    z.array(Section).min(1, m.sectionsRequired).max(BLOG_SECTIONS_MAX, m.sectionsTooMany),
  ),
})
export type BlogPageForm = z.output<typeof BlogPageForm>
