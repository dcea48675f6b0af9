// /yonetim/islem-kaydi: the audit log (?tur=, ?islem=, ?sayfa=).
import { prefetchList } from '#client/features/admin/access.ts'
import { AuditScreen } from '#client/features/admin/components/audit.tsx'
import { auditQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'

const Search = z.object({
  tur: z.string().optional().catch(undefined),
  islem: z.string().optional().catch(undefined),
  sayfa: z.coerce.number().int().min(1).optional().catch(undefined),
})
const queryOf = (s: z.infer<typeof Search>) => ({ entity: s.tur || undefined, action: s.islem || undefined, page: s.sayfa ?? 1 })

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
