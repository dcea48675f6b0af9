// /u/tekliflerim: Tekliflerim (the buyer's offers); docs/decisions/0021-offers.md.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { OffersPage } from '#client/features/offers/components/offers-page.tsx'
import { offersQuery } from '#client/features/offers/queries.ts'
import { hasToken } from '#client/lib/session.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/tekliflerim')({
  loader: ({ context: { queryClient } }) => (hasToken() ? queryClient.ensureQueryData(offersQuery('buyer')) : undefined),
  pendingComponent: () => <PageSpinner />,
  component: () => <OffersPage side="buyer" />,
})
