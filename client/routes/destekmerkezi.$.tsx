// /destekmerkezi[/{category}[/{anchorlink}]].
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { SupportCentre } from '#client/features/support/components/support-centre.tsx'
import { supportCentreQuery } from '#client/features/support/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

const parts = (splat: string | undefined) => {
  const [category = '', anchor] = (splat ?? '').split('/').filter(Boolean)
  return { category, anchor }
}

export const Route = createFileRoute('/destekmerkezi/$')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(supportCentreQuery(parts(params._splat).category)),
  component: SupportPage,
})

function SupportPage() {
  const { category, anchor } = parts(Route.useParams()._splat)
  const { data } = useSuspenseQuery(supportCentreQuery(category))
  usePageTitle(data.selected_title ? `${data.selected_title.title} · ${tm.support.title}` : tm.support.title)
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <PageHeader title={tm.support.title} lead={tm.support.lead} />
      <SupportCentre data={data} anchor={anchor} />
    </div>
  )
}
