// /u/siparislerim: the buyer's orders, paged (?sayfa=N),
// with the customer-service popup of "Destek Gerekiyor".
import { useSupportContact } from '#client/features/member/account-lists.ts'
import { pageDeps, pageForMember, pageSearch } from '#client/features/member/member-route.ts'
import { OrderList } from '#client/features/orders/components/order-list.tsx'
import { myOrdersQuery } from '#client/features/orders/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { createFileRoute } from '@tanstack/react-router'
import { pagedAccountPage, type PageAnswer } from '../-frames.tsx'

function Orders({ data }: { data: PageAnswer<typeof myOrdersQuery> }) {
  return <OrderList orders={data.orders.data} contact={useSupportContact()} />
}

export const Route = createFileRoute('/u/siparislerim')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: pageForMember(myOrdersQuery),
  component: pagedAccountPage(myOrdersQuery, { title: tc.orders.title, lead: tc.orders.lead, pages: (data) => data.orders }, Orders),
})
