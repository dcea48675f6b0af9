import { COOKIES } from '#common/constants.ts'
import { QueryClient } from '@tanstack/react-query'
import { isApiError, setUnauthenticatedHandler } from './api.ts'
import { removeCookie } from './cookies.ts'
import { sessionKeys } from './session.ts'
import { yieldToMain } from './yield-to-main.ts'

// The first modules the app runs (react-dom's start-up, Query, the API client and the session) are a task of
// their own: the shell runs in the next (client/lib/yield-to-main.ts).
await yieldToMain()

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      // A 4xx answer does not get better by asking again; network failures get two more tries.
      retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    },
    mutations: { retry: false },
  },
})

// A token the server refuses is dropped, so the shell turns back to the guest view.
setUnauthenticatedHandler(() => {
  removeCookie(COOKIES.accessToken)
  queryClient.setQueryData(sessionKeys.user(), null)
})
