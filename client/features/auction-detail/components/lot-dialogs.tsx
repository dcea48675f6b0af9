// The lot page's dialogs and what they send: the bid confirmation and the bid itself, buy-now, the watch list,
// the question to the seller, the offer, the pre-information, the large photo, the guest's and the
// verification prompts. Which one is open is the page's state (live-auction.tsx, whose buttons open them); this
// piece draws them and runs their mutations. It loads beside the page's first render (the route's loader starts
// it), so a tap on a bid button finds it in (docs/first-visit.md "The lot page after its first render").
import { toast } from '#client/components/ui/toast.tsx'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { lazyPiece } from '#client/lib/lazy-piece.ts'
import { bidFirst, cartFirst } from '#common/messages/bids-first.ts'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import type { AllIn } from '../auction-view.ts'
import { detailKeys, type AuctionDetail, type BidAnswer } from '../queries.ts'
import { useAddBid, useBuyNow, useWatchToggle, type BidChannel } from '../trade-mutations.ts'
import { askNotificationPermission, type useBidNotices } from '../use-live-alerts.ts'
import { ConfirmBidDialog } from './confirm-bid-dialog.tsx'
import { ZoomDialog } from './zoom-dialog.tsx'

// Dialogs seldom opened load when they open.
const GuestPrompt = lazyPiece(() => import('./popups.tsx').then((m) => ({ default: m.GuestPrompt })))
const VerifyPrompt = lazyPiece(() => import('./popups.tsx').then((m) => ({ default: m.VerifyPrompt })))
const AskSellerDialog = lazyPiece(() => import('./ask-seller-dialog.tsx').then((m) => ({ default: m.AskSellerDialog })))
const BidListDialog = lazyPiece(() => import('./bid-list-dialog.tsx').then((m) => ({ default: m.BidListDialog })))
const BuyNowDialog = lazyPiece(() => import('./buy-now-dialog.tsx').then((m) => ({ default: m.BuyNowDialog })))
const WatchDialog = lazyPiece(() => import('./watch-dialog.tsx').then((m) => ({ default: m.WatchDialog })))
const OfferDialog = lazyPiece(() => import('#client/features/offers/components/offer-dialog.tsx').then((m) => ({ default: m.OfferDialog })))
const PreinfoDialog = lazyPiece(() => import('#client/features/law/components/preinfo-dialog.tsx').then((m) => ({ default: m.PreinfoDialog })))

/** Modal codes: 0 ask seller, > 0 confirm a bid of that amount, -1 buy now, -2 bid list, -3 watch, -5 photo, -6 offer. */
export type Modal = number | null
/** What the member meant to do when the pre-information opened (docs/law.md "Pre-information"). */
export type PreinfoFor = { resume?: (() => void) | undefined }
export type Verify = 'email' | 'phone'

/** The page's open layers and their setters (its state: its buttons open them). */
export type Layers = {
  modal: Modal
  setModal: (modal: Modal) => void
  guest: string | null
  setGuest: (message: string | null) => void
  verify: Verify | null
  setVerify: (what: Verify | null) => void
  preinfoFor: PreinfoFor | null
  setPreinfoFor: (pending: PreinfoFor | null) => void
  photo: number
  setPhoto: (index: number) => void
}

type Props = {
  slug: string
  /** The lot as the page draws it; `currentPrice` is the freshest heard, which a bid is made on. */
  lot: AuctionDetail['data']
  currentPrice: number
  watching: boolean
  allIn: (lira: number) => AllIn
  layers: Layers
  /** The socket and ticket a bid goes on, and what the page does with its answer. */
  channel: BidChannel
  ownBidAnswered: (answer: BidAnswer) => void
  notices: ReturnType<typeof useBidNotices>
}

