// /odeme: the card form beside the summary with the installment interest; back goes
// to /teslimat when deliverySelected is "true", else to /fatura.
import { ButtonLink } from '#client/components/ui/button.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { CheckoutLayout } from '#client/features/cart/components/checkout-layout.tsx'
import { OrderSummary } from '#client/features/cart/components/order-summary.tsx'
import { useDeliverySelected } from '#client/features/cart/delivery-selected.ts'
import { cartKeys, cartQuery } from '#client/features/cart/queries.ts'
import { PaymentForm } from '#client/features/checkout/components/payment-form.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { currentUser, sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Navigate } from '@tanstack/react-router'

export const Route = createFileRoute('/odeme')({
  loader: async ({ context: { queryClient } }) => {
    if (await sessionOrNull(queryClient)) await queryClient.ensureQueryData(cartQuery())
  },
  pendingComponent: () => <PageSpinner />,
  component: PaymentRoute,
})

function PaymentRoute() {
  usePageTitle(tc.payment.title)
  const { data: session } = useSuspenseQuery(currentUser())
  if (!session) return <LoginPrompt redirect="/odeme" />
  return <PaymentPage />
}

function PaymentPage() {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(cartQuery())
  const [deliverySelected] = useDeliverySelected()
  const cart = data.data
  if (!cart) return <Navigate to="/sepetim" replace />
  return (
    <CheckoutLayout title={tc.payment.title} step="payment" skipInvoice={deliverySelected}>
      <PaymentForm
        cartId={cart.id}
        total={cart.cart_total_buyer}
        invoiceSame={deliverySelected}
        onCartChanged={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all })}
        summary={(interest, pay) => (
          <OrderSummary cart={cart} rate={data.commission_rate_buyer} interest={interest}>
            {pay}
            <ButtonLink to={deliverySelected ? '/teslimat' : '/fatura'} variant="ghost" block>
              {tc.common.back}
            </ButtonLink>
          </OrderSummary>
        )}
      />
    </CheckoutLayout>
  )
}
