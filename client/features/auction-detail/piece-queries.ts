// The lot page's queries and mutations that only its pieces loaded after the first render use (the bid history,
// the automatic-bid form, asking the seller, the seller's reply): apart from queries.ts, so that the lot page's
// first visit does not download them (docs/first-visit.md). They read and write the same cache entries.
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AutoBidRemovedAnswer, AutoBidSetAnswer } from '#common/schemas/answers.ts'
import type { BidListAnswer, QuestionsAnswer } from '#common/schemas/answers-storefront.ts'
import { api, typed } from '#client/lib/api.ts'
import type { z } from 'zod'
import { detailKeys, type AuctionDetail } from './queries.ts'

/** GET /api/bids/{auctionId}?page=: the bid list modal (-2), newest first, one page more as it scrolls. */
export const bidListQuery = (auctionId: number) =>
  infiniteQueryOptions({
    queryKey: detailKeys.bids(auctionId),
    queryFn: ({ signal, pageParam }) => api.get(`/api/bids/${auctionId}?page=${pageParam}`, typed<typeof BidListAnswer>(), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  })
export function useAutoBid(auctionId: number) {
  const queryClient = useQueryClient()
  const set = useMutation({
    mutationFn: (max: number) => api.post('/api/addAutoBid', typed<typeof AutoBidSetAnswer>(), { form: { auction_id: auctionId, max_amount: max } }),
    onSuccess: (answer) => queryClient.setQueryData(detailKeys.autoBid(auctionId), { auto_bid: answer.auto_bid }),
  })
  const remove = useMutation({
    mutationFn: () => api.post('/api/removeAutoBid', typed<typeof AutoBidRemovedAnswer>(), { form: { auction_id: auctionId } }),
    onSuccess: () => queryClient.setQueryData(detailKeys.autoBid(auctionId), { auto_bid: null }),
  })
  return { set, remove }
}

const withQuestions = (slug: string, questions: z.infer<typeof QuestionsAnswer>['questions']) => (old: AuctionDetail | undefined) =>
  old && { ...old, data: { ...old.data, auction_question: questions } }

/** POST /api/addQuestion form {slug, question}. */
export function useAskQuestion(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (question: string) => api.post('/api/addQuestion', typed<typeof QuestionsAnswer>(), { form: { slug, question } }),
    onSuccess: (answer) => queryClient.setQueryData(detailKeys.detail(slug), withQuestions(slug, answer.questions)),
  })
}

/** POST /api/addReply form {question_id, reply}: the seller only. */
export function useReply(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { question_id: number; reply: string }) => api.post('/api/addReply', typed<typeof QuestionsAnswer>(), { form: input }),
    onSuccess: (answer) => queryClient.setQueryData(detailKeys.detail(slug), withQuestions(slug, answer.questions)),
  })
}
