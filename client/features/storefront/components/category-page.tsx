// /kategori/{slug}[/{sub}[/{subsub}]]: the category's open or past
// auctions (GET /api/auctions?category=&type=&q=), its breadcrumb, sidebar and banner.
import { LiveStreamArea } from '#client/features/live/components/live-stream-area.tsx'
import { tlist } from '#client/i18n/tr-listing.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import type { CategoryRef } from '#common/schemas/answers-storefront.ts'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { listingQuery } from '../queries.ts'
import { InlineBanners } from './banners.tsx'
import { CategorySidebar } from './category-sidebar.tsx'
import { EmptyListing } from './empty-listing.tsx'
import { ListingGrid } from './listing-grid.tsx'
import { ListingLayout } from './listing-layout.tsx'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

// Off the category page's first visit: it loads once the listing has painted.
const SaveSearch = lazyPiece(() => import('#client/features/alerts/save-search.tsx'))

type Props = {
  slugs: string[]
  type: 'open' | 'past'
  q: string
  /** Categories beside this one, for the sidebar at the deepest level (from GET /api/categories). */
  siblingsOf: (parentId: number) => CategoryRef[]
  onSearch: (q: string) => void
}

export function CategoryPage({ slugs, type, q, siblingsOf, onSearch }: Props) {
  const slug = slugs[slugs.length - 1] ?? ''
  const params = { category: slug, type, q: q || undefined }
  const { data } = useSuspenseInfiniteQuery(listingQuery('/api/auctions', params))
  const first = data.pages[0]
  const category = first?.category
  const trail = first?.breadcrumb ?? []
  const paths = trail.map(
    (_, i) =>
      `/kategori/${trail
        .slice(0, i + 1)
        .map((c) => c.slug)
        .join('/')}`,
  )
  const base = paths[paths.length - 1] ?? `/kategori/${slugs.join('/')}`
  const parentBase = paths[paths.length - 2] ?? '/kategori'
  const title = category?.title ?? ''
  usePageTitle(title)
  const total = first?.auctions.total ?? 0
  return (
    <ListingLayout
      title={title}
      lead={
        <>
          {type === 'past' ? tlist.listing.past : tlist.listing.open} · {tlist.listing.results(total)}
          {q ? ` · ${tlist.listing.filteredBy(q)}` : ''}
        </>
      }
      crumbs={trail.map((c, i) => ({ label: c.title, href: paths[i]! }))}
      actions={
        category && type === 'open' ? (
          <Suspense>
            <SaveSearch q={q} category={{ slug: category.slug, title }} />
          </Suspense>
        ) : null
      }
      sidebar={
        <CategorySidebar
          base={base}
          parentBase={parentBase}
          title={title}
          children={first?.categories ?? []}
          siblings={category ? siblingsOf(category.parent) : []}
          current={slug}
          type={type}
          q={q}
          onSearch={onSearch}
        />
      }
      banner={
        <>
          <LiveStreamArea mainCategory={slugs[0] ?? null} className="mb-6" />
          <InlineBanners placement={3} slug={slug} />
        </>
      }
    >
      <ListingGrid
        path="/api/auctions"
        params={params}
        empty={<EmptyListing title={type === 'past' ? tlist.listing.emptyPast : tlist.listing.empty}>{tlist.listing.emptyBody}</EmptyListing>}
      />
    </ListingLayout>
  )
}
