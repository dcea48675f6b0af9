// Buyer order detail: status with a progress line, items,
// cargo and tracking number, delivery and invoice data, payment data (the card as bin + 10 asterisks), and
// the buttons of the status: cancel at 0 after a confirmation (refused with the server's sentence at 1 and
// 2), confirm the product and rate the seller at 4, return and rate at 5, ship the return at 6; the cayma
// panel of a trader's sale (cayma-panel.tsx); the sale's distance-sales contract (contract-panel.tsx).
import { Alert } from '#client/components/ui/alert.tsx'
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { CheckCircleIcon, ErrorCircleIcon, PhoneIcon, StarIcon, TruckIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { LotRowsCard, OrderHeadCard, PostalAddress } from '#client/components/ui/lot-thumb.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import { tr } from '#common/messages.ts'
import { formatLira, formatLira2 } from '#common/money.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { ReturnReason } from '#common/payout.ts'
import { maskedCard } from '#common/pricing.ts'
import type { BuyerOrder } from '#common/schemas/orders.ts'
import { formatDate, formatDateTime, fromWireTime } from '#common/time.ts'
import { useState, type ReactNode } from 'react'
import { useOrderMutations } from '../queries.ts'
import { CaymaPanel } from './cayma-panel.tsx'
import { ContractPanel } from './contract-panel.tsx'
import { ReturnDialog } from './return-dialog.tsx'
import { ReturnShipping } from './return-shipping.tsx'
import { StatusBadge } from './status-badge.tsx'

type Outcome = { ok: boolean; message: string; afterCancel?: boolean } | null

function Progress({ order }: { order: BuyerOrder }) {
  const stage =
    order.status >= ORDER_STATUS.delivered ? 3 : order.status >= ORDER_STATUS.cargo ? 2 : order.status >= ORDER_STATUS.preparing ? 1 : 0
  return (
    <ol className="grid grid-cols-4 gap-1" aria-label={tc.orders.statusHistory}>
      {tc.orders.timeline.map((label, i) => (
        <li key={label} className="text-center">
          <span className={cx('block h-1.5 rounded-full', !order.cancelled && i <= stage ? 'bg-success-600' : 'bg-line-strong')} />
          <span className={cx('mt-1.5 block text-xs', !order.cancelled && i === stage ? 'font-semibold text-ink' : 'text-ink-muted')}>
            {label}
          </span>
        </li>
      ))}
    </ol>
  )
}

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <dt className="text-ink-muted">{label}</dt>
    <dd className="text-ink">{children}</dd>
  </>
)

/** After a refund: the amount that went back to the card and when the buyer can expect it there. */
function RefundNotice({ refund }: { refund: NonNullable<BuyerOrder['refund']> }) {
  const amount = formatLira2(refund.amount)
  if (refund.state === 'failed') return <Alert tone="error">{tc.orders.refundFailed(amount)}</Alert>
  return (
    <Alert
      tone={refund.state === 'done' ? 'success' : 'info'}
      title={refund.state === 'done' ? tc.orders.refundDoneTitle : tc.orders.refundPendingTitle}
    >
      <span data-testid="refund-amount">{tc.orders.refundBody(amount)}</span>
      {refund.reaches_card_by ? (
        <span className="mt-1 block font-medium" data-testid="refund-by">
          {tc.orders.refundBy(formatDate(fromWireTime(refund.reaches_card_by)))}
        </span>
      ) : null}
    </Alert>
  )
}

