// /yonetim/siparisler: orders (?durum=, ?q=, ?sayfa=).
import { prefetchList } from '#client/features/admin/access.ts'
import { OrdersScreen } from '#client/features/admin/components/orders.tsx'
import { ordersQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { integer, textOrNumber } from '#client/lib/search-params.ts'

const Search = (s: { durum?: number; q?: string; sayfa?: number } & SearchSchemaInput) => ({
  durum: integer(s.durum, -1, 10),
  q: textOrNumber(s.q),
  sayfa: integer(s.sayfa, 1),
})
const queryOf = (s: ReturnType<typeof Search>) => ({ status: s.durum ?? -1, q: s.q || undefined, page: s.sayfa ?? 1 })

export const Route = createFileRoute('/yonetim/siparisler')({
  validateSearch: Search,
  loaderDeps: ({ search }) => queryOf(search),
  loader: prefetchList(ordersQuery),
  component: function OrdersPage() {
    const q = Route.useLoaderDeps()
    const navigate = Route.useNavigate()
    const { data } = useSuspenseQuery(ordersQuery(q))
    return (
      <OrdersScreen
        data={data}
        status={q.status}
        q={q.q ?? ''}
        onFilter={(n) =>
          void navigate({
            search: {
              durum: n.status === -1 ? undefined : n.status,
              q: n.q || undefined,
              sayfa: n.page && n.page > 1 ? n.page : undefined,
            },
          })
        }
      />
    )
  },
})
