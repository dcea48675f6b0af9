// /firsatlar[/{category…}]: the deals, narrowed to the category the last extra segment names.
import { ListingError } from '#client/features/storefront/components/listing-error.tsx'
import { showcaseLoader, showcasePage } from '#client/features/storefront/showcase-route.tsx'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/firsatlar/$')({
  loader: showcaseLoader('/api/showhot'),
  errorComponent: ListingError,
  component: showcasePage('deals'),
})
