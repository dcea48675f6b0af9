// /barcode/{orderId}: the label, loaded with createShipment and
// channel mng, ready to print at 100 mm × 100 mm. Guests get "Etiket için üye girişi …".
import { Alert } from '#client/components/ui/alert.tsx'
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { membersOnly, whenSignedIn } from '#client/features/member/members-only.tsx'
import { ShippingLabel } from '#client/features/sales/components/shipping-label.tsx'
import { labelQuery } from '#client/features/sales/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { shipping } from '#common/messages/checkout.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

type OrderParams = { orderId: string }

export const Route = createFileRoute('/barcode/$orderId')({
  loader: whenSignedIn(),
  component: membersOnly<OrderParams>({ title: tc.label.title, prompt: { title: shipping.guestLabel } }, LabelPage),
})

function LabelPage({ params }: { params: OrderParams }) {
  const id = Number(params.orderId)
  const query = useQuery(labelQuery(id))
  return (
    <div className="container-page space-y-5 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-extrabold text-brand-900">{tc.label.title}</h1>
        <div className="flex gap-2">
          <ButtonLink to="/satisdetay/$orderId" params={{ orderId: String(id) }} variant="secondary">
            {tc.label.back}
          </ButtonLink>
          <Button onClick={() => window.print()} disabled={!query.data}>
            {tc.label.print}
          </Button>
        </div>
      </div>
      {query.data ? (
        <>
          <ShippingLabel label={query.data} />
          <p className="text-center text-xs text-ink-muted print:hidden">{tc.label.hint}</p>
        </>
      ) : query.isError ? (
        <Alert tone="error">
          {isApiError(query.error) && query.error.isUnauthenticated ? shipping.guestLabel : errorMessage(query.error)}
        </Alert>
      ) : (
        <PageSpinner />
      )}
    </div>
  )
}
