// /marka/{slug} (each brand on /markalar links here): a brand's auctions are the search
// results for its name, since every listing's search key holds its brand (common/search.ts).
// Unknown brands go back to the brands page.
import { brandsQuery } from '#client/features/listing-wizard/queries.ts'
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/marka/$slug')({
  loader: async ({ context: { queryClient }, params }) => {
    const brand = (await queryClient.ensureQueryData(brandsQuery())).find((b) => b.slug === params.slug)
    if (!brand) throw redirect({ to: '/markalar' })
    throw redirect({ to: '/ara', search: { q: brand.title } })
  },
})
