// Server state of the auction detail page (storefront §7): one key factory, the queries and the
// mutations of the page. The socket (use-auction-live.ts) writes into the same cache entries.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { AutoBidAnswer, AutoBidRemovedAnswer, AutoBidSetAnswer, MessageAnswer } from '#common/schemas/answers.ts'
import {
  ApprovalStatusAnswer,
  AuctionDetailAnswer,
  BidListAnswer,
  PreviewAnswer,
  QuestionsAnswer,
} from '#common/schemas/answers-storefront.ts'
import { BidAnswer } from '#common/schemas/bids.ts'
import { fromWireTime } from '#common/time.ts'
import { api } from '#client/lib/api.ts'
import { sessionKeys } from '#client/lib/session.ts'
import { z } from 'zod'

export const detailKeys = {
  all: ['auction-detail'] as const,
  detail: (slug: string) => [...detailKeys.all, 'detail', slug] as const,
  bids: (auctionId: number) => [...detailKeys.all, 'bids', auctionId] as const,
  autoBid: (auctionId: number) => [...detailKeys.all, 'autobid', auctionId] as const,
  preview: (slug: string) => [...detailKeys.all, 'preview', slug] as const,
  approval: (auctionId: number) => [...detailKeys.all, 'approval', auctionId] as const,
}

/**
 * Server clock minus this device's clock, measured on an answer: the server's timestamp against
 * the middle of the request's round trip (storefront §4: countdowns run on the server's clock).
 */
const offsetOf = (serverTime: { formatted: string; timestamp?: number | undefined }, sentAt: number, receivedAt: number) =>
  (serverTime.timestamp ?? fromWireTime(serverTime.formatted)) - (sentAt + receivedAt) / 2

async function timed<T extends { server_time: { formatted: string; timestamp?: number | undefined } }>(call: () => Promise<T>) {
  const sentAt = Date.now()
  const answer = await call()
  return { ...answer, clockOffset: offsetOf(answer.server_time, sentAt, Date.now()) }
}

/** GET /api/auctions/{slug} (bearer when logged in). */
export const auctionDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: detailKeys.detail(slug),
    queryFn: ({ signal }) => timed(() => api.get(`/api/auctions/${encodeURIComponent(slug)}`, AuctionDetailAnswer, { signal })),
    staleTime: 10_000,
  })
export type AuctionDetail = Awaited<ReturnType<NonNullable<ReturnType<typeof auctionDetailQuery>['queryFn']>>>

/** GET /api/bids/{auctionId}?page=: the bid list modal (-2), newest first, one page more as it scrolls. */
export const bidListQuery = (auctionId: number) =>
  infiniteQueryOptions({
    queryKey: detailKeys.bids(auctionId),
    queryFn: ({ signal, pageParam }) => api.get(`/api/bids/${auctionId}?page=${pageParam}`, BidListAnswer, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  })
export type BidPages = InfiniteData<z.infer<typeof BidListAnswer>, number>

/** GET /api/autobid/{auctionId}: the member's standing maximum, if any. */
export const autoBidQuery = (auctionId: number) =>
  queryOptions({
    queryKey: detailKeys.autoBid(auctionId),
    queryFn: ({ signal }) => api.get(`/api/autobid/${auctionId}`, AutoBidAnswer, { signal }),
    staleTime: 60_000,
  })

/** GET /api/previewauction/{slug}: the seller's view before publication. */
export const previewQuery = (slug: string) =>
  queryOptions({
    queryKey: detailKeys.preview(slug),
    queryFn: ({ signal }) => timed(() => api.get(`/api/previewauction/${encodeURIComponent(slug)}`, PreviewAnswer, { signal })),
  })

/** GET /api/check-approval-status/{id} every `intervalMs` until approved (storefront §4 "Approval"). */
export const approvalQuery = (auctionId: number, intervalMs: number) =>
  queryOptions({
    queryKey: detailKeys.approval(auctionId),
    queryFn: ({ signal }) => api.get(`/api/check-approval-status/${auctionId}`, ApprovalStatusAnswer, { signal }),
    refetchInterval: (q) => (q.state.data?.status === 'approved' ? false : intervalMs),
    refetchIntervalInBackground: false,
  })

// ---- mutations -------------------------------------------------------------------------------

export type { BidAnswer }

/**
 * POST /api/addBid form {auction_id, bid_amount, total_amount, client_bid_id}: whole lira. The client bid
 * id is made before sending and handed to `onSend`, so that the page knows the room's NewBid for it as
 * its own even when the socket is faster than this answer (it usually is).
 */
export function useAddBid(auctionId: number, onSend: (clientBidId: string) => void) {
  return useMutation({
    mutationFn: (input: { bid_amount: number; total_amount: number }) => {
      const clientBidId = crypto.randomUUID()
      onSend(clientBidId)
      return api.post('/api/addBid', BidAnswer, {
        form: { auction_id: auctionId, bid_amount: input.bid_amount, total_amount: input.total_amount, client_bid_id: clientBidId },
      })
    },
  })
}

export function useAutoBid(auctionId: number) {
  const queryClient = useQueryClient()
  const set = useMutation({
    mutationFn: (max: number) => api.post('/api/addAutoBid', AutoBidSetAnswer, { form: { auction_id: auctionId, max_amount: max } }),
    onSuccess: (answer) => queryClient.setQueryData(detailKeys.autoBid(auctionId), { auto_bid: answer.auto_bid }),
  })
  const remove = useMutation({
    mutationFn: () => api.post('/api/removeAutoBid', AutoBidRemovedAnswer, { form: { auction_id: auctionId } }),
    onSuccess: () => queryClient.setQueryData(detailKeys.autoBid(auctionId), { auto_bid: null }),
  })
  return { set, remove }
}

/** POST /api/addtoCart form {slug}: buy-now; the header's cart count follows. */
export function useBuyNow(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/addtoCart', MessageAnswer, { form: { slug } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: detailKeys.detail(slug) })
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
    },
  })
}

/** POST /api/addtoWatchList or /api/removefromWatchList form {slug}. */
export function useWatchToggle(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (watch: boolean) => api.post(watch ? '/api/addtoWatchList' : '/api/removefromWatchList', MessageAnswer, { form: { slug } }),
    onSuccess: (_answer, watch) => {
      queryClient.setQueryData(detailKeys.detail(slug), (old: AuctionDetail | undefined) => old && { ...old, watch_list: watch })
      void queryClient.invalidateQueries({ queryKey: detailKeys.detail(slug) })
    },
  })
}

const withQuestions = (slug: string, questions: z.infer<typeof QuestionsAnswer>['questions']) => (old: AuctionDetail | undefined) =>
  old && { ...old, data: { ...old.data, auction_question: questions } }

/** POST /api/addQuestion form {slug, question}. */
export function useAskQuestion(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (question: string) => api.post('/api/addQuestion', QuestionsAnswer, { form: { slug, question } }),
    onSuccess: (answer) => queryClient.setQueryData(detailKeys.detail(slug), withQuestions(slug, answer.questions)),
  })
}

/** POST /api/addReply form {question_id, reply}: the seller only. */
export function useReply(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { question_id: number; reply: string }) => api.post('/api/addReply', QuestionsAnswer, { form: input }),
    onSuccess: (answer) => queryClient.setQueryData(detailKeys.detail(slug), withQuestions(slug, answer.questions)),
  })
}
