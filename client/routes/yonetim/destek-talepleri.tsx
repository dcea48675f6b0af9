// /yonetim/destek-talepleri: support tickets (?durum=, ?q=, ?sayfa=).
import { prefetchList } from '#client/features/admin/access.ts'
import { TicketsScreen } from '#client/features/admin/components/tickets.tsx'
import { ticketsQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { integer, text } from '#client/lib/search-params.ts'

const Search = (s: { durum?: number; q?: string; sayfa?: number } & SearchSchemaInput) => ({
  durum: integer(s.durum, -1, 5),
  q: text(s.q),
  sayfa: integer(s.sayfa, 1),
})
// Waiting tickets first: the filter opens on status 0.
const queryOf = (s: ReturnType<typeof Search>) => ({ status: s.durum ?? 0, q: s.q || undefined, page: s.sayfa ?? 1 })

export const Route = createFileRoute('/yonetim/destek-talepleri')({
  validateSearch: Search,
  loaderDeps: ({ search }) => queryOf(search),
  loader: prefetchList(ticketsQuery),
  component: function TicketsPage() {
    const q = Route.useLoaderDeps()
    const navigate = Route.useNavigate()
    const { data } = useSuspenseQuery(ticketsQuery(q))
    return (
      <TicketsScreen
        data={data}
        status={q.status}
        q={q.q ?? ''}
        onFilter={(n) =>
          void navigate({
            search: { durum: n.status === 0 ? undefined : n.status, q: n.q || undefined, sayfa: n.page && n.page > 1 ? n.page : undefined },
          })
        }
      />
    )
  },
})
