// /yonetim/sikayetler: the notice-and-takedown queue (?tum=1 for every report, not only the waiting ones).
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { ReportsScreen } from '#client/features/admin/components/reports.tsx'
import { reportsQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { integer } from '#client/lib/search-params.ts'

const Search = (s: { tum?: number } & SearchSchemaInput) => ({ tum: integer(s.tum) })
const whichOf = (s: ReturnType<typeof Search>): 'all' | 'waiting' => (s.tum === 1 ? 'all' : 'waiting')

export const Route = createFileRoute('/yonetim/sikayetler')({
  validateSearch: Search,
  loaderDeps: ({ search }) => ({ which: whichOf(search) }),
  loader: ({ context: { queryClient: qc }, deps }) => prefetchForEditor(qc, () => qc.ensureQueryData(reportsQuery(deps.which))),
  component: function ReportsPage() {
    const which = whichOf(Route.useSearch())
    const navigate = Route.useNavigate()
    const { data } = useSuspenseQuery(reportsQuery(which))
    return <ReportsScreen data={data} which={which} onWhich={(w) => void navigate({ search: { tum: w === 'all' ? 1 : undefined } })} />
  },
})
