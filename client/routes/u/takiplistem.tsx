// /u/takiplistem: the watched auctions, two per row on phones,
// with the storefront's cards on the server's clock; empty state "Takip listeniz boş".
import { EmptyCard } from '#client/components/ui/empty-card.tsx'
import { StarIcon } from '#client/components/ui/icons.tsx'
import { AuctionCard } from '#client/features/auctions/components/auction-card.tsx'
import { AuctionGridSkeleton } from '#client/features/auctions/components/auction-grid.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { forMember } from '#client/features/member/member-route.ts'
import { watchlistQuery } from '#client/features/member/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { fromWireTime } from '#common/time.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'

export const Route = createFileRoute('/u/takiplistem')({
  loader: forMember(watchlistQuery),
  pendingComponent: () => <AuctionGridSkeleton count={4} />,
  component: WatchlistPage,
})

function WatchlistPage() {
  const { data, dataUpdatedAt } = useSuspenseQuery(watchlistQuery())
  const clockOffset = useMemo(
    () => (data.server_time.timestamp ?? fromWireTime(data.server_time.formatted)) - dataUpdatedAt,
    [data.server_time, dataUpdatedAt],
  )
  return (
    <MemberPage title={t.account.watchlist} lead={tm.watchlist.lead}>
      {data.watchlist.length === 0 ? (
        <EmptyCard title={tm.watchlist.empty} icon={<StarIcon className="size-7" />} onward={{ to: '/', label: tm.watchlist.browse }}>
          {tm.watchlist.emptyBody}
        </EmptyCard>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
          {data.watchlist.map((auction) => (
            <li key={auction.id} className="min-w-0">
              <AuctionCard auction={auction} clockOffset={clockOffset} />
            </li>
          ))}
        </ul>
      )}
    </MemberPage>
  )
}
