import { api, typed } from '#client/lib/api.ts'
import type { FooterAnswer, SearchSummaryAnswer } from '#common/schemas/answers.ts'
import { queryOptions } from '@tanstack/react-query'

export const shellKeys = {
  all: ['shell'] as const,
  footer: () => [...shellKeys.all, 'footer'] as const,
  suggestions: (q: string) => [...shellKeys.all, 'suggestions', q] as const,
}

export const footerQuery = () =>
  queryOptions({
    queryKey: shellKeys.footer(),
    queryFn: ({ signal }) => api.get('/api/footer', typed<typeof FooterAnswer>(), { signal }),
    staleTime: 60 * 60_000,
  })

/** GET /api/searchsummary?q=: suggestions for the header box. */
export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: shellKeys.suggestions(q),
    queryFn: ({ signal }) => api.get('/api/searchsummary', typed<typeof SearchSummaryAnswer>(), { signal, query: { q } }),
    staleTime: 60_000,
    select: (answer) => answer.search_data,
  })
