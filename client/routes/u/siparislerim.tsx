// /u/siparislerim: the buyer's orders, paged (?sayfa=N),
// with the customer-service popup of "Destek Gerekiyor".
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { pageDeps, pageForMember, pageSearch } from '#client/features/member/member-route.ts'
import { OrderList } from '#client/features/orders/components/order-list.tsx'
import { myOrdersQuery } from '#client/features/orders/queries.ts'
import { footerQuery } from '#client/features/shell/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'

export const Route = createFileRoute('/u/siparislerim')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: pageForMember(myOrdersQuery),
  pendingComponent: () => <PageSpinner />,
  component: OrdersPage,
})

function OrdersPage() {
  const sayfa = Route.useSearch().sayfa ?? 1
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useSuspenseQuery(myOrdersQuery(sayfa))
  const footer = useQuery(footerQuery())
  const info = footer.data?.site_info
  return (
    <MemberPage title={tc.orders.title} lead={tc.orders.lead}>
      <OrderList
        orders={data.orders.data}
        contact={{ phone: info?.customer_service_phone ?? null, whatsapp: info?.whatsapp_url ?? null }}
      />
      <Pagination
        page={data.orders.current_page}
        lastPage={data.orders.last_page}
        onPage={(p) => void navigate({ search: { sayfa: p > 1 ? p : undefined } })}
      />
    </MemberPage>
  )
}
