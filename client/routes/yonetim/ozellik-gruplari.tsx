// /yonetim/ozellik-gruplari: property groups (label_1..15).
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { PropertyGroupsScreen } from '#client/features/admin/components/property-groups.tsx'
import { groupsQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/ozellik-gruplari')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(groupsQuery())),
  component: function GroupsPage() {
    const { data } = useSuspenseQuery(groupsQuery())
    return <PropertyGroupsScreen groups={data.property_groups} />
  },
})
