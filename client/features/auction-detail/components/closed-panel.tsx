// The closed auction told to each person (docs/money-path.md "The closed lot"): the winner (to pay by
// when, or paid), the winner who lost the right to buy, the runner-up offered or sold a second chance,
// the seller (sold, sold at second chance, awaiting payment, unsold); everyone else reads that it ended
// and what it sold for, or that it did not sell. The outcome comes from the server; only the moment
// between the room's close and D1's record is read from the room ("won", to pay).
import { tol } from '#client/i18n/tr-offer-lot.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { CheckCircleIcon, InfoIcon, WarningIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { PayCountdown } from '#client/components/ui/pay-countdown.tsx'
import { tout } from '#client/i18n/tr-outcome.ts'
import { cx } from '#client/lib/cx.ts'
import { STRIKES_HREF } from '#common/after-the-hammer.ts'
import { formatLira } from '#common/money.ts'
import type { ClosedOutcome, OutcomeKind } from '#common/schemas/answers-storefront.ts'
import type { AllIn } from '../auction-view.ts'
import { AllInSummary } from './all-in.tsx'

export type ClosedState = {
  /** The viewer's own outcome; null for bystanders and guests. */
  outcome: ClosedOutcome | null
  soldVia: 'bid' | 'buynow' | 'offer' | 'unsold' | null
  /** What it sold for at the hammer (the closing price, or the buy-now price). */
  hammer: number
  /** The all-in total the buyer pays for an item price. */
  allIn: (lira: number) => AllIn
}

type Tone = 'success' | 'info' | 'warning'
const TONE: Record<OutcomeKind, Tone> = {
  won_to_pay: 'success',
  won_paid: 'success',
  lapsed: 'warning',
  offer_open: 'info',
  offer_to_pay: 'success',
  offer_paid: 'success',
  sold_awaiting: 'info',
  sold_paid: 'success',
  second_chance_awaiting: 'info',
  second_chance_paid: 'success',
  unsold: 'warning',
}
const TONE_CLASS: Record<Tone, { box: string; text: string; icon: string }> = {
  success: { box: 'bg-success-50 ring-success-100', text: 'text-success-800', icon: 'text-success-700' },
  info: { box: 'bg-brand-50 ring-brand-100', text: 'text-brand-900', icon: 'text-brand-700' },
  warning: { box: 'bg-accent-50 ring-accent-200', text: 'text-accent-900', icon: 'text-accent-800' },
}
const ICON = { success: CheckCircleIcon, info: InfoIcon, warning: WarningIcon }

/** Where each outcome's next step goes, and the button's words. */
const NEXT: Partial<Record<OutcomeKind, { href: string; label: string; primary: boolean }>> = {
  won_to_pay: { href: '/sepetim', label: tout.goPay, primary: true },
  offer_to_pay: { href: '/sepetim', label: tout.goPay, primary: true },
  offer_open: { href: '/sepetim', label: tout.goOffer, primary: true },
  won_paid: { href: '/u/siparislerim', label: tout.goOrders, primary: false },
  offer_paid: { href: '/u/siparislerim', label: tout.goOrders, primary: false },
  lapsed: { href: STRIKES_HREF, label: tout.goStrikes, primary: false },
  sold_paid: { href: '/u/satislarim', label: tout.goSales, primary: false },
  second_chance_paid: { href: '/u/satislarim', label: tout.goSales, primary: false },
  unsold: { href: '/u/mezatlarim', label: tout.goRelist, primary: true },
}

const isBuyer = (k: OutcomeKind) => k === 'won_to_pay' || k === 'offer_to_pay' || k === 'offer_open' || k === 'won_paid' || k === 'offer_paid'
const priceLabel = (k: OutcomeKind) =>
  k === 'lapsed' ? tout.price.hammer : k.startsWith('second_chance') ? tout.price.secondChance : isBuyer(k) ? tout.price.buyer : tout.price.seller

function Deadline({ outcome }: { outcome: ClosedOutcome }) {
  if (!outcome.until) return null
  const label = outcome.kind === 'offer_open' ? tout.offerUntil : tout.panel.payBefore
  return (
    <div data-testid="pay-deadline">
      <PayCountdown until={outcome.until} label={label} className="text-sm" />
    </div>
  )
}

/** The viewer's own outcome, above the fold on a phone. */
export function OutcomePanel({ state, outcome }: { state: ClosedState; outcome: ClosedOutcome }) {
  const { kind } = outcome
  const tone = TONE_CLASS[TONE[kind]]
  const Icon = ICON[TONE[kind]]
  const next = NEXT[kind]
  const showsPrice = kind !== 'unsold'
  return (
    <section aria-labelledby="outcome-title" className={cx('space-y-3 rounded-card p-4 ring-1 sm:p-5', tone.box)} data-testid="outcome-panel" data-outcome={kind}>
      <div className="flex items-start gap-3">
        <Icon className={cx('mt-0.5 size-6 shrink-0', tone.icon)} />
        <div>
          <h2 id="outcome-title" className={cx('text-xl font-extrabold', tone.text)}>
            {tout[kind].title}
          </h2>
          <p className={cx('text-sm', tone.text)}>{tout[kind].lead}</p>
        </div>
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        {showsPrice ? (
          <p className="flex items-baseline justify-between gap-3 self-start rounded-control bg-white px-3.5 py-2.5 ring-1 ring-line lg:flex-col lg:justify-start">
            <span className="text-sm font-semibold text-ink-muted">{priceLabel(kind)}</span>
            <span className="text-2xl font-extrabold text-brand-900 tabular">{formatLira(outcome.price)}</span>
          </p>
        ) : null}
        {isBuyer(kind) ? <AllInSummary price={state.allIn(outcome.price)} title={tout.panel.allIn} /> : null}
        {next || outcome.until ? (
          <div className="space-y-2">
            <Deadline outcome={outcome} />
            {next ? (
              <InternalLink href={next.href} className={buttonClass(next.primary ? 'primary' : 'secondary', 'lg', true)}>
                {next.label}
              </InternalLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}

/** What everyone else reads: it ended, and what it sold for or that it did not sell. */
export function ClosedPanel({ state }: { state: ClosedState }) {
  return (
    <section aria-labelledby="closed-title" className="space-y-2 rounded-card bg-white p-4 ring-1 ring-line sm:p-5" data-testid="closed-panel">
      <h2 id="closed-title" className="text-lg font-extrabold text-ink">
        {tout.panel.closed}
      </h2>
      {state.soldVia === 'unsold' ? (
        <p className="text-sm text-ink-muted">{tout.panel.unsold}</p>
      ) : (
        <>
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-semibold text-ink-muted">{tout.panel.soldFor}</span>
            <span className="text-2xl font-extrabold text-brand-900 tabular">{formatLira(state.hammer)}</span>
          </p>
          {state.soldVia === 'buynow' ? <p className="text-sm text-ink-muted">{tout.panel.soldBuyNow}</p> : null}
          {state.soldVia === 'offer' ? <p className="text-sm text-ink-muted">{tol.soldOffer}</p> : null}
        </>
      )}
    </section>
  )
}
