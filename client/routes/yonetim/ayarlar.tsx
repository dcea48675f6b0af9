// /yonetim/ayarlar: commission rates and cargo prices.
import { SettingsScreen } from '#client/features/admin/components/settings.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { settingsQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/ayarlar')({
  loader: forEditor(settingsQuery),
  component: consolePage([settingsQuery], SettingsScreen, (s) => ({ settings: s })),
})
