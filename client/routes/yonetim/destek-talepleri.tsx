// /yonetim/destek-talepleri: support tickets (?durum=, ?q=, ?sayfa=), waiting ones first.
import { TicketsScreen } from '#client/features/admin/components/tickets.tsx'
import { consoleList, forEditorList } from '#client/features/admin/console-route.tsx'
import { ticketsAddress } from '#client/features/admin/list-address.ts'
import { ticketsQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/destek-talepleri')({
  validateSearch: ticketsAddress.search,
  loaderDeps: ticketsAddress.deps,
  loader: forEditorList(ticketsQuery),
  component: consoleList(ticketsQuery, ticketsAddress, TicketsScreen),
})
