// /yonetim/canli-yayinlar: live sessions.
import { LiveSessionsScreen } from '#client/features/admin/components/live-sessions.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { categoriesQuery, liveQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/canli-yayinlar')({
  loader: forEditor(liveQuery, categoriesQuery),
  component: consolePage([liveQuery, categoriesQuery], LiveSessionsScreen, (l, c) => ({
    sessions: l.live_sessions,
    categories: c.categories,
  })),
})
