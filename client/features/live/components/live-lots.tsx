// The auctions on a stream (GET /api/liveauction/{sessionId}), in the editor's order, each with its
// live price. Refetched when the `live` channel says the list changed.
import { ImageIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { tl } from '#client/i18n/tr-live.ts'
import { cx } from '#client/lib/cx.ts'
import { formatLira } from '#common/money.ts'
import type { AuctionCard } from '#common/schemas/answers.ts'
import { useQuery } from '@tanstack/react-query'
import { liveAuctionsQuery } from '../queries.ts'
import { useLotLive } from '../use-lot-live.ts'

function Lot({ lot }: { lot: AuctionCard }) {
  const live = useLotLive(lot)
  return (
    <li className="w-44 shrink-0 snap-start sm:w-52">
      <InternalLink
        href={`/mezat/${lot.slug}`}
        aria-label={tl.lots.go(lot.name)}
        className="group block h-full overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line transition-shadow hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <span className="relative block aspect-[4/3] bg-slate-100">
          {lot.thumbnail_url ? (
            <img src={lot.thumbnail_url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
          ) : (
            <span className="grid size-full place-items-center text-slate-400">
              <ImageIcon className="size-8" />
            </span>
          )}
          {live.closed ? (
            <span className="absolute top-2 left-2 rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
              {tl.lots.ended}
            </span>
          ) : null}
        </span>
        <span className="block space-y-1 p-3">
          <span className="line-clamp-2 min-h-10 text-sm font-semibold text-ink group-hover:text-brand-700">{lot.name}</span>
          <span className="flex items-baseline justify-between gap-2">
            <span className={cx('text-base font-extrabold tabular', live.bids > 0 ? 'text-brand-900' : 'text-ink-muted')}>
              <span className="sr-only">{tl.lots.price}: </span>
              {live.bids > 0 ? formatLira(live.price) : tl.lots.noBid}
            </span>
            {live.bids > 0 ? <span className="text-xs text-ink-muted tabular">{tl.lots.bids(live.bids)}</span> : null}
          </span>
        </span>
      </InternalLink>
    </li>
  )
}

export function LiveLots({ sessionId, headingId }: { sessionId: number; headingId: string }) {
  const { data } = useQuery(liveAuctionsQuery(sessionId))
  const lots = data?.data ?? []
  // A stream without auctions (yet) shows none; the list appears when the editor adds them.
  if (!lots.length) return null
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-card bg-white p-3 text-ink sm:p-4">
      <h3 id={headingId} className="mb-2 text-sm font-bold tracking-wide text-brand-900 uppercase">
        {tl.lots.heading}
      </h3>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {lots.map((lot) => (
          <Lot key={lot.id} lot={lot} />
        ))}
      </ul>
    </section>
  )
}
