// /siparisdetay/{orderId}: a failed load alerts and goes back
// to /u/siparislerim; guests see the login notice.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { membersOnly, whenSignedIn } from '#client/features/member/members-only.tsx'
import { OrderDetail } from '#client/features/orders/components/order-detail.tsx'
import { orderQuery } from '#client/features/orders/queries.ts'
import { footerQuery } from '#client/features/shell/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage } from '#client/lib/api.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'

type OrderParams = { orderId: string }

export const Route = createFileRoute('/siparisdetay/$orderId')({
  loader: whenSignedIn(),
  component: membersOnly<OrderParams>({ title: (p) => tc.orders.detailTitle(Number(p.orderId)) }, OrderPage),
})

function OrderPage({ params }: { params: OrderParams }) {
  const id = Number(params.orderId)
  const navigate = useNavigate()
  const query = useQuery(orderQuery(id))
  const footer = useQuery(footerQuery())
  useEffect(() => {
    if (!query.isError) return
    toast.error(errorMessage(query.error))
    void navigate({ to: '/u/siparislerim', replace: true })
  }, [query.isError, query.error, navigate])
  return (
    <div className="container-page py-6 sm:py-8">
      {query.data ? (
        <OrderDetail order={query.data.data} phone={footer.data?.site_info?.customer_service_phone ?? null} />
      ) : (
        <PageSpinner />
      )}
    </div>
  )
}
