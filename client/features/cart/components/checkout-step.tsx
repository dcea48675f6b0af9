// The page of a checkout step: the cart in the checkout frame (with no cart, back to /sepetim). The stepper
// leaves the invoice step out when the delivery address is also the invoice address (../delivery-selected.ts),
// except on the invoice step itself.
import type { CartAnswer } from '#common/schemas/cart.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDeliverySelected } from '../delivery-selected.ts'
import { cartQuery } from '../queries.ts'
import { CheckoutLayout } from './checkout-layout.tsx'
import type { StepKey } from './checkout-steps.tsx'

/** A cart answer that holds a cart. */
export type CartWith = CartAnswer & { data: NonNullable<CartAnswer['data']> }

export function CheckoutStep({
  step,
  title,
  children,
}: {
  step: StepKey
  title: string
  /** The step's content, from the cart and whether the delivery address is the invoice address. */
  children: (answer: CartWith, deliverySelected: boolean) => ReactNode
}) {
  const { data } = useSuspenseQuery(cartQuery())
  const [deliverySelected] = useDeliverySelected()
  if (!data.data) return <Navigate to="/sepetim" replace />
  return (
    <CheckoutLayout title={title} step={step} skipInvoice={step !== 'invoice' && deliverySelected}>
      {children({ ...data, data: data.data }, deliverySelected)}
    </CheckoutLayout>
  )
}
