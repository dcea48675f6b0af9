// /yonetim/markalar: brands (?q=, ?sayfa=).
import { prefetchList } from '#client/features/admin/access.ts'
import { BrandsScreen } from '#client/features/admin/components/brands.tsx'
import { brandsQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'

const Search = z.object({ q: z.string().optional().catch(undefined), sayfa: z.coerce.number().int().min(1).optional().catch(undefined) })
const queryOf = (s: z.infer<typeof Search>) => ({ q: s.q || undefined, page: s.sayfa ?? 1 })

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
