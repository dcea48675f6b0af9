// Content rows → the spec's answers (Footer, Category; Contract).
import type { Category, Contract, FooterAnswer } from '#common/schemas/answers.ts'
import type { z } from 'zod'
import type { categories, contracts, footer_link_groups, footer_links, site_info } from '../db/schema/index.ts'

export const toFooter = (
  groups: (typeof footer_link_groups.$inferSelect)[],
  links: (typeof footer_links.$inferSelect)[],
  info: typeof site_info.$inferSelect | null,
) =>
  ({
    footer_links: groups.map((g) => ({
      footer_header: g.footer_header,
      pagefooterlinks: links
        .filter((l) => l.group_id === g.id)
        .map((l) => ({ footer_link_title: l.footer_link_title, footer_link_url: l.footer_link_url })),
    })),
    site_info: info && {
      company_name: info.company_name,
      company_address: info.company_address,
      company_email: info.company_email,
      customer_service_phone: info.customer_service_phone,
      whatsapp_url: info.whatsapp_url,
      facebook_url: info.facebook_url,
      twitter_url: info.twitter_url,
      instagram_url: info.instagram_url,
      youtube_url: info.youtube_url,
      mersis_no: info.mersis_no,
      trade_registry_no: info.trade_registry_no,
    },
  }) satisfies z.input<typeof FooterAnswer>

export const toContractTitle = (c: typeof contracts.$inferSelect) => ({ title: c.title, slug: c.slug })
export const toContract = (c: typeof contracts.$inferSelect) =>
  ({ title: c.title, slug: c.slug, contract_content: c.contract_content }) satisfies z.input<typeof Contract>

export const toCategory = (c: typeof categories.$inferSelect) =>
  ({
    id: c.id,
    parent: c.parent_id ?? 0,
    level: c.level,
    slug: c.slug,
    title: c.title,
    show_brand: c.show_brand,
    shipping_type: c.shipping_type,
    property_group: c.property_group_id,
  }) satisfies z.input<typeof Category>
