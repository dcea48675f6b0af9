import { t } from '#client/i18n/tr.ts'
import { formatNumberTr } from '#common/number-format.ts'

// The five stars as one path (the star of StarIcon in icons.tsx, drawn every 24 units): two <svg> per
// rating instead of ten, as every card carries one (~25 fewer nodes a card on a first visit).
const FIVE_STARS = [0, 1, 2, 3, 4].map((i) => `M${12 + 24 * i} 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L${12 + 24 * i} 17.4l-5.9 3.1 1.2-6.5L${2.5 + 24 * i} 9.4l6.6-.9Z`).join('')

function Stars({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 120 24" fill="currentColor" className={`h-3.5 w-[4.375rem] max-w-none ${className}`} aria-hidden="true" focusable="false">
      <path d={FIVE_STARS} />
    </svg>
  )
}

/** Five stars filled to the rating (0–5, halves shown as partial fill). */
export function RatingStars({ rating }: { rating: number | null | undefined }) {
  const value = Math.max(0, Math.min(5, rating ?? 0))
  const label = rating ? t.auction.rating(formatNumberTr(value, 1, 1)) : t.auction.noRating
  return (
    <span className="inline-flex items-center" role="img" aria-label={label} title={label}>
      <span className="relative inline-block">
        <Stars className="text-slate-300" />
        <span className="absolute inset-0 overflow-hidden" style={{ width: `${(value / 5) * 100}%` }}>
          <Stars className="text-accent-500" />
        </span>
      </span>
    </span>
  )
}
