// Server state of the buyer's orders: list, detail, cancel, the buyer's own
// status moves (confirm the product, return), the cayma notice, the seller rating and the sale's contracts.
import { api } from '#client/lib/api.ts'
import { getQuery, pageQuery } from '#client/lib/get-query.ts'
import { CaymaAnswer } from '#common/cayma.ts'
import type { ReturnReason } from '#common/payout.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { CancelOrderAnswer, MyOrdersAnswer, ShowOrderAnswer, UpdateStatusAnswer } from '#common/schemas/orders.ts'
import { SaleContractsAnswer } from '#common/schemas/sale-contract.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number) => [...orderKeys.all, 'list', page] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
}

export const myOrdersQuery = (page: number) => pageQuery(orderKeys.list(page), '/api/myorders', MyOrdersAnswer, page)
export const orderQuery = (id: number) => getQuery(orderKeys.detail(id), `/api/showOrder/${id}`, ShowOrderAnswer, { retry: false })

export function useOrderMutations() {
  const queryClient = useQueryClient()
  const after = { onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) }
  return {
    cancel: useMutation({
      mutationFn: (orderId: number) => api.post('/api/cancelOrder', CancelOrderAnswer, { form: { order_id: orderId } }),
      ...after,
    }),
    status: useMutation({
      mutationFn: ({
        id,
        ...json
      }: {
        id: number
        status: number
        reason?: ReturnReason
        note?: string
        carrier?: string
        track_no?: string
      }) => api.post(`/api/orders/${id}/update-status`, UpdateStatusAnswer, { json }),
      ...after,
    }),
    cayma: useMutation({
      mutationFn: ({ id, ...json }: { id: number; full_name: string; address: string }) =>
        api.post(`/api/orders/${id}/cayma`, CaymaAnswer, { json }),
      ...after,
    }),
    rate: useMutation({
      mutationFn: (v: { order_id: number; rating: number; comment: string }) => api.post('/api/rateSeller', MessageAnswer, { form: v }),
      ...after,
    }),
  }
}

/** The distance-sales contracts of the order's items, fetched when the buyer opens them. */
export const orderContractsQuery = (id: number) =>
  queryOptions({
    queryKey: [...orderKeys.detail(id), 'contracts'] as const,
    queryFn: ({ signal }) => api.get(`/api/orders/${id}/contracts`, SaleContractsAnswer, { signal }),
    staleTime: Infinity,
  })
