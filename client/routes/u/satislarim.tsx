// /u/satislarim: the seller's sales, paged (?sayfa=N), with the prepare-sale
// action and the customer-service popup.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { SupportDialog } from '#client/features/orders/components/support-dialog.tsx'
import { SalesList } from '#client/features/sales/components/sales-list.tsx'
import { mySalesQuery } from '#client/features/sales/queries.ts'
import { footerQuery } from '#client/features/shell/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { hasToken } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate, type SearchSchemaInput } from '@tanstack/react-router'
import { useState } from 'react'
import { integer } from '#client/lib/search-params.ts'

export const Route = createFileRoute('/u/satislarim')({
  validateSearch: (s: { sayfa?: number } & SearchSchemaInput) => ({ sayfa: integer(s.sayfa, 1) }),
  loaderDeps: ({ search }) => ({ page: search.sayfa ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => (hasToken() ? queryClient.ensureQueryData(mySalesQuery(deps.page)) : undefined),
  pendingComponent: () => <PageSpinner />,
  component: SalesPage,
})

function SalesPage() {
  usePageTitle(tc.sales.title)
  const sayfa = Route.useSearch().sayfa ?? 1
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useSuspenseQuery(mySalesQuery(sayfa))
  const footer = useQuery(footerQuery())
  const [support, setSupport] = useState(false)
  const info = footer.data?.site_info
  return (
    <div className="space-y-6">
      <PageHeader title={tc.sales.title} lead={tc.sales.lead} />
      <SalesList sales={data.orders.data} onSupport={() => setSupport(true)} />
      <Pagination
        page={data.orders.current_page}
        lastPage={data.orders.last_page}
        onPage={(p) => void navigate({ search: { sayfa: p > 1 ? p : undefined } })}
      />
      <SupportDialog
        open={support}
        onClose={() => setSupport(false)}
        contact={{ phone: info?.customer_service_phone ?? null, whatsapp: info?.whatsapp_url ?? null }}
      />
    </div>
  )
}
