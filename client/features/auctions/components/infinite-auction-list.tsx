// "Tüm Mezatlar": pages of GET /api/auctions appended as the sentinel below the grid
// scrolls into view, until last_page.
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { GavelIcon } from '#client/components/ui/icons.tsx'
import { LoadMore } from '#client/components/ui/load-more.tsx'
import { t } from '#client/i18n/tr.ts'
import { useLoadMoreOnScroll } from '#client/lib/use-load-more.ts'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { allAuctionsQuery } from '../queries.ts'
import { AuctionCard, useFirstScreenCards } from './auction-card.tsx'
import { AuctionGrid } from './auction-grid.tsx'

export function InfiniteAuctionList() {
  const query = useSuspenseInfiniteQuery(allAuctionsQuery())
  const { data, hasNextPage } = query
  const cards = data.pages.flatMap((page) => page.auctions.data.map((auction) => ({ auction, offset: page.clockOffset })))
  const { shown, complete } = useFirstScreenCards(cards)
  // Not before every card of the first page is there: the sentinel would sit a screen too high.
  const sentinel = useLoadMoreOnScroll({ ...query, hasNextPage: hasNextPage && complete }, '600px 0px')
  if (cards.length === 0)
    return (
      <EmptyState title={t.home.emptyAll} icon={<GavelIcon className="size-7" />}>
        {t.home.emptyAllBody}
      </EmptyState>
    )

  return (
    <>
      <AuctionGrid>
        {shown.map(({ auction, offset }) => (
          <AuctionCard key={auction.id} auction={auction} clockOffset={offset} />
        ))}
      </AuctionGrid>
      <LoadMore pager={query} sentinel={sentinel} end={<p className="text-sm text-ink-subtle">{t.home.end}</p>} />
    </>
  )
}
