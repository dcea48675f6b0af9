// /yonetim/kategoriler: the category tree.
import { CategoriesScreen } from '#client/features/admin/components/categories.tsx'
import { consolePage, forEditor } from '#client/features/admin/console-route.tsx'
import { categoriesQuery, groupsQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/kategoriler')({
  loader: forEditor(categoriesQuery, groupsQuery),
  component: consolePage([categoriesQuery, groupsQuery], CategoriesScreen, (c, g) => ({
    categories: c.categories,
    groups: g.property_groups,
  })),
})
