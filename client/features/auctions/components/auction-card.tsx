// One auction in a list: thumbnail, name, seller with
// rating, sale label and badge, countdown on the server's clock, price, and the bid /
// buy-now buttons while running (only the detail link once ended).
import { Badge } from '#client/components/ui/badge.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { GavelIcon, ImageIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { useNowSelect } from '#client/lib/use-now.ts'
import { formatLira } from '#common/money.ts'
import type { AuctionCard as Auction } from '#common/schemas/answers.ts'
import { startTransition, useEffect, useRef, useState } from 'react'
import { auctionPhase, canBuyNow, type AuctionPhase } from '../auction-state.ts'
import { saleBadge } from '../sale-badge.ts'
import { useCardLive, useSettledVisible } from '../use-card-live.ts'
import { Countdown } from './countdown.tsx'
import { RatingStars } from './rating-stars.tsx'

const phaseChip: Record<AuctionPhase, { label: string; className: string }> = {
  upcoming: { label: t.auction.upcoming, className: 'bg-brand-700 text-white' },
  running: { label: t.auction.live, className: 'bg-success-700 text-white' },
  ended: { label: t.auction.ended, className: 'bg-slate-800 text-white' },
}

function Thumbnail({ src, alt }: { src: string | null | undefined; alt: string }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed)
    return (
      <span className="grid size-full place-items-center text-slate-400">
        <ImageIcon className="size-10" />
      </span>
    )
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
    />
  )
}

export function AuctionCard({ auction: loaded, clockOffset }: { auction: Auction; clockOffset: number }) {
  // The card follows the clock through its phase only; the countdown inside ticks on its own.
  const ref = useRef<HTMLElement>(null)
  const onScreen = useSettledVisible(ref)
  const loadedPhase = useNowSelect((now) => auctionPhase(loaded, now + clockOffset))
  const auction = useCardLive(loaded, onScreen && loadedPhase !== 'ended')
  const phase = useNowSelect((now) => auctionPhase(auction, now + clockOffset))
  const href = `/mezat/${auction.slug}`
  const chip = phaseChip[phase]
  const hasBids = auction.bid_count > 0
  const badge = saleBadge(auction, phase === 'ended')
  const priceLabel = phase === 'ended' ? t.auction.closingPrice : hasBids ? t.auction.currentPrice : t.auction.openingPrice
  const price = hasBids
    ? formatLira(auction.current_price)
    : phase === 'ended'
      ? t.auction.noBid
      : auction.opening_price > 0
        ? formatLira(auction.opening_price)
        : t.auction.none

  // content-visibility: the browser lays out and paints a card only near the screen. A home page holds
  // ~1,500 nodes of cards more than two screens down, whose style and layout were part of the first
  // visit's main-thread work (docs/first-visit.md "Where the main thread goes"); the size estimate is a
  // phone's card, and `auto` keeps each card's real size once it was drawn, so scrolling back never jumps.
  return (
    <article
      ref={ref}
      className="group flex min-w-0 flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow [contain-intrinsic-size:auto_19rem] [content-visibility:auto] hover:shadow-raised"
    >
      <InternalLink href={href} className="relative block aspect-square overflow-hidden bg-slate-100" tabIndex={-1} aria-hidden="true">
        <Thumbnail src={auction.thumbnail_url} alt="" />
        {badge ? (
          <Badge tone={badge.tone} className="absolute top-2 left-2 max-w-[calc(100%-1rem)] truncate shadow-sm">
            {badge.text}
          </Badge>
        ) : null}
        <span
          className={cx(
            'absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold shadow-sm',
            chip.className,
          )}
        >
          {phase === 'running' ? <span className="size-1.5 animate-pulse rounded-full bg-white" /> : null}
          {chip.label}
        </span>
      </InternalLink>

      <div className="flex flex-1 flex-col gap-2.5 p-2.5 sm:p-3.5">
        <div className="min-w-0">
          <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-ink">
            <InternalLink href={href} className="hover:text-brand-700 hover:underline">
              {auction.name}
            </InternalLink>
          </h3>
          {auction.seller ? (
            <p className="mt-1 flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-ink-muted">
              <span className="sr-only">{t.auction.seller}: </span>
              <span className="max-w-full truncate">{auction.seller.title}</span>
              <RatingStars rating={auction.seller.rating ?? auction.rating} />
            </p>
          ) : null}
        </div>

        <Countdown phase={phase} startTime={auction.start_time} endTime={auction.end_time} clockOffset={clockOffset} />

        <div>
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-xs font-medium text-ink-muted">{priceLabel}</span>
            <span className="text-[0.6875rem] text-ink-subtle">{hasBids ? t.auction.bids(auction.bid_count) : t.auction.noBid}</span>
          </div>
          <p className="text-lg leading-7 font-extrabold text-brand-900 tabular sm:text-xl">{price}</p>
        </div>

        <div className="mt-auto flex flex-col gap-1.5 sm:flex-row">
          {phase === 'running' ? (
            <>
              <InternalLink href={href} className={cx(buttonClass('accent', 'sm'), 'flex-1')}>
                <GavelIcon className="size-4" />
                {t.auction.bid}
              </InternalLink>
              {canBuyNow(auction) ? (
                <InternalLink
                  href={href}
                  className={cx(buttonClass('primary', 'sm'), 'flex-1')}
                  title={`${t.auction.buyNow}: ${formatLira(auction.buynow_price)}`}
                >
                  {t.auction.buyNow}
                </InternalLink>
              ) : null}
            </>
          ) : (
            <InternalLink href={href} className={cx(buttonClass('secondary', 'sm'), 'flex-1')}>
              {t.auction.details}
            </InternalLink>
          )}
        </div>
      </div>
    </article>
  )
}

export function AuctionCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card bg-surface ring-1 ring-line" aria-hidden="true">
      <div className="aspect-square animate-pulse bg-slate-200/80" />
      <div className="space-y-2.5 p-3">
        <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200/80" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200/80" />
        <div className="h-12 animate-pulse rounded-lg bg-slate-200/80" />
        <div className="h-6 w-2/3 animate-pulse rounded bg-slate-200/80" />
        <div className="h-9 animate-pulse rounded-control bg-slate-200/80" />
      </div>
    </div>
  )
}

// Lists of cards render their first screen at once and the rest just after, as a transition that React
// renders in slices of a few ms between frames (docs/first-visit.md "The main thread"): on a first
// visit the page's first render is one task of the phone's main thread, and cards below the fold made it
// long (Lighthouse's total blocking time). Below the fold nothing moves on screen when they arrive.
// (Here, beside the card, rather than in a module of its own: every list of cards loads this chunk anyway,
// and a chunk of its own cost the auction page's first visit ~0.3 KB.)

/** Cards of the first screen: two rows of four on a desktop, four rows of two on a phone. */
const FIRST_SCREEN_CARDS = 8

/** The first `first` of `items` at mount, all of them once the transition after the mount has rendered. */
export function useFirstScreenCards<T>(items: T[], first = FIRST_SCREEN_CARDS): { shown: T[]; complete: boolean } {
  const [all, setAll] = useState(false)
  useEffect(() => {
    startTransition(() => setAll(true))
  }, [])
  const complete = all || items.length <= first
  return { shown: complete ? items : items.slice(0, first), complete }
}
