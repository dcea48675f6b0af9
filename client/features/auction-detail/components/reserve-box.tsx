// A lot's reserve on its page (docs/decisions/0020-reserve-price.md): whether it is met, never its amount, live with
// the room's NewBid and ReserveLowered; for the seller, below it, their own panel. Its own chunk: the lot page's first
// visit carries none of it (most lots have no reserve), and only the seller loads the panel.
import { lazyPiece } from '#client/lib/lazy-piece.ts'
import { reserveStatus } from '#common/messages/reserve-status.ts'
import type { AuctionData } from '#common/schemas/answers-storefront.ts'
import { Suspense } from 'react'

const SellerReserve = lazyPiece(() => import('./seller-reserve.tsx').then((m) => ({ default: m.SellerReserve })))

export function ReserveBox({ data, ended, isSeller }: { data: AuctionData; ended: boolean; isSeller: boolean }) {
  const met = data.reserve_met === true
  return (
    <>
      <p className="mt-3 text-xs text-ink-muted" data-testid="reserve-status" aria-live="polite">
        <b className={met ? 'text-sm text-success-700' : 'text-sm text-warning-800'}>
          {met ? reserveStatus.met : ended ? reserveStatus.endedUnmet : reserveStatus.unmet}
        </b>{' '}
        {reserveStatus.explain}
      </p>
      {isSeller ? (
        <Suspense fallback={null}>
          <SellerReserve auctionId={data.id} slug={data.slug} />
        </Suspense>
      ) : null}
    </>
  )
}
