// /u/siparislerim: the buyer's orders, paged (?sayfa=N),
// with the customer-service popup of "Destek Gerekiyor".
import { usePagedList, useSupportContact } from '#client/features/member/account-lists.ts'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { pageDeps, pageForMember, pageSearch } from '#client/features/member/member-route.ts'
import { OrderList } from '#client/features/orders/components/order-list.tsx'
import { myOrdersQuery } from '#client/features/orders/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/siparislerim')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: pageForMember(myOrdersQuery),
  component: OrdersPage,
})

function OrdersPage() {
  const { data, toPage } = usePagedList(myOrdersQuery)
  return (
    <MemberPage title={tc.orders.title} lead={tc.orders.lead}>
      <OrderList orders={data.orders.data} contact={useSupportContact()} />
      <Pagination page={data.orders.current_page} lastPage={data.orders.last_page} onPage={toPage} />
    </MemberPage>
  )
}
