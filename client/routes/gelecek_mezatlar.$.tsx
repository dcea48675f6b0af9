// /gelecek_mezatlar[/{category…}]: the upcoming auctions, narrowed to the category the last extra segment names.
import { ListingError } from '#client/features/storefront/components/listing-error.tsx'
import { showcaseLoader, showcasePage } from '#client/features/storefront/showcase-route.tsx'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/gelecek_mezatlar/$')({
  loader: showcaseLoader('/api/shownext'),
  errorComponent: ListingError,
  component: showcasePage('upcoming'),
})
