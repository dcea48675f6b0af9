// /profil/{sellerSlug}: the public seller profile with the seller's open
// auctions as the storefront's cards, on the server's clock.
import { Alert } from '#client/components/ui/alert.tsx'
import { AuctionCard } from '#client/features/auctions/components/auction-card.tsx'
import { SellerProfile } from '#client/features/member/components/seller-profile.tsx'
import { sellerProfileQuery } from '#client/features/member/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { errorMessage } from '#client/lib/api.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { fromWireTime } from '#common/time.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/profil/$sellerSlug')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(sellerProfileQuery(params.sellerSlug)),
  errorComponent: ({ error }) => (
    <div className="container-page py-10">
      <Alert tone="error" title={tm.seller.notFound}>
        {errorMessage(error)}
      </Alert>
    </div>
  ),
  component: SellerPage,
})

function SellerPage() {
  const { sellerSlug } = Route.useParams()
  const { data, dataUpdatedAt } = useSuspenseQuery(sellerProfileQuery(sellerSlug))
  usePageTitle(data.seller.title)
  const clockOffset = (data.server_time.timestamp ?? fromWireTime(data.server_time.formatted)) - dataUpdatedAt
  return (
    <div className="container-page max-w-6xl py-6 sm:py-8">
      <SellerProfile
        profile={data}
        slug={sellerSlug}
        auctions={
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {data.auctions.data.map((a) => (
              <li key={a.id} className="min-w-0">
                <AuctionCard auction={a} clockOffset={clockOffset} />
              </li>
            ))}
          </ul>
        }
      />
    </div>
  )
}
