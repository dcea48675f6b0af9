// /yonetim/afisler: banners.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { BannersScreen } from '#client/features/admin/components/banners.tsx'
import { bannersQuery, categoriesQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/afisler')({
  loader: ({ context: { queryClient: qc } }) =>
    prefetchForEditor(qc, () => Promise.all([qc.ensureQueryData(bannersQuery()), qc.ensureQueryData(categoriesQuery())])),
  component: function BannersPage() {
    const { data } = useSuspenseQuery(bannersQuery())
    const { data: cats } = useSuspenseQuery(categoriesQuery())
    return <BannersScreen banners={data.banners} categories={cats.categories} />
  },
})
