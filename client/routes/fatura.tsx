// /fatura: the invoice step; the next step is /odeme.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { CheckoutLayout } from '#client/features/cart/components/checkout-layout.tsx'
import { InvoiceStep } from '#client/features/cart/components/invoice-step.tsx'
import { cartQuery } from '#client/features/cart/queries.ts'
import { invoicesQuery } from '#client/features/member/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { currentUser, sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Navigate } from '@tanstack/react-router'

export const Route = createFileRoute('/fatura')({
  loader: async ({ context: { queryClient } }) => {
    if (await sessionOrNull(queryClient))
      await Promise.all([queryClient.ensureQueryData(cartQuery()), queryClient.ensureQueryData(invoicesQuery())])
  },
  pendingComponent: () => <PageSpinner />,
  component: InvoiceRoute,
})

function InvoiceRoute() {
  usePageTitle(tc.invoice.title)
  const { data: session } = useSuspenseQuery(currentUser())
  if (!session) return <LoginPrompt redirect="/fatura" />
  return <InvoicePage />
}

function InvoicePage() {
  const { data } = useSuspenseQuery(cartQuery())
  const { data: profiles } = useSuspenseQuery(invoicesQuery())
  if (!data.data) return <Navigate to="/sepetim" replace />
  return (
    <CheckoutLayout title={tc.invoice.title} step="invoice" skipInvoice={false}>
      <InvoiceStep answer={{ ...data, data: data.data }} profiles={profiles} />
    </CheckoutLayout>
  )
}
