// One sold lot in a realised-price list: photo, name, when and how it sold, and the hammer price. A row,
// not an auction card: people compare prices down a column, and a sold lot has no clock or buttons.
import { ImageIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { trRealised } from '#client/i18n/tr-realised.ts'
import { formatLira } from '#common/money.ts'
import type { AuctionCard } from '#common/schemas/answers.ts'

export function SoldRow({ lot }: { lot: AuctionCard }) {
  const thumb = lot.thumbnail_url ?? lot.public_url
  return (
    <li data-testid="sold-lot">
      <InternalLink
        href={`/mezat/${lot.slug}`}
        className="flex items-center gap-3 rounded-card bg-white p-2.5 ring-1 ring-line transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 sm:gap-4 sm:p-3"
      >
        <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-control bg-slate-100 text-slate-400 sm:size-20">
          {thumb ? <img src={thumb} alt="" width={80} height={80} loading="lazy" decoding="async" className="size-full object-cover" /> : <ImageIcon className="size-7" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 text-sm font-semibold text-ink sm:text-base">{lot.title || lot.name}</span>
          <span className="mt-0.5 block text-xs text-ink-muted sm:text-sm">
            {lot.closed_at ? trRealised.soldOn(lot.closed_at) : null}
            {' · '}
            {lot.sold_via === 'buynow' ? trRealised.viaBuyNow : trRealised.viaBid}
          </span>
        </span>
        <span className="shrink-0 text-right">
          <span className="block text-[11px] font-semibold tracking-wide text-ink-muted uppercase">{trRealised.hammer}</span>
          <span className="block text-base font-extrabold text-brand-900 tabular-nums sm:text-lg">{formatLira(lot.hammer_price ?? 0)}</span>
        </span>
      </InternalLink>
    </li>
  )
}
