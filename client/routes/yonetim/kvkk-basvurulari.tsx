// /yonetim/kvkk-basvurulari: KVKK requests with their 30-day clock (?durum=, ?sayfa=); open ones first.
import { prefetchList } from '#client/features/admin/access.ts'
import { KvkkRequestsScreen, type KvkkFilter } from '#client/features/admin/components/kvkk-requests.tsx'
import { kvkkListQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { integer, oneOf } from '#client/lib/search-params.ts'

const Search = (s: { durum?: 'answered' | 'all'; sayfa?: number } & SearchSchemaInput) => ({
  durum: oneOf(s.durum, ['answered', 'all'] as const),
  sayfa: integer(s.sayfa, 1),
})
const queryOf = (s: ReturnType<typeof Search>) => ({ status: (s.durum ?? 'open') as KvkkFilter, page: s.sayfa ?? 1 })

export const Route = createFileRoute('/yonetim/kvkk-basvurulari')({
  validateSearch: Search,
  loaderDeps: ({ search }) => queryOf(search),
  loader: prefetchList(kvkkListQuery),
  component: function KvkkPage() {
    const q = Route.useLoaderDeps()
    const navigate = Route.useNavigate()
    const { data } = useSuspenseQuery(kvkkListQuery(q))
    return (
      <KvkkRequestsScreen
        data={data}
        status={q.status}
        onFilter={(n) =>
          void navigate({
            search: { durum: n.status && n.status !== 'open' ? n.status : undefined, sayfa: n.page && n.page > 1 ? n.page : undefined },
          })
        }
      />
    )
  },
})
