// Realised prices /satilanlar?category=&q= (docs/): lots that sold and what they sold for.
import { createFileRoute, useNavigate, type SearchSchemaInput } from '@tanstack/react-router'
import { categoriesQuery } from '#client/features/categories/queries.ts'
import { SoldPage } from '#client/features/realised/components/sold-page.tsx'
import { ListingError } from '#client/features/storefront/components/listing-error.tsx'
import { listingQuery } from '#client/features/storefront/queries.ts'
import { text } from '#client/lib/search-params.ts'

const SoldParams = (s: { category?: string; q?: string } & SearchSchemaInput) => ({
  category: text(s.category, 200) ?? '',
  q: text(s.q, 255) ?? '',
})
const searchText = (q: string) => (q.trim().length >= 2 ? q.trim() : '')

export const Route = createFileRoute('/satilanlar')({
  validateSearch: SoldParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(categoriesQuery())
    const q = searchText(deps.q)
    return queryClient.ensureInfiniteQueryData(listingQuery('/api/auctions', { type: 'sold', category: deps.category || undefined, q: q || undefined }))
  },
  errorComponent: ({ error, reset }) => <ListingError error={error} reset={reset} />,
  component: SoldRoute,
})

function SoldRoute() {
  const { category, q } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <SoldPage
      key={category}
      category={category}
      q={searchText(q)}
      onSearch={(text) => void navigate({ search: (s) => ({ ...s, q: text }) })}
    />
  )
}
