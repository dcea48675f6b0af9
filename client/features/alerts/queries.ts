// Server state of saved searches and followed sellers (docs/alerts.md): one key factory, the queries and
// the mutations. Loaded only with the modules that show them (never on a page's first visit); answers read by
// type, so the category page's save-search button brings no zod after its first paint.
import { api, typed } from '#client/lib/api.ts'
import type {
  FollowAnswer,
  FollowFeedAnswer,
  FollowStateAnswer,
  SavedSearchAnswer,
  SavedSearchesAnswer,
  SavedSearchPatch,
} from '#common/schemas/alerts.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

export const alertKeys = {
  all: ['alerts'] as const,
  savedSearches: () => [...alertKeys.all, 'saved-searches'] as const,
  follow: (slug: string) => [...alertKeys.all, 'follow', slug] as const,
  feed: () => [...alertKeys.all, 'feed'] as const,
}

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: alertKeys.savedSearches(),
    queryFn: ({ signal }) => api.get('/api/saved-searches', typed<typeof SavedSearchesAnswer>(), { signal }),
  })

export type SaveSearchInput = {
  name?: string
  q: string
  category: string | null
  min_price_kurus: number | null
  max_price_kurus: number | null
  frequency: 'instant' | 'daily'
}

export function useSaveSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SaveSearchInput) => api.post('/api/saved-searches', typed<typeof SavedSearchAnswer>(), { json: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches() }),
  })
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...patch }: SavedSearchPatch & { id: number }) =>
      api.patch(`/api/saved-searches/${id}`, typed<typeof SavedSearchAnswer>(), { json: patch }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches() }),
  })
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/saved-searches/${id}`, typed<typeof MessageAnswer>()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches() }),
  })
}

export const followQuery = (slug: string) =>
  queryOptions({
    queryKey: alertKeys.follow(slug),
    queryFn: ({ signal }) => api.get(`/api/sellers/${encodeURIComponent(slug)}/follow`, typed<typeof FollowStateAnswer>(), { signal }),
  })

export function useFollow(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (follow: boolean) => {
      const path = `/api/sellers/${encodeURIComponent(slug)}/follow`
      return follow ? api.post(path, typed<typeof FollowAnswer>()) : api.delete(path, typed<typeof FollowAnswer>())
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.follow(slug) })
      void queryClient.invalidateQueries({ queryKey: alertKeys.feed() })
    },
  })
}

export const followFeedQuery = () =>
  queryOptions({ queryKey: alertKeys.feed(), queryFn: ({ signal }) => api.get('/api/followed-sellers/feed', typed<typeof FollowFeedAnswer>(), { signal }) })
