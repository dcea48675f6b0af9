// ara?q=: ranked, Turkish-aware results of GET /api/search, page by page.
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { SearchIcon } from '#client/components/ui/icons.tsx'
import { tlist } from '#client/i18n/tr-listing.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { SEARCH_MIN } from '#common/constants.ts'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { listingQuery } from '../queries.ts'
import { EmptyListing } from './empty-listing.tsx'
import { ListingGrid } from './listing-grid.tsx'
import { ListingLayout } from './listing-layout.tsx'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

const SaveSearch = lazyPiece(() => import('#client/features/alerts/save-search.tsx'))

function Results({ q }: { q: string }) {
  const { data } = useSuspenseInfiniteQuery(listingQuery('/api/search', { q }))
  const total = data.pages[0]?.auctions.total ?? 0
  return (
    <ListingLayout
      title={tlist.listing.search}
      lead={tlist.listing.searchLead(q, total)}
      crumbs={[{ label: tlist.listing.search, href: `/ara?q=${encodeURIComponent(q)}` }]}
      actions={
        <Suspense>
          <SaveSearch q={q} />
        </Suspense>
      }
    >
      <ListingGrid
        path="/api/search"
        params={{ q }}
        empty={<EmptyListing title={tlist.listing.searchEmpty(q)}>{tlist.listing.searchEmptyBody}</EmptyListing>}
      />
    </ListingLayout>
  )
}

export function SearchPage({ q }: { q: string }) {
  usePageTitle(q ? `${q} · ${tlist.listing.search}` : tlist.listing.search)
  const text = q.trim()
  if (text.length < SEARCH_MIN)
    return (
      <ListingLayout title={tlist.listing.search} crumbs={[{ label: tlist.listing.search, href: '/ara' }]}>
        <div className="rounded-card bg-white ring-1 ring-line">
          <EmptyState title={text ? tlist.listing.searchShort : tlist.listing.searchPrompt} icon={<SearchIcon className="size-7" />} />
        </div>
      </ListingLayout>
    )
  return <Results q={text} />
}
