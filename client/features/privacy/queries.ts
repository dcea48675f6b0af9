// Commercial-message consents (docs/privacy.md "Commercial messages and İYS"): the member's state and
// history, its change, and the opt-out link's withdrawal.
import { api } from '#client/lib/api.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { MessageConsentsAnswer, type MessageConsentsForm } from '#common/schemas/message-consents.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

const key = ['member', 'message-consents'] as const

export const messageConsentsQuery = () =>
  queryOptions({ queryKey: key, queryFn: () => api.get('/api/user/message-consents', MessageConsentsAnswer) })

export function useSaveConsents() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: MessageConsentsForm) => api.put('/api/user/message-consents', MessageConsentsAnswer, { json: form }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  })
}

export function useOptOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api.post(`/api/unsubscribe/${encodeURIComponent(token)}`, MessageAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
