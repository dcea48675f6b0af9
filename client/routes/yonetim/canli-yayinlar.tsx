// /yonetim/canli-yayinlar: live sessions.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { LiveSessionsScreen } from '#client/features/admin/components/live-sessions.tsx'
import { categoriesQuery, liveQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/canli-yayinlar')({
  loader: ({ context: { queryClient: qc } }) =>
    prefetchForEditor(qc, () => Promise.all([qc.ensureQueryData(liveQuery()), qc.ensureQueryData(categoriesQuery())])),
  component: function LivePage() {
    const { data } = useSuspenseQuery(liveQuery())
    const { data: cats } = useSuspenseQuery(categoriesQuery())
    return <LiveSessionsScreen sessions={data.live_sessions} categories={cats.categories} />
  },
})
