// /yonetim/alt-bilgi: footer links and site info.
import { FooterScreen } from '#client/features/admin/components/footer.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { footerQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/alt-bilgi')({
  loader: forEditor(footerQuery),
  component: consolePage([footerQuery], FooterScreen, (f) => ({ groups: f.footer_link_groups, info: f.site_info })),
})
