// A listing's cards, page after page as the sentinel under the grid scrolls into view, until
// last_page. Cards come from the auctions feature.
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { AuctionCard, useFirstScreenCards } from '#client/features/auctions/components/auction-card.tsx'
import { t } from '#client/i18n/tr.ts'
import { tlist } from '#client/i18n/tr-listing.ts'
import { errorMessage } from '#client/lib/api.ts'
import { listingQuery, type ListingPage, type ListingParams, type ListingPath } from '../queries.ts'

type Props = { path: ListingPath; params: ListingParams; empty: ReactNode; onFirstPage?: (page: ListingPage) => ReactNode }

export function ListingGrid({ path, params, empty, onFirstPage }: Props) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError, error } = useSuspenseInfiniteQuery(listingQuery(path, params))
  const sentinel = useRef<HTMLDivElement>(null)
  const cards = data.pages.flatMap((page) => page.auctions.data.map((auction) => ({ auction, offset: page.clockOffset })))
  const { shown, complete } = useFirstScreenCards(cards)

  useEffect(() => {
    const node = sentinel.current
    // Not before every card of the first page is there: the sentinel would sit a screen too high.
    if (!node || !complete || !hasNextPage || isFetchNextPageError) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    }, { rootMargin: '600px 0px' })
    observer.observe(node)
    return () => observer.disconnect()
  }, [complete, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

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
          <div ref={sentinel} className="flex min-h-16 items-center justify-center py-6 text-brand-600" aria-live="polite">
            {isFetchingNextPage ? (
              <Spinner className="size-7" label={t.common.loading} />
            ) : isFetchNextPageError ? (
              <Alert tone="error" title={errorMessage(error)} action={<Button size="sm" variant="secondary" onClick={() => void fetchNextPage()}>{t.common.retry}</Button>} />
            ) : hasNextPage ? (
              <Button variant="secondary" onClick={() => void fetchNextPage()}>
                {t.common.loadMore}
              </Button>
            ) : (
              <p className="text-sm text-ink-subtle">{tlist.listing.end}</p>
            )}
          </div>
        </>
      )}
    </>
  )
}