export function LotDialogs({ slug, lot, currentPrice, watching, allIn, layers, channel, ownBidAnswered, notices }: Props) {
  const { modal, setModal, setGuest } = layers
  const queryClient = useQueryClient()
  const [dialogError, setDialogError] = useState<string | null>(null)
  const [cartDone, setCartDone] = useState<string | null>(null)
  // A dialog opens without the error of the one before it.
  const [errorOf, setErrorOf] = useState<Modal>(modal)
  if (errorOf !== modal) {
    setErrorOf(modal)
    setDialogError(null)
  }
  const addBid = useAddBid(lot.id, channel)
  const buyNow = useBuyNow(slug)
  const watch = useWatchToggle(slug)
  const close = () => setModal(null)
  const asGuest = (message: string) => (setModal(null), setGuest(message))

  const confirmBid = (bid: number) => {
    const total = currentPrice + bid
    notices.sending(total)
    addBid.mutate(
      { bid_amount: bid, total_amount: total },
      {
        onSuccess: (answer) => {
          ownBidAnswered(answer) // the cache learns the bid from the answer and the socket: no refetch
          notices.accepted(answer, answer.is_highest)
          askNotificationPermission()
          close()
        },
        onSettled: () => notices.settled(total),
        onError: (err) => {
          if (isApiError(err) && err.isUnauthenticated) return asGuest(bidFirst.guest)
          setDialogError(errorMessage(err))
          if (isApiError(err) && err.status === 409) void queryClient.invalidateQueries({ queryKey: detailKeys.detail(slug) })
        },
      },
    )
  }

  return (
    <>
      {modal !== null && modal > 0 ? (
        <ConfirmBidDialog
          bid={modal}
          current={currentPrice}
          allIn={allIn(currentPrice + modal)}
          pending={addBid.isPending}
          error={dialogError}
          onConfirm={() => confirmBid(modal)}
          onClose={close}
        />
      ) : null}
      <Suspense fallback={null}>
        {modal === -1 ? (
          <BuyNowDialog
            price={lot.buynow_price}
            allIn={allIn(lot.buynow_price)}
            pending={buyNow.isPending}
            error={dialogError}
            done={cartDone}
            onConfirm={() =>
              buyNow.mutate(undefined, {
                onSuccess: (answer) => setCartDone(answer.message),
                onError: (err) => (isApiError(err) && err.isUnauthenticated ? asGuest(cartFirst.guest) : setDialogError(errorMessage(err))),
              })
            }
            onContinue={() => {
              setCartDone(null)
              close()
              void queryClient.invalidateQueries({ queryKey: detailKeys.detail(slug) })
            }}
            onClose={close}
          />
        ) : null}
        {modal === -2 ? <BidListDialog auctionId={lot.id} onClose={close} /> : null}
        {modal === -3 ? (
          <WatchDialog
            watching={watching}
            pending={watch.isPending}
            onConfirm={() =>
              watch.mutate(!watching, {
                onSuccess: (answer) => {
                  toast.success(answer.message)
                  askNotificationPermission()
                  close()
                },
                onError: (err) => toast.error(errorMessage(err)),
              })
            }
            onClose={close}
          />
        ) : null}
        {modal === 0 ? <AskSellerDialog slug={slug} onClose={close} /> : null}
        {modal === -6 ? <OfferDialog slug={slug} buyNow={lot.buynow_price} onClose={close} onGuest={() => asGuest(cartFirst.guest)} /> : null}
        {layers.preinfoFor ? (
          <PreinfoDialog
            auctionId={lot.id}
            onConfirmed={() => {
              layers.setPreinfoFor(null)
              layers.preinfoFor?.resume?.()
            }}
            onClose={() => layers.setPreinfoFor(null)}
          />
        ) : null}
      </Suspense>
      {modal === -5 ? <ZoomDialog photos={lot.auction_image} name={lot.name} index={layers.photo} onIndex={layers.setPhoto} onClose={close} /> : null}
      <Suspense fallback={null}>
        {layers.guest ? <GuestPrompt message={layers.guest} redirect={`/mezat/${lot.slug}`} onClose={() => setGuest(null)} /> : null}
        {layers.verify ? <VerifyPrompt what={layers.verify} onClose={() => layers.setVerify(null)} /> : null}
      </Suspense>
    </>
  )
}
