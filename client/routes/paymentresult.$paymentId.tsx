// /paymentresult/{paymentId}: the bank's callback sends the whole window here
// (from inside the 3-D Secure frame, by a page of its own: three-ds-frame.ts); a framed copy, should one
// ever load, hands the address to the whole window. The record is read by payment id.
import { Alert } from '#client/components/ui/alert.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { cartKeys } from '#client/features/cart/queries.ts'
import { PaymentResult } from '#client/features/checkout/components/payment-result.tsx'
import { paymentQuery } from '#client/features/checkout/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage } from '#client/lib/api.ts'
import { currentUser, sessionKeys, sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'

const framed = () => typeof window !== 'undefined' && window.self !== window.top

export const Route = createFileRoute('/paymentresult/$paymentId')({
  beforeLoad: () => {
    // Inside the 3-D Secure frame: the whole window goes to the result instead.
    if (framed()) window.top!.location.assign(window.location.href)
  },
  loader: ({ context: { queryClient } }) => sessionOrNull(queryClient),
  component: ResultRoute,
})

function ResultRoute() {
  const { paymentId } = Route.useParams()
  usePageTitle(tc.payment.title)
  const { data: session } = useSuspenseQuery(currentUser())
  if (framed()) return <PageSpinner />
  if (!session) return <LoginPrompt redirect={`/paymentresult/${paymentId}`} />
  return <Result id={Number(paymentId)} />
}

function Result({ id }: { id: number }) {
  const queryClient = useQueryClient()
  const query = useQuery(paymentQuery(id))
  const record = query.data?.payment_data[0]
  const done = record && record.status !== 'pending'
  useEffect(() => {
    if (!done) return
    void queryClient.invalidateQueries({ queryKey: cartKeys.all })
    void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
  }, [done, queryClient])
  return (
    <div className="container-page py-8 sm:py-12">
      {query.isPending ? (
        <PageSpinner />
      ) : record ? (
        <PaymentResult record={record} />
      ) : (
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      )}
    </div>
  )
}
