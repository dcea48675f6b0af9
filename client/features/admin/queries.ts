// Server state of the editor console: one key factory, the list queries, and one mutation helper
// that sends a console write, shows the server's sentence and refreshes what it changed.
import { toast } from '#client/components/ui/toast.tsx'
import { api } from '#client/lib/api.ts'
import { AdminReportsAnswer } from '#common/reports.ts'
import {
  AuditAnswer,
  BannersAnswer,
  BlogAnswer,
  BrandsAnswer,
  CarouselsAnswer,
  CategoriesAnswer,
  ContractsAnswer,
  FooterAnswer,
  GroupsAnswer,
  LiveAnswer,
  OrderFileAnswer,
  OrdersAnswer,
  ReviewAnswer,
  ReviewListAnswer,
  SettingsAnswer,
  SummaryAnswer,
  SupportAnswer,
  TicketFileAnswer,
  TicketsAnswer,
  UserFileAnswer,
  UsersAnswer,
  VideosAnswer,
  WrittenAnswer,
} from '#common/schemas/admin-answers.ts'
import { DeadLettersAnswer, SystemStatsAnswer } from '#common/schemas/admin-system.ts'
import { AdminKvkkFileAnswer, AdminKvkkListAnswer } from '#common/schemas/kvkk-request.ts'
import { ShillDeskAnswer } from '#common/schemas/shill.ts'
import { AdminWithdrawalsAnswer } from '#common/schemas/withdrawal.ts'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

type Query = Record<string, string | number | undefined>

export const adminKeys = {
  all: ['admin'] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
  auctions: (q: Query) => [...adminKeys.all, 'auctions', q] as const,
  auction: (id: number) => [...adminKeys.all, 'auction', id] as const,
  categories: () => [...adminKeys.all, 'categories'] as const,
  groups: () => [...adminKeys.all, 'property-groups'] as const,
  brands: (q: Query) => [...adminKeys.all, 'brands', q] as const,
  banners: () => [...adminKeys.all, 'banners'] as const,
  carousels: () => [...adminKeys.all, 'carousels'] as const,
  videos: () => [...adminKeys.all, 'videos'] as const,
  live: () => [...adminKeys.all, 'live-sessions'] as const,
  contracts: () => [...adminKeys.all, 'contracts'] as const,
  support: () => [...adminKeys.all, 'support'] as const,
  blog: () => [...adminKeys.all, 'blog'] as const,
  footer: () => [...adminKeys.all, 'footer'] as const,
  tickets: (q: Query) => [...adminKeys.all, 'tickets', q] as const,
  ticket: (id: number) => [...adminKeys.all, 'ticket', id] as const,
  kvkkList: (q: Query) => [...adminKeys.all, 'kvkk', q] as const,
  kvkk: (id: number) => [...adminKeys.all, 'kvkk-request', id] as const,
  users: (q: Query) => [...adminKeys.all, 'users', q] as const,
  user: (id: number) => [...adminKeys.all, 'user', id] as const,
  orders: (q: Query) => [...adminKeys.all, 'orders', q] as const,
  order: (id: number) => [...adminKeys.all, 'order', id] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  audit: (q: Query) => [...adminKeys.all, 'audit', q] as const,
  dead: () => [...adminKeys.all, 'dead'] as const,
  shill: () => [...adminKeys.all, 'shill'] as const,
  withdrawals: () => [...adminKeys.all, 'withdrawals'] as const,
  stats: (range: 'hour' | 'day') => [...adminKeys.all, 'stats', range] as const,
  reports: (which: string) => [...adminKeys.all, 'reports', which] as const,
}
/** The first key segment of a family, for invalidating every page of a list. */
export const family = (name: string) => [...adminKeys.all, name] as const

const get =
  <S extends z.ZodType>(path: string, schema: S, query?: Query) =>
  ({ signal }: { signal: AbortSignal }) =>
    api.get(path, schema, { signal, ...(query ? { query } : {}) })

const list = { staleTime: 15_000, placeholderData: keepPreviousData }

export const summaryQuery = () => queryOptions({ queryKey: adminKeys.summary(), queryFn: get('/api/admin/summary', SummaryAnswer) })
export const reviewListQuery = (q: Query) =>
  queryOptions({ queryKey: adminKeys.auctions(q), queryFn: get('/api/admin/auctions', ReviewListAnswer, q), ...list })
export const reviewQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.auction(id), queryFn: get(`/api/admin/auctions/${id}`, ReviewAnswer) })
export const categoriesQuery = () =>
  queryOptions({ queryKey: adminKeys.categories(), queryFn: get('/api/admin/categories', CategoriesAnswer) })
export const groupsQuery = () => queryOptions({ queryKey: adminKeys.groups(), queryFn: get('/api/admin/property-groups', GroupsAnswer) })
export const brandsQuery = (q: Query) =>
  queryOptions({ queryKey: adminKeys.brands(q), queryFn: get('/api/admin/brands', BrandsAnswer, q), ...list })
