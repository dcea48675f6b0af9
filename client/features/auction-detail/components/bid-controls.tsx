// Bidding while the auction runs: quick-bid buttons (the buy-now price divided
// by 100, 50, 25, 10, with fallbacks) and a custom amount, digits only; each opens the confirmation.
// Memoised on the two prices it shows (every bid changes the current one): a bid redraws this one component,
// not its submit button and icon, and a key typed in the field neither (docs/first-visit.md "A bid's render").
import { Button } from '#client/components/ui/button.tsx'
import { FieldError } from '#client/components/ui/field-error.tsx'
import { GavelIcon } from '#client/components/ui/icons.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { bidFirst } from '#common/messages/bids-first.ts'
import { formatLira } from '#common/money.ts'
import { memo, useMemo, useState, type FormEvent } from 'react'
import { digitsOnly, quickOffers } from '../auction-view.ts'

type Props = {
  /** The lot's current price and its buy-now price (0: none), in lira: the quick bids are computed from them. */
  current: number
  buyNow: number
  onBid: (amount: number) => void
  /** The viewer leads: quick and custom bids are off; automatic bidding stays open. */
  locked?: boolean
}

export const BidControls = memo(function BidControls({ current, buyNow, onBid, locked = false }: Props) {
  const [raw, setRaw] = useState('')
  const [error, setError] = useState<string | undefined>()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (locked) return
    const amount = Number(digitsOnly(raw))
    if (!raw || !amount) return setError(!raw ? bidFirst.amountRequired : bidFirst.amountMin)
    setError(undefined)
    onBid(amount)
  }
  // The same element while `locked` stands: React leaves the button and its icon alone on a bid or a key.
  const submitButton = useMemo(
    () => (
      <Button type="submit" variant="primary" disabled={locked} icon={<GavelIcon className="size-4" />}>
        {ts.detail.customBidSubmit}
      </Button>
    ),
    [locked],
  )
  return (
    <div className="space-y-4" data-toast-avoid>
      <div>
        <p className="mb-2 text-sm font-semibold text-ink">{ts.detail.quickBids}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {quickOffers({ current_price: current, buynow_price: buyNow }).map(({ step, total }) => (
            <button
              key={step}
              type="button"
              disabled={locked}
              onClick={() => onBid(step)}
              aria-label={ts.detail.quickBidLabel(formatLira(step), formatLira(total))}
              className="flex flex-col items-center rounded-control bg-accent-400 px-2 py-2 text-brand-950 shadow-sm ring-1 ring-accent-500/40 transition-colors hover:bg-accent-300 active:bg-accent-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-ink-muted disabled:ring-line"
            >
              <span className="text-base font-extrabold tabular">+{formatLira(step)}</span>
              <span className="text-[0.6875rem] font-medium opacity-80 tabular">{formatLira(total)}</span>
            </button>
          ))}
        </div>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor="custom-bid" className="text-sm font-semibold text-ink">
          {ts.detail.customBid}
        </label>
        <div className="flex gap-2">
          <input
            id="custom-bid"
            inputMode="numeric"
            autoComplete="off"
            value={raw}
            disabled={locked}
            onChange={(e) => setRaw(digitsOnly(e.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'custom-bid-error' : 'custom-bid-hint'}
            placeholder="0"
            className="h-11 min-w-0 flex-1 rounded-control border border-line-strong bg-white px-3.5 text-base font-semibold tabular focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50"
          />
          {submitButton}
        </div>
        {error ? (
          <FieldError id="custom-bid-error" message={error} />
        ) : (
          <p id="custom-bid-hint" className="text-xs text-ink-muted">
            {raw ? `${ts.detail.resultingOffer}: ${formatLira(current + Number(raw))}` : ts.detail.customBidHint}
          </p>
        )}
      </form>
    </div>
  )
})
