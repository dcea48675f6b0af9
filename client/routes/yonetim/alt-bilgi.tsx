// /yonetim/alt-bilgi: footer links and site info.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { FooterScreen } from '#client/features/admin/components/footer.tsx'
import { footerQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/alt-bilgi')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(footerQuery())),
  component: function FooterPage() {
    const { data } = useSuspenseQuery(footerQuery())
    return <FooterScreen groups={data.footer_link_groups} info={data.site_info} />
  },
})
