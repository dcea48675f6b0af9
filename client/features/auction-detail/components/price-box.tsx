// Prices of the detail page: opening price ('Yok' at 0), current price
// ('Teklif Yok' with no bids; 'Kapanış Fiyatı' once ended) with the bid-count link, buy-now price. Memoised:
// drawn again for a bid (its price and count), not for the status bar's colour or a dialog.
import { ts } from '#client/i18n/tr-storefront.ts'
import { t } from '#client/i18n/tr.ts'
import type { TimeState } from '#common/auction-rules.ts'
import { lazyPiece } from '#client/lib/lazy-piece.ts'
import { formatLira } from '#common/money.ts'
import type { AuctionData } from '#common/schemas/answers-storefront.ts'
import { memo, Suspense, type ReactNode } from 'react'
import { showsBuyNow } from '../auction-view.ts'

// A lot with a reserve only (few are): its status and the seller's panel come after the first paint.
const ReserveBox = lazyPiece(() => import('./reserve-box.tsx').then((m) => ({ default: m.ReserveBox })))

type Props = { data: AuctionData; phase: TimeState; isSeller: boolean; onBidList: () => void; clock?: ReactNode }

export const PriceBox = memo(function PriceBox({ data, phase, isSeller, onBidList, clock }: Props) {
  const hasBids = data.bid_count > 0
  return (
    <div className="rounded-card bg-white p-4 ring-1 ring-line sm:p-5" data-toast-avoid>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <p className="text-sm font-semibold text-ink-muted">{phase === 'ended' ? ts.detail.closing : ts.detail.current}</p>
          <p
            className="text-3xl leading-tight font-extrabold tracking-tight text-brand-900 tabular sm:text-4xl"
            data-testid="current-price"
          >
            {hasBids ? formatLira(data.current_price) : t.auction.noBid}
          </p>
        </div>
        <button
          type="button"
          onClick={onBidList}
          className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
          aria-label={`${ts.detail.bidCount(data.bid_count)}. ${ts.detail.bidCountHint}`}
          data-testid="bid-count"
        >
          {ts.detail.bidCount(data.bid_count)}
        </button>
      </div>
      {data.reserve_met !== null ? (
        <Suspense fallback={null}>
          <ReserveBox data={data} ended={phase === 'ended'} isSeller={isSeller} />
        </Suspense>
      ) : null}
      {clock ? <div className="mt-3">{clock}</div> : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-3 text-sm">
        <div>
          <dt className="text-ink-muted">{ts.detail.opening}</dt>
          <dd className="font-semibold tabular">{data.opening_price > 0 ? formatLira(data.opening_price) : t.auction.none}</dd>
        </div>
        {showsBuyNow(data) ? (
          <div>
            <dt className="text-ink-muted">{ts.detail.buyNowPrice}</dt>
            <dd className="font-semibold text-success-700 tabular">{formatLira(data.buynow_price)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  )
})
