// Search results ara?q= (2 to 255 characters).
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SEARCH_MAX, SEARCH_MIN } from '#common/constants.ts'
import { ListingError } from '#client/features/storefront/components/listing-error.tsx'
import { SearchPage } from '#client/features/storefront/components/search-page.tsx'
import { listingQuery } from '#client/features/storefront/queries.ts'

const SearchParams = z.object({ q: z.string().max(SEARCH_MAX).catch('').default('') })

export const Route = createFileRoute('/ara')({
  validateSearch: SearchParams,
  loaderDeps: ({ search }) => ({ q: search.q.trim() }),
  loader: ({ context: { queryClient }, deps }) =>
    deps.q.length >= SEARCH_MIN ? queryClient.ensureInfiniteQueryData(listingQuery('/api/search', { q: deps.q })) : undefined,
  errorComponent: ({ error, reset }) => <ListingError error={error} reset={reset} />,
  component: () => <SearchPage q={Route.useSearch().q} />,
})
