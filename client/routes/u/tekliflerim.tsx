// /u/tekliflerim: Tekliflerim (the buyer's offers); docs/decisions/0021-offers.md.
import { forMember } from '#client/features/member/member-route.ts'
import { OffersPage } from '#client/features/offers/components/offers-page.tsx'
import { offersQuery } from '#client/features/offers/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/tekliflerim')({
  loader: forMember(() => offersQuery('buyer')),
  component: () => <OffersPage side="buyer" />,
})
