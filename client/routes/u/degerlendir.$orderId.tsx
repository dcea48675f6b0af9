// /u/degerlendir/{orderId}: the seller rating page of one order.
import { Alert } from '#client/components/ui/alert.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { RatingForm } from '#client/features/orders/components/rating-form.tsx'
import { orderQuery } from '#client/features/orders/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage } from '#client/lib/api.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/degerlendir/$orderId')({
  component: RatePage,
})

function RatePage() {
  const { orderId } = Route.useParams()
  usePageTitle(tc.rating.title)
  const query = useQuery(orderQuery(Number(orderId)))
  if (query.isPending) return <PageSpinner />
  if (query.isError) return <Alert tone="error">{errorMessage(query.error)}</Alert>
  return <RatingForm order={query.data.data} />
}
