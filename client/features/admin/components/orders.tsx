// Orders: search, a status filter in the buyer numbering (0–10), and an order's file where the status
// is changed (the buyer gets a notification).
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { CheckboxField, SelectField, TextField } from '#client/components/ui/field.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { MoneyPanel } from '#client/features/sales/components/money-panel.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { errorMessage } from '#client/lib/api.ts'
import { formatLira2 } from '#common/money.ts'
import { buyerStatusLabel, decideEditorMove, ORDER_STATUS } from '#common/order-status.ts'
import type { AdminOrderFile, OrdersAnswer } from '#common/schemas/admin-answers.ts'
import { ORDER_STATUS_MAX } from '#common/schemas/admin-people.ts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import type { ListScreenProps } from '../console-route.tsx'
import type { OrdersFilter } from '../list-address.ts'
import { orderQuery, useAdminWrite } from '../queries.ts'
import { SearchedRows, StatusFilter, useFiles } from './kit.tsx'
import { AdminPage, Facts } from './ui.tsx'

const t = ta.orders
const STATUSES = Array.from({ length: ORDER_STATUS_MAX + 1 }, (_, i) => i)
const pairs = (o: Record<string, string | number | null> | null) =>
  Object.entries(o ?? {}).filter(([, v]) => v !== null && v !== '') as Array<[string, string]>

function OrderFile({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending } = useQuery(orderQuery(id))
  const write = useAdminWrite(['orders', 'order'])
  const o: AdminOrderFile | undefined = data?.order
  const [status, setStatus] = useState<string | null>(null)
  const [force, setForce] = useState(false)
  const [reason, setReason] = useState('')
  // The table's moves need nothing more; others an explained, audited force; some are never allowed.
  const move = o && status !== null && Number(status) !== o.status ? decideEditorMove(o.status, Number(status), true) : null
  const needsForce = o && move?.ok ? move.forced : false
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t.number(id)}
      description={o ? `${o.created_at.slice(0, 16)} · ${o.status_text}` : undefined}
    >
      {isPending || !o ? (
        <PageSpinner />
      ) : (
        <div className="space-y-4">
          {o.cancelled_at ? <Alert tone="warning">{`${t.cancelled}: ${o.cancelled_at.slice(0, 16)}`}</Alert> : null}
          <Facts
            items={[
              [t.buyer, `${o.buyer_title} (@${o.buyer_username})`],
              [t.seller, `${o.seller_title} (@${o.seller_username})`],
              [t.total, formatLira2(o.total_buyer)],
            ]}
          />
          <section>
            <h3 className="mb-2 text-sm font-bold text-ink">{t.items}</h3>
            <ul className="space-y-1 text-sm">
              {o.order_item.map((i) => (
                <li key={i.id} className="flex justify-between gap-3">
                  <InternalLink href={`/mezat/${i.slug}`} className="text-brand-700 hover:underline">
                    {i.name}
                  </InternalLink>
                  <span className="tabular">{formatLira2(i.item_total_price_buyer)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="mb-2 text-sm font-bold text-ink">{t.sellerMoney}</h3>
            <MoneyPanel money={o.money} />
            {o.return ? (
              <p className="mt-2 text-sm text-ink-muted">{`${t.returnReason}: ${o.return.reason_text} ${o.return.note}`}</p>
            ) : null}
            {o.return?.parcel ? (
              <p className="mt-1 text-sm text-ink-muted">{t.returnParcel(o.return.parcel.carrier_title, o.return.parcel.track_no)}</p>
            ) : null}
          </section>
          {(
            [
              [t.delivery, o.delivery],
              [t.invoice, o.invoice],
              [t.payment, o.payment],
              [t.shipment, o.shipment],
            ] as const
          ).map(([title, obj]) =>
            pairs(obj).length ? (
              <section key={title}>
                <h3 className="mb-2 text-sm font-bold text-ink">{title}</h3>
                <Facts items={pairs(obj)} />
              </section>
            ) : null,
          )}
          {!o.cancelled_at && o.status === ORDER_STATUS.returnApproved ? <Alert tone="info">{t.finalStatus}</Alert> : null}
          {!o.cancelled_at && o.status !== ORDER_STATUS.returnApproved ? (
            <div className="flex flex-col gap-3 border-t border-line pt-4">
              <div className="flex flex-wrap items-end gap-3">
                <div className="w-72 max-w-full">
                  <SelectField label={t.status} value={status ?? String(o.status)} onChange={(e) => setStatus(e.target.value)}>
                    {STATUSES.map((s) => (
                      // 10 refunds the card: the seller's step; going back before shipping is never allowed.
                      <option
                        key={s}
                        value={s}
                        disabled={s !== o.status && (s === ORDER_STATUS.returnApproved || !decideEditorMove(o.status, s, true).ok)}
                      >
                        {s} · {buyerStatusLabel(s)}
                      </option>
                    ))}
                  </SelectField>
                </div>
              </div>
              {needsForce ? (
                <div className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3">
                  <p className="text-sm text-ink">{t.outsideFlow}</p>
                  <TextField label={t.reason} value={reason} maxLength={500} required onChange={(e) => setReason(e.target.value)} />
                  <CheckboxField label={t.force} checked={force} onChange={(e) => setForce(e.target.checked)} />
                </div>
              ) : null}
              <div>
                <Button
                  loading={write.isPending}
                  disabled={status === null || Number(status) === o.status || (needsForce && (!force || reason.trim() === ''))}
                  onClick={() =>
                    write.mutate(
                      {
                        method: 'put',
                        path: `/api/admin/orders/${o.id}/status`,
                        body: needsForce ? { status, force: true, reason } : { status },
                      },
                      { onError: (e) => toast.error(errorMessage(e)) },
                    )
                  }
                >
                  {t.setStatus}
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      )}
    </Dialog>
  )
}

export function OrdersScreen(list: ListScreenProps<OrdersFilter, z.infer<typeof OrdersAnswer>>) {
  const files = useFiles(OrderFile)
  const byStatus = <StatusFilter list={list} label={t.status} statuses={STATUSES} name={buyerStatusLabel} />
  return (
    <AdminPage title={t.title} lead={t.lead}>
      <SearchedRows list={list} label={t.searchLabel} filters={byStatus} page={list.data.orders} empty={ta.common.noResults}>
        {files.row((o) => ({
          title: `${t.number(o.id)} · ${o.order_item.map((i) => i.name).join(', ')}`,
          name: t.number(o.id),
          badges: (
            <Badge tone={o.cancelled_at ? 'danger' : o.status >= 6 ? 'accent' : o.status >= 4 ? 'success' : 'brand'}>
              {o.cancelled_at ? t.cancelled : o.status_text}
            </Badge>
          ),
          lines: (
            <p className="text-xs text-ink-muted tabular">
              {o.created_at.slice(0, 16)} · {t.buyer}: {o.buyer_title} · {t.seller}: {o.seller_title} · {formatLira2(o.total_buyer)}
            </p>
          ),
        }))}
      </SearchedRows>
      {files.file}
    </AdminPage>
  )
}
