// /yonetim/destek-merkezi: support titles, posts and questions.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { SupportScreen } from '#client/features/admin/components/support-centre.tsx'
import { supportQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/destek-merkezi')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(supportQuery())),
  component: function SupportPage() {
    const { data } = useSuspenseQuery(supportQuery())
    return <SupportScreen titles={data.support_titles} />
  },
})
