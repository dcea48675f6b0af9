// /yonetim/ozellik-gruplari: property groups (label_1..15).
import { PropertyGroupsScreen } from '#client/features/admin/components/property-groups.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { groupsQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/ozellik-gruplari')({
  loader: forEditor(groupsQuery),
  component: consolePage([groupsQuery], PropertyGroupsScreen, (g) => ({ groups: g.property_groups })),
})
