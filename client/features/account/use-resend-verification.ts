import { api } from '#client/lib/api.ts'
import { tr } from '#common/messages.ts'
import { OptionalMessageAnswer } from '#common/schemas/answers.ts'
import { useMutation } from '@tanstack/react-query'

/** POST /api/email/verification-notification; resolves to the sentence to show. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () =>
      (await api.post('/api/email/verification-notification', OptionalMessageAnswer))?.message ?? tr.auth.verificationSent,
  })
}
