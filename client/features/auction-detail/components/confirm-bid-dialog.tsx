// Confirmation of a bid (modal code = the bid amount): the resulting offer (current
// price + bid, live), the all-in price, and a warning for an unusually large bid.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { t } from '#client/i18n/tr.ts'
import { formatLira } from '#common/money.ts'
import { formatNumberTr } from '#common/number-format.ts'
import type { AllIn } from '../auction-view.ts'
import { isBigJump } from '../auction-view.ts'
import { AllInSummary } from './all-in.tsx'

type Props = {
  bid: number
  current: number
  allIn: AllIn
  pending: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}

export function ConfirmBidDialog({ bid, current, allIn, pending, error, onConfirm, onClose }: Props) {
  const offer = current + bid
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={td.confirmTitle}
      description={td.confirmLead(formatLira(bid))}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button variant="accent" loading={pending} onClick={onConfirm}>
            {td.confirmSubmit}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3 text-center">
          <div className="rounded-control bg-slate-50 p-3 ring-1 ring-line">
            <p className="text-xs font-medium text-ink-muted">{ts.detail.current}</p>
            <p className="mt-1 text-lg font-bold tabular">{formatLira(current)}</p>
          </div>
          <div className="rounded-control bg-accent-50 p-3 ring-1 ring-accent-300">
            <p className="text-xs font-medium text-accent-900">{ts.detail.resultingOffer}</p>
            <p className="mt-1 text-xl font-extrabold text-brand-900 tabular" aria-live="polite" data-testid="resulting-offer">
              {formatLira(offer)}
            </p>
          </div>
        </div>
        {isBigJump(bid, current) ? (
          <Alert tone="warning">
            {td.bigJump(formatNumberTr(bid / Math.max(current, 1), 0, 1))}
          </Alert>
        ) : null}
        <AllInSummary price={allIn} />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Dialog>
  )
}
