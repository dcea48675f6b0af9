// The detail page's layout, shared by the live page and the
// seller preview. It shows what it is given and reports the member's intents through `act`.
import { Alert } from '#client/components/ui/alert.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import type { TimeState } from '#common/auction-rules.ts'
import { CLOCK_SKEW_WARN_MS, SOFT_CLOSE_WINDOW_MS } from '#common/auction-rules.ts'
import { bidFirst, roomFirst } from '#common/messages/bids-first.ts'
import type { AuctionData, CargoPrice } from '#common/schemas/answers-storefront.ts'
import { memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { showsBuyNow } from '../auction-view.ts'
import { sameApartFromBids } from '../same-lot.ts'
import { AutoBid, AutoBidForm } from './auto-bid.tsx'
import { BidBox, type BidBoxState } from './bid-box.tsx'
import { BidControls } from './bid-controls.tsx'
import { BidDock, useOffscreen } from './bid-dock.tsx'
import type { ClosedState } from './closed-panel.tsx'
import { Gallery } from './gallery.tsx'
import { PriceBox } from './price-box.tsx'
import { Breadcrumb, Heading } from './summary.tsx'
import { TradeButtons } from './trade-buttons.tsx'
import { lazyPiece, preloadablePiece } from '#client/lib/lazy-piece.ts'

/** The bid box's first-screen words (the rest of `bids.ts` comes with the pieces that word it). */
const tr = { bid: bidFirst, room: roomFirst }

// Off the lot page's first visit (tests/e2e/first-visit.spec.ts): the link loads once the page has painted.
const ReportLink = lazyPiece(() => import('#client/features/law/components/report-link.tsx').then((m) => ({ default: m.ReportLink })))
// Off the first visit too: only a live show's lot that has not opened shows it.
const PreShowBox = lazyPiece(() => Promise.all([import('./pre-show-box.tsx'), AutoBidForm.preload()]).then(([m]) => ({ default: m.PreShowBox })))
/**
 * A closed lot's panels (how it ended, the viewer's own outcome) and their sentences: off a running lot's first
 * visit. The route's loader awaits this for a lot that is already closed (client/routes/mezat.$slug.tsx), so
 * such a page draws them in its first render; a running lot fetches them just after its first render
 * (AuctionView), so that a close heard later, even after the phone was offline, never waits for a chunk.
 */
export const loadClosedPanels = () => import('./closed-panel.tsx')
// The tabs (description, properties, questions) sit under the photo and the bid box at every width, below a
// phone's and a laptop's first screen: their chunk loads with the page's first render, and nothing above them
// moves when it arrives.
const DetailTabs = lazyPiece(() => import('./detail-tabs.tsx').then((m) => ({ default: m.DetailTabs })))
const ClosedPanel = lazyPiece(() => loadClosedPanels().then((m) => ({ default: m.ClosedPanel })))
const OutcomePanel = lazyPiece(() => loadClosedPanels().then((m) => ({ default: m.OutcomePanel })))

// The seller's and the shipping boxes close the column under the bid box, below a phone's and a laptop's first
// screen: off the first visit, fetched with the page's first render (the route's loader), awaited by a closed lot's
// loader, where the column is shorter.
const SellerBox = preloadablePiece(() => import('./seller-box.tsx').then((m) => m.SellerBox))
const ShippingBox = preloadablePiece(() => import('./shipping-box.tsx').then((m) => m.ShippingBox))
export const loadSellerBoxes = () => Promise.all([SellerBox.preload(), ShippingBox.preload()])

// The parts that no bid changes, redrawn only when their own props change (same-lot.ts).
const StillBreadcrumb = memo(Breadcrumb, (p, n) => sameApartFromBids(p.data, n.data))
const StillGallery = memo(Gallery)
const StillTabs = memo(DetailTabs, (p, n) => p.isSeller === n.isSeller && sameApartFromBids(p.data, n.data))
const StillSeller = memo(SellerBox)
const StillShipping = memo(ShippingBox, (p, n) => p.cargo === n.cargo && sameApartFromBids(p.data, n.data))
// The heading shows the end, which only a bid in the last minutes moves.
const StillHeading = memo(Heading, (p, n) => p.data.end_time === n.data.end_time && sameApartFromBids(p.data, n.data))
const StillReportLink = memo(ReportLink)

/** `act` for the memoised parts: one function for the page's life, calling the latest `act`. */
function useStableAct(act: (intent: Intent) => void) {
  const latest = useRef(act)
  useLayoutEffect(() => {
    latest.current = act
  })
  return {
    onIndex: useCallback((index: number) => latest.current({ kind: 'photo', index }), []),
    onEnlarge: useCallback(() => latest.current({ kind: 'enlarge' }), []),
    onAsk: useCallback(() => latest.current({ kind: 'ask' }), []),
    onBid: useCallback((amount: number) => latest.current({ kind: 'bid', amount }), []),
    onBidList: useCallback(() => latest.current({ kind: 'bidList' }), []),
    onBuyNow: useCallback(() => latest.current({ kind: 'buyNow' }), []),
    onWatch: useCallback(() => latest.current({ kind: 'watch' }), []),
    onOffer: useCallback(() => latest.current({ kind: 'offer' }), []),
  }
}

export type ViewModel = {
  data: AuctionData
  cargo: CargoPrice[]
  stage: string
  phase: TimeState
  isSeller: boolean
  watching: boolean
  inCart: boolean
  member: boolean
  clockOffset: number
  photoIndex: number
  /** The live page's bid state; the seller preview leaves it out. */
  live?: LiveState
}

/** What only the live page knows: the clock beside the price, who leads, verification, the closed page. */
export type LiveState = BidBoxState & {
  /**
   * The clock of the bid box (BidClock) next to the price and, compact, in the phone's dock: elements the live
   * page memoises on the times and the connection, so that a bid does not draw them again.
   */
  clock: { full: ReactNode; compact: ReactNode }
  closed: ClosedState | null
}

export type Intent =
  | { kind: 'bid'; amount: number }
  | { kind: 'buyNow' }
  | { kind: 'offer' }
  | { kind: 'watch' }
  | { kind: 'ask' }
  | { kind: 'bidList' }
  | { kind: 'enlarge' }
  | { kind: 'photo'; index: number }

type Props = {
  model: ViewModel
  act: (intent: Intent) => void
  /** Returns true (and tells the user why) when an action may not run: a guest, or the preview. */
  guard: (kind: 'bid' | 'cart' | 'watch' | 'ask') => boolean
  statusBar: ReactNode
  header?: ReactNode
  below?: ReactNode
}

/**
 * Memoised on its props: the live page hands it one `act` and `guard` for its life and its model, status bar
 * and rows below memoised on what they show (live-auction.tsx), so the page's dialogs opening and closing
 * do not draw the page again.
 */
export const AuctionView = memo(function AuctionView({ model, act, guard, statusBar, header, below }: Props) {
  const { data, phase } = model
  const running = phase === 'running'
  const canBid = running && !model.isSeller
  const skew = Math.abs(model.clockOffset)
  const live = model.live
  const outcome = phase === 'ended' ? (live?.closed?.outcome ?? null) : null
  const bidBox = useRef<HTMLDivElement>(null)
  const boxOffscreen = useOffscreen(bidBox, canBid && !!live)
  const stable = useStableAct(act)
  const guardBid = useCallback(() => guard('bid'), [guard])
  // A chunk that fails to load reloads the page (client/lib/stale-deploy.ts), which would lose the closing
  // message of a lot that closed while the phone was offline: the panels are in before that can happen.
  const isLive = !!live
  useEffect(() => {
    if (isLive) void loadClosedPanels()
  }, [isLive])
  return (
    <div className="pb-12">
      {statusBar}
      <div className="container-page space-y-5 pt-4 sm:pt-5">
        {header}
        <StillBreadcrumb data={data} />
        {/* A closed lot leads with the viewer's own outcome, above the fold on a phone. */}
        {outcome && live?.closed ? (
          <Suspense fallback={null}>
            <OutcomePanel state={live.closed} outcome={outcome} />
          </Suspense>
        ) : null}
        {model.inCart && !outcome ? (
          <Alert
            tone="warning"
            action={
              <InternalLink href="/sepetim" className="font-semibold underline">
                {ts.detail.inCartLink}
              </InternalLink>
            }
          >
            {ts.detail.inCart}
          </Alert>
        ) : null}
        {skew > CLOCK_SKEW_WARN_MS ? <Alert tone="warning">{ts.detail.clockSkew(Math.round(skew / 1000))}</Alert> : null}

        <div className="grid grid-cols-1 gap-5 lg:grid-cols-12 lg:gap-8">
          <div className="min-w-0 lg:col-span-7">
            <StillGallery
              photos={data.auction_image}
              name={data.name}
              stage={model.stage}
              index={model.photoIndex}
              onIndex={stable.onIndex}
              onEnlarge={stable.onEnlarge}
            />
          </div>
          <div className="min-w-0 space-y-4 lg:col-span-5">
            <StillHeading data={data} />
            {/* The fair close (docs/bidding.md): the end moved because the service was away in the last minutes. */}
            {data.service_extended_at ? (
              <Alert tone="info" title={tr.room.serviceExtended}>
                {tr.room.serviceExtendedDetail(SOFT_CLOSE_WINDOW_MS / 60_000, phase === 'ended')}
              </Alert>
            ) : null}
            {/* Bystanders read that it ended and what it sold for. */}
            {phase === 'ended' && live?.closed && !outcome ? (
              <Suspense fallback={null}>
                <ClosedPanel state={live.closed} />
              </Suspense>
            ) : null}
            <PriceBox
              data={data}
              phase={phase}
              isSeller={model.isSeller}
              onBidList={stable.onBidList}
              clock={running && live ? live.clock.full : null}
            />

            {canBid && live ? (
              <BidBox
                ref={bidBox}
                auctionId={data.id}
                current={data.current_price}
                buyNow={data.buynow_price}
                member={model.member}
                leading={live.leading}
                refreshing={live.refreshing}
                verifyNeeded={live.verifyNeeded}
                onEngage={live.onEngage}
                onBid={stable.onBid}
                guard={guardBid}
              />
            ) : canBid ? (
              <div className="space-y-3 rounded-card bg-white p-4 ring-1 ring-line sm:p-5">
                <BidControls current={data.current_price} buyNow={data.buynow_price} onBid={stable.onBid} />
                <AutoBid auctionId={data.id} current={data.current_price} member={model.member} guard={guardBid} />
                <p className="text-[0.6875rem] leading-4 text-ink-subtle">{ts.detail.softClose}</p>
              </div>
            ) : phase === 'upcoming' && data.pre_bids && !model.isSeller && live ? (
              // A live show's lot: a maximum may wait for the opening (docs/bidding.md "Bids before the show").
              <Suspense fallback={<Alert tone="info">{tr.bid.notStarted}</Alert>}>
                <PreShowBox auctionId={data.id} current={data.current_price} member={model.member} guard={guardBid} />
              </Suspense>
            ) : phase === 'upcoming' ? (
              <Alert tone="info">{tr.bid.notStarted}</Alert>
            ) : running && model.isSeller ? (
              <Alert tone="info">{tr.bid.ownAuction}</Alert>
            ) : phase === 'ended' && live?.closed ? null : phase === 'ended' ? (
              <Alert tone="info">{tr.bid.closed}</Alert>
            ) : null}

            <TradeButtons
              buyNow={running && showsBuyNow(data) && !model.isSeller}
              offer={running && showsBuyNow(data) && !model.isSeller && data.bid_count === 0 && !!live}
              watching={model.watching}
              onBuyNow={stable.onBuyNow}
              onWatch={stable.onWatch}
              onOffer={stable.onOffer}
            />

            <Suspense fallback={null}>
              <StillSeller seller={data.seller} caymaException={data.cayma_exception} canAsk={running && !model.isSeller} onAsk={stable.onAsk} />
              <StillShipping data={data} cargo={model.cargo} />
            </Suspense>
            {model.isSeller ? null : (
              <Suspense fallback={null}>
                <StillReportLink target="auction" targetId={data.id} what={data.title ?? data.name} />
              </Suspense>
            )}
          </div>
        </div>

        <Suspense fallback={null}>
          <StillTabs data={data} isSeller={model.isSeller} />
        </Suspense>
        {below}
      </div>
      {canBid && live ? (
        <>
          {/* Room for the dock, so it never hides the end of the page on a phone. */}
          <div className="h-32 lg:hidden" aria-hidden="true" />
          {boxOffscreen ? (
            <BidDock
              current={data.current_price}
              buyNow={data.buynow_price}
              bidCount={data.bid_count}
              clock={live.clock.compact}
              leading={live.leading}
              onBid={stable.onBid}
              onEngage={live.onEngage}
            />
          ) : null}
        </>
      ) : null}
    </div>
  )
})
