// /yonetim/markalar: brands (?q=, ?sayfa=).
import { prefetchList } from '#client/features/admin/access.ts'
import { BrandsScreen } from '#client/features/admin/components/brands.tsx'
import { brandsQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { integer, text } from '#client/lib/search-params.ts'

const Search = (s: { q?: string; sayfa?: number } & SearchSchemaInput) => ({ q: text(s.q), sayfa: integer(s.sayfa, 1) })
const queryOf = (s: ReturnType<typeof Search>) => ({ q: s.q || undefined, page: s.sayfa ?? 1 })

export const Route = createFileRoute('/yonetim/markalar')({
  validateSearch: Search,
  loaderDeps: ({ search }) => queryOf(search),
  loader: prefetchList(brandsQuery),
  component: function BrandsPage() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    const { data } = useSuspenseQuery(brandsQuery(Route.useLoaderDeps()))
    return (
      <BrandsScreen
        data={data}
        q={search.q ?? ''}
        onSearch={(q) => void navigate({ search: { q: q || undefined } })}
        onPage={(p) => void navigate({ search: { ...search, sayfa: p } })}
      />
    )
  },
})
