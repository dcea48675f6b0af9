// /u/satislarim: cards with name, sale price, date, status badge, "Satışı
// Hazırla" (sends status 1; the card then shows 2), support, and the detail link.
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx'
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyCard, ItemList } from '#client/components/ui/empty-card.tsx'
import { TagIcon } from '#client/components/ui/icons.tsx'
import { LotThumb } from '#client/components/ui/lot-thumb.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { tr } from '#common/messages.ts'
import { formatLira2 } from '#common/money.ts'
import type { SaleRow } from '#common/schemas/orders.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useSaleMutations } from '../queries.ts'
import { MoneyBadge } from './money-panel.tsx'

const tone = (s: SaleRow): BadgeTone =>
  s.cancelled ? 'danger' : s.order_status === 1 ? 'accent' : s.order_status <= 4 ? 'brand' : s.order_status <= 6 ? 'success' : 'neutral'

export function SalesList({ sales, onSupport }: { sales: SaleRow[]; onSupport: () => void }) {
  const m = useSaleMutations()
  const prepare = async (id: number) => {
    try {
      const answer = await m.status.mutateAsync({ id, status: 1 })
      toast.success(answer.message)
    } catch (e) {
      toast.error(isApiError(e) ? e.message || tr.orders.statusUpdateFailed : `${tc.common.serverError} ${errorMessage(e)}`)
    }
  }
  const empty = (
    <EmptyCard title={tc.sales.empty} icon={<TagIcon className="size-7" />}>
      {tc.sales.emptyBody}
    </EmptyCard>
  )
  return (
    <ItemList items={sales} empty={empty} className="grid gap-4 md:grid-cols-2">
      {(s) => (
        <SaleCard
          sale={s}
          onSupport={onSupport}
          onPrepare={() => void prepare(s.id)}
          preparing={m.status.isPending && m.status.variables?.id === s.id}
        />
      )}
    </ItemList>
  )
}

function SaleCard({
  sale: s,
  onSupport,
  onPrepare,
  preparing,
}: {
  sale: SaleRow
  onSupport: () => void
  onPrepare: () => void
  preparing: boolean
}) {
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex gap-3">
        <LotThumb src={s.public_url} size={20} lazy />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold text-ink">{s.name}</p>
          {s.item_count > 1 ? <p className="text-xs text-ink-muted">{tc.sales.more(s.item_count - 1)}</p> : null}
          <p className="mt-1 text-xs text-ink-muted">{`${tc.orders.number(s.id)} · ${formatDateTime(fromWireTime(s.created_at))}`}</p>
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between gap-2">
        <Badge tone={tone(s)}>{s.status_text}</Badge>
        <p className="text-sm text-ink-muted">
          {tc.sales.salePrice}: <span className="font-bold text-brand-900 tabular">{formatLira2(s.item_price)}</span>
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex flex-wrap gap-1.5">
          <MoneyBadge money={s.money} />
          {s.money.second_chance ? <Badge tone="accent">{tc.sales.secondChance}</Badge> : null}
        </span>
        <p className="text-ink-muted">
          {tc.sales.net}: <span className="font-bold text-ink tabular">{formatLira2(s.money.net)}</span>
        </p>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-line pt-3">
        <Button variant="ghost" size="sm" onClick={onSupport}>
          {tc.orders.needSupport}
        </Button>
        {s.order_status === 1 && !s.cancelled ? (
          <Button size="sm" onClick={onPrepare} loading={preparing}>
            {tc.sales.prepare}
          </Button>
        ) : null}
        <ButtonLink to="/satisdetay/$orderId" params={{ orderId: String(s.id) }} variant="secondary" size="sm">
          {tc.common.details}
        </ButtonLink>
      </div>
    </Card>
  )
}
