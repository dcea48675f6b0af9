// Under the bid box: buy now (a lot that offers it), watch, and make an offer (a buy-now lot until its first
// bid, docs/decisions/0021-offers.md). Memoised on the few facts it shows, so that a bid, which changes none
// of them after the first, redraws none of its buttons and icons (docs/first-visit.md "A bid's render").
import { Button } from '#client/components/ui/button.tsx'
import { CartIcon, HeartIcon } from '#client/components/ui/icons.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { tol } from '#client/i18n/tr-offer-lot.ts'
import { cx } from '#client/lib/cx.ts'
import { memo } from 'react'

type Props = {
  /** The lot runs, offers buy-now and the viewer is not its seller. */
  buyNow: boolean
  /** An offer may be made now (a buy-now lot with no bid yet, on the live page). */
  offer: boolean
  watching: boolean
  onBuyNow: () => void
  onWatch: () => void
  onOffer: () => void
}

export const TradeButtons = memo(function TradeButtons({ buyNow, offer, watching, onBuyNow, onWatch, onOffer }: Props) {
  return (
    <>
      <div className={cx('grid gap-2', buyNow ? 'grid-cols-2' : 'grid-cols-1')} data-toast-avoid>
        {buyNow ? (
          <Button variant="primary" size="lg" icon={<CartIcon className="size-5" />} onClick={onBuyNow}>
            {ts.detail.buyNow}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="lg"
          aria-pressed={watching}
          icon={<HeartIcon className={cx('size-5', watching && 'fill-danger-600 text-danger-600')} />}
          onClick={onWatch}
        >
          {watching ? ts.detail.watching : ts.detail.watch}
        </Button>
      </div>
      {offer ? (
        <Button variant="ghost" block onClick={onOffer} data-toast-avoid>
          {tol.makeOffer}
        </Button>
      ) : null}
    </>
  )
})
