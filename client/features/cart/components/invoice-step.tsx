// The invoice step (Invoice): previews the first invoice profile, copies it onto the cart
// as soon as it loaded (updateCartInvoice, JSON, country Türkiye), links to /u/adreslerim; next is /odeme.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { FactList } from '#client/components/ui/fact-list.tsx'
import { FileIcon } from '#client/components/ui/icons.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { COUNTRY } from '#common/constants.ts'
import type { InvoiceAddress } from '#common/schemas/invoice.ts'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { setDeliverySelected } from '../delivery-selected.ts'
import { useCartMutations, type FilledCart } from '../queries.ts'
import { ManageAddressesLink } from './manage-addresses-link.tsx'
import { OrderSummary } from './order-summary.tsx'

export const toInvoiceJson = (p: InvoiceAddress, delivery: Record<string, string | null> | null) => ({
  invoice_title: p.full_name,
  invoice_contact: delivery?.delivery_contact_name ?? p.full_name,
  invoice_tax_no: p.tax_number,
  invoice_tax_administration: p.tax_office,
  invoice_address: p.address,
  invoice_town: p.district ?? '',
  invoice_city: p.city ?? '',
  invoice_postalcode: '',
  invoice_country: COUNTRY,
  invoice_phone: p.phone ?? '',
})

export function InvoiceStep({ answer, profiles }: { answer: FilledCart; profiles: InvoiceAddress[] }) {
  const cart = answer.data
  const profile = profiles[0] ?? null
  const m = useCartMutations()
  const navigate = useNavigate()
  const sent = useRef(false)
  const { mutate } = m.invoice

  useEffect(() => {
    if (!profile || sent.current) return
    sent.current = true
    // an invoice failure is logged only, nothing is shown.
    mutate(toInvoiceJson(profile, cart.delivery), {
      onError: (e) => console.error(JSON.stringify({ at: 'updateCartInvoice', error: String(e) })),
    })
  }, [profile, cart.delivery, mutate])

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <SectionCard
        title={tc.invoice.title}
        action={<ManageAddressesLink>{tc.invoice.manage}</ManageAddressesLink>}
      >
        {profile ? (
          <div className="space-y-3 text-sm">
            <p className="text-ink-muted">{tc.invoice.lead}</p>
            <div className="rounded-card bg-slate-50 p-4 ring-1 ring-line">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {profile.full_name}
                <Badge tone="brand">{profile.type === 'tuzel' ? tc.invoice.corporate : tc.invoice.individual}</Badge>
                {profile.is_efatura === 1 ? <Badge tone="neutral">{tc.invoice.efatura}</Badge> : null}
              </p>
              <FactList
                className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]"
                valueClassName="text-ink"
                facts={[
                  [tc.invoice.taxNo, <span className="tabular">{profile.tax_number}</span>],
                  [tc.invoice.taxOffice, profile.tax_office],
                  [tc.invoice.address, [profile.address, profile.district, profile.city].filter(Boolean).join(', ')],
                  ...(profile.phone ? [[tc.invoice.phone, <span className="tabular">{profile.phone}</span>] as const] : []),
                ]}
              />
            </div>
          </div>
        ) : (
          <EmptyState
            title={tc.invoice.none}
            icon={<FileIcon className="size-7" />}
            action={
              // The way forward from here, not only a hint to go back: invoice at the delivery address.
              <Button
                onClick={() => {
                  setDeliverySelected(true)
                  void navigate({ to: '/odeme' })
                }}
              >
                {tc.invoice.useDelivery}
              </Button>
            }
          >
            {tc.invoice.noneBody}
          </EmptyState>
        )}
      </SectionCard>
      <OrderSummary cart={cart} rate={answer.commission_rate_buyer}>
        <Button block size="lg" disabled={!profile} loading={m.invoice.isPending} onClick={() => void navigate({ to: '/odeme' })}>
          {tc.invoice.toPayment}
        </Button>
        <ButtonLink to="/teslimat" variant="ghost" block>
          {tc.common.back}
        </ButtonLink>
      </OrderSummary>
    </div>
  )
}
