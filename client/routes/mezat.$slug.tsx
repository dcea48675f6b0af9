// Auction detail /mezat/{slug}: the page, then the same-category
// cards (four per row) and the viewer's watch list, in a chunk of their own (card-rows.tsx).
import type { CardRowProps } from '#client/features/auction-detail/components/card-rows.tsx'
import { loadClosedPanels, loadSellerBoxes } from '#client/features/auction-detail/components/auction-view.tsx'
import { AutoBidForm } from '#client/features/auction-detail/components/auto-bid.tsx'
import { LiveAuction, loadLotDialogs } from '#client/features/auction-detail/components/live-auction.tsx'
import { auctionDetailQuery, type AuctionDetail } from '#client/features/auction-detail/queries.ts'
import { SimilarSoldSlot } from '#client/features/realised/components/similar-sold-slot.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { hasToken } from '#client/lib/session.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Component, memo, Suspense, useMemo, type ReactNode } from 'react'
import { lazyPiece, preloadablePiece } from '#client/lib/lazy-piece.ts'

/**
 * The page that did not load (not found, or an error with a retry): off the first visit; a loader that fails
 * fetches it before it gives up, so that the route draws it at once.
 */
const DetailError = preloadablePiece(() => import('#client/features/auction-detail/components/detail-error.tsx').then((m) => m.DetailError))

export const Route = createFileRoute('/mezat/$slug')({
  // Kept in the app's chunk (the router plugin moves the loader and the component into the route's own chunk, not
  // this): the lot's live connection (live-link.tsx) starts to load beside the route's chunks, so that the socket
  // opens with the page's first render. A failed fetch is made again where the page draws it.
  // The seller's and shipping boxes too: the loader awaits them (below).
  beforeLoad: () =>
    void Promise.all([
      import('#client/features/auction-detail/live-connection.tsx'),
      import('#client/features/auction-detail/components/seller-box.tsx'),
      import('#client/features/auction-detail/components/shipping-box.tsx'),
    ]).catch(() => undefined),
  loader: async ({ context: { queryClient }, params }) => {
    // A member's automatic-bid box opens with the page when a maximum stands: its form is in before the first render.
    const [detail] = await Promise.all([
      queryClient.ensureQueryData(auctionDetailQuery(params.slug)).catch(async (error: unknown) => {
        await DetailError.preload().catch(() => undefined)
        throw error
      }),
      hasToken() ? AutoBidForm.preload() : null,
    ])
    // The seller's and shipping boxes are in the first render (preloaded with the route's chunks, above): drawn later
    // they would let what is under them (the similar sold lots, which load as they near the screen) come up first.
    await loadSellerBoxes().catch(() => undefined)
    // A closed lot's first render shows how it ended: its panels' chunk comes before the page is drawn.
    if (detail.data.closed_at) await loadClosedPanels()
    // The dialogs (the bid confirmation among them) and the automatic-bid form are fetched now, beside the first
    // render (a fetch that fails here is made again where the piece is drawn: client/lib/lazy-piece.ts).
    else void Promise.all([loadLotDialogs(), AutoBidForm.preload()]).catch(() => undefined)
    return detail
  },
  errorComponent: ({ error, reset }) => (
    <Suspense fallback={null}>
      <DetailError error={error} reset={reset} />
    </Suspense>
  ),
  component: AuctionPage,
})

const CardRow = lazyPiece(() => import('#client/features/auction-detail/components/card-rows.tsx'))

/**
 * The rows are extras under the lot: a chunk that cannot load (the phone went offline just after the page
 * drew) leaves them out instead of replacing the whole page with the route's error view.
 */
class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * A row of cards once its chunk is in; nothing above it moves when it arrives (it is below the auction).
 * Memoised: a bid changes the lot's price, not these cards (the page's answer keeps their arrays), so a bid
 * redraws none of them.
 */
const LazyCardRow = memo(function LazyCardRow(props: CardRowProps) {
  if (!props.cards.length) return null
  return (
    <Optional>
      <Suspense fallback={null}>
        <CardRow {...props} />
      </Suspense>
    </Optional>
  )
})

const StillSimilarSold = memo(SimilarSoldSlot)

function BelowLot({ detail }: { detail: AuctionDetail }) {
  const watchlist = useMemo(() => detail.user_watchlist.filter((c) => c.id !== detail.data.id), [detail.user_watchlist, detail.data.id])
  return (
    <>
      <LazyCardRow id="ayni-kategori" title={ts.detail.sameCategory} cards={detail.category_auctions} clockOffset={detail.clockOffset} />
      {detail.data.category_1_slug ? (
        <StillSimilarSold lotId={detail.data.id} category={detail.data.category_1_slug} text={detail.data.name} />
      ) : null}
      <LazyCardRow id="takip-listeniz" title={ts.detail.yourWatchlist} cards={watchlist} clockOffset={detail.clockOffset} />
    </>
  )
}

/** One function for the page's life: the live page memoises the rows on it and on the lot's answer. */
const belowLot = (detail: AuctionDetail) => <BelowLot detail={detail} />

function AuctionPage() {
  const { slug } = Route.useParams()
  // The name only: a bid, which changes the answer, does not draw the page's route again.
  const { data: name } = useQuery({ ...auctionDetailQuery(slug), select: (d) => d.data.name })
  usePageTitle(name)
  return <LiveAuction slug={slug} below={belowLot} />
}
