// /u/siparislerim: the buyer's orders, paged (?sayfa=N),
// with the customer-service popup of "Destek Gerekiyor".
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { OrderList } from '#client/features/orders/components/order-list.tsx'
import { myOrdersQuery } from '#client/features/orders/queries.ts'
import { footerQuery } from '#client/features/shell/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { hasToken } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate, type SearchSchemaInput } from '@tanstack/react-router'
import { integer } from '#client/lib/search-params.ts'

export const Route = createFileRoute('/u/siparislerim')({
  validateSearch: (s: { sayfa?: number } & SearchSchemaInput) => ({ sayfa: integer(s.sayfa, 1) }),
  loaderDeps: ({ search }) => ({ page: search.sayfa ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => (hasToken() ? queryClient.ensureQueryData(myOrdersQuery(deps.page)) : undefined),
  pendingComponent: () => <PageSpinner />,
  component: OrdersPage,
})

function OrdersPage() {
  usePageTitle(tc.orders.title)
  const sayfa = Route.useSearch().sayfa ?? 1
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useSuspenseQuery(myOrdersQuery(sayfa))
  const footer = useQuery(footerQuery())
  const info = footer.data?.site_info
  return (
    <div className="space-y-6">
      <PageHeader title={tc.orders.title} lead={tc.orders.lead} />
      <OrderList
        orders={data.orders.data}
        contact={{ phone: info?.customer_service_phone ?? null, whatsapp: info?.whatsapp_url ?? null }}
      />
      <Pagination
        page={data.orders.current_page}
        lastPage={data.orders.last_page}
        onPage={(p) => void navigate({ search: { sayfa: p > 1 ? p : undefined } })}
      />
    </div>
  )
}
