// /u/takipettiklerim: the sellers the member follows and their newest approved lots (docs/alerts.md).
import { EmptyCard } from '#client/components/ui/empty-card.tsx'
import { UserIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { followFeedQuery } from '#client/features/alerts/queries.ts'
import { AuctionCard } from '#client/features/auctions/components/auction-card.tsx'
import { AuctionGridSkeleton } from '#client/features/auctions/components/auction-grid.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { forMember } from '#client/features/member/member-route.ts'
import { ta } from '#client/i18n/tr-alerts.ts'
import { t } from '#client/i18n/tr.ts'
import { fromWireTime } from '#common/time.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'

export const Route = createFileRoute('/u/takipettiklerim')({
  loader: forMember(followFeedQuery),
  pendingComponent: () => <AuctionGridSkeleton count={4} />,
  component: FollowFeedPage,
})

function FollowFeedPage() {
  const { data, dataUpdatedAt } = useSuspenseQuery(followFeedQuery())
  const clockOffset = useMemo(
    () => (data.server_time.timestamp ?? fromWireTime(data.server_time.formatted)) - dataUpdatedAt,
    [data.server_time, dataUpdatedAt],
  )
  if (!data.sellers.length)
    return (
      <MemberPage title={t.account.followedSellers} lead={ta.feedLead}>
        <EmptyCard title={ta.feedEmpty} icon={<UserIcon className="size-7" />} onward={{ to: '/', label: ta.browse }}>
          {ta.feedEmptyBody}
        </EmptyCard>
      </MemberPage>
    )
  return (
    <MemberPage title={t.account.followedSellers} lead={ta.feedLead}>
      <section aria-label={ta.sellers}>
        <ul className="flex flex-wrap gap-2">
          {data.sellers.map((s) => (
            <li key={s.slug}>
              <InternalLink
                href={`/profil/${s.slug}`}
                className="inline-flex h-10 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50"
              >
                {s.title}
              </InternalLink>
            </li>
          ))}
        </ul>
      </section>
      {data.auctions.length === 0 ? (
        <p className="text-sm text-ink-muted">{ta.feedNoLots}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
          {data.auctions.map((auction) => (
            <li key={auction.id} className="min-w-0">
              <AuctionCard auction={auction} clockOffset={clockOffset} />
            </li>
          ))}
        </ul>
      )}
    </MemberPage>
  )
}
