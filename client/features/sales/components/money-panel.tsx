// Where the seller's money is (docs/after-the-hammer.md "The seller's money"): sale price, commission,
// shipping, the e-commerce withholding (docs/law.md "Money the law touches"), the net amount, and its state (held, released on a date to a masked IBAN, waiting for the
// seller's details, returned). The sale detail and the console's order file show the same panel.
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { formatLira, formatLira2 } from '#common/money.ts'
import type { MoneyState } from '#common/payout.ts'
import type { SellerMoney } from '#common/schemas/payout.ts'
import type { ReactNode } from 'react'

const TONES: Record<MoneyState, BadgeTone> = {
  held: 'brand',
  released: 'success',
  profile_missing: 'accent',
  return_open: 'accent',
  returned: 'neutral',
  clawback: 'danger',
  refunded: 'neutral',
}

export const MoneyBadge = ({ money }: { money: SellerMoney }) => <Badge tone={TONES[money.state]}>{money.state_text}</Badge>

const Row = ({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) => (
  <div className={strong ? 'flex justify-between border-t border-line pt-2 font-bold text-brand-900' : 'flex justify-between gap-3'}>
    <dt className={strong ? undefined : 'text-ink-muted'}>{label}</dt>
    <dd className="tabular">{children}</dd>
  </div>
)

const voided = (money: SellerMoney) => money.state === 'returned' || money.state === 'refunded'

/**
 * The net amount as what the seller gets: after a return or a cancellation nothing is paid, so the bottom line
 * is 0 with the net named as not paid; after a clawback the net is what will be taken back.
 */
function NetRow({ money }: { money: SellerMoney }) {
  if (voided(money))
    return (
      <Row label={tc.sales.netVoid} strong>
        {formatLira2(0)}
      </Row>
    )
  if (money.state === 'clawback')
    return (
      <Row label={tc.sales.netClawback} strong>
        {`− ${formatLira2(money.net)}`}
      </Row>
    )
  return (
    <Row label={tc.sales.net} strong>
      {formatLira2(money.net)}
    </Row>
  )
}

/** Why the sale price is not the hammer price the seller was told at the close. */
const SecondChanceNote = ({ money, hammer }: { money: SellerMoney; hammer: number }) => (
  <div className="space-y-1.5 rounded-control bg-accent-50 p-3 ring-1 ring-accent-200" data-testid="second-chance-sale">
    <Badge tone="accent">{tc.sales.secondChance}</Badge>
    <p className="text-accent-900">{tc.sales.secondChanceNote(formatLira(hammer), formatLira(money.sale_price))}</p>
  </div>
)

export function MoneyPanel({ money }: { money: SellerMoney }) {
  return (
    <div className="space-y-3 text-sm">
      {money.second_chance ? <SecondChanceNote money={money} hammer={money.second_chance.hammer} /> : null}
      <dl className="space-y-1.5">
        <Row label={tc.sales.itemPrice}>{formatLira2(money.sale_price)}</Row>
        <Row label={tc.sales.commission}>{`− ${formatLira2(money.commission)}`}</Row>
        {money.shipping > 0 ? <Row label={tc.sales.sellerShipping}>{`− ${formatLira2(money.shipping)}`}</Row> : null}
        {money.withholding > 0 ? (
          <Row label={tc.sales.withholding}>
            <span data-testid="money-withholding">{`− ${formatLira2(money.withholding)}`}</span>
          </Row>
        ) : null}
        <NetRow money={money} />
      </dl>
      {voided(money) ? <p className="text-xs text-ink-muted">{tc.sales.netVoidWas(formatLira2(money.net))}</p> : null}
      {money.withholding > 0 ? <p className="text-xs text-ink-muted">{tc.sales.withholdingNote}</p> : null}
      <div className="space-y-1.5 border-t border-line pt-3" data-testid="money-state">
        <MoneyBadge money={money} />
        <p className="text-ink-muted">{money.note}</p>
      </div>
    </div>
  )
}
