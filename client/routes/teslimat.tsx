// /teslimat: the delivery step, 3 or 4 steps shown by deliverySelected.
import { CheckoutStep } from '#client/features/cart/components/checkout-step.tsx'
import { DeliveryStep } from '#client/features/cart/components/delivery-step.tsx'
import { cartQuery } from '#client/features/cart/queries.ts'
import { membersOnly, whenSignedIn } from '#client/features/member/members-only.tsx'
import { addressesQuery } from '#client/features/member/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/teslimat')({
  loader: whenSignedIn(cartQuery, addressesQuery),
  component: membersOnly({ title: tc.delivery.title }, DeliveryPage),
})

function DeliveryPage() {
  const { data: addresses } = useSuspenseQuery(addressesQuery())
  return (
    <CheckoutStep step="delivery" title={tc.delivery.title}>
      {(answer) => <DeliveryStep answer={answer} addresses={addresses} />}
    </CheckoutStep>
  )
}
