// /yonetim/uyeler: members (?q=, ?rol=, ?engel=, ?sayfa=).
import { prefetchList } from '#client/features/admin/access.ts'
import { UsersScreen } from '#client/features/admin/components/users.tsx'
import { usersQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'

const Search = z.object({
  q: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
  rol: z.enum(['all', 'member', 'editor']).optional().catch(undefined),
  engel: z.enum(['all', 'yes', 'no']).optional().catch(undefined),
  sayfa: z.coerce.number().int().min(1).optional().catch(undefined),
})
const queryOf = (s: z.infer<typeof Search>) => ({
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
