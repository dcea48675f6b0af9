// /yonetim/kvkk-basvurulari: KVKK requests with their 30-day clock (?durum=, ?sayfa=); open ones first.
import { KvkkRequestsScreen } from '#client/features/admin/components/kvkk-requests.tsx'
import { consoleList, forEditorList } from '#client/features/admin/console-route.tsx'
import { kvkkAddress } from '#client/features/admin/list-address.ts'
import { kvkkListQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/kvkk-basvurulari')({
  validateSearch: kvkkAddress.search,
  loaderDeps: kvkkAddress.deps,
  loader: forEditorList(kvkkListQuery),
  component: consoleList(kvkkListQuery, kvkkAddress, KvkkRequestsScreen),
})
