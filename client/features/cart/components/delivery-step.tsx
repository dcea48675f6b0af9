// The delivery step (Delivery): the member's saved addresses (the first default one is
// preselected, else the first), a new address added in place (inline-address.tsx), a preview, a link to
// /u/adreslerim, and "same address for the invoice",
// which is the deliverySelected flag (3 steps instead of 4). The chosen address is copied onto the cart.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { Card, SectionCard } from '#client/components/ui/card.tsx'
import { RadioCards } from '#client/components/ui/choice.tsx'
import { CheckboxField, FieldError, TextareaField } from '#client/components/ui/field.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage } from '#client/lib/api.ts'
import { COUNTRY } from '#common/constants.ts'
import { tr } from '#common/messages.ts'
import type { Address } from '#common/schemas/address.ts'
import { formatPhone } from '#common/validation/phone.ts'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useDeliverySelected } from '../delivery-selected.ts'
import { useCartMutations, type FilledCart } from '../queries.ts'
import { InlineAddress } from './inline-address.tsx'
import { ManageAddressesLink } from './manage-addresses-link.tsx'
import { OrderSummary } from './order-summary.tsx'

const lineOf = (a: Address) => [a.neighbourhood, a.line1, a.line2].filter(Boolean).join(' ')

/** The saved address that matches the cart's delivery, else the first default one, else the first. */
function initialChoice(addresses: Address[], cart: FilledCart['data']) {
  const saved = cart.delivery
  const same =
    saved &&
    addresses.find(
      (a) => a.person === saved.delivery_contact_name && lineOf(a) === saved.delivery_address && a.town === saved.delivery_town,
    )
  return (same ?? addresses.find((a) => a.is_default) ?? addresses[0])?.id ?? null
}

export function DeliveryStep({ answer, addresses }: { answer: FilledCart; addresses: Address[] }) {
  const cart = answer.data
  const [chosen, setChosen] = useState<number | null>(() => initialChoice(addresses, cart))
  const [notes, setNotes] = useState(cart.delivery?.additional_notes ?? '')
  const [sameInvoice, setSameInvoice] = useDeliverySelected()
  const [error, setError] = useState<string | undefined>()
  const m = useCartMutations()
  const navigate = useNavigate()
  const groupId = useId()
  const selected = addresses.find((a) => a.id === chosen) ?? null
  const pick = (id: number | null) => {
    setChosen(id)
    setError(undefined)
  }

  const next = async () => {
    if (!selected) {
      setError(tr.checkout.addressRequired)
      toast.error(tr.checkout.addressRequired)
      return
    }
    try {
      await m.delivery.mutateAsync({
        delivery_contact_name: selected.person,
        delivery_contact_phone: selected.phone,
        delivery_address: lineOf(selected),
        delivery_town: selected.town,
        delivery_city: selected.city,
        delivery_postalcode: selected.postalcode,
        delivery_country: COUNTRY,
        additional_notes: notes.trim(),
      })
      await navigate({ to: sameInvoice ? '/odeme' : '/fatura' })
    } catch (e) {
      toast.error(errorMessage(e))
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-4">
        <SectionCard
          title={tc.delivery.choose}
          action={<ManageAddressesLink>{tc.delivery.manage}</ManageAddressesLink>}
        >
          {addresses.length === 0 ? (
            <InlineAddress first onSaved={pick} />
          ) : (
            <RadioCards
              legend={tc.delivery.lead}
              name="teslimat-adresi"
              items={addresses}
              valueOf={(a) => a.id}
              chosen={chosen}
              onChoose={pick}
              describedBy={error ? `${groupId}-error` : undefined}
              footer={
                <>
                  <FieldError id={`${groupId}-error`} message={error} />
                  <div className="mt-3">
                    <InlineAddress first={false} onSaved={pick} />
                  </div>
                  {/* Right under the addresses, above the fold on a phone: it decides whether an invoice step follows. */}
                  <div className="mt-4 border-t border-line pt-4">
                    <CheckboxField label={tc.delivery.sameInvoice} checked={sameInvoice} onChange={(e) => setSameInvoice(e.target.checked)} />
                    <p className="mt-1 ml-8 text-xs text-ink-muted">{tc.delivery.sameInvoiceHint}</p>
                  </div>
                </>
              }
            >
              {(a) => (
                <span className="min-w-0 text-sm">
                  <span className="flex items-center gap-2 font-semibold text-ink">
                    {a.title}
                    {a.is_default ? <Badge tone="success">{tc.delivery.default}</Badge> : null}
                  </span>
                  <span className="mt-1 block font-medium text-ink">{a.person}</span>
                  <span className="block text-ink-muted">{lineOf(a)}</span>
                  <span className="block text-ink-muted">{`${a.town} / ${a.city} ${a.postalcode}`}</span>
                  <span className="block text-ink-muted tabular">{formatPhone(a.phone)}</span>
                </span>
              )}
            </RadioCards>
          )}
        </SectionCard>
        {selected ? (
          <Card className="space-y-4 p-4 sm:p-6">
            <div>
              <h2 className="text-sm font-semibold text-ink">{tc.delivery.preview}</h2>
              <address className="mt-1 text-sm text-ink-muted not-italic">
                {`${selected.person}, ${lineOf(selected)}, ${selected.town} / ${selected.city} ${selected.postalcode} · ${formatPhone(selected.phone)}`}
              </address>
            </div>
            <TextareaField label={tc.delivery.notes} rows={2} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </Card>
        ) : null}
        <CollectionNotice point="checkout" />
      </div>
      <OrderSummary cart={cart} rate={answer.commission_rate_buyer}>
        <Button block size="lg" onClick={() => void next()} loading={m.delivery.isPending}>
          {tc.common.continue}
        </Button>
        <ButtonLink to="/sepetim" variant="ghost" block>
          {tc.common.back}
        </ButtonLink>
      </OrderSummary>
    </div>
  )
}
