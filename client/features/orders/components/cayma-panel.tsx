// Cayma on the buyer's order page (docs/law.md "Cayma"): whether the right applies and until when, the
// Yönetmelik's form (the seller, the dates, the goods and the price filled in from the order; the consumer's
// name and address asked), and after the notice how the goods go back and when the money comes back.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { FactList } from '#client/components/ui/fact-list.tsx'
import { CheckboxField, TextareaField, TextField } from '#client/components/ui/field.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { isApiError } from '#client/lib/api.ts'
import { CAYMA_RETURN_DAYS, CaymaForm } from '#common/cayma.ts'
import { tr } from '#common/messages.ts'
import { formatLira2 } from '#common/money.ts'
import type { BuyerOrder } from '#common/schemas/orders.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useState, type ReactNode } from 'react'
import { useOrderMutations } from '../queries.ts'

const m = tr.cayma
const when = (wire: string | null) => (wire ? formatDateTime(fromWireTime(wire)) : '—')

export function CaymaPanel({ order, onDone }: { order: BuyerOrder; onDone: (ok: boolean, message: string) => void }) {
  const [open, setOpen] = useState(false)
  const c = order.cayma
  let body: ReactNode = null
  if (c.state === 'notApplies') body = <p className="text-sm text-ink-muted">{m.notApplies}</p>
  else if (c.state === 'exception' && c.exception)
    body = <p className="text-sm text-ink-muted">{tr.lotLaw.exceptionApplies(c.exception)}</p>
  else if (c.state === 'notYet') body = <p className="text-sm text-ink-muted">{m.notYet}</p>
  else if (c.state === 'window') body = <p className="text-sm text-ink-muted">{m.expired}</p>
  else if (c.state === 'open' && c.until)
    body = (
      <div className="space-y-3">
        <p className="text-sm text-ink">{m.appliesUntil(when(c.until))}</p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {m.open}
        </Button>
      </div>
    )
  else if (c.state === 'noticed' && c.notice) body = <Noticed order={order} notice={c.notice} />
  if (!body) return null
  return (
    <SectionCard title={m.title}>
      <div data-testid="cayma-panel">{body}</div>
      {c.state === 'open' ? <CaymaDialog order={order} open={open} onClose={() => setOpen(false)} onDone={onDone} /> : null}
    </SectionCard>
  )
}

function Noticed({ order, notice }: { order: BuyerOrder; notice: NonNullable<BuyerOrder['cayma']['notice']> }) {
  const r = order.cayma.return_to
  return (
    <div className="space-y-3 text-sm">
      <Alert tone="success" title={m.notify.buyerTitle}>
        {m.noticed(when(notice.noticed_at))}
      </Alert>
      {notice.refunded_at ? null : (
        <>
          <p className="text-ink">{m.returnHow(r.firm, CAYMA_RETURN_DAYS)}</p>
          <div className="rounded-control bg-slate-50 px-3 py-2 ring-1 ring-line">
            <p className="font-semibold text-ink">{m.returnTo}</p>
            <address className="text-ink-muted not-italic">
              <span className="block font-medium text-ink">{r.name}</span>
              <span className="block">{r.address}</span>
            </address>
          </div>
          <p className="font-medium text-ink" data-testid="cayma-refund-by">
            {m.refundBy(when(notice.refund_due))}
          </p>
        </>
      )}
    </div>
  )
}

function CaymaDialog({
  order,
  open,
  onClose,
  onDone,
}: {
  order: BuyerOrder
  open: boolean
  onClose: () => void
  onDone: (ok: boolean, message: string) => void
}) {
  const mutation = useOrderMutations().cayma
  const [fullName, setFullName] = useState(order.delivery_contact_name ?? '')
  const [address, setAddress] = useState(
    [order.delivery_address, [order.delivery_town, order.delivery_city].filter(Boolean).join(' / '), order.delivery_postalcode]
      .filter(Boolean)
      .join(', '),
  )
  const [ticked, setTicked] = useState(false)
  const [errors, setErrors] = useState<{ full_name?: string; address?: string; tick?: string }>({})
  const submit = async () => {
    const parsed = CaymaForm.safeParse({ full_name: fullName, address })
    const local = {
      full_name: parsed.error?.issues.find((i) => i.path[0] === 'full_name')?.message,
      address: parsed.error?.issues.find((i) => i.path[0] === 'address')?.message,
      tick: ticked ? undefined : m.mustTick,
    }
    setErrors(local)
    if (!parsed.success || !ticked) return
    try {
      const answer = await mutation.mutateAsync({ id: order.id, ...parsed.data })
      onClose()
      onDone(true, answer.message)
    } catch (e) {
      if (isApiError(e) && (e.field('full_name') || e.field('address')))
        return setErrors({ full_name: e.field('full_name'), address: e.field('address') })
      onClose()
      onDone(false, isApiError(e) ? e.message : tr.common.serverError)
    }
  }
  const fixed: [string, string][] = [
    [m.to, order.seller.title],
    [m.orderDate, when(order.created_at)],
    [m.deliveryDate, when(order.cayma.delivered_at)],
    [m.goods, order.order_item.map((i) => i.name).join(', ')],
    [m.price, formatLira2(order.total_buyer)],
    [m.date, formatDateTime(Date.now())],
  ]
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={m.formTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc.common.dismiss}
          </Button>
          <Button onClick={() => void submit()} loading={mutation.isPending}>
            {m.submit}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm">
        <p className="font-medium text-ink">{m.statement}</p>
        <FactList facts={fixed} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" valueClassName="text-ink" />
        <TextField
          label={m.fullName}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={errors.full_name}
          autoComplete="name"
          required
          maxLength={120}
        />
        <TextareaField
          label={m.address}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          error={errors.address}
          rows={3}
          required
          maxLength={500}
          hint={m.whyAsked}
        />
        <CheckboxField label={m.confirmTick} checked={ticked} onChange={(e) => setTicked(e.target.checked)} error={errors.tick} />
      </div>
    </Dialog>
  )
}
