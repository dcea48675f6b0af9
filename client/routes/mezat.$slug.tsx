// Auction detail /mezat/{slug}: the page, then the same-category
// cards (four per row) and the viewer's watch list.
import { createFileRoute } from '@tanstack/react-router'
import type { AuctionCard as Card } from '#common/schemas/answers.ts'
import { AuctionCard, useFirstScreenCards } from '#client/features/auctions/components/auction-card.tsx'
import { DetailError } from '#client/features/auction-detail/components/detail-error.tsx'
import { LiveAuction } from '#client/features/auction-detail/components/live-auction.tsx'
import { auctionDetailQuery } from '#client/features/auction-detail/queries.ts'
import { SimilarSoldSlot } from '#client/features/realised/components/similar-sold-slot.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery } from '@tanstack/react-query'
import { memo, useMemo } from 'react'
import type { AuctionDetail } from '#client/features/auction-detail/queries.ts'

export const Route = createFileRoute('/mezat/$slug')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(auctionDetailQuery(params.slug)),
  errorComponent: ({ error, reset }) => <DetailError error={error} reset={reset} />,
  component: AuctionPage,
})

// Memoised: a bid changes the lot's price, not these cards (the page's answer keeps their arrays), so a bid
// redraws none of them.
const CardRow = memo(function CardRow({ id, title, cards, clockOffset }: { id: string; title: string; cards: Card[]; clockOffset: number }) {
  // Below the auction itself at every width: its cards come just after the page's first render.
  const { shown } = useFirstScreenCards(cards, 0)
  if (!cards.length) return null
  return (
    <section aria-labelledby={id} className="pt-4">
      <h2 id={id} className="mb-4 flex items-center gap-3 text-xl font-extrabold tracking-tight text-brand-900">
        <span className="h-6 w-1.5 rounded-full bg-accent-500" aria-hidden="true" />
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((c) => (
          <AuctionCard key={c.id} auction={c} clockOffset={clockOffset} />
        ))}
      </div>
    </section>
  )
})

const StillSimilarSold = memo(SimilarSoldSlot)

function BelowLot({ detail }: { detail: AuctionDetail }) {
  const watchlist = useMemo(() => detail.user_watchlist.filter((c) => c.id !== detail.data.id), [detail.user_watchlist, detail.data.id])
  return (
    <>
      <CardRow id="ayni-kategori" title={ts.detail.sameCategory} cards={detail.category_auctions} clockOffset={detail.clockOffset} />
      {detail.data.category_1_slug ? (
        <StillSimilarSold lotId={detail.data.id} category={detail.data.category_1_slug} text={detail.data.name} />
      ) : null}
      <CardRow id="takip-listeniz" title={ts.detail.yourWatchlist} cards={watchlist} clockOffset={detail.clockOffset} />
    </>
  )
}

function AuctionPage() {
  const { slug } = Route.useParams()
  const { data } = useQuery(auctionDetailQuery(slug))
  usePageTitle(data?.data.name)
  return (
    <LiveAuction
      slug={slug}
      below={(detail) => <BelowLot detail={detail} />}
    />
  )
}
