// /u/mezatlarim: the seller's auctions in four sections.
import { ButtonLink } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { MyAuctions } from '#client/features/member/components/my-auctions.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { forMember } from '#client/features/member/member-route.ts'
import { myAuctionsQuery } from '#client/features/member/queries.ts'
import { tl } from '#client/i18n/tr-live-shows.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/mezatlarim')({
  loader: forMember(myAuctionsQuery),
  component: MyAuctionsPage,
})

function MyAuctionsPage() {
  const { data } = useSuspenseQuery(myAuctionsQuery())
  return (
    <MemberPage
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
    >
      <MyAuctions data={data} />
    </MemberPage>
  )
}
