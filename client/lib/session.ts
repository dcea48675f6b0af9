// Session state: the access token lives in the `access_token` cookie; who is logged in
// is the Query cache entry `sessionKeys.user()` (GET /api/user), null for guests.
import { ACCESS_TOKEN_DAYS, COOKIES } from '#common/constants.ts'
import type { UserAnswer } from '#common/schemas/answers.ts'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api, typed, isApiError } from './api.ts'
import { readCookie, removeCookie, writeCookie } from './cookies.ts'

export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
}

export const hasToken = () => readCookie(COOKIES.accessToken) !== null

/** GET /api/user; null when there is no token or the token is refused (401). */
export const currentUser = () =>
  queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: async ({ signal }): Promise<UserAnswer | null> => {
      if (!hasToken()) return null
      try {
        return await api.get('/api/user', typed<typeof UserAnswer>(), { signal })
      } catch (e) {
        if (isApiError(e) && e.isUnauthenticated) return null
        throw e
      }
    },
    staleTime: 30_000,
  })

/** Stores a fresh token and reloads everything that depends on who is logged in. */
export async function startSession(queryClient: QueryClient, token: string) {
  writeCookie(COOKIES.accessToken, token, ACCESS_TOKEN_DAYS)
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' })
  await queryClient.fetchQuery({ ...currentUser(), staleTime: 0 })
}

/** Forgets the token and every cached answer that belonged to the member. */
export function endSession(queryClient: QueryClient) {
  removeCookie(COOKIES.accessToken)
  queryClient.setQueryData(sessionKeys.user(), null)
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' })
}

/** The session for route guards; a failed /api/user call counts as a guest. */
export async function sessionOrNull(queryClient: QueryClient): Promise<UserAnswer | null> {
  try {
    return await queryClient.ensureQueryData(currentUser())
  } catch {
    return null
  }
}
