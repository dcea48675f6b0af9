// /yonetim/ayarlar: commission rates and cargo prices.
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { SettingsScreen } from '#client/features/admin/components/settings.tsx'
import { settingsQuery } from '#client/features/admin/queries.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/ayarlar')({
  loader: ({ context: { queryClient: qc } }) => prefetchForEditor(qc, () => qc.ensureQueryData(settingsQuery())),
  component: function SettingsPage() {
    const { data } = useSuspenseQuery(settingsQuery())
    return <SettingsScreen settings={data} />
  },
})
