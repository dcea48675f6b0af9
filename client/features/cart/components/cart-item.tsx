// One cart line: picture, name, description, price, and shipping — free when the
// buyer pays no cargo, a cargo firm choice when the buyer does, "Nakliye" for freight. Bought-now items
// may be removed (after a confirmation); won items must be paid.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ActionDialog } from '#client/components/ui/confirm-dialog.tsx'
import { ClockIcon, TrashIcon, TruckIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { PayCountdown } from '#client/components/ui/pay-countdown.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { htmlToText } from '#client/lib/html-text.ts'
import { formatLira2 } from '#common/money.ts'
import type { CargoPrice, CartItem } from '#common/schemas/cart.ts'
import { useId, useState } from 'react'
import { LotPhotoLink } from './lot-photo-link.tsx'

type Props = {
  item: CartItem
  cargoPrices: CargoPrice[]
  locked: boolean
  onCargo: (code: string) => void
  onRemove: () => Promise<unknown>
  busy: boolean
}

function Shipping({ item, cargoPrices, locked, onCargo, busy }: Omit<Props, 'onRemove'>) {
  const id = useId()
  if (item.shipping_type === 2)
    return (
      <p className="text-sm">
        <span className="font-semibold text-ink">{tc.cart.freight}</span>
        <span className="block text-xs text-ink-muted">{tc.cart.freightHint}</span>
      </p>
    )
  if (!item.cargo_choosable || item.item_shipping_price_buyer <= 0)
    return <span className="text-sm font-semibold text-success-700">{tc.cart.freeShipping}</span>
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm text-ink-muted">
        {tc.cart.cargoFirm}
      </label>
      <select
        id={id}
        value={item.cargo_channel ?? ''}
        disabled={locked || busy}
        onChange={(e) => onCargo(e.target.value)}
        className="h-9 rounded-control border border-line-strong bg-white px-2 text-sm text-ink focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
      >
        {cargoPrices.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.cargo_channel_title} · ${formatLira2(c.price)}`}
          </option>
        ))}
      </select>
    </div>
  )
}

export function CartItemRow(props: Props) {
  const { item, locked, onRemove } = props
  const [confirming, setConfirming] = useState(false)
  const [removing, setRemoving] = useState(false)
  return (
    <li className="flex gap-3 p-4 sm:gap-4 sm:p-5">
      <LotPhotoLink lot={item} size="size-20 sm:size-28" px={112} iconSize="size-8" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <div className="mb-1 flex flex-wrap items-center gap-1.5">
              {item.from_bn_or_auc === 1 ? (
                <Badge tone="accent">{tc.cart.boughtNow}</Badge>
              ) : (
                <Badge tone="success">{item.second_chance ? tc.cart.secondChance : tc.cart.won}</Badge>
              )}
              {item.pay_before ? (
                <span className="inline-flex items-center gap-1">
                  <ClockIcon className="size-3.5 text-accent-800" />
                  <PayCountdown until={item.pay_before} label={tc.cart.payBefore} />
                </span>
              ) : null}
            </div>
            <InternalLink href={`/mezat/${item.slug}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
              {item.name}
            </InternalLink>
            <p className="mt-0.5 text-xs text-ink-muted">
              {tc.cart.seller}: <span className="font-medium text-ink">{item.seller_title}</span>
            </p>
          </div>
          <p className="text-lg font-extrabold text-brand-900 tabular">{formatLira2(item.item_price)}</p>
        </div>
        <p className="mt-2 line-clamp-2 text-xs leading-5 text-ink-muted" data-testid="cart-description">
          {htmlToText(item.description)}
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-dashed border-line pt-3">
          <div className="flex items-center gap-2">
            <TruckIcon className="size-4 shrink-0 text-brand-600" />
            <Shipping {...props} />
          </div>
          {item.from_bn_or_auc === 1 ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={locked}
              onClick={() => setConfirming(true)}
              icon={<TrashIcon className="size-4" />}
              className="text-danger-700 hover:bg-danger-50"
            >
              {tc.cart.remove}
            </Button>
          ) : null}
        </div>
      </div>
      <ActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        title={tc.cart.removeTitle}
        description={item.name}
        cancelLabel={tc.common.dismiss}
        confirmLabel={tc.cart.remove}
        tone="danger"
        pending={removing}
        onConfirm={() => {
          setRemoving(true)
          void onRemove().finally(() => {
            setRemoving(false)
            setConfirming(false)
          })
        }}
      >
        <p className="text-sm text-ink-muted">{tc.cart.removeBody}</p>
      </ActionDialog>
    </li>
  )
}
