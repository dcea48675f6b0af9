import { api, typed } from '#client/lib/api.ts'
import type { AuctionListAnswer } from '#common/schemas/answers.ts'
import { fromWireTime } from '#common/time.ts'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'

export const auctionKeys = {
  all: ['auctions'] as const,
  showcase: () => [...auctionKeys.all, 'showcase'] as const,
  list: () => [...auctionKeys.all, 'list'] as const,
  detail: (slug: string) => [...auctionKeys.all, 'detail', slug] as const,
}

/**
 * A list answer plus the server clock's offset from this device, measured when the
 * answer arrived; countdowns run on `Date.now() + clockOffset`.
 */
async function fetchList(path: string, page: number, signal: AbortSignal) {
  const answer = await api.get(path, typed<typeof AuctionListAnswer>(), { signal, query: { page } })
  return { ...answer, clockOffset: fromWireTime(answer.server_time.formatted) - Date.now() }
}

/** GET /api/showcaseauctions: the first page is the "Öne Çıkan Mezatlar" row. */
export const showcaseQuery = () =>
  queryOptions({
    queryKey: auctionKeys.showcase(),
    queryFn: ({ signal }) => fetchList('/api/showcaseauctions', 1, signal),
  })

/** GET /api/auctions?page=N, page by page until last_page (infinite scroll). */
export const allAuctionsQuery = () =>
  infiniteQueryOptions({
    queryKey: auctionKeys.list(),
    queryFn: ({ signal, pageParam }) => fetchList('/api/auctions', pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.auctions.current_page < last.auctions.last_page ? last.auctions.current_page + 1 : undefined),
  })
