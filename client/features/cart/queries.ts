// Server state of the cart and the steps before payment: one key factory,
// the cart query, and the mutations, which reload the cart and the session (its cartItemCount).
import { api } from '#client/lib/api.ts'
import { sessionKeys } from '#client/lib/session.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { CartAnswer, type DeliveryForm } from '#common/schemas/cart.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

export const cartKeys = {
  all: ['cart'] as const,
  cart: () => [...cartKeys.all, 'show'] as const,
}

/** GET /api/showCart. */
/** A cart answer that has a cart (the steps after the cart page only open with one). */
export type FilledCart = CartAnswer & { data: NonNullable<CartAnswer['data']> }

export const cartQuery = () =>
  queryOptions({ queryKey: cartKeys.cart(), queryFn: ({ signal }) => api.get('/api/showCart', CartAnswer, { signal }), staleTime: 0 })

type InvoiceJson = Record<string, string>
export type DeliveryInput = { [K in keyof DeliveryForm]?: string }

export function useCartMutations() {
  const queryClient = useQueryClient()
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
    ])
  const after = { onSettled: reload }
  return {
    remove: useMutation({ mutationFn: (id: number) => api.post('/api/deleteCartItem', MessageAnswer, { form: { id } }), ...after }),
    cargo: useMutation({
      mutationFn: (v: { id: number; cargo_channel: string }) => api.post('/api/updateCartCargo', MessageAnswer, { form: v }),
      ...after,
    }),
    acceptContract: useMutation({ mutationFn: () => api.post('/api/acceptCartContract', MessageAnswer, { form: {} }), ...after }),
    delivery: useMutation({
      mutationFn: (form: DeliveryInput) => api.post('/api/updateCartDelivery', MessageAnswer, { form: form as Record<string, string> }),
      ...after,
    }),
    invoice: useMutation({ mutationFn: (json: InvoiceJson) => api.post('/api/updateCartInvoice', MessageAnswer, { json }), ...after }),
  }
}

/** Accept or decline a second-chance offer: the cart and the session's cart count reload after. */
export function useOfferAnswer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (v: { id: number; answer: 'accept' | 'decline' }) =>
      api.post(`/api/secondChance/${v.id}/${v.answer}`, MessageAnswer, { form: {} }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
      ]),
  })
}
