import { api } from '#client/lib/api.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { queryOptions } from '@tanstack/react-query'

export const authKeys = {
  all: ['auth'] as const,
  verify: (id: string, hash: string, expires: string, signature: string) =>
    [...authKeys.all, 'verify', id, hash, expires, signature] as const,
}

/**
 * GET /api/email/verify/{id}/{hash}?expires&signature with the bearer token. A query,
 * not a mutation, so a re-render or StrictMode never sends the link twice.
 */
export const verifyEmailQuery = (id: string, hash: string, expires: string, signature: string) =>
  queryOptions({
    queryKey: authKeys.verify(id, hash, expires, signature),
    queryFn: ({ signal }) =>
      api.get(`/api/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`, MessageAnswer, {
        signal,
        query: { expires, signature },
      }),
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
  })