export function OrderDetail({ order, phone }: { order: BuyerOrder; phone: string | null }) {
  const m = useOrderMutations()
  const [confirm, setConfirm] = useState<'cancel' | 'return' | 'approve' | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const canCancelButton = !order.cancelled && order.status <= ORDER_STATUS.cargo

  const cancel = async () => {
    setConfirm(null)
    try {
      const answer = await m.cancel.mutateAsync(order.id)
      setOutcome({ ok: true, message: answer.message || tr.orders.cancelled, afterCancel: true })
    } catch (e) {
      setOutcome({
        ok: false,
        message: isApiError(e)
          ? e.isUnauthenticated
            ? tr.orders.guestCancel
            : e.message || tr.orders.cancelFailed
          : tc.common.serverError,
      })
    }
  }
  const move = async (status: number, opening?: { reason: ReturnReason; note: string }) => {
    setConfirm(null)
    try {
      const answer = await m.status.mutateAsync({ id: order.id, status, ...opening })
      setOutcome({ ok: true, message: answer.message })
    } catch (e) {
      setOutcome({
        ok: false,
        message: isApiError(e) ? e.message || tr.orders.statusUpdateFailed : `${tc.common.serverError} ${errorMessage(e)}`,
      })
    }
  }

  /** "İadeyi Kargoya Verdim": field errors go back to the form, anything else to the outcome dialog. */
  const shipReturn = async (shipment: { carrier: string; track_no: string }) => {
    try {
      const answer = await m.status.mutateAsync({ id: order.id, status: ORDER_STATUS.returnInCargo, ...shipment })
      setOutcome({ ok: true, message: answer.message })
    } catch (e) {
      if (isApiError(e) && e.body.errors) throw e
      setOutcome({ ok: false, message: isApiError(e) ? e.message || tr.orders.statusUpdateFailed : tc.common.serverError })
    }
  }

  const actions: ReactNode[] = []
  if (canCancelButton)
    actions.push(
      <Button
        key="cancel"
        variant="danger"
        onClick={() => (order.status === ORDER_STATUS.awaiting ? setConfirm('cancel') : void cancel())}
        loading={m.cancel.isPending}
      >
        {tc.orders.cancel}
      </Button>,
    )
  if (order.next_statuses.includes(ORDER_STATUS.approved))
    actions.push(
      <Button
        key="approve"
        onClick={() => setConfirm('approve')}
        loading={m.status.isPending}
        icon={<CheckCircleIcon className="size-4" />}
      >
        {tc.orders.confirmProduct}
      </Button>,
    )
  if (order.next_statuses.includes(ORDER_STATUS.returnRequested) && order.return_until)
    actions.push(
      <Button key="return" variant="secondary" onClick={() => setConfirm('return')}>
        {tc.orders.returnItem}
      </Button>,
    )
  if (order.can_rate)
    actions.push(
      <ButtonLink key="rate" to="/u/degerlendir/$orderId" params={{ orderId: String(order.id) }} variant="accent">
        <StarIcon className="size-4" />
        {tc.orders.rateSeller}
      </ButtonLink>,
    )

  return (
    <div className="space-y-5">
      <OrderHeadCard
        title={tc.orders.detailTitle(order.id)}
        lead={
          <>
            {tc.orders.date}: {formatDateTime(fromWireTime(order.created_at))} · {tc.orders.seller}:{' '}
            <span className="font-medium text-ink" data-testid="order-seller">
              {order.seller.title}
            </span>
          </>
        }
        badge={<StatusBadge status={order.status} text={order.status_text} cancelled={order.cancelled} />}
      >
        {order.cancelled ? null : <Progress order={order} />}
        {actions.length ? <div className="flex flex-wrap gap-2 border-t border-line pt-4">{actions}</div> : null}
        {order.rated ? <p className="text-sm font-medium text-success-700">{tc.orders.rated}</p> : null}
        {order.return ? (
          <p className="text-sm text-ink-muted">
            {`${tc.orders.returnOpened}: `}
            <span className="font-medium text-ink">{order.return.reason_text}</span>
            {order.return.note ? ` · ${order.return.note}` : null}
          </p>
        ) : null}
        {order.refund ? <RefundNotice refund={order.refund} /> : null}
      </OrderHeadCard>

      <ReturnShipping order={order} pending={m.status.isPending} onSend={shipReturn} />

      <CaymaPanel order={order} onDone={(ok, message) => setOutcome({ ok, message })} />

      <ContractPanel orderId={order.id} />

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <LotRowsCard title={tc.orders.items} lots={order.order_item}>
            {(i) => (
              <>
                <div className="min-w-0 flex-1">
                  <InternalLink
                    href={`/mezat/${i.slug}`}
                    className="block truncate font-medium text-ink hover:text-brand-700 hover:underline"
                  >
                    {i.name}
                  </InternalLink>
                  <p className="text-xs text-ink-muted tabular">
                    {`${formatLira2(i.item_price)} + ${tc.summary.feeShort} ${formatLira2(i.item_commission_price_buyer)} + ${tc.summary.shipping} ${formatLira2(i.item_shipping_price_buyer)}`}
                  </p>
                </div>
                <span className="font-semibold text-ink tabular">{formatLira2(i.item_total_price_buyer)}</span>
              </>
            )}
          </LotRowsCard>
          <SectionCard title={tc.orders.cargo}>
            {order.shipment ? (
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700">
                  <TruckIcon className="size-5" />
                </span>
                <div className="text-sm">
                  <p className="font-semibold text-ink">{order.shipment.cargo_channel_title}</p>
                  <p className="text-ink-muted">
                    {tc.orders.trackNo}:{' '}
                    <span className="font-mono font-semibold text-ink tabular" data-testid="track-no">
                      {order.shipment.order_item_track_no}
                    </span>
                  </p>
                </div>
              </div>
            ) : (
              <p className="text-sm text-ink-muted">{tc.orders.notShipped}</p>
            )}
          </SectionCard>
          <div className="grid gap-5 sm:grid-cols-2">
            <SectionCard title={tc.orders.deliveryAddress}>
              <PostalAddress of={order} side="delivery" country={order.delivery_country} />
            </SectionCard>
            <SectionCard title={tc.orders.invoiceInfo}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <Field label={tc.invoice.taxNo}>{order.invoice_tax_no}</Field>
                {order.invoice_tax_administration ? <Field label={tc.invoice.taxOffice}>{order.invoice_tax_administration}</Field> : null}
                <Field label={tc.invoice.address}>{`${order.invoice_title ?? ''}, ${order.invoice_address ?? ''}`}</Field>
              </dl>
            </SectionCard>
          </div>
        </div>
        <div className="min-w-0 space-y-5">
          <SectionCard title={tc.orders.paymentInfo}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              {order.payment ? (
                <>
                  <Field label={tc.orders.card}>
                    <span className="font-mono tabular" data-testid="masked-card">
                      {maskedCard(order.payment.bin_no)}
                    </span>
                  </Field>
                  <Field label={tc.orders.cardKind}>
                    {[
                      order.payment.card_association &&
                        (tc.payment.associations[order.payment.card_association] ?? order.payment.card_association),
                      order.payment.card_type && tc.payment.cardTypes[order.payment.card_type],
                      order.payment.card_family,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Field>
                  <Field label={tc.orders.installment}>
                    {order.payment.installment > 1 ? tc.payment.nTimes(order.payment.installment) : tc.payment.single}
                  </Field>
                  <Field label={tc.orders.paidPrice}>
                    <span className="tabular">{formatLira2(order.payment.paid_price)}</span>
                  </Field>
                </>
              ) : null}
            </dl>
            <dl className="mt-4 space-y-1.5 border-t border-line pt-3 text-sm">
              {[
                [tc.summary.items, order.items_total],
                [tc.summary.feeShort, order.commissions_total_buyer],
                [tc.summary.shipping, order.shipping_price_total_buyer],
              ].map(([label, value]) => (
                <div key={label as string} className="flex justify-between">
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="tabular">{formatLira2(value as number)}</dd>
                </div>
              ))}
              <div className="flex justify-between border-t border-line pt-2 font-bold text-brand-900">
                <dt>{tc.summary.total}</dt>
                <dd className="tabular">{formatLira2(order.total_buyer)}</dd>
              </div>
            </dl>
          </SectionCard>
          {phone ? (
            <p className="flex items-center gap-2 rounded-card bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
              <PhoneIcon className="size-4 shrink-0" />
              {tc.common.customerService(phone)}
            </p>
          ) : null}
        </div>
      </div>

      <Dialog
        open={confirm === 'cancel'}
        onClose={() => setConfirm(null)}
        size="sm"
        title={tc.orders.cancelTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {tc.common.dismiss}
            </Button>
            <Button variant="danger" onClick={() => void cancel()}>
              {tc.orders.cancelConfirm}
            </Button>
          </>
        }
      >
        <p className="text-sm text-ink-muted">{tc.orders.cancelBody}</p>
      </Dialog>
      <ConfirmDialog
        open={confirm === 'approve'}
        title={tc.orders.confirmProductTitle}
        confirmLabel={tc.orders.confirmProductYes}
        cancelLabel={tc.common.dismiss}
        pending={m.status.isPending}
        onConfirm={() => void move(ORDER_STATUS.approved)}
        onClose={() => setConfirm(null)}
      >
        <p>{tc.orders.confirmProductBody(formatLira(order.items_total), order.seller.title)}</p>
        <p>{tc.orders.confirmProductHint}</p>
      </ConfirmDialog>
      <ReturnDialog
        open={confirm === 'return'}
        until={order.return_until}
        onClose={() => setConfirm(null)}
        onSubmit={(opening) => void move(ORDER_STATUS.returnRequested, opening)}
      />
      <Dialog
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        size="sm"
        title={outcome?.ok ? tc.common.success : tc.common.error}
        footer={
          outcome?.afterCancel ? (
            <>
              <ButtonLink to="/" variant="secondary">
                {tc.common.home}
              </ButtonLink>
              <ButtonLink to="/u/siparislerim">{tc.result.orders}</ButtonLink>
            </>
          ) : (
            <Button onClick={() => setOutcome(null)}>{tc.common.continue}</Button>
          )
        }
      >
        <p role={outcome?.ok ? 'status' : 'alert'} className="flex items-start gap-3 text-sm text-ink">
          {outcome?.ok ? (
            <CheckCircleIcon className="size-6 shrink-0 text-success-700" />
          ) : (
            <ErrorCircleIcon className="size-6 shrink-0 text-danger-700" />
          )}
          {outcome?.message}
        </p>
        {outcome?.afterCancel ? <p className="mt-3 text-sm text-ink-muted">{tc.orders.afterCancel}</p> : null}
      </Dialog>
    </div>
  )
}
