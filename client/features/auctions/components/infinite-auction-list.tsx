// "Tüm Mezatlar": pages of GET /api/auctions appended as the sentinel below the grid
// scrolls into view, until last_page.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { GavelIcon } from '#client/components/ui/icons.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { useLoadMoreOnScroll } from '#client/lib/use-load-more.ts'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { allAuctionsQuery } from '../queries.ts'
import { AuctionCard, useFirstScreenCards } from './auction-card.tsx'
import { AuctionGrid } from './auction-grid.tsx'

export function InfiniteAuctionList() {
  const query = useSuspenseInfiniteQuery(allAuctionsQuery())
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError, error } = query
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
      <div ref={sentinel} className="flex min-h-16 items-center justify-center py-6 text-brand-600" aria-live="polite">
        {isFetchingNextPage ? (
          <Spinner className="size-7" label={t.common.loading} />
        ) : isFetchNextPageError ? (
          <Alert
            tone="error"
            title={errorMessage(error)}
            action={
              <Button size="sm" variant="secondary" onClick={() => void fetchNextPage()}>
                {t.common.retry}
              </Button>
            }
          />
        ) : hasNextPage ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            {t.common.loadMore}
          </Button>
        ) : (
          <p className="text-sm text-ink-subtle">{t.home.end}</p>
        )}
      </div>
    </>
  )
}
