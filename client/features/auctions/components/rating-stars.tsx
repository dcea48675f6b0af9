import { StarIcon } from '#client/components/ui/icons.tsx'
import { t } from '#client/i18n/tr.ts'
import { formatNumberTr } from '#common/number-format.ts'


/** Five stars filled to the rating (0–5, halves shown as partial fill). */
export function RatingStars({ rating, size = 'size-3.5' }: { rating: number | null | undefined; size?: string }) {
  const value = Math.max(0, Math.min(5, rating ?? 0))
  const label = rating ? t.auction.rating(formatNumberTr(value, 1, 1)) : t.auction.noRating
  return (
    <span className="inline-flex items-center" role="img" aria-label={label} title={label}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i))
        return (
          <span key={i} className="relative inline-block">
            <StarIcon className={`${size} text-slate-300`} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <StarIcon className={`${size} text-accent-500`} />
            </span>
          </span>
        )
      })}
    </span>
  )
}
