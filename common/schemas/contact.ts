// The contact form, the support centre and the blog: 
import { z } from 'zod'
import { tr } from '../messages.ts'
import { asText } from './account.ts'

const m = tr.contact

/** POST /api/contactform (form or json). */
export const ContactForm = z.object({
  name: z.preprocess(asText, z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameTooLong)),
  email: z.preprocess(
    asText,
    z
      .string({ error: m.emailRequired })
      .trim()
      .min(1, m.emailRequired)
      .max(254, tr.auth.emailInvalid)
      .pipe(z.email({ error: tr.auth.emailInvalid })),
  ),
  message: z.preprocess(asText, z.string({ error: m.messageRequired }).trim().min(1, m.messageRequired).max(5000, tr.ticket.textTooLong)),
})
export type ContactForm = z.input<typeof ContactForm>

/** At most this many contact messages per address and hour (worker/domain/platform/rate-limit.ts). */
export const CONTACT_LIMIT = { perAddress: 5, windowSeconds: 3600 } as const

// ---- answers ---------------------------------------------------------------------------------

const Text = z.string().nullable()

export const SiteContact = z.object({
  company_name: z.string().optional(),
  company_address: z.string().optional(),
  company_email: z.string().optional(),
  customer_service_phone: Text,
  whatsapp_url: Text,
})

export const SupportPost = z.object({ title: z.string(), slug: z.string(), video: Text, content: z.string(), support_post_image: Text })
export const SupportFaq = z.object({ question: z.string(), answer: z.string(), slug: z.string(), video: Text, support_faq_image: Text })
export const SupportTitleItem = z.object({ title: z.string(), slug: z.string() })
export const SupportCentreAnswer = z.object({
  support_titles: z.array(SupportTitleItem),
  support_data: z
    .object({ title: z.string(), slug: z.string(), support_posts: z.array(SupportPost), support_faqs: z.array(SupportFaq) })
    .nullable(),
  selected_title: SupportTitleItem.nullable(),
  site_info: SiteContact.nullable(),
  trade_verification: z.object({ level: z.string(), rule: z.string() }).nullable().catch(null),
})
export type SupportCentreAnswer = z.infer<typeof SupportCentreAnswer>

export const BlogCategory = z.object({ title: z.string(), slug: z.string() })
export const BlogPageItem = z.object({
  page_title: z.string(),
  page_slug: z.string(),
  page_image: Text,
  page_description: z.string(),
  category_slug: z.string(),
  created_at: z.string(),
})
export const BlogAnswer = z.object({
  blog_categories: z.array(BlogCategory),
  latest_items: z.array(BlogPageItem),
  blog_list: z.array(BlogCategory.extend({ blog_pages: z.array(BlogPageItem) })),
  blog_data: BlogPageItem.extend({
    blog_page_sections: z.array(z.object({ section_image: Text, section_content: z.string() })),
  }).nullable(),
  selected_category: BlogCategory.nullable(),
})
export type BlogAnswer = z.infer<typeof BlogAnswer>

export const ContactAnswer = z.object({ message: z.string() })
