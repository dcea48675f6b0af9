// Buy Now (modal -1): the buy-now price with the all-in price; on 'Ürün sepetinize eklendi' the
// member chooses between the cart (/sepetim) and continuing (the page reloads its data).
import { Alert } from '#client/components/ui/alert.tsx'
import { ActionDialog, DoneDialog } from '#client/components/ui/confirm-dialog.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import * as tr from '#common/messages/bids.ts'
import { formatLira } from '#common/money.ts'
import type { AllIn } from '../auction-view.ts'
import { AllInSummary } from './all-in.tsx'

type Props = {
  price: number
  allIn: AllIn
  pending: boolean
  error: string | null
  done: string | null
  onConfirm: () => void
  onContinue: () => void
  onClose: () => void
}

export function BuyNowDialog({ price, allIn, pending, error, done, onConfirm, onContinue, onClose }: Props) {
  if (done === tr.cart.added)
    return (
      <DoneDialog
        onClose={onContinue}
        title={td.cartAddedTitle}
        closeLabel={td.continueShopping}
        href="/sepetim"
        linkLabel={td.goToCart}
        tone="success"
      >
        {done}
      </DoneDialog>
    )
  return (
    <ActionDialog
      onClose={onClose}
      size="sm"
      title={ts.detail.buyNow}
      description={td.buyNowLead}
      confirmLabel={td.buyNowConfirm}
      pending={pending}
      onConfirm={onConfirm}
    >
      <div className="space-y-4">
        <p className="text-center">
          <span className="block text-sm text-ink-muted">{ts.detail.buyNowPrice}</span>
          <span className="text-3xl font-extrabold text-success-700 tabular">{formatLira(price)}</span>
        </p>
        <AllInSummary price={allIn} title={td.total} />
        <p className="text-xs leading-5 text-ink-muted">{td.buyNowNote}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </ActionDialog>
  )
}