export const bannersQuery = () => queryOptions({ queryKey: adminKeys.banners(), queryFn: get('/api/admin/banners', BannersAnswer) })
export const carouselsQuery = () => queryOptions({ queryKey: adminKeys.carousels(), queryFn: get('/api/admin/carousels', CarouselsAnswer) })
export const videosQuery = () => queryOptions({ queryKey: adminKeys.videos(), queryFn: get('/api/admin/videos', VideosAnswer) })
export const liveQuery = () => queryOptions({ queryKey: adminKeys.live(), queryFn: get('/api/admin/live-sessions', LiveAnswer) })
export const contractsQuery = () => queryOptions({ queryKey: adminKeys.contracts(), queryFn: get('/api/admin/contracts', ContractsAnswer) })
export const supportQuery = () => queryOptions({ queryKey: adminKeys.support(), queryFn: get('/api/admin/support', SupportAnswer) })
export const blogQuery = () => queryOptions({ queryKey: adminKeys.blog(), queryFn: get('/api/admin/blog', BlogAnswer) })
export const footerQuery = () => queryOptions({ queryKey: adminKeys.footer(), queryFn: get('/api/admin/footer', FooterAnswer) })
export const ticketsQuery = (q: Query) =>
  queryOptions({ queryKey: adminKeys.tickets(q), queryFn: get('/api/admin/tickets', TicketsAnswer, q), ...list })
export const ticketQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.ticket(id), queryFn: get(`/api/admin/tickets/${id}`, TicketFileAnswer) })
export const kvkkListQuery = (q: Query) =>
  queryOptions({ queryKey: adminKeys.kvkkList(q), queryFn: get('/api/admin/kvkk-requests', AdminKvkkListAnswer, q), ...list })
export const kvkkQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.kvkk(id), queryFn: get(`/api/admin/kvkk-requests/${id}`, AdminKvkkFileAnswer) })
export const usersQuery = (q: Query) =>
  queryOptions({ queryKey: adminKeys.users(q), queryFn: get('/api/admin/users', UsersAnswer, q), ...list })
export const userQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: get(`/api/admin/users/${id}`, UserFileAnswer) })
export const ordersQuery = (q: Query) =>
  queryOptions({ queryKey: adminKeys.orders(q), queryFn: get('/api/admin/orders', OrdersAnswer, q), ...list })
export const orderQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.order(id), queryFn: get(`/api/admin/orders/${id}`, OrderFileAnswer) })
export const settingsQuery = () => queryOptions({ queryKey: adminKeys.settings(), queryFn: get('/api/admin/settings', SettingsAnswer) })
export const auditQuery = (q: Query) =>
  queryOptions({ queryKey: adminKeys.audit(q), queryFn: get('/api/admin/audit', AuditAnswer, q), ...list })

/** The system page's charts; refreshed every minute while the page is open. */
export const systemStatsQuery = (range: 'hour' | 'day') =>
  queryOptions({
    queryKey: adminKeys.stats(range),
    queryFn: get('/api/admin/system/stats', SystemStatsAnswer, { range }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })

export const withdrawalDeskQuery = () =>
  queryOptions({ queryKey: adminKeys.withdrawals(), queryFn: get('/api/admin/bid-withdrawals', AdminWithdrawalsAnswer), ...list })
export const shillDeskQuery = () =>
  queryOptions({ queryKey: adminKeys.shill(), queryFn: get('/api/admin/shill', ShillDeskAnswer), ...list })
/** The notice-and-takedown queue; refreshed every minute, so the clocks stay true while it is open. */
export const reportsQuery = (which: 'waiting' | 'all') =>
  queryOptions({
    queryKey: adminKeys.reports(which),
    queryFn: get('/api/admin/reports', AdminReportsAnswer, { status: which }),
    ...list,
    refetchInterval: 60_000,
  })

export const deadLettersQuery = () =>
  queryOptions({ queryKey: adminKeys.dead(), queryFn: get('/api/admin/outbox/dead', DeadLettersAnswer), staleTime: 15_000 })

export type Write = { method: 'post' | 'put' | 'delete'; path: string; body?: unknown }

/**
 * One console write: JSON to the server, its sentence as a toast, then every key family in
 * `refresh` (plus the summary and the audit log) refetched. Errors stay with the caller's form.
 */
export function useAdminWrite(refresh: readonly string[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ method, path, body }: Write) =>
      method === 'delete' ? api.delete(path, WrittenAnswer) : api[method](path, WrittenAnswer, { json: body ?? {} }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await Promise.all([...refresh, 'summary', 'audit'].map((name) => queryClient.invalidateQueries({ queryKey: family(name) })))
    },
  })
}
