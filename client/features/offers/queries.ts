// Offers on buy-now items (docs/decisions/0021-offers.md): the lists, making an offer, answering it, the limits.
import { api } from '#client/lib/api.ts'
import { sessionKeys } from '#client/lib/session.ts'
import { OfferAnswer, OfferLimitsAnswer, OffersAnswer } from '#common/schemas/offers.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

export type OfferSide = 'buyer' | 'seller'
const offerKeys = { all: ['offers'] as const, side: (side: OfferSide) => ['offers', side] as const }

export const offersQuery = (side: OfferSide) =>
  queryOptions({ queryKey: offerKeys.side(side), queryFn: ({ signal }) => api.get(`/api/offers?side=${side}`, OffersAnswer, { signal }) })

/** POST /api/offers {slug, amount}. */
export function useMakeOffer(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (amount: string) => api.post('/api/offers', OfferAnswer, { form: { slug, amount } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.all })
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
    },
  })
}

type Answer = { id: number; action: 'accept' | 'decline' } | { id: number; action: 'counter'; amount: string }

/** POST /api/offers/{id}/accept|decline|counter. */
export function useAnswerOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (a: Answer) =>
      api.post(`/api/offers/${a.id}/${a.action}`, OfferAnswer, a.action === 'counter' ? { form: { amount: a.amount } } : { form: {} }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.all })
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
    },
  })
}

/** PUT /api/offers/limits {auction_id, decline_below, accept_from}. */
export function useOfferLimits() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: { auction_id: number; decline_below: string; accept_from: string }) => api.put('/api/offers/limits', OfferLimitsAnswer, { form }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: offerKeys.side('seller') }),
  })
}
