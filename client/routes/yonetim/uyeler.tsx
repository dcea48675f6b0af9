// /yonetim/uyeler: members (?q=, ?rol=, ?engel=, ?sayfa=).
import { UsersScreen } from '#client/features/admin/components/users.tsx'
import { consoleList, forEditorList } from '#client/features/admin/console-route.tsx'
import { usersAddress } from '#client/features/admin/list-address.ts'
import { usersQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/uyeler')({
  validateSearch: usersAddress.search,
  loaderDeps: usersAddress.deps,
  loader: forEditorList(usersQuery),
  component: consoleList(usersQuery, usersAddress, UsersScreen),
})
