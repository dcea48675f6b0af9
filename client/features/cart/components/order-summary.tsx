// The summary lines: items total, service fee, shipping fee, installment
// interest (only above 0) and the total — all as the server priced them.
import { ShieldIcon } from '#client/components/ui/icons.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { formatLira2 } from '#common/money.ts'
import type { Cart } from '#common/schemas/cart.ts'
import type { ReactNode } from 'react'

export function SummaryLines({ cart, rate, interest = 0 }: { cart: Cart; rate: number; interest?: number }) {
  const total = cart.cart_total_buyer + interest
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-ink-muted">{tc.summary.items}</dt>
        <dd className="font-medium text-ink tabular">{formatLira2(cart.items_total)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-ink-muted">{tc.summary.fee(rate)}</dt>
        <dd className="font-medium text-ink tabular">{formatLira2(cart.commissions_total_buyer)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-ink-muted">{tc.summary.shipping}</dt>
        <dd className="font-medium text-ink tabular">
          {cart.shipping_price_total_buyer > 0 ? formatLira2(cart.shipping_price_total_buyer) : tc.common.free}
        </dd>
      </div>
      {interest > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">{tc.summary.interest}</dt>
          <dd className="font-medium text-ink tabular">{formatLira2(interest)}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
        <dt className="font-semibold text-ink">{interest > 0 ? tc.summary.toPay : tc.summary.total}</dt>
        <dd className="text-xl font-extrabold text-brand-900 tabular" data-testid="summary-total">
          {formatLira2(total)}
        </dd>
      </div>
    </dl>
  )
}

/** The summary card beside every checkout step; `children` is the step's action (button, contract box). */
export function OrderSummary({ cart, rate, interest, children }: { cart: Cart; rate: number; interest?: number; children?: ReactNode }) {
  return (
    <aside aria-labelledby="ozet-baslik" className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line lg:sticky lg:top-28">
      <h2 id="ozet-baslik" className="mb-4 text-base font-bold text-ink">
        {tc.summary.title}
      </h2>
      <SummaryLines cart={cart} rate={rate} {...(interest !== undefined ? { interest } : {})} />
      {cart.order_item.length > 1 ? (
        <details className="mt-4 rounded-control bg-slate-50 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-ink">{tc.summary.perSeller}</summary>
          <ul className="mt-2 space-y-1">
            {cart.order_item.map((o) => (
              <li key={o.seller_title} className="flex justify-between gap-3 text-ink-muted">
                <span className="truncate">{tc.summary.sellerOrder(o.seller_title)}</span>
                <span className="tabular">{formatLira2(o.total_buyer)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {children ? <div className="mt-5 space-y-3">{children}</div> : null}
      <p className="mt-4 flex items-center gap-2 text-xs text-ink-muted">
        <ShieldIcon className="size-4 shrink-0 text-success-700" />
        {tc.common.secure}
      </p>
    </aside>
  )
}
