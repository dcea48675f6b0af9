// /yonetim/islem-kaydi: the audit log (?tur=, ?islem=, ?sayfa=).
import { prefetchList } from '#client/features/admin/access.ts'
import { AuditScreen } from '#client/features/admin/components/audit.tsx'
import { auditQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { integer, text } from '#client/lib/search-params.ts'

const Search = (s: { tur?: string; islem?: string; sayfa?: number } & SearchSchemaInput) => ({
  tur: text(s.tur),
  islem: text(s.islem),
  sayfa: integer(s.sayfa, 1),
})
const queryOf = (s: ReturnType<typeof Search>) => ({ entity: s.tur || undefined, action: s.islem || undefined, page: s.sayfa ?? 1 })

export const Route = createFileRoute('/yonetim/islem-kaydi')({
  validateSearch: Search,
  loaderDeps: ({ search }) => queryOf(search),
  loader: prefetchList(auditQuery),
  component: function AuditPage() {
    const q = Route.useLoaderDeps()
    const navigate = Route.useNavigate()
    const { data } = useSuspenseQuery(auditQuery(q))
    return (
      <AuditScreen
        data={data}
        filter={{ entity: q.entity ?? '', action: q.action ?? '' }}
        onFilter={(f) =>
          void navigate({
            search: { tur: f.entity || undefined, islem: f.action || undefined, sayfa: f.page && f.page > 1 ? f.page : undefined },
          })
        }
      />
    )
  },
})
