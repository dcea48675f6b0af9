// /yonetim/supheli-pey: the shill-bidding desk, ranked pairs and the editor's decision (docs/shill-desk.md).
import { ShillDeskScreen } from '#client/features/admin/components/shill-desk.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { shillDeskQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/supheli-pey')({
  loader: forEditor(shillDeskQuery),
  component: consolePage([shillDeskQuery], ShillDeskScreen, (s) => ({ pairs: s.pairs, threshold: s.threshold, windowDays: s.window_days })),
})
