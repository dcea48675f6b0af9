// /u/satislarim: the seller's sales, paged (?sayfa=N), with the prepare-sale
// action and the customer-service popup.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { pageDeps, pageForMember, pageSearch } from '#client/features/member/member-route.ts'
import { SupportDialog } from '#client/features/orders/components/support-dialog.tsx'
import { SalesList } from '#client/features/sales/components/sales-list.tsx'
import { mySalesQuery } from '#client/features/sales/queries.ts'
import { footerQuery } from '#client/features/shell/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

export const Route = createFileRoute('/u/satislarim')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: pageForMember(mySalesQuery),
  pendingComponent: () => <PageSpinner />,
  component: SalesPage,
})

function SalesPage() {
  const sayfa = Route.useSearch().sayfa ?? 1
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useSuspenseQuery(mySalesQuery(sayfa))
  const footer = useQuery(footerQuery())
  const [support, setSupport] = useState(false)
  const info = footer.data?.site_info
  return (
    <MemberPage title={tc.sales.title} lead={tc.sales.lead}>
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
    </MemberPage>
  )
}
