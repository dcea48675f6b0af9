// /satilanlar (docs/): lots that sold, latest first, with their hammer price; a search
// box and the main categories narrow it like the storefront's listings (GET /api/auctions?type=sold).
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { categoriesQuery } from '#client/features/categories/queries.ts'
import { EmptyListing } from '#client/features/storefront/components/empty-listing.tsx'
import { ListingLayout } from '#client/features/storefront/components/listing-layout.tsx'
import { listingQuery } from '#client/features/storefront/queries.ts'
import { t } from '#client/i18n/tr.ts'
import { trRealised } from '#client/i18n/tr-realised.ts'
import { cx } from '#client/lib/cx.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { SoldRow } from './sold-row.tsx'

type Props = { category: string; q: string; onSearch: (q: string) => void }

const chip = (active: boolean) =>
  cx(
    'block rounded-full px-3 py-1.5 text-sm whitespace-nowrap ring-1 transition-colors',
    active ? 'bg-brand-700 font-semibold text-white ring-brand-700' : 'bg-white text-ink ring-line hover:bg-slate-50',
  )
const hrefOf = (category: string, q: string) => {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (q) params.set('q', q)
  const query = params.toString()
  return `/satilanlar${query ? `?${query}` : ''}`
}

function Filters({ category, q, onSearch }: Props) {
  const [text, setText] = useState(q)
  const { data: all } = useQuery(categoriesQuery())
  const mains = (all ?? []).filter((c) => c.parent === 0)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(text.trim())
  }
  return (
    <div className="space-y-3">
      <form onSubmit={submit} role="search" className="flex gap-2">
        <label htmlFor="sold-q" className="sr-only">
          {trRealised.search}
        </label>
        <input
          id="sold-q"
          type="search"
          value={text}
          maxLength={255}
          onChange={(e) => setText(e.target.value)}
          placeholder={trRealised.search}
          className="h-11 min-w-0 flex-1 rounded-control border border-line-strong bg-white px-3 text-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
        <Button type="submit" className="h-11">
          {trRealised.searchSubmit}
        </Button>
      </form>
      {mains.length ? (
        <nav aria-label={trRealised.categories}>
          <ul className="flex gap-1.5 overflow-x-auto pb-1 [scrollbar-width:none] sm:flex-wrap">
            {[{ slug: '', title: trRealised.all }, ...mains].map((c) => (
              <li key={c.slug || 'all'} className="shrink-0">
                <InternalLink href={hrefOf(c.slug, q)} aria-current={c.slug === category ? 'page' : undefined} className={chip(c.slug === category)}>
                  {c.title}
                </InternalLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}

export function SoldPage(props: Props) {
  const { category, q } = props
  usePageTitle(trRealised.title)
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(
    listingQuery('/api/auctions', { type: 'sold', category: category || undefined, q: q || undefined }),
  )
  const lots = data.pages.flatMap((p) => p.auctions.data)
  const total = data.pages[0]?.auctions.total ?? 0
  return (
    <ListingLayout
      title={trRealised.title}
      lead={
        <>
          {trRealised.lead} <span className="font-semibold text-ink">{trRealised.results(total)}</span>
          {q ? ` · ${trRealised.filteredBy(q)}` : ''}
        </>
      }
      crumbs={[{ label: trRealised.title, href: '/satilanlar' }]}
    >
      <Filters {...props} />
      {lots.length ? (
        <>
          <ul className="grid gap-2.5 lg:grid-cols-2">
            {lots.map((lot) => (
              <SoldRow key={lot.id} lot={lot} />
            ))}
          </ul>
          {hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t.common.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <EmptyListing title={trRealised.empty}>{trRealised.emptyBody}</EmptyListing>
      )}
    </ListingLayout>
  )
}
