// The member's own data (docs/privacy.md "The member's own data", "Closing an account"): the export's state,
// polled while it is being built, and its start.
import { api } from '#client/lib/api.ts'
import { endSession } from '#client/lib/session.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { DataExportAnswer } from '#common/schemas/data-export.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

const exportKey = ['member', 'data-export'] as const
const building = (a: DataExportAnswer | undefined) => a?.export?.status === 'queued' || a?.export?.status === 'building'

export const dataExportQuery = () =>
  queryOptions({
    queryKey: exportKey,
    queryFn: () => api.get('/api/user/data-export', DataExportAnswer),
    // While the file is built in the background, its progress is asked for every second and a half.
    refetchInterval: (q) => (building(q.state.data) ? 1500 : false),
  })

export function useStartExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/user/data-export', DataExportAnswer),
    onSuccess: (answer) => queryClient.setQueryData(exportKey, answer),
  })
}

/** POST /api/user/close; on success the session is forgotten here, as at logout. */
export function useCloseAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (password: string) => api.post('/api/user/close', MessageAnswer, { json: { password } }),
    onSuccess: () => endSession(queryClient),
  })
}
