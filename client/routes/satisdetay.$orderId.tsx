// /satisdetay/{orderId}: the sale with the sender-info modal
// (il and ilçe lists of the member area), the cargo firm choice and the label.
import { Alert } from '#client/components/ui/alert.tsx'
import { ButtonLink } from '#client/components/ui/button.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { membersOnly, whenSignedIn } from '#client/features/member/members-only.tsx'
import { districtsQuery, provincesQuery } from '#client/features/member/queries.ts'
import { SaleDetail } from '#client/features/sales/components/sale-detail.tsx'
import type { DistrictsOptions } from '#client/features/sales/components/sender-form.tsx'
import { saleQuery } from '#client/features/sales/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage } from '#client/lib/api.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

type OrderParams = { orderId: string }

export const Route = createFileRoute('/satisdetay/$orderId')({
  loader: whenSignedIn(),
  component: membersOnly<OrderParams>({ title: (p) => tc.sales.detailTitle(Number(p.orderId)) }, SalePage),
})

function SalePage({ params }: { params: OrderParams }) {
  const id = Number(params.orderId)
  const query = useQuery(saleQuery(id))
  const provinces = useQuery(provincesQuery())
  return (
    <div className="container-page py-6 sm:py-8">
      {query.data ? (
        <SaleDetail order={query.data.order} provinces={provinces.data ?? []} districts={districtsQuery as unknown as DistrictsOptions} />
      ) : query.isError ? (
        <Alert
          tone="error"
          title={errorMessage(query.error)}
          action={
            <ButtonLink to="/u/satislarim" variant="secondary" size="sm">
              {tc.sales.title}
            </ButtonLink>
          }
        />
      ) : (
        <PageSpinner />
      )}
    </div>
  )
}
