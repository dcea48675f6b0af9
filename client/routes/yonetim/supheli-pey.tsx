// /yonetim/supheli-pey: the shill-bidding desk, ranked pairs and the editor's decision (docs/shill-desk.md).
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { ShillDeskScreen } from '#client/features/admin/components/shill-desk.tsx'
import { shillDeskQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/supheli-pey')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(shillDeskQuery())),
  component: function ShillDeskPage() {
    const { data } = useSuspenseQuery(shillDeskQuery())
    return <ShillDeskScreen pairs={data.pairs} threshold={data.threshold} windowDays={data.window_days} />
  },
})
