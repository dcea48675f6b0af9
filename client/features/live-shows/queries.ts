// Server state of scheduled live shows (docs/alerts.md "Scheduled live shows"): keys, queries, mutations.
import { api } from '#client/lib/api.ts'
import { getQuery } from '#client/lib/get-query.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import {
  LiveShowAnswer,
  LiveShowReminderAnswer,
  LiveShowRemindersAnswer,
  LiveShowsAnswer,
  type LiveShowForm,
} from '#common/schemas/live-shows.ts'
import { useMutation, useQueryClient } from '@tanstack/react-query'

export const showKeys = {
  all: ['live-shows'] as const,
  upcoming: () => [...showKeys.all, 'upcoming'] as const,
  mine: () => [...showKeys.all, 'mine'] as const,
  reminders: () => [...showKeys.all, 'reminders'] as const,
}

export const upcomingShowsQuery = () => getQuery(showKeys.upcoming(), '/api/live-shows/upcoming', LiveShowsAnswer)
export const myShowsQuery = () => getQuery(showKeys.mine(), '/api/live-shows/mine', LiveShowsAnswer)
export const remindersQuery = () => getQuery(showKeys.reminders(), '/api/live-shows/reminders', LiveShowRemindersAnswer)

/** Asks for (true) or forgets (false) a show's reminder. */
export function useReminder(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (on: boolean) => api[on ? 'post' : 'delete'](`/api/live-shows/${id}/reminder`, LiveShowReminderAnswer),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: showKeys.reminders() }),
  })
}

export function useScheduleShow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: LiveShowForm) => api.post('/api/live-shows', LiveShowAnswer, { json: form }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: showKeys.all }),
  })
}

export function useCancelShow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/live-shows/${id}`, MessageAnswer),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: showKeys.all }),
  })
}
