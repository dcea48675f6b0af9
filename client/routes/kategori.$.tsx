// Category listing /kategori/{slug}[/{sub}[/{subsub}]] with ?type=open|past and ?q= (
// docs/). The last path segment names the category.
import { createFileRoute, redirect, useNavigate, type SearchSchemaInput } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { categoriesQuery } from '#client/features/categories/queries.ts'
import { CategoryPage } from '#client/features/storefront/components/category-page.tsx'
import { ListingError } from '#client/features/storefront/components/listing-error.tsx'
import { listingQuery } from '#client/features/storefront/queries.ts'
import { oneOf, text } from '#client/lib/search-params.ts'

const CategoryParams = (s: { type?: 'open' | 'past'; q?: string } & SearchSchemaInput) => ({
  type: oneOf(s.type, ['open', 'past'] as const) ?? 'open',
  q: text(s.q, 255) ?? '',
})
const slugsOf = (splat: string | undefined) => (splat ?? '').split('/').filter(Boolean).slice(0, 3)

export const Route = createFileRoute('/kategori/$')({
  validateSearch: CategoryParams,
  beforeLoad: ({ params }) => {
    if (!slugsOf(params._splat).length) throw redirect({ to: '/', replace: true })
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(categoriesQuery())
    const slug = slugsOf(params._splat).at(-1) ?? ''
    return queryClient.ensureInfiniteQueryData(listingQuery('/api/auctions', { category: slug, type: deps.type, q: deps.q.trim().length >= 2 ? deps.q.trim() : undefined }))
  },
  errorComponent: ({ error, reset }) => <ListingError error={error} reset={reset} />,
  component: CategoryRoute,
})

function CategoryRoute() {
  const { _splat } = Route.useParams()
  const { type, q } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data: all } = useQuery(categoriesQuery())
  const slugs = slugsOf(_splat)
  return (
    <CategoryPage
      key={slugs.join('/')}
      slugs={slugs}
      type={type}
      q={q.trim().length >= 2 ? q.trim() : ''}
      siblingsOf={(parent) => (all ?? []).filter((c) => c.parent === parent).map((c) => ({ id: c.id, title: c.title, slug: c.slug, level: c.level ?? 0, parent: c.parent }))}
      onSearch={(text) => void navigate({ search: (s) => ({ ...s, q: text }) })}
    />
  )
}
