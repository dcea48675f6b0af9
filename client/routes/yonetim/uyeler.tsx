// /yonetim/uyeler: members (?q=, ?rol=, ?engel=, ?sayfa=).
import { prefetchList } from '#client/features/admin/access.ts'
import { UsersScreen } from '#client/features/admin/components/users.tsx'
import { usersQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { integer, oneOf, textOrNumber } from '#client/lib/search-params.ts'

const Search = (s: { q?: string; rol?: 'all' | 'member' | 'editor'; engel?: 'all' | 'yes' | 'no'; sayfa?: number } & SearchSchemaInput) => ({
  q: textOrNumber(s.q),
  rol: oneOf(s.rol, ['all', 'member', 'editor'] as const),
  engel: oneOf(s.engel, ['all', 'yes', 'no'] as const),
  sayfa: integer(s.sayfa, 1),
})
const queryOf = (s: ReturnType<typeof Search>) => ({
  q: s.q || undefined,
  role: s.rol ?? 'all',
  blocked: s.engel ?? 'all',
  page: s.sayfa ?? 1,
})

export const Route = createFileRoute('/yonetim/uyeler')({
  validateSearch: Search,
  loaderDeps: ({ search }) => queryOf(search),
  loader: prefetchList(usersQuery),
  component: function UsersPage() {
    const q = Route.useLoaderDeps()
    const navigate = Route.useNavigate()
    const { data } = useSuspenseQuery(usersQuery(q))
    return (
      <UsersScreen
        data={data}
        filter={{ q: q.q ?? '', role: q.role, blocked: q.blocked, page: q.page }}
        onFilter={(f) =>
          void navigate({
            search: {
              q: f.q || undefined,
              rol: f.role === 'all' ? undefined : (f.role as 'member' | 'editor'),
              engel: f.blocked === 'all' ? undefined : (f.blocked as 'yes' | 'no'),
              sayfa: f.page && f.page > 1 ? f.page : undefined,
            },
          })
        }
      />
    )
  },
})
