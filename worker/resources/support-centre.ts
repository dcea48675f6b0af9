// Rows → the support centre's answer.
import { tr } from '#common/messages.ts'
import type { SupportCentreAnswer } from '#common/schemas/contact.ts'
import type { TradeVerification } from '#common/trade-verification.ts'
import type { z } from 'zod'
import type { SupportCentre } from '../domain/content/support-centre.ts'
import { mediaUrl } from '../lib/media.ts'

export const titleOf = (t: { title: string; slug: string }) => ({ title: t.title, slug: t.slug })

/** `level`: the editors' verification rule for bidding and buying, stated on every help page. */
export function toSupportCentre(s: SupportCentre, level: TradeVerification) {
  return {
    trade_verification: { level, rule: tr.tradeVerification.rule[level] },
    support_titles: s.titles.map(titleOf),
    support_data: s.selected && {
      ...titleOf(s.selected),
      support_posts: s.posts.map((p) => ({
        title: p.title,
        slug: p.slug,
        video: p.video,
        content: p.content,
        support_post_image: mediaUrl(p.support_post_image),
      })),
      support_faqs: s.faqs.map((f) => ({
        question: f.question,
        answer: f.answer,
        slug: f.slug,
        video: f.video,
        support_faq_image: mediaUrl(f.support_faq_image),
      })),
    },
    selected_title: s.selected && titleOf(s.selected),
    site_info: s.info && {
      company_name: s.info.company_name,
      company_address: s.info.company_address,
      company_email: s.info.company_email,
      customer_service_phone: s.info.customer_service_phone,
      whatsapp_url: s.info.whatsapp_url,
    },
  } satisfies z.input<typeof SupportCentreAnswer>
}
