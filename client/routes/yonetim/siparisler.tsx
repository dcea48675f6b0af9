// /yonetim/siparisler: orders (?durum=, ?q=, ?sayfa=).
import { OrdersScreen } from '#client/features/admin/components/orders.tsx'
import { consoleList, forEditorList } from '#client/features/admin/console-route.tsx'
import { ordersAddress } from '#client/features/admin/list-address.ts'
import { ordersQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/siparisler')({
  validateSearch: ordersAddress.search,
  loaderDeps: ordersAddress.deps,
  loader: forEditorList(ordersQuery),
  component: consoleList(ordersQuery, ordersAddress, OrdersScreen),
})
