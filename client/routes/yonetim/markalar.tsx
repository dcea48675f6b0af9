// /yonetim/markalar: brands (?q=, ?sayfa=).
import { BrandsScreen } from '#client/features/admin/components/brands.tsx'
import { consoleList, forEditorList } from '#client/features/admin/console-route.tsx'
import { brandsAddress } from '#client/features/admin/list-address.ts'
import { brandsQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/markalar')({
  validateSearch: brandsAddress.search,
  loaderDeps: brandsAddress.deps,
  loader: forEditorList(brandsQuery),
  component: consoleList(brandsQuery, brandsAddress, BrandsScreen),
})
