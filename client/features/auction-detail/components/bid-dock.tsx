// The phone's bid dock: while the bid box is out of sight, the clock, the price and
// the quick bids (or "En yüksek teklif sizin") stay pinned to the bottom of the screen. Hidden from
// 1024 px up, where the bid box sits beside the photos; hidden while the box itself is on screen, so
// no control is shown twice. Toasts and the scroll-to-top button keep clear of it (toast.tsx). Memoised on
// the prices it shows, so that only a bid redraws it.
import { ts } from '#client/i18n/tr-storefront.ts'
import { t } from '#client/i18n/tr.ts'
import { formatLira } from '#common/money.ts'
import { memo, useEffect, useState, type ReactNode, type RefObject } from 'react'
import { announceOverlayChange } from '#client/lib/overlay-change.ts'
import { quickOffers } from '../auction-view.ts'

/** True while `ref`'s element is outside the viewport. */
export function useOffscreen(ref: RefObject<HTMLElement | null>, active: boolean) {
  const [offscreen, setOffscreen] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!active || !el || typeof IntersectionObserver === 'undefined') return setOffscreen(false)
    const io = new IntersectionObserver(([entry]) => setOffscreen(!entry?.isIntersecting), { threshold: 0 })
    io.observe(el)
    return () => io.disconnect()
  }, [ref, active])
  return offscreen
}

type Props = {
  /** The current and the buy-now price (lira) and the bid count: a count of 0 shows "Teklif Yok". */
  current: number
  buyNow: number
  bidCount: number
  clock: ReactNode
  leading: boolean
  onBid: (amount: number) => void
  onEngage?: (() => void) | undefined
}

export const BidDock = memo(function BidDock({ current, buyNow, bidCount, clock, leading, onBid, onEngage }: Props) {
  useEffect(() => {
    announceOverlayChange()
    return () => void requestAnimationFrame(announceOverlayChange)
  }, [])
  return (
    <section
      aria-label={ts.bidBox.dock}
      data-toast-avoid
      data-overlay-bar
      data-testid="bid-dock"
      onFocus={onEngage}
      onPointerDown={onEngage}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-raised backdrop-blur lg:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block text-[0.6875rem] font-semibold text-ink-muted">{ts.detail.current}</span>
          <span className="text-xl font-extrabold text-brand-900 tabular">
            {bidCount > 0 ? formatLira(current) : t.auction.noBid}
          </span>
        </p>
        {clock}
      </div>
      {leading ? (
        <p className="mt-2 rounded-control bg-success-50 px-3 py-2 text-sm font-bold text-success-800">{ts.bidBox.leading}</p>
      ) : (
        <div className="mt-2 grid grid-cols-4 gap-1.5">
          {quickOffers({ current_price: current, buynow_price: buyNow }).map(({ step, total }) => (
            <button
              key={step}
              type="button"
              onClick={() => onBid(step)}
              aria-label={ts.detail.quickBidLabel(formatLira(step), formatLira(total))}
              className="h-11 rounded-control bg-accent-400 px-1 text-sm font-extrabold text-brand-950 ring-1 ring-accent-500/40 tabular active:bg-accent-500"
            >
              +{formatLira(step)}
            </button>
          ))}
        </div>
      )}
    </section>
  )
})
