// "Benzerlerinin satış fiyatları" on a lot page: recent sold lots of the lot's category whose names share
// words with it (GET /api/auctions?type=sold&category=&similar=). Its own chunk, loaded only when the
// section nears the screen (similar-sold-slot.tsx), so the lot page's first visit does not carry it.
import { useQuery } from '@tanstack/react-query'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { api } from '#client/lib/api.ts'
import { t } from '#client/i18n/tr.ts'
import { trRealised } from '#client/i18n/tr-realised.ts'
import { ListingAnswer } from '#common/schemas/answers-storefront.ts'
import { SoldRow } from './sold-row.tsx'

/** At most this many lots: enough to see a price range, few enough to stay a side note of the page. */
const SHOWN = 6

export type SimilarSoldProps = { lotId: number; category: string; text: string }

export default function SimilarSold({ lotId, category, text }: SimilarSoldProps) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['storefront', 'similar-sold', category, text],
    queryFn: ({ signal }) => api.get('/api/auctions', ListingAnswer, { signal, query: { type: 'sold', category, similar: text } }),
    staleTime: 5 * 60_000,
  })
  const lots = (data?.auctions.data ?? []).filter((a) => a.id !== lotId).slice(0, SHOWN)
  return (
    <section aria-labelledby="benzer-satislar" className="pt-4" data-testid="similar-sold">
      <h2 id="benzer-satislar" className="flex items-center gap-3 text-xl font-extrabold tracking-tight text-brand-900">
        <span className="h-6 w-1.5 rounded-full bg-accent-500" aria-hidden="true" />
        {trRealised.similarTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{trRealised.similarLead}</p>
      {isPending ? (
        <Spinner className="size-7 text-brand-600" label={t.common.loading} />
      ) : isError ? (
        <p className="text-sm text-ink-muted">{trRealised.loadFailed}</p>
      ) : lots.length ? (
        <ul className="grid gap-2.5 lg:grid-cols-2">
          {lots.map((lot) => (
            <SoldRow key={lot.id} lot={lot} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{trRealised.similarEmpty}</p>
      )}
      <p className="mt-3 text-sm">
        <InternalLink href={`/satilanlar?category=${encodeURIComponent(category)}`} className="font-semibold text-brand-700 hover:underline">
          {trRealised.similarAll}
        </InternalLink>
      </p>
    </section>
  )
}
