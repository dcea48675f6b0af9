// Seller order detail:
// items with both fees, the buyer's delivery and invoice data, the sender, and the cargo flow — started
// while the sale is not yet with the cargo firm; then the label, "Kargoya Verdim", and the return steps.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { TruckIcon } from '#client/components/ui/icons.tsx'
import { LotRowsCard, OrderHeadCard, PostalAddress } from '#client/components/ui/lot-thumb.tsx'
import { SafeHtml } from '#client/components/ui/safe-html.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tah } from '#client/i18n/tr-after-hammer.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { tr } from '#common/messages.ts'
import { formatLira, formatLira2 } from '#common/money.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { Province } from '#common/schemas/address.ts'
import type { SellerOrder } from '#common/schemas/orders.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useState, type ReactNode } from 'react'
import { useSaleMutations } from '../queries.ts'
import { CargoFlow, type ModalState } from './cargo-flow.tsx'
import { MoneyPanel } from './money-panel.tsx'
import type { DistrictsOptions } from './sender-form.tsx'

const Row = ({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) => (
  <div className={strong ? 'flex justify-between border-t border-line pt-2 font-bold text-brand-900' : 'flex justify-between gap-3'}>
    <dt className={strong ? undefined : 'text-ink-muted'}>{label}</dt>
    <dd className="tabular">{children}</dd>
  </div>
)

const STEP_BUTTONS: Partial<Record<number, string>> = {
  [ORDER_STATUS.handedToCargo]: tc.sales.shipped,
  [ORDER_STATUS.returnDelivered]: tc.sales.returnReceived,
  [ORDER_STATUS.returnChecking]: tc.sales.returnChecking,
  [ORDER_STATUS.returnApproved]: tc.sales.returnApprove,
}

export function SaleDetail({ order, provinces, districts }: { order: SellerOrder; provinces: Province[]; districts: DistrictsOptions }) {
  const m = useSaleMutations()
  const [modal, setModal] = useState<ModalState>(null)
  // Approving a return refunds the buyer: asked once more, saying so (docs/money-path.md).
  const [confirmRefund, setConfirmRefund] = useState(false)
  const shippable = !order.cancelled && order.status <= ORDER_STATUS.preparing && !order.shipment

  const move = async (status: number) => {
    setConfirmRefund(false)
    try {
      const answer = await m.status.mutateAsync({ id: order.id, status })
      toast.success(answer.message)
    } catch (e) {
      toast.error(isApiError(e) ? e.message || tr.orders.statusUpdateFailed : `${tc.common.serverError} ${errorMessage(e)}`)
    }
  }

  return (
    <div className="space-y-5">
      <OrderHeadCard
        title={tc.sales.detailTitle(order.id)}
        lead={`${tc.orders.date}: ${formatDateTime(fromWireTime(order.created_at))}`}
        badge={<Badge tone={order.cancelled ? 'danger' : order.order_status === 1 ? 'accent' : 'brand'}>{order.status_text}</Badge>}
      >
        <div className="flex flex-wrap gap-2 border-t border-line pt-4">
          {shippable ? (
            <Button onClick={() => setModal(3)} icon={<TruckIcon className="size-4" />}>
              {tc.sales.startCargo}
            </Button>
          ) : null}
          {order.next_statuses.includes(ORDER_STATUS.preparing) ? (
            <Button variant="secondary" onClick={() => void move(ORDER_STATUS.preparing)} loading={m.status.isPending}>
              {tc.sales.prepare}
            </Button>
          ) : null}
          {order.shipment ? (
            <ButtonLink to="/barcode/$orderId" params={{ orderId: String(order.id) }} variant="secondary">
              {tc.sales.label}
            </ButtonLink>
          ) : null}
          {order.next_statuses
            .filter((s) => STEP_BUTTONS[s])
            .map((s) => (
              <Button
                key={s}
                variant={s === ORDER_STATUS.returnApproved ? 'danger' : 'primary'}
                onClick={() => (s === ORDER_STATUS.returnApproved ? setConfirmRefund(true) : void move(s))}
                loading={m.status.isPending}
              >
                {STEP_BUTTONS[s]}
              </Button>
            ))}
        </div>
      </OrderHeadCard>

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <LotRowsCard
            title={tc.orders.items}
            lots={order.order_item}
            after={
              order.description ? (
                <SafeHtml html={order.description} className="mt-3 line-clamp-3 border-t border-line pt-3 text-xs" />
              ) : null
            }
          >
            {(i) => (
              <>
                <span className="min-w-0 flex-1 truncate font-medium text-ink">{i.name}</span>
                <span className="font-semibold text-ink tabular">{formatLira2(i.item_price)}</span>
              </>
            )}
          </LotRowsCard>
          <div className="grid gap-5 sm:grid-cols-2">
            <SectionCard title={tc.sales.buyer}>
              <PostalAddress of={order} side="delivery" />
              {order.buyer_completed_purchases !== undefined ? (
                <p className="mt-2 border-t border-line pt-2 text-xs text-ink-muted" data-testid="buyer-record">
                  {tah.seller.completedPurchases(order.buyer_completed_purchases)}
                </p>
              ) : null}
            </SectionCard>
            <SectionCard title={tc.sales.invoice}>
              <p className="space-y-0.5 text-sm text-ink-muted">
                <span className="block font-medium text-ink">{order.invoice_title}</span>
                <span className="block tabular">{`${tc.invoice.taxNo}: ${order.invoice_tax_no ?? ''}`}</span>
                <span className="block">{[order.invoice_address, order.invoice_town, order.invoice_city].filter(Boolean).join(', ')}</span>
              </p>
            </SectionCard>
          </div>
          <SectionCard
            title={tc.sales.sender}
            action={
              shippable ? (
                <Button variant="ghost" size="sm" onClick={() => setModal(3)}>
                  {tc.sales.senderEdit}
                </Button>
              ) : undefined
            }
          >
            <PostalAddress of={order} side="seller" />
          </SectionCard>
        </div>
        <div className="min-w-0 space-y-5">
          <SectionCard title={tc.sales.money}>
            <MoneyPanel money={order.money} />
            {order.return ? (
              <p className="mt-3 border-t border-line pt-3 text-sm text-ink-muted">
                {`${tc.sales.returnReason}: `}
                <span className="font-medium text-ink">{order.return.reason_text}</span>
                {order.return.note ? ` · ${order.return.note}` : null}
                {order.return.parcel ? (
                  <span className="mt-1 block" data-testid="seller-return-parcel">
                    {`${tc.sales.returnParcel}: ${order.return.parcel.carrier_title} · ${tc.orders.trackNo}: `}
                    <span className="font-mono font-medium text-ink">{order.return.parcel.track_no}</span>
                  </span>
                ) : null}
              </p>
            ) : null}
          </SectionCard>
          {order.shipment ? (
            <SectionCard title={tc.sales.cargoInfo}>
              <dl className="space-y-1.5 text-sm">
                <Row label={tc.orders.cargo}>{order.shipment.cargo_channel_title}</Row>
                <Row label={tc.cargo.cargoKey}>
                  <span className="font-mono">{order.shipment.order_item_barcode_no}</span>
                </Row>
                <Row label={tc.orders.trackNo}>
                  <span className="font-mono">{order.shipment.order_item_track_no}</span>
                </Row>
              </dl>
            </SectionCard>
          ) : null}
        </div>
      </div>
      <CargoFlow order={order} state={modal} setState={setModal} provinces={provinces} districts={districts} prices={{}} />
      <ConfirmDialog
        open={confirmRefund}
        title={tc.sales.returnApproveTitle}
        confirmLabel={tc.sales.returnApproveYes}
        cancelLabel={tc.common.dismiss}
        tone="danger"
        pending={m.status.isPending}
        onConfirm={() => void move(ORDER_STATUS.returnApproved)}
        onClose={() => setConfirmRefund(false)}
      >
        <p>{tc.sales.returnApproveBody(formatLira(order.buyer_paid), formatLira(order.money.net), order.delivery_contact_name)}</p>
        <p>{tc.sales.returnApproveHint}</p>
      </ConfirmDialog>
    </div>
  )
}
