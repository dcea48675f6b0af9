// /yonetim/kategoriler: the category tree.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { CategoriesScreen } from '#client/features/admin/components/categories.tsx'
import { categoriesQuery, groupsQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/kategoriler')({
  loader: ({ context: { queryClient: qc } }) =>
    prefetchForEditor(qc, () => Promise.all([qc.ensureQueryData(categoriesQuery()), qc.ensureQueryData(groupsQuery())])),
  component: function CategoriesPage() {
    const { data } = useSuspenseQuery(categoriesQuery())
    const { data: groups } = useSuspenseQuery(groupsQuery())
    return <CategoriesScreen categories={data.categories} groups={groups.property_groups} />
  },
})
