// /yonetim/destek-merkezi: support titles, posts and questions.
import { SupportScreen } from '#client/features/admin/components/support-centre.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { supportQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/destek-merkezi')({
  loader: forEditor(supportQuery),
  component: consolePage([supportQuery], SupportScreen, (s) => ({ titles: s.support_titles })),
})
