// The cart page with items (Cart): the lines, the summary, and the distance-sales contract
// box that must be ticked before the delivery step ("Ödeme aşamasına geçebilmeniz için …"). The contract's
// modal is the route's (it composes the contracts feature); its accept button ticks the box.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { CheckboxField } from '#client/components/ui/field.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { tr } from '#common/messages.ts'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type ReactNode } from 'react'
import { useCartMutations, type FilledCart } from '../queries.ts'
import { CartItemRow } from './cart-item.tsx'
import { OrderSummary } from './order-summary.tsx'

type Props = {
  answer: FilledCart
  contract: (open: boolean, onClose: () => void, onAccept: () => void) => ReactNode
}

export function CartView({ answer, contract }: Props) {
  const cart = answer.data
  const m = useCartMutations()
  const navigate = useNavigate()
  const [accepted, setAccepted] = useState(cart.contract_accepted)
  const [showContract, setShowContract] = useState(false)
  const [warning, setWarning] = useState<string | undefined>()
  // The contract error toast goes as soon as its cause does (it followed onto /teslimat).
  const warningToast = useRef<number | null>(null)
  const clearWarning = () => {
    setWarning(undefined)
    if (warningToast.current !== null) toast.dismiss(warningToast.current)
    warningToast.current = null
  }

  const proceed = async () => {
    if (!accepted) {
      setWarning(tr.checkout.contractRequired)
      warningToast.current = toast.error(tr.checkout.contractRequired)
      return
    }
    try {
      await m.acceptContract.mutateAsync()
      await navigate({ to: '/teslimat' })
    } catch (e) {
      toast.error(errorMessage(e))
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-4">
        {cart.cart_notification ? <Alert tone={cart.locked ? 'info' : 'warning'}>{cart.cart_notification}</Alert> : null}
        <Card>
          <ul className="divide-y divide-line" aria-label={tc.cart.title}>
            {cart.cart_item.map((item) => (
              <CartItemRow
                key={item.id}
                item={item}
                cargoPrices={answer.cargo_prices}
                locked={cart.locked}
                busy={m.cargo.isPending}
                onCargo={(code) => m.cargo.mutate({ id: item.id, cargo_channel: code }, { onError: (e) => toast.error(errorMessage(e)) })}
                onRemove={() =>
                  m.remove.mutateAsync(item.id).then(
                    (a) => toast.success(a.message),
                    (e: unknown) =>
                      toast.error(isApiError(e) && e.isUnauthenticated ? tr.checkout.guestDelete : tc.common.errorPrefix(errorMessage(e))),
                  )
                }
              />
            ))}
          </ul>
        </Card>
      </div>
      <OrderSummary cart={cart} rate={answer.commission_rate_buyer}>
        <CheckboxField
          checked={accepted}
          onChange={(e) => {
            setAccepted(e.target.checked)
            if (e.target.checked) clearWarning()
          }}
          error={warning}
          label={
            <>
              <button
                type="button"
                onClick={() => setShowContract(true)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {tc.cart.contract}
              </button>{' '}
              {tc.cart.contractRead}
            </>
          }
        />
        <Button block size="lg" onClick={() => void proceed()} loading={m.acceptContract.isPending} disabled={cart.locked}>
          {tc.cart.toCheckout}
        </Button>
      </OrderSummary>
      {contract(
        showContract,
        () => setShowContract(false),
        () => {
          setAccepted(true)
          clearWarning()
        },
      )}
    </div>
  )
}
