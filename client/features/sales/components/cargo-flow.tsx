// The seller's shipping flow: sender info (saved only when a field changed), the
// cargo firm choice (yurtici or mng), then the first firm's info (its cargo key) or the label to print.
// Modal states as the spec numbers them: 0 firm choice, 1 first firm info, 2 label print, 3 sender info.
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { RadioCards } from '#client/components/ui/choice.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { TruckIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { formatLira2 } from '#common/money.ts'
import type { Province } from '#common/schemas/address.ts'
import type { SellerOrder } from '#common/schemas/orders.ts'
import { SenderInfoForm, type CargoChannel, type ShipmentAnswer } from '#common/schemas/shipping.ts'
import { useState } from 'react'
import { useSaleMutations } from '../queries.ts'
import { SenderForm, type DistrictsOptions, type SenderValues } from './sender-form.tsx'
import { COUNTRY } from '#common/constants.ts'

export type ModalState = 0 | 1 | 2 | 3 | null

const FIRMS: { code: CargoChannel; title: string }[] = [
  { code: 'yurtici', title: 'Yurtiçi Kargo' },
  { code: 'mng', title: 'MNG Kargo' },
]

const senderOf = (o: SellerOrder): SenderValues => ({
  seller_contact_name: o.seller_contact_name ?? '',
  seller_contact_phone: o.seller_contact_phone ?? '',
  seller_address: o.seller_address ?? '',
  seller_town: o.seller_town ?? '',
  seller_city: o.seller_city ?? '',
  seller_postalcode: o.seller_postalcode ?? '',
  seller_country: COUNTRY,
})

export function CargoFlow({
  order,
  state,
  setState,
  provinces,
  districts,
  prices,
}: {
  order: SellerOrder
  state: ModalState
  setState: (s: ModalState) => void
  provinces: Province[]
  districts: DistrictsOptions
  prices: Record<string, number>
}) {
  const m = useSaleMutations()
  const initial = senderOf(order)
  const [values, setValues] = useState<SenderValues>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [firm, setFirm] = useState<CargoChannel>(order.cargo_channel === 'mng' ? 'mng' : 'yurtici')
  const [shipment, setShipment] = useState<ShipmentAnswer | null>(null)

  const saveSender = async () => {
    const changed = Object.keys(values).some((k) => values[k] !== initial[k]) || !order.seller_info_saved
    if (!changed) return setState(0)
    const checked = SenderInfoForm.safeParse({ id: order.id, ...values })
    if (!checked.success) {
      const next: Record<string, string> = {}
      for (const issue of checked.error.issues) next[String(issue.path[0])] ??= issue.message
      return setErrors(next)
    }
    try {
      const answer = await m.sender.mutateAsync({ id: order.id, ...values })
      toast.success(answer.message)
      setState(0)
    } catch (e) {
      if (isApiError(e) && e.body.errors) setErrors(Object.fromEntries(Object.entries(e.body.errors).map(([k, v]) => [k, v[0] ?? ''])))
      toast.error(errorMessage(e))
    }
  }

  const ship = async () => {
    try {
      const answer = await m.ship.mutateAsync({ id: order.id, channel: firm })
      setShipment(answer)
      toast.success(answer.message)
      setState(answer.cargo_result.channel === 'yurtici' ? 1 : 2)
    } catch (e) {
      toast.error(errorMessage(e))
    }
  }

  const close = () => setState(null)
  const title =
    state === 3 ? tc.sender.title : state === 0 ? tc.cargo.chooseTitle : state === 1 ? tc.cargo.yurticiTitle : tc.cargo.printTitle
  const footer =
    state === 3 ? (
      <>
        <Button variant="secondary" onClick={close}>
          {tc.common.dismiss}
        </Button>
        <Button onClick={() => void saveSender()} loading={m.sender.isPending}>
          {tc.sender.save}
        </Button>
      </>
    ) : state === 0 ? (
      <>
        <Button variant="secondary" onClick={() => setState(3)}>
          {tc.common.back}
        </Button>
        <Button onClick={() => void ship()} loading={m.ship.isPending} icon={<TruckIcon className="size-4" />}>
          {tc.cargo.create}
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={close}>
          {tc.common.dismiss}
        </Button>
        <ButtonLink to="/barcode/$orderId" params={{ orderId: String(order.id) }}>
          {tc.cargo.openLabel}
        </ButtonLink>
      </>
    )

  return (
    <Dialog open={state !== null} onClose={close} title={title} footer={footer} size="md">
      {state === 3 ? (
        <SenderForm
          values={values}
          errors={errors}
          provinces={provinces}
          districts={districts}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }))
            setErrors((e) => ({ ...e, [field]: '' }))
          }}
        />
      ) : state === 0 ? (
        <RadioCards legend={tc.cargo.chooseLead} name="kargo-firmasi" items={FIRMS} valueOf={(f) => f.code} chosen={firm} onChoose={setFirm}>
          {(f) => (
            <span className="text-sm">
              <span className="block font-semibold text-ink">{f.title}</span>
              {prices[f.code] !== undefined ? <span className="block text-ink-muted tabular">{formatLira2(prices[f.code]!)}</span> : null}
              {order.cargo_channel === f.code ? (
                <span className="mt-1 block text-xs font-medium text-success-700">{tc.cargo.paidBy}</span>
              ) : null}
            </span>
          )}
        </RadioCards>
      ) : (
        <div className="space-y-3 text-sm">
          <p className="text-ink-muted">{state === 1 ? tc.cargo.yurticiBody : tc.cargo.printBody}</p>
          {(shipment ?? order.shipment) ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-control bg-slate-50 p-4 ring-1 ring-line">
              <dt className="text-ink-muted">{tc.cargo.cargoKey}</dt>
              <dd className="font-mono text-lg font-bold text-ink tabular">
                {shipment?.cargo_result.order_item_barcode_no ?? order.shipment?.order_item_barcode_no}
              </dd>
              <dt className="text-ink-muted">{tc.orders.trackNo}</dt>
              <dd className="font-mono text-ink tabular">
                {shipment?.cargo_result.order_item_track_no ?? order.shipment?.order_item_track_no}
              </dd>
            </dl>
          ) : null}
        </div>
      )}
    </Dialog>
  )
}
