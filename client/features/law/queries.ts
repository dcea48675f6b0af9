// The member's own seller kind and identity (GET and PUT /api/seller-identity, docs/law.md "Seller kind"), and
// a lot's pre-information with the member's confirmation (docs/law.md "Pre-information").
import { api } from '#client/lib/api.ts'
import { PreinfoAnswer, PreinfoConfirmAnswer } from '#common/preinfo.ts'
import { SellerIdentityAnswer, type SellerIdentityForm } from '#common/seller-identity.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'

const lawKeys = { identity: () => ['member', 'seller-identity'] as const }

export const sellerIdentityQuery = () =>
  queryOptions({ queryKey: lawKeys.identity(), queryFn: ({ signal }) => api.get('/api/seller-identity', SellerIdentityAnswer, { signal }) })

export function useSaveSellerIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: z.input<typeof SellerIdentityForm>) => api.put('/api/seller-identity', SellerIdentityAnswer, { json: form }),
    onSuccess: (answer) => queryClient.setQueryData(lawKeys.identity(), { identity: answer.identity }),
  })
}

const preinfoKey = (auctionId: number) => ['member', 'preinfo', auctionId] as const

/** GET /api/auctions/{id}/preinfo for the signed-in member: the text, its version and whether they confirmed it. */
export const preinfoQuery = (auctionId: number) =>
  queryOptions({
    queryKey: preinfoKey(auctionId),
    queryFn: ({ signal }) => api.get(`/api/auctions/${auctionId}/preinfo`, PreinfoAnswer, { signal }),
    staleTime: 5 * 60_000,
  })

/** POST /api/auctions/{id}/preinfo: the member confirms the version they read; the cached answer learns it. */
export function useConfirmPreinfo(auctionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (version: string) => api.post(`/api/auctions/${auctionId}/preinfo`, PreinfoConfirmAnswer, { json: { version } }),
    onSuccess: (answer) =>
      queryClient.setQueryData(preinfoKey(auctionId), (old: PreinfoAnswer | undefined) =>
        old ? { ...old, version: answer.version, confirmed_at: answer.confirmed_at } : old,
      ),
    // A changed text (422 on `version`): the member reads the new one.
    onError: () => void queryClient.invalidateQueries({ queryKey: preinfoKey(auctionId) }),
  })
}
