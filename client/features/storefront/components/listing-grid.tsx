// A listing's cards, page after page as the sentinel under the grid scrolls into view, until
// last_page. Cards come from the auctions feature.
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadMore } from '#client/components/ui/load-more.tsx'
import { AuctionCard, useFirstScreenCards } from '#client/features/auctions/components/auction-card.tsx'
import { tlist } from '#client/i18n/tr-listing.ts'
import { useLoadMoreOnScroll } from '#client/lib/use-load-more.ts'
import { listingQuery, type ListingPage, type ListingParams, type ListingPath } from '../queries.ts'

type Props = { path: ListingPath; params: ListingParams; empty: ReactNode; onFirstPage?: (page: ListingPage) => ReactNode }

export function ListingGrid({ path, params, empty, onFirstPage }: Props) {
  const query = useSuspenseInfiniteQuery(listingQuery(path, params))
  const { data, hasNextPage } = query
  const cards = data.pages.flatMap((page) => page.auctions.data.map((auction) => ({ auction, offset: page.clockOffset })))
  const { shown, complete } = useFirstScreenCards(cards)
  // Not before every card of the first page is there: the sentinel would sit a screen too high.
  const sentinel = useLoadMoreOnScroll({ ...query, hasNextPage: hasNextPage && complete }, '600px 0px')

  const first = data.pages[0]
  return (
    <>
      {first && onFirstPage ? onFirstPage(first) : null}
      {cards.length === 0 ? (
        empty
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
            {shown.map(({ auction, offset }) => (
              <AuctionCard key={auction.id} auction={auction} clockOffset={offset} />
            ))}
          </div>
          <LoadMore pager={query} sentinel={sentinel} end={<p className="text-sm text-ink-subtle">{tlist.listing.end}</p>} />
        </>
      )}
    </>
  )
}
