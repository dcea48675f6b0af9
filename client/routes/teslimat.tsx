// /teslimat: the delivery step, 3 or 4 steps shown by deliverySelected.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { CheckoutLayout } from '#client/features/cart/components/checkout-layout.tsx'
import { DeliveryStep } from '#client/features/cart/components/delivery-step.tsx'
import { useDeliverySelected } from '#client/features/cart/delivery-selected.ts'
import { cartQuery } from '#client/features/cart/queries.ts'
import { addressesQuery } from '#client/features/member/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { currentUser, sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Navigate } from '@tanstack/react-router'

export const Route = createFileRoute('/teslimat')({
  loader: async ({ context: { queryClient } }) => {
    if (await sessionOrNull(queryClient))
      await Promise.all([queryClient.ensureQueryData(cartQuery()), queryClient.ensureQueryData(addressesQuery())])
  },
  pendingComponent: () => <PageSpinner />,
  component: DeliveryRoute,
})

function DeliveryRoute() {
  usePageTitle(tc.delivery.title)
  const { data: session } = useSuspenseQuery(currentUser())
  if (!session) return <LoginPrompt redirect="/teslimat" />
  return <DeliveryPage />
}

function DeliveryPage() {
  const { data } = useSuspenseQuery(cartQuery())
  const { data: addresses } = useSuspenseQuery(addressesQuery())
  const [sameInvoice] = useDeliverySelected()
  if (!data.data) return <Navigate to="/sepetim" replace />
  return (
    <CheckoutLayout title={tc.delivery.title} step="delivery" skipInvoice={sameInvoice}>
      <DeliveryStep answer={{ ...data, data: data.data }} addresses={addresses} />
    </CheckoutLayout>
  )
}
