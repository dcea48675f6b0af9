// /u/satislarim: the seller's sales, paged (?sayfa=N), with the prepare-sale
// action and the customer-service popup.
import { usePagedList, useSupportContact } from '#client/features/member/account-lists.ts'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { pageDeps, pageForMember, pageSearch } from '#client/features/member/member-route.ts'
import { SupportDialog } from '#client/features/orders/components/support-dialog.tsx'
import { SalesList } from '#client/features/sales/components/sales-list.tsx'
import { mySalesQuery } from '#client/features/sales/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'

export const Route = createFileRoute('/u/satislarim')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: pageForMember(mySalesQuery),
  component: SalesPage,
})

function SalesPage() {
  const { data, toPage } = usePagedList(mySalesQuery)
  const [support, setSupport] = useState(false)
  return (
    <MemberPage title={tc.sales.title} lead={tc.sales.lead}>
      <SalesList sales={data.orders.data} onSupport={() => setSupport(true)} />
      <Pagination page={data.orders.current_page} lastPage={data.orders.last_page} onPage={toPage} />
      <SupportDialog open={support} onClose={() => setSupport(false)} contact={useSupportContact()} />
    </MemberPage>
  )
}
