// The member's own seller kind and identity (GET and PUT /api/seller-identity, docs/law.md "Seller kind").
// The lot's pre-information lives in preinfo-queries.ts: the lot page must not download this form's checks.
import { api } from '#client/lib/api.ts'
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
    onSuccess: (answer) => queryClient.setQueryData(lawKeys.identity(), { identity: answer.identity, cultural_permit_no: answer.cultural_permit_no }),
  })
}
