// Session mutations of register, login, logout, password reset.
import { api } from '#client/lib/api.ts'
import { endSession, startSession } from '#client/lib/session.ts'
import { HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { MessageAnswer, RegisterAnswer, TokenAnswer } from '#common/schemas/answers.ts'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** Turnstile's token, sent with the forms that ask for it (docs/operations.md "Turnstile"). */
type Human = { human?: string | null }
const humanField = (token: string | null | undefined): Record<string, string> => (token ? { [HUMAN_CHECK_FIELD]: token } : {})

export type LoginInput = { username: string; password: string }
export type RegisterInput = {
  username: string
  email: string
  password: string
  password_confirmation: string
  consent_sms: boolean
  consent_email: boolean
  consent_call: boolean
}
export type ResetInput = { email: string; token: string; password: string; password_confirmation: string }

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ human, ...input }: LoginInput & Human) =>
      api.post('/api/login', TokenAnswer, { json: { ...input, ...humanField(human) } }),
    onSuccess: (answer) => startSession(queryClient, answer.token),
  })
}

/** The membership contract box is checked in the form; the request always carries it as true. */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ human, ...input }: RegisterInput & Human) =>
      api.post('/api/register', RegisterAnswer, {
        json: { ...input, membership_contract: true, ...humanField(human) },
      }),
    onSuccess: (answer) => startSession(queryClient, answer.token),
  })
}

/** POST /api/logout; the local session ends whatever the answer (failures go to login). */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/logout', MessageAnswer),
    onSettled: () => endSession(queryClient),
  })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: ({ email, human }: { email: string } & Human) =>
      api.post('/api/forgot-password', MessageAnswer, { form: { email, ...humanField(human) } }),
  })
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetInput) => api.post('/api/reset-password', MessageAnswer, { form: input }) })
}
