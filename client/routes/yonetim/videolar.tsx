// /yonetim/videolar: the home video block.
import { VideosScreen } from '#client/features/admin/components/blocks.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { videosQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/videolar')({
  loader: forEditor(videosQuery),
  component: consolePage([videosQuery], VideosScreen, (v) => ({ blocks: v.videos })),
})
