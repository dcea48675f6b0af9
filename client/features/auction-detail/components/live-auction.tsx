// The live detail page (/mezat/{slug}): the cached answer of GET /api/auctions/{slug} kept current
// by the auction's socket; the bid / buy-now / watch / ask buttons open the page's dialogs (lot-dialogs.tsx).
import { currentUser } from '#client/lib/session.ts'
import { useNowSelect } from '#client/lib/use-now.ts'
import { bidFirst, cartFirst } from '#common/messages/bids-first.ts'
import * as coreMessages from '#common/messages/core.ts'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { memo, startTransition, Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import { allInPrice, phaseAt, timingOf } from '../auction-view.ts'
import { auctionDetailQuery, useBidTicket, type AuctionDetail } from '../queries.ts'
import { ConnectionState, useLiveLink } from '../live-link.tsx'
import { useExtension } from '../use-extension.ts'
import { useBidNotices } from '../use-live-alerts.ts'
import { preinfoQuery } from '#client/features/law/preinfo-queries.ts'
import { answerApartFromBids } from '../same-lot.ts'
import { AuctionView, type Intent } from './auction-view.tsx'
import type { ClosedState } from './closed-panel.tsx'
import { LiveBidClock, LiveCountdownAnnouncer, LiveStatusBar } from './live-clocks.tsx'
import type { Modal, PreinfoFor, Verify } from './lot-dialogs.tsx'
import { preloadablePiece } from '#client/lib/lazy-piece.ts'
import { useStableCallback } from '#client/lib/use-stable-callback.ts'

/** The catalogue's areas this file reads, not the whole catalogue (first visit). */
const tr = { auth: coreMessages.auth, bid: bidFirst, cart: cartFirst }

// The dialogs and their mutations load after the first render: the route's loader starts them beside it
// (loadLotDialogs), so a tap on a bid button finds them in (docs/first-visit.md).
const LotDialogs = preloadablePiece(() => import('./lot-dialogs.tsx').then((m) => m.LotDialogs))
export const loadLotDialogs = LotDialogs.preload

// The spoken countdown reads the clock itself: a dialog opening or closing has nothing to say to it.
const StillAnnouncer = memo(LiveCountdownAnnouncer)

type Below = (detail: AuctionDetail) => ReactNode
/** The rows below the lot: they take its answer and show nothing a bid changes, so a bid does not draw them. */
const StillBelow = memo(
  function StillBelow({ detail, below }: { detail: AuctionDetail; below: Below }) {
    return below(detail)
  },
  (p, n) => p.below === n.below && answerApartFromBids(p.detail, n.detail),
)

export function LiveAuction({ slug, below }: { slug: string; below: Below }) {
  const { data: fresh, dataUpdatedAt } = useSuspenseQuery(auctionDetailQuery(slug))
  // A bid heard on the socket is drawn in a render React may interrupt: the cache's write renders this
  // component alone (everything below is memoised on the deferred answer), then the page draws the bid in a
  // transition that a tap or a key arriving meanwhile goes before (docs/first-visit.md "A bid's render").
  // The bid confirmation and the amount it sends read the fresh answer.
  const detail = useDeferredValue(fresh)
  const session = useQuery(currentUser())
  const member = !!session.data
  const a = detail.data
  const href = `/mezat/${a.slug}`

  const [modal, setModal] = useState<Modal>(null)
  const [photo, setPhoto] = useState(0)
  const [guest, setGuest] = useState<string | null>(null)
  const [verify, setVerify] = useState<Verify | null>(null)
  // The pre-information dialog, and what the member meant to do when it opened (docs/law.md "Pre-information").
  const [preinfoFor, setPreinfoFor] = useState<PreinfoFor | null>(null)

  const notices = useBidNotices(a.name, href)
  // One object while the times stand, so that what takes it (the clocks, the view below) is not redrawn for nothing.
  const { start_time, end_time, closed_at } = a
  const timing = useMemo(() => timingOf({ start_time, end_time, closed_at }), [start_time, end_time, closed_at])
  // Only the phase from the clock here: the parts that tick read it themselves (live-clocks.tsx).
  const phase = useNowSelect((deviceNow) => phaseAt(timing, deviceNow + detail.clockOffset))
  // The socket's piece loads after the first render (live-link.tsx); until then the page is `connecting`.
  const live = useLiveLink({
    auctionId: a.id,
    slug,
    closed: !!a.closed_at,
    onAlert: notices.live,
  })
  // "You lead" only from confirmed state: while the socket is down the page polls and says it is refreshing.
  const confirmed = live.status !== 'down'
  const leading = detail.c && confirmed
  // The last confirmed update: a message of the room, or an answer of the worker (a poll, the bid answer);
  // shown only while the socket is down, so that every message heard does not draw the clocks again.
  const lastUpdate = live.status === 'down' ? Math.max(live.lastHeard ?? 0, dataUpdatedAt) : 0

  const extendedAt = useExtension(timing.end, phase === 'running')
  // A member's first bid or buy-now on a lot waits for the confirmed pre-information; read ahead while the lot runs,
  // or before a live show's lot opens, where a maximum may wait for the opening.
  const mayTrade = member && (phase === 'running' || (phase === 'upcoming' && a.pre_bids)) && !detail.b
  const preinfo = useQuery({ ...preinfoQuery(a.id), enabled: mayTrade })
  const preinfoDone = !!preinfo.data?.confirmed_at
  // The bid goes on the room's socket with a ticket fetched at the first touch of the bid box.
  const ticket = useBidTicket(a.id, detail.clockOffset, mayTrade && !detail.verify_needed && preinfoDone)
  // A dialog opens in a transition: the tap's own frame paints at once (the button's pressed state), and the
  // dialog, whose first render is the largest a tap causes here, draws in the render after it, which a bid or a
  // key arriving meanwhile may interrupt (docs/first-visit.md "Interaction on the lot page").
  const open = (code: Modal) => startTransition(() => setModal(code))
  const guard = (kind: 'bid' | 'cart' | 'watch' | 'ask', resume?: () => void) => {
    if (!member) {
      setGuest(kind === 'bid' ? tr.bid.guest : kind === 'cart' ? tr.cart.guest : tr.auth.loginRequired)
      return true
    }
    // Told before the dialog, with the link, not refused after it.
    if ((kind === 'bid' || kind === 'cart') && detail.verify_needed) {
      setVerify(detail.verify_needed)
      return true
    }
    // The pre-information first, then what the member meant (the server would refuse it otherwise).
    if ((kind === 'bid' || kind === 'cart') && mayTrade && !preinfoDone) {
      setPreinfoFor({ resume })
      return true
    }
    return false
  }
  const act = (intent: Intent) => {
    switch (intent.kind) {
      case 'bid':
        // The leader's quick bids are off; nothing opens only to be refused.
        if (leading && phase === 'running') return
        return guard('bid', () => open(intent.amount)) || open(intent.amount)
      case 'buyNow':
        return guard('cart', () => open(-1)) || open(-1)
      case 'offer':
        return guard('cart', () => open(-6)) || open(-6)
      case 'watch':
        return guard('watch') || open(-3)
      case 'ask':
        return guard('ask') || open(0)
      case 'bidList':
        return open(-2)
      case 'enlarge':
        return open(-5)
      case 'photo':
        return setPhoto(intent.index)
    }
  }

  const itemAllIn = (lira: number) => allInPrice(lira, a, detail.cargo_prices, detail.commission_rate_buyer_bp)
  const closedState = (): ClosedState => {
    // D1 may learn of the close a moment after the room: no bids and no sale recorded reads as unsold.
    const soldVia = detail.sold_via ?? (a.bid_count === 0 ? 'unsold' : null)
    const hammer = soldVia === 'buynow' ? a.buynow_price : a.current_price
    // The room announces the close before D1 records the winner: the highest bidder of a sale by bid won.
    const won = detail.won || (detail.c && soldVia !== 'unsold' && soldVia !== 'buynow' && soldVia !== 'offer')
    // Until D1 records the close the server knows no outcome: the room's winner is still to pay.
    const outcome = detail.outcome ?? (won && !detail.b ? { kind: 'won_to_pay' as const, price: hammer, until: detail.pay_before } : null)
    return { outcome, soldVia, hammer, allIn: itemAllIn }
  }

  // AuctionView is memoised: a dialog opening or closing (this component's state) leaves the page under it
  // as it is; only what it shows (the lot, the phase, the connection, who leads) draws it again.
  const stableAct = useStableCallback(act)
  const stableGuard = useStableCallback(guard)
  const status = live.status
  const clock = useMemo(() => {
    const at = (compact: boolean) => (
      <div className={compact ? 'flex items-center gap-2' : 'space-y-2'}>
        <LiveBidClock timing={timing} clockOffset={detail.clockOffset} extendedAt={extendedAt} compact={compact} />
        <ConnectionState status={status} lastUpdate={lastUpdate} compact={compact} />
      </div>
    )
    return { full: at(false), compact: at(true) }
  }, [timing, detail.clockOffset, extendedAt, status, lastUpdate])
  const closed = phase === 'ended' ? closedState() : null
  const refreshing = detail.c && !confirmed
  const model = useMemo(
    () => ({
      data: a,
      cargo: detail.cargo_prices,
      stage: detail.bgcolor ?? '#f1f5f9',
      phase,
      isSeller: detail.b,
      watching: detail.watch_list,
      inCart: detail.in_cart,
      member,
      clockOffset: detail.clockOffset,
      photoIndex: photo,
      live: { leading, refreshing, verifyNeeded: detail.verify_needed, onEngage: ticket.engage, clock, closed },
    }),
    [a, detail.cargo_prices, detail.bgcolor, phase, detail.b, detail.watch_list, detail.in_cart, member, detail.clockOffset, photo, leading, refreshing, detail.verify_needed, ticket.engage, clock, closed],
  )
  // The bar's colour after a bid is drawn with the bid, in the same interruptible render.
  const flash = useDeferredValue(live.flash)
  const statusBar = useMemo(
    () => <LiveStatusBar phase={phase} timing={timing} clockOffset={detail.clockOffset} flash={flash} isHighest={leading} />,
    [phase, timing, detail.clockOffset, flash, leading],
  )
  const belowLot = useMemo(() => <StillBelow detail={detail} below={below} />, [below, detail])

  return (
    <>
      {live.connection}
      <StillAnnouncer phase={phase} timing={timing} clockOffset={detail.clockOffset} />
      <AuctionView model={model} act={stableAct} guard={stableGuard} statusBar={statusBar} below={belowLot} />

      <Suspense fallback={null}>
        <LotDialogs
          slug={slug}
          lot={a}
          currentPrice={fresh.data.current_price}
          watching={detail.watch_list}
          allIn={itemAllIn}
          layers={{ modal, setModal, guest, setGuest, verify, setVerify, preinfoFor, setPreinfoFor, photo, setPhoto }}
          channel={{ expectOwnBid: live.expectOwnBid, sendBid: live.sendBid, ticket }}
          ownBidAnswered={live.ownBidAnswered}
          notices={notices}
        />
      </Suspense>
    </>
  )
}
