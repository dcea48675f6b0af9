// The closed auction (issue 13 item 4): the winner reads "Kazandınız", the hammer price, the all-in
// total and the next step (pay in the cart, and the pay-by time when the cart item has one); everyone
// else reads that it ended and what it sold for, or that it did not sell.
import { buttonClass } from '#client/components/ui/button.tsx'
import { CheckCircleIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { PayCountdown } from '#client/components/ui/pay-countdown.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { formatLira } from '#common/money.ts'
import type { AllIn } from '../auction-view.ts'
import { AllInSummary } from './all-in.tsx'

export type ClosedState = {
  won: boolean
  soldVia: 'bid' | 'buynow' | 'unsold' | null
  /** What it sold for (the closing price, or the buy-now price). */
  hammer: number
  allIn: AllIn
  inCart: boolean
  /** The cart item's pay-by time (wire format). Null until a payment deadline exists for won items. */
  payBefore: string | null
}

/** The pay-by line of the winner's next step: its own slot, so a payment deadline can fill it. */
function PayDeadline({ payBefore }: { payBefore: string | null }) {
  if (!payBefore) return null
  return (
    <div data-testid="pay-deadline">
      <PayCountdown until={payBefore} label={ts.bidBox.payBefore} className="text-sm" />
    </div>
  )
}

export function ClosedPanel({ state }: { state: ClosedState }) {
  if (state.won) {
    return (
      <section
        aria-labelledby="won-title"
        className="space-y-3 rounded-card bg-success-50 p-4 ring-1 ring-success-100 sm:p-5"
        data-testid="won-panel"
      >
        <div className="flex items-start gap-3">
          <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-success-700" />
          <div>
            <h2 id="won-title" className="text-xl font-extrabold text-success-800">
              {ts.bidBox.won}
            </h2>
            <p className="text-sm text-success-800">{ts.bidBox.wonLead}</p>
          </div>
        </div>
        <div className="grid gap-3 lg:grid-cols-3">
          <p className="flex items-baseline justify-between gap-3 self-start rounded-control bg-white px-3.5 py-2.5 ring-1 ring-line lg:flex-col lg:justify-start">
            <span className="text-sm font-semibold text-ink-muted">{ts.bidBox.hammer}</span>
            <span className="text-2xl font-extrabold text-brand-900 tabular">{formatLira(state.hammer)}</span>
          </p>
          <AllInSummary price={state.allIn} title={ts.bidBox.allIn} />
          {state.inCart ? (
            <div className="space-y-2">
              <p className="text-sm font-semibold text-ink">{ts.bidBox.nextStep}</p>
              <PayDeadline payBefore={state.payBefore} />
              <InternalLink href="/sepetim" className={buttonClass('primary', 'lg', true)}>
                {ts.bidBox.goPay}
              </InternalLink>
            </div>
          ) : (
            <div className="space-y-2">
              <p className="text-sm text-ink">{ts.bidBox.paidStep}</p>
              <InternalLink href="/u/siparislerim" className={buttonClass('secondary', 'lg', true)}>
                {ts.bidBox.goOrders}
              </InternalLink>
            </div>
          )}
        </div>
      </section>
    )
  }
  return (
    <section
      aria-labelledby="closed-title"
      className="space-y-2 rounded-card bg-white p-4 ring-1 ring-line sm:p-5"
      data-testid="closed-panel"
    >
      <h2 id="closed-title" className="text-lg font-extrabold text-ink">
        {ts.bidBox.closed}
      </h2>
      {state.soldVia === 'unsold' ? (
        <p className="text-sm text-ink-muted">{ts.bidBox.unsold}</p>
      ) : (
        <>
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-semibold text-ink-muted">{ts.bidBox.soldFor}</span>
            <span className="text-2xl font-extrabold text-brand-900 tabular">{formatLira(state.hammer)}</span>
          </p>
          {state.soldVia === 'buynow' ? <p className="text-sm text-ink-muted">{ts.bidBox.soldBuyNow}</p> : null}
        </>
      )}
    </section>
  )
}
