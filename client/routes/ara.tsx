// Search results ara?q= (2 to 255 characters).
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { SEARCH_MAX, SEARCH_MIN } from '#common/constants.ts'
import { ListingError } from '#client/features/storefront/components/listing-error.tsx'
import { SearchPage } from '#client/features/storefront/components/search-page.tsx'
import { listingQuery } from '#client/features/storefront/queries.ts'
import { text } from '#client/lib/search-params.ts'

const SearchParams = (s: { q?: string } & SearchSchemaInput) => ({ q: text(s.q, SEARCH_MAX) ?? '' })

export const Route = createFileRoute('/ara')({
  validateSearch: SearchParams,
  loaderDeps: ({ search }) => ({ q: search.q.trim() }),
  loader: ({ context: { queryClient }, deps }) =>
    deps.q.length >= SEARCH_MIN ? queryClient.ensureInfiniteQueryData(listingQuery('/api/search', { q: deps.q })) : undefined,
  errorComponent: ({ error, reset }) => <ListingError error={error} reset={reset} />,
  component: () => <SearchPage q={Route.useSearch().q} />,
})
