// /yonetim/sistem: the state of the system an editor can act on (mail and SMS that could not be sent).
import { SystemScreen } from '#client/features/admin/components/system.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { deadLettersQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/sistem')({
  loader: forEditor(deadLettersQuery),
  component: consolePage([deadLettersQuery], SystemScreen, (d) => ({ dead: d.dead, total: d.total })),
})
