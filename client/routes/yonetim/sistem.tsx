// /yonetim/sistem: the state of the system an editor can act on (mail and SMS that could not be sent).
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { SystemScreen } from '#client/features/admin/components/system.tsx'
import { deadLettersQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/sistem')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(deadLettersQuery())),
  component: function SystemPage() {
    const { data } = useSuspenseQuery(deadLettersQuery())
    return <SystemScreen dead={data.dead} total={data.total} />
  },
})
