// /u/siparislerim: orders with number, date, status badge, items (image,
// name linking to /mezat/{slug}, buyer total), "Detaylar" and "Destek Gerekiyor"; paged; an empty state.
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyCard, ItemList } from '#client/components/ui/empty-card.tsx'
import { InboxIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { LotThumb } from '#client/components/ui/lot-thumb.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { formatLira2 } from '#common/money.ts'
import type { BuyerOrderRow } from '#common/schemas/orders.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useState } from 'react'
import { StatusBadge } from './status-badge.tsx'
import { SupportDialog, type SupportContact } from './support-dialog.tsx'

export function OrderList({ orders, contact }: { orders: BuyerOrderRow[]; contact: SupportContact }) {
  const [support, setSupport] = useState(false)
  return (
    <>
      <ItemList
        items={orders}
        empty={
          <EmptyCard title={tc.orders.empty} icon={<InboxIcon className="size-7" />} onward={{ to: '/', label: tc.cart.browse }}>
            {tc.orders.emptyBody}
          </EmptyCard>
        }
        className="space-y-4"
      >
        {(o) => <OrderCard order={o} onSupport={() => setSupport(true)} />}
      </ItemList>
      <SupportDialog open={support} onClose={() => setSupport(false)} contact={contact} />
    </>
  )
}

function OrderCard({ order: o, onSupport }: { order: BuyerOrderRow; onSupport: () => void }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line bg-slate-50 px-4 py-3 sm:px-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="font-bold text-ink">{tc.orders.number(o.id)}</span>
          <span className="text-ink-muted">{formatDateTime(fromWireTime(o.created_at))}</span>
        </div>
        <StatusBadge status={o.status} text={o.status_text} cancelled={o.cancelled} />
      </div>
      <ul className="divide-y divide-line">
        {o.order_item.map((i) => (
          <li key={i.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <LotThumb src={i.public_url} size={14} lazy />
            <InternalLink
              href={`/mezat/${i.slug}`}
              className="min-w-0 flex-1 truncate text-sm font-medium text-ink hover:text-brand-700 hover:underline"
            >
              {i.name}
            </InternalLink>
            <span className="text-sm font-semibold text-ink tabular">{formatLira2(i.item_total_price_buyer)}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 sm:px-5">
        <p className="text-sm text-ink-muted">
          {tc.orders.total}: <span className="font-bold text-brand-900 tabular">{formatLira2(o.total_buyer)}</span>
        </p>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={onSupport}>
            {tc.orders.needSupport}
          </Button>
          <ButtonLink to="/siparisdetay/$orderId" params={{ orderId: String(o.id) }} variant="secondary" size="sm">
            {tc.common.details}
          </ButtonLink>
        </div>
      </div>
    </Card>
  )
}
