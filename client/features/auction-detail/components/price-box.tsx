// Prices of the detail page: opening price ('Yok' at 0), current price
// ('Teklif Yok' with no bids; 'Kapanış Fiyatı' once ended) with the bid-count link, buy-now price.
import { ts } from '#client/i18n/tr-storefront.ts'
import { t } from '#client/i18n/tr.ts'
import type { TimeState } from '#common/auction-rules.ts'
import { reserveStatus } from '#common/messages/reserve-status.ts'
import { formatLira } from '#common/money.ts'
import type { AuctionData } from '#common/schemas/answers-storefront.ts'
import type { ReactNode } from 'react'
import { showsBuyNow } from '../auction-view.ts'

type Props = { data: AuctionData; phase: TimeState; onBidList: () => void; clock?: ReactNode }

export function PriceBox({ data, phase, onBidList, clock }: Props) {
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
      {data.reserve_met !== null ? <ReserveStatus met={data.reserve_met} ended={phase === 'ended'} /> : null}
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
}

/**
 * Whether the seller's hidden reserve is met (docs/decisions/0020-reserve-price.md), never its amount; live with the
 * room's NewBid and ReserveLowered. A lot that ended below it says it was not sold.
 */
function ReserveStatus({ met, ended }: { met: boolean; ended: boolean }) {
  const text = met ? reserveStatus.met : ended ? reserveStatus.endedUnmet : reserveStatus.unmet
  return (
    <p className="mt-3 text-sm" data-testid="reserve-status">
      <span
        className={met ? 'rounded-full bg-success-50 px-2.5 py-1 font-semibold text-success-700' : 'rounded-full bg-warning-50 px-2.5 py-1 font-semibold text-warning-800'}
        role="status"
      >
        {text}
      </span>
      <span className="mt-1.5 block text-xs text-ink-muted">{reserveStatus.explain}</span>
    </p>
  )
}
