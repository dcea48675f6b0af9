// The lot page's mutations: a bid (on the room's socket or by POST), buy-now and the watch list. Apart from
// queries.ts because only the page's dialogs use them (lot-dialogs.tsx), which load after the first render.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import type { BidAnswer } from '#common/schemas/bids.ts'
import * as coreMessages from '#common/messages/core.ts'
import { api, typed, ApiRequestError } from '#client/lib/api.ts'
import { sessionKeys } from '#client/lib/session.ts'
import { detailKeys, type AuctionDetail, type BidResult, type SocketBid } from './queries.ts'

/** What the bid mutation needs of the page's socket (use-auction-live.ts) and ticket (useBidTicket). */
export type BidChannel = {
  /** Before a bid is sent: the room's NewBid carrying this id is the member's own. */
  expectOwnBid: (clientBidId: string) => void
  /** Sends the bid on the room's socket: null when the socket is not live; resolves null when no answer came in time. */
  sendBid: (data: SocketBid) => Promise<BidResult | null> | null
  ticket: { fresh: () => string | null; refused: () => void }
}

/**
 * A member's bid: on the room's socket when the page holds a fresh ticket and a live socket (no worker
 * hop), else by POST /api/addBid form {auction_id, bid_amount, total_amount, client_bid_id} (whole lira).
 * The client bid id is made before sending and handed to `expectOwnBid`, so that the page knows the room's
 * NewBid for it as its own even when that comes before the answer (it usually does).
 *
 * The room answers a socket bid as POST would: 200 with the same BidAnswer; 409/422/503 and the rest with
 * the same error body, thrown as POST's ApiRequestError so the page shows the same message. A refused
 * ticket (401), a room that holds no auction yet (404) or no answer in time: the same bid goes by POST with
 * the same client bid id, which the room answers with the first result if the socket bid did land (one bid).
 */
export function useAddBid(auctionId: number, channel: BidChannel) {
  return useMutation({
    mutationFn: async (input: { bid_amount: number; total_amount: number }): Promise<BidAnswer> => {
      const clientBidId = crypto.randomUUID()
      channel.expectOwnBid(clientBidId)
      const ticket = channel.ticket.fresh()
      const sent = ticket ? channel.sendBid({ ticket, ...input, client_bid_id: clientBidId }) : null
      const result = sent ? await sent : null
      if (result?.status === 200 && result.answer) return result.answer
      if (result && result.status !== 200 && result.status !== 401 && result.status !== 404)
        throw new ApiRequestError(result.status, result.error ?? { message: coreMessages.common.serverError })
      if (result?.status === 401) channel.ticket.refused()
      return api.post('/api/addBid', typed<typeof BidAnswer>(), {
        form: { auction_id: auctionId, bid_amount: input.bid_amount, total_amount: input.total_amount, client_bid_id: clientBidId },
      })
    },
  })
}

/** POST /api/addtoCart form {slug}: buy-now; the header's cart count follows. */
export function useBuyNow(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/addtoCart', typed<typeof MessageAnswer>(), { form: { slug } }),
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
    mutationFn: (watch: boolean) => api.post(watch ? '/api/addtoWatchList' : '/api/removefromWatchList', typed<typeof MessageAnswer>(), { form: { slug } }),
    onSuccess: (_answer, watch) => {
      queryClient.setQueryData(detailKeys.detail(slug), (old: AuctionDetail | undefined) => old && { ...old, watch_list: watch })
      void queryClient.invalidateQueries({ queryKey: detailKeys.detail(slug) })
    },
  })
}
