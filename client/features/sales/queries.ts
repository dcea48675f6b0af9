// Server state of the seller's sales (mysales, update-status; showOrderForSeller,
// updateOrderSellerInfo, createShipment). The label page loads with createShipment and channel mng
//: a sale already shipped answers its shipment.
import { api } from '#client/lib/api.ts'
import { getQuery, pageQuery } from '#client/lib/get-query.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { MySalesAnswer, ShowSellerOrderAnswer, UpdateStatusAnswer } from '#common/schemas/orders.ts'
import { ShipmentAnswer, type CargoChannel, type SenderInfoInput } from '#common/schemas/shipping.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

export const saleKeys = {
  all: ['sales'] as const,
  list: (page: number) => [...saleKeys.all, 'list', page] as const,
  detail: (id: number) => [...saleKeys.all, 'detail', id] as const,
  label: (id: number) => [...saleKeys.all, 'label', id] as const,
}

export const mySalesQuery = (page: number) => pageQuery(saleKeys.list(page), '/api/mysales', MySalesAnswer, page)
export const saleQuery = (id: number) =>
  getQuery(saleKeys.detail(id), `/api/showOrderForSeller/${id}`, ShowSellerOrderAnswer, { retry: false })

export const labelQuery = (id: number) =>
  queryOptions({
    queryKey: saleKeys.label(id),
    queryFn: ({ signal }) => api.post('/api/createShipment', ShipmentAnswer, { form: { channel: 'mng', id }, signal }),
    staleTime: Infinity,
    retry: false,
  })

export function useSaleMutations() {
  const queryClient = useQueryClient()
  const after = { onSettled: () => queryClient.invalidateQueries({ queryKey: saleKeys.all }) }
  return {
    status: useMutation({
      mutationFn: (v: { id: number; status: number }) =>
        api.post(`/api/orders/${v.id}/update-status`, UpdateStatusAnswer, { json: { status: v.status } }),
      ...after,
    }),
    sender: useMutation({
      mutationFn: (v: SenderInfoInput & { id: number }) =>
        api.post('/api/updateOrderSellerInfo', MessageAnswer, { form: v as Record<string, string | number> }),
      ...after,
    }),
    ship: useMutation({
      mutationFn: (v: { id: number; channel: CargoChannel }) => api.post('/api/createShipment', ShipmentAnswer, { form: v }),
      ...after,
    }),
  }
}
