import { api } from '#client/lib/api.ts'
import { NotificationsAnswer } from '#common/schemas/answers.ts'
import { queryOptions } from '@tanstack/react-query'

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
}

/** GET /api/mynotifications, also behind the header bell. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => api.get('/api/mynotifications', NotificationsAnswer, { signal }),
    select: (answer) => answer.notifications,
  })
