// /gunun_mezatlari[/{category…}]: the day's auctions, narrowed to the category the last extra segment names.
import { ListingError } from '#client/features/storefront/components/listing-error.tsx'
import { showcaseLoader, showcasePage } from '#client/features/storefront/showcase-route.tsx'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/gunun_mezatlari/$')({
  loader: showcaseLoader('/api/showdaily'),
  errorComponent: ListingError,
  component: showcasePage('daily'),
})
