// Buy Now (modal -1): the buy-now price with the all-in price; on 'Ürün sepetinize eklendi' the
// member chooses between the cart (/sepetim) and continuing (the page reloads its data).
import { Alert } from '#client/components/ui/alert.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { CheckCircleIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { t } from '#client/i18n/tr.ts'
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
      <Dialog
        open
        onClose={onContinue}
        size="sm"
        title={ts.detail.cartAddedTitle}
        footer={
          <>
            <Button variant="secondary" onClick={onContinue}>
              {ts.detail.continueShopping}
            </Button>
            <InternalLink href="/sepetim" className={buttonClass('primary')}>
              {ts.detail.goToCart}
            </InternalLink>
          </>
        }
      >
        <p className="flex items-center gap-3 text-base font-semibold text-success-800">
          <CheckCircleIcon className="size-7 text-success-600" />
          {done}
        </p>
      </Dialog>
    )
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={ts.detail.buyNow}
      description={ts.detail.buyNowLead}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button variant="primary" loading={pending} onClick={onConfirm}>
            {ts.detail.buyNowConfirm}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-center">
          <span className="block text-sm text-ink-muted">{ts.detail.buyNowPrice}</span>
          <span className="text-3xl font-extrabold text-success-700 tabular">{formatLira(price)}</span>
        </p>
        <AllInSummary price={allIn} title={ts.detail.total} />
        <p className="text-xs leading-5 text-ink-muted">{ts.detail.buyNowNote}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Dialog>
  )
}
