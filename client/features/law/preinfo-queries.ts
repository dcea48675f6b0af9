// A lot's pre-information with the member's confirmation (docs/law.md "Pre-information"), read by the lot page.
import { api, typed } from '#client/lib/api.ts'
import type { PreinfoAnswer, PreinfoConfirmAnswer } from '#common/schemas/preinfo.ts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

const preinfoKey = (auctionId: number) => ['member', 'preinfo', auctionId] as const

/** GET /api/auctions/{id}/preinfo for the signed-in member: the text, its version and whether they confirmed it. */
export const preinfoQuery = (auctionId: number) =>
  queryOptions({
    queryKey: preinfoKey(auctionId),
    queryFn: ({ signal }) => api.get(`/api/auctions/${auctionId}/preinfo`, typed<typeof PreinfoAnswer>(), { signal }),
    staleTime: 5 * 60_000,
  })

/** POST /api/auctions/{id}/preinfo: the member confirms the version they read; the cached answer learns it. */
export function useConfirmPreinfo(auctionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (version: string) => api.post(`/api/auctions/${auctionId}/preinfo`, typed<typeof PreinfoConfirmAnswer>(), { json: { version } }),
    onSuccess: (answer) =>
      queryClient.setQueryData(preinfoKey(auctionId), (old: PreinfoAnswer | undefined) =>
        old ? { ...old, version: answer.version, confirmed_at: answer.confirmed_at } : old,
      ),
    // A changed text (422 on `version`): the member reads the new one.
    onError: () => void queryClient.invalidateQueries({ queryKey: preinfoKey(auctionId) }),
  })
}
