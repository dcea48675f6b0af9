// The shipping box: who pays, and the cargo firms with their prices.
import { TruckIcon } from '#client/components/ui/icons.tsx'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { formatLira2 } from '#common/money.ts'
import { buyerPaysCargo } from '#common/pricing.ts'
import type { AuctionData, CargoPrice } from '#common/schemas/answers-storefront.ts'

type Props = { data: Pick<AuctionData, 'shipping_type' | 'shipping_payment_by'>; cargo: CargoPrice[] }

export function ShippingBox({ data, cargo }: Props) {
  const freight = data.shipping_type !== 1
  const buyerPays = buyerPaysCargo(data)
  return (
    <section aria-labelledby="shipping-title" className="rounded-card bg-white p-4 ring-1 ring-line">
      <h2 id="shipping-title" className="flex items-center gap-2 text-sm font-bold text-ink">
        <TruckIcon className="size-5 text-brand-600" />
        {td.shipping}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {freight ? td.shippingFreight : buyerPays ? td.shippingBuyer : td.shippingSeller}
      </p>
      {!freight && buyerPays ? (
        cargo.length ? (
          <ul className="mt-3 divide-y divide-line rounded-control ring-1 ring-line" aria-label={td.shippingFrom}>
            {cargo.map((c) => (
              <li key={c.cargo_channel_code ?? c.cargo_channel_title} className="flex items-center justify-between px-3 py-2 text-sm">
                <span className="font-medium">{c.cargo_channel_title}</span>
                <span className="font-semibold tabular">{formatLira2(c.cargo_total_price)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-xs text-ink-subtle">{td.shippingNone}</p>
        )
      ) : null}
    </section>
  )
}
