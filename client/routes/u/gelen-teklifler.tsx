// /u/gelen-teklifler: Gelen teklifler (offers on the seller's buy-now items); docs/decisions/0021-offers.md.
import { forMember } from '#client/features/member/member-route.ts'
import { OffersPage } from '#client/features/offers/components/offers-page.tsx'
import { offersQuery } from '#client/features/offers/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/gelen-teklifler')({
  loader: forMember(() => offersQuery('seller')),
  component: () => <OffersPage side="seller" />,
})
