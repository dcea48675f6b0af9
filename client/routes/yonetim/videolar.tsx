// /yonetim/videolar: the home video block.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { VideosScreen } from '#client/features/admin/components/blocks.tsx'
import { videosQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/videolar')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(videosQuery())),
  component: function VideosPage() {
    const { data } = useSuspenseQuery(videosQuery())
    return <VideosScreen blocks={data.videos} />
  },
})
