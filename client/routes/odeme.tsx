// /odeme: the card form beside the summary with the installment interest; back goes
// to /teslimat when deliverySelected is "true", else to /fatura.
import { ButtonLink } from '#client/components/ui/button.tsx'
import { CheckoutStep } from '#client/features/cart/components/checkout-step.tsx'
import { OrderSummary } from '#client/features/cart/components/order-summary.tsx'
import { cartKeys, cartQuery } from '#client/features/cart/queries.ts'
import { PaymentForm } from '#client/features/checkout/components/payment-form.tsx'
import { membersOnly, whenSignedIn } from '#client/features/member/members-only.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/odeme')({
  loader: whenSignedIn(cartQuery),
  component: membersOnly({ title: tc.payment.title }, PaymentPage),
})

function PaymentPage() {
  const queryClient = useQueryClient()
  return (
    <CheckoutStep step="payment" title={tc.payment.title}>
      {({ data: cart, commission_rate_buyer }, deliverySelected) => (
        <PaymentForm
          cartId={cart.id}
          total={cart.cart_total_buyer}
          invoiceSame={deliverySelected}
          onCartChanged={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all })}
          summary={(interest, pay) => (
            <OrderSummary cart={cart} rate={commission_rate_buyer} interest={interest}>
              {pay}
              <ButtonLink to={deliverySelected ? '/teslimat' : '/fatura'} variant="ghost" block>
                {tc.common.back}
              </ButtonLink>
            </OrderSummary>
          )}
        />
      )}
    </CheckoutStep>
  )
}
