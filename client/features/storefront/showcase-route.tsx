// The route half of a showcase list (/gunun_mezatlari, /gelecek_mezatlar, /firsatlar, each with up to three
// category segments after it): the loader starts the list's first page, narrowed to the category the last
// segment names, and the page shows it. Each stays a `loader: ...` or `component: ...` of its own route, so
// the route splitter keeps it in the page's lazy chunk.
import type { QueryClient } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { listingQuery, type ListingPath } from './queries.ts'
import { ShowcasePage, type ShowcaseKind } from './components/showcase-page.tsx'

/** The category segments of the address (`_splat`): three at the most. */
const segmentsOf = (splat: string | undefined) => (splat ?? '').split('/').filter(Boolean).slice(0, 3)

/** The loader of a showcase list read from `path`. */
export const showcaseLoader =
  (path: ListingPath) =>
  ({ context: { queryClient }, params }: { context: { queryClient: QueryClient }; params: { _splat?: string } }) =>
    queryClient.ensureInfiniteQueryData(listingQuery(path, { category: segmentsOf(params._splat).at(-1) }))

/** The page of a showcase list; another category is another page (its own key), not an update of this one. */
export function showcasePage(kind: ShowcaseKind) {
  return function Showcase() {
    const segments = segmentsOf(useParams({ strict: false })._splat)
    return <ShowcasePage key={segments.join('/')} kind={kind} segments={segments} />
  }
}
