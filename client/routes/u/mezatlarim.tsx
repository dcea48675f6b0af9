// /u/mezatlarim: the seller's auctions in four sections.
import { ButtonLink } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { MyAuctions } from '#client/features/member/components/my-auctions.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { myAuctionsQuery } from '#client/features/member/queries.ts'
import { tl } from '#client/i18n/tr-live-shows.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { hasToken } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/mezatlarim')({
  loader: ({ context: { queryClient } }) => (hasToken() ? queryClient.ensureQueryData(myAuctionsQuery()) : undefined),
  pendingComponent: () => <PageSpinner />,
  component: MyAuctionsPage,
})

function MyAuctionsPage() {
  usePageTitle(t.account.auctions)
  const { data } = useSuspenseQuery(myAuctionsQuery())
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.account.auctions}
        lead={tm.myAuctions.lead}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/u/canli-mezatlarim" size="sm" variant="secondary">
              {tl.mineTitle}
            </ButtonLink>
            <ButtonLink to="/satisyap" size="sm">
              <PlusIcon className="size-4" />
              {tm.myAuctions.create}
            </ButtonLink>
          </div>
        }
      />
      <MyAuctions data={data} />
    </div>
  )
}
