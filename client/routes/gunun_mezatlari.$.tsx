// /gunun_mezatlari[/{category…}] (what it lists and what the extra path
// segments mean: docs/— the last segment names a category).
import { createFileRoute } from '@tanstack/react-router'
import { ListingError } from '#client/features/storefront/components/listing-error.tsx'
import { ShowcasePage } from '#client/features/storefront/components/showcase-page.tsx'
import { listingQuery } from '#client/features/storefront/queries.ts'

const segmentsOf = (splat: string | undefined) => (splat ?? '').split('/').filter(Boolean).slice(0, 3)

export const Route = createFileRoute('/gunun_mezatlari/$')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureInfiniteQueryData(listingQuery('/api/showdaily', { category: segmentsOf(params._splat).at(-1) })),
  errorComponent: ({ error, reset }) => <ListingError error={error} reset={reset} />,
  component: () => {
    const segments = segmentsOf(Route.useParams()._splat)
    return <ShowcasePage key={segments.join('/')} kind="daily" segments={segments} />
  },
})
