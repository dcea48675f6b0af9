// Sending a return back (docs/money-path.md "Sending a return back", "The return code"): the contracted cargo
// firm's return code first (return-code.tsx), then, as the other way, where the item goes (the address the
// seller shipped it from), who pays the cargo (the seller), and "İadeyi Kargoya Verdim" with the firm and the
// tracking number, checked by the shared rule before it is sent; the parcel once sent.
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { Options, SelectField, TextField } from '#client/components/ui/field.tsx'
import { TruckIcon } from '#client/components/ui/icons.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { fromServer, type FieldErrors } from '#client/lib/form-errors.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import { checkReturnShipment, RETURN_CARRIER_TITLES, RETURN_CARRIERS } from '#common/return-shipping.ts'
import type { BuyerOrder } from '#common/schemas/orders.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { formatPhone } from '#common/validation/phone.ts'
import { useState, type FormEvent } from 'react'
import { ReturnCodeBox, type Send } from './return-code.tsx'

function ShipForm({ pending, onSend }: { pending: boolean; onSend: Send }) {
  const [carrier, setCarrier] = useState('')
  const [trackNo, setTrackNo] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const checked = checkReturnShipment({ carrier, track_no: trackNo })
    if (!checked.ok) return setErrors({ [checked.field]: checked.message })
    setErrors({})
    onSend({ carrier: checked.carrier, track_no: checked.trackNo }).catch((error: unknown) => setErrors(fromServer(error)))
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-3 border-t border-line pt-4" aria-label={tc.orders.returnShipped}>
      <p className="text-sm text-ink-muted">{tc.orders.returnSendForm}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={tc.orders.returnCarrier} required value={carrier} error={errors.carrier} onChange={(e) => setCarrier(e.target.value)}>
          <option value="">{tc.orders.returnCarrierPick}</option>
          <Options items={RETURN_CARRIERS} value={(c) => c} label={(c) => RETURN_CARRIER_TITLES[c]} />
        </SelectField>
        <TextField
          label={tc.orders.returnTrackNo}
          required
          inputMode="text"
          autoComplete="off"
          maxLength={40}
          hint={tc.orders.returnTrackNoHint}
          value={trackNo}
          error={errors.track_no}
          onChange={(e) => setTrackNo(e.target.value)}
        />
      </div>
      <Button type="submit" loading={pending} icon={<TruckIcon className="size-4" />}>
        {tc.orders.returnShipped}
      </Button>
    </form>
  )
}

/** Shown while the return travels (6 and 7): the address, who pays, and the form or the parcel sent. */
export function ReturnShipping({ order, pending, onSend }: { order: BuyerOrder; pending: boolean; onSend: Send }) {
  const to = order.return_to
  const code = order.return_code
  if (!to && !code) return null
  const parcel = order.return?.parcel ?? null
  return (
    <SectionCard title={tc.orders.returnSendTitle}>
      <div className="space-y-4 text-sm" data-testid="return-shipping">
        {code ? <ReturnCodeBox code={code} pending={pending} onSend={onSend} /> : null}
        {code && to ? <h3 className="border-t border-line pt-4 font-semibold text-ink">{tc.orders.returnOwnCarrier}</h3> : null}
        {to ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="font-semibold text-ink">{tc.orders.returnSendTo}</h3>
              <address className="mt-1 space-y-0.5 text-ink-muted not-italic">
                <span className="block font-medium text-ink">{to.name}</span>
                <span className="block">{to.address}</span>
                <span className="block">{`${to.town} / ${to.city} ${to.postalcode ?? ''}`}</span>
                {to.phone ? <span className="block tabular">{formatPhone(to.phone)}</span> : null}
              </address>
            </div>
            <div className="space-y-2 text-ink-muted">
              <p>{tc.orders.returnSendHow}</p>
              <p className="text-xs">{tc.orders.returnSendWhy}</p>
            </div>
          </div>
        ) : null}
        {parcel ? (
          <div className="flex items-center gap-3 border-t border-line pt-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <TruckIcon className="size-5" />
            </span>
            <p>
              <span className="block font-semibold text-ink">{`${tc.orders.returnParcel}: ${parcel.carrier_title}`}</span>
              <span className="block text-ink-muted">
                {`${tc.orders.trackNo}: `}
                <span className="font-mono font-semibold text-ink tabular" data-testid="return-track-no">
                  {parcel.track_no}
                </span>
                {` · ${tc.orders.returnParcelSent(formatDateTime(fromWireTime(parcel.shipped_at)))}`}
              </span>
            </p>
          </div>
        ) : to && order.next_statuses.includes(ORDER_STATUS.returnInCargo) ? (
          <ShipForm pending={pending} onSend={onSend} />
        ) : null}
      </div>
    </SectionCard>
  )
}
