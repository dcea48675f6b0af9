// The all-in price before a bid or buy-now is confirmed: item, service fee, shipping, total.
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { formatLira2 } from '#common/money.ts'
import { formatNumberTr } from '#common/number-format.ts'
import type { AllIn } from '../auction-view.ts'

// Without Intl: the browser's first tr-TR formatter costs tens of ms inside the tap that opens the bid
// confirmation (common/number-format.ts gives Intl's own output).
const rate = (bp: number) => formatNumberTr(bp / 100, 0, 2)

export function AllInSummary({ price, title = td.allIn }: { price: AllIn; title?: string }) {
  return (
    <div className="rounded-control bg-slate-50 p-3.5 ring-1 ring-line">
      <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</p>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{td.itemPrice}</dt>
          <dd className="font-medium tabular">{formatLira2(price.item)}</dd>
        </div>
        {price.feeRateBp > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{td.serviceFee(rate(price.feeRateBp))}</dt>
            <dd className="font-medium tabular">{formatLira2(price.fee)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{td.shippingFee}</dt>
          <dd className="font-medium tabular">
            {price.shipping === null
              ? td.shippingFreight
              : price.shipping === 0
                ? td.shippingFree
                : formatLira2(price.shipping)}
          </dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t border-line pt-2 text-base">
          <dt className="font-bold text-ink">{td.total}</dt>
          <dd className="font-extrabold text-brand-900 tabular">{formatLira2(price.total)}</dd>
        </div>
      </dl>
    </div>
  )
}
