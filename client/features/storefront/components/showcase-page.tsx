// /gunun_mezatlari, /gelecek_mezatlar, /firsatlar (docs/): a list, optionally
// narrowed to the category named by the last path segment.
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { tlist } from '#client/i18n/tr-listing.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { listingQuery, type ListingPath } from '../queries.ts'
import { InlineBanners } from './banners.tsx'
import { EmptyListing } from './empty-listing.tsx'
import { ListingGrid } from './listing-grid.tsx'
import { ListingLayout } from './listing-layout.tsx'

export type ShowcaseKind = 'daily' | 'upcoming' | 'deals'
const lists: Record<ShowcaseKind, { path: ListingPath; base: string; title: string; lead: string }> = {
  daily: { path: '/api/showdaily', base: '/gunun_mezatlari', title: tlist.listing.daily, lead: tlist.listing.dailyLead },
  upcoming: { path: '/api/shownext', base: '/gelecek_mezatlar', title: tlist.listing.upcoming, lead: tlist.listing.upcomingLead },
  deals: { path: '/api/showhot', base: '/firsatlar', title: tlist.listing.deals, lead: tlist.listing.dealsLead },
}

export function ShowcasePage({ kind, segments }: { kind: ShowcaseKind; segments: string[] }) {
  const list = lists[kind]
  const category = segments[segments.length - 1]
  const params = { category }
  const { data } = useSuspenseInfiniteQuery(listingQuery(list.path, params))
  const first = data.pages[0]
  const title = first?.category ? `${list.title}: ${first.category.title}` : list.title
  usePageTitle(title)
  const crumbs = [{ label: list.title, href: list.base }, ...(first?.breadcrumb ?? []).map((c) => ({ label: c.title, href: `${list.base}/${c.slug}` }))]
  return (
    <ListingLayout title={title} lead={list.lead} crumbs={crumbs} banner={<InlineBanners placement={3} slug={category} />}>
      <ListingGrid path={list.path} params={params} empty={<EmptyListing title={tlist.listing.empty}>{tlist.listing.emptyBody}</EmptyListing>} />
    </ListingLayout>
  )
}
