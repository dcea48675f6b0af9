// /siparisdetay/{orderId}: a failed load alerts and goes back
// to /u/siparislerim; guests see the login notice.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { OrderDetail } from '#client/features/orders/components/order-detail.tsx'
import { orderQuery } from '#client/features/orders/queries.ts'
import { footerQuery } from '#client/features/shell/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage } from '#client/lib/api.ts'
import { currentUser, sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'

export const Route = createFileRoute('/siparisdetay/$orderId')({
  loader: ({ context: { queryClient } }) => sessionOrNull(queryClient),
  pendingComponent: () => <PageSpinner />,
  component: OrderRoute,
})

function OrderRoute() {
  const { orderId } = Route.useParams()
  usePageTitle(tc.orders.detailTitle(Number(orderId)))
  const { data: session } = useSuspenseQuery(currentUser())
  if (!session) return <LoginPrompt redirect={`/siparisdetay/${orderId}`} />
  return <OrderPage id={Number(orderId)} />
}

function OrderPage({ id }: { id: number }) {
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
