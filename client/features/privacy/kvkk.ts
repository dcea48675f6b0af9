// KVKK başvurusu (docs/privacy.md "KVKK requests"): the member's own requests, the form's submission (a
// guest's goes with the human check's token) and a guest's confirmation link.
import { api } from '#client/lib/api.ts'
import { HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { KvkkRequestsAnswer, KvkkSubmitAnswer } from '#common/schemas/kvkk-request.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

const key = ['member', 'kvkk-requests'] as const

export const myKvkkRequestsQuery = () =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => api.get('/api/user/kvkk-requests', KvkkRequestsAnswer, { signal }) })

export type KvkkSubmission = { kinds: string[]; details: string; name?: string; email?: string; human?: string | null }

export function useSubmitKvkk() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ human, ...json }: KvkkSubmission) =>
      api.post('/api/kvkk-requests', KvkkSubmitAnswer, { json: { ...json, ...(human ? { [HUMAN_CHECK_FIELD]: human } : {}) } }),
    onSuccess: (answer) => (answer.request ? queryClient.invalidateQueries({ queryKey: key }) : undefined),
  })
}

export const useConfirmKvkk = () =>
  useMutation({ mutationFn: (token: string) => api.post('/api/kvkk-requests/confirm', KvkkSubmitAnswer, { json: { token } }) })
