// /yonetim/afisler: banners.
import { BannersScreen } from '#client/features/admin/components/banners.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { bannersQuery, categoriesQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/afisler')({
  loader: forEditor(bannersQuery, categoriesQuery),
  component: consolePage([bannersQuery, categoriesQuery], BannersScreen, (b, c) => ({ banners: b.banners, categories: c.categories })),
})
