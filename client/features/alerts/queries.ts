// Server state of saved searches and followed sellers (docs/alerts.md): one key factory, the queries and
// the mutations. Loaded only with the modules that show them (never on a page's first visit).
import { api } from '#client/lib/api.ts'
import {
  FollowAnswer,
  FollowFeedAnswer,
  FollowStateAnswer,
  SavedSearchAnswer,
  SavedSearchesAnswer,
  type SavedSearchPatch,
} from '#common/schemas/alerts.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
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
    queryFn: ({ signal }) => api.get('/api/saved-searches', SavedSearchesAnswer, { signal }),
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
    mutationFn: (input: SaveSearchInput) => api.post('/api/saved-searches', SavedSearchAnswer, { json: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches() }),
  })
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...patch }: SavedSearchPatch & { id: number }) =>
      api.patch(`/api/saved-searches/${id}`, SavedSearchAnswer, { json: patch }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches() }),
  })
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/saved-searches/${id}`, MessageAnswer),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches() }),
  })
}

export const followQuery = (slug: string) =>
  queryOptions({
    queryKey: alertKeys.follow(slug),
    queryFn: ({ signal }) => api.get(`/api/sellers/${encodeURIComponent(slug)}/follow`, FollowStateAnswer, { signal }),
  })

export function useFollow(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (follow: boolean) => {
      const path = `/api/sellers/${encodeURIComponent(slug)}/follow`
      return follow ? api.post(path, FollowAnswer) : api.delete(path, FollowAnswer)
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.follow(slug) })
      void queryClient.invalidateQueries({ queryKey: alertKeys.feed() })
    },
  })
}

export const followFeedQuery = () =>
  queryOptions({ queryKey: alertKeys.feed(), queryFn: ({ signal }) => api.get('/api/followed-sellers/feed', FollowFeedAnswer, { signal }) })
