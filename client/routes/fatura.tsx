// /fatura: the invoice step; the next step is /odeme.
import { CheckoutStep } from '#client/features/cart/components/checkout-step.tsx'
import { InvoiceStep } from '#client/features/cart/components/invoice-step.tsx'
import { cartQuery } from '#client/features/cart/queries.ts'
import { membersOnly, whenSignedIn } from '#client/features/member/members-only.tsx'
import { invoicesQuery } from '#client/features/member/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/fatura')({
  loader: whenSignedIn(cartQuery, invoicesQuery),
  component: membersOnly({ title: tc.invoice.title }, InvoicePage),
})

function InvoicePage() {
  const { data: profiles } = useSuspenseQuery(invoicesQuery())
  return (
    <CheckoutStep step="invoice" title={tc.invoice.title}>
      {(answer) => <InvoiceStep answer={answer} profiles={profiles} />}
    </CheckoutStep>
  )
}
