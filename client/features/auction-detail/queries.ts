// Server state of the auction detail page: one key factory, the queries and the
// mutations of the page. The socket (use-auction-live.ts) writes into the same cache entries.
import { queryOptions, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { AutoBidAnswer, MessageAnswer } from '#common/schemas/answers.ts'
import type {
  ApprovalStatusAnswer,
  AuctionDetailAnswer,
  BidListAnswer,
  PreviewAnswer,
} from '#common/schemas/answers-storefront.ts'
import type { AuctionClientMessage, AuctionEvent } from '#common/schemas/auction-events.ts'
import type { BidAnswer, BidTicketAnswer } from '#common/schemas/bids.ts'
import * as coreMessages from '#common/messages/core.ts'
import { fromWireTime } from '#common/time.ts'
import { api, typed, ApiRequestError } from '#client/lib/api.ts'
import { sessionKeys } from '#client/lib/session.ts'
import type { z } from 'zod'

export const detailKeys = {
  all: ['auction-detail'] as const,
  detail: (slug: string) => [...detailKeys.all, 'detail', slug] as const,
  bids: (auctionId: number) => [...detailKeys.all, 'bids', auctionId] as const,
  autoBid: (auctionId: number) => [...detailKeys.all, 'autobid', auctionId] as const,
  preview: (slug: string) => [...detailKeys.all, 'preview', slug] as const,
  approval: (auctionId: number) => [...detailKeys.all, 'approval', auctionId] as const,
  bidTicket: (auctionId: number) => [...detailKeys.all, 'bid-ticket', auctionId] as const,
}

/**
 * Server clock minus this device's clock, measured on an answer: the server's timestamp against
 * the middle of the request's round trip (countdowns run on the server's clock).
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
    queryFn: ({ signal }) => timed(() => api.get(`/api/auctions/${encodeURIComponent(slug)}`, typed<typeof AuctionDetailAnswer>(), { signal })),
    staleTime: 10_000,
  })
export type AuctionDetail = Awaited<ReturnType<NonNullable<ReturnType<typeof auctionDetailQuery>['queryFn']>>>

export type BidPages = InfiniteData<z.infer<typeof BidListAnswer>, number>

/** GET /api/autobid/{auctionId}: the member's standing maximum, if any. */
export const autoBidQuery = (auctionId: number) =>
  queryOptions({
    queryKey: detailKeys.autoBid(auctionId),
    queryFn: ({ signal }) => api.get(`/api/autobid/${auctionId}`, typed<typeof AutoBidAnswer>(), { signal }),
    staleTime: 60_000,
  })

/** GET /api/previewauction/{slug}: the seller's view before publication. */
export const previewQuery = (slug: string) =>
  queryOptions({
    queryKey: detailKeys.preview(slug),
    queryFn: ({ signal }) => timed(() => api.get(`/api/previewauction/${encodeURIComponent(slug)}`, typed<typeof PreviewAnswer>(), { signal })),
  })

/** GET /api/check-approval-status/{id} every `intervalMs` until approved. */
export const approvalQuery = (auctionId: number, intervalMs: number) =>
  queryOptions({
    queryKey: detailKeys.approval(auctionId),
    queryFn: ({ signal }) => api.get(`/api/check-approval-status/${auctionId}`, typed<typeof ApprovalStatusAnswer>(), { signal }),
    refetchInterval: (q) => (q.state.data?.status === 'approved' ? false : intervalMs),
    refetchIntervalInBackground: false,
  })

// ---- bids on the room's socket (party/README.md "Bids on the socket") ---------------

/** The ticket is fetched again this long before it expires (server time), so that a bid finds one ready. */
const TICKET_REFRESH_AHEAD_MS = 10_000
/** A ticket with less left than this is not sent: the room could see it expired (the bid goes by POST). */
const TICKET_MIN_LEFT_MS = 3_000

/**
 * GET /api/bidTicket/{auctionId}: the worker's signed word that this member may bid here, for the bids the
 * page sends on the room's socket. `clockOffset` (server minus device, the detail's) turns the server's
 * `expires_at` into this device's time.
 *
 * Decision: the ticket costs the worker one D1 read (requireTrader's session), so it is not
 * fetched with the page. It is fetched at the member's first interaction with the bid box or the phone's
 * dock (focus, pointerdown, keydown; `useBidTicket().engage`), which comes a click and a confirmation
 * before the bid itself: a member who only looks costs nothing. From then on it is kept fresh while the
 * page is open and visible: fetched again TICKET_REFRESH_AHEAD_MS before it expires (refetchInterval pauses
 * in a background tab; back in view, a stale one is fetched at once). A refused fetch (4xx) is not retried
 * (the client's default) and stops the refreshing: the bid then goes by POST /api/addBid, which gives the
 * member the refusal's own message.
 */
export const bidTicketQuery = (auctionId: number, clockOffset: number) => {
  const refreshIn = (t: BidTicketAnswer) => t.expires_at - clockOffset - TICKET_REFRESH_AHEAD_MS - Date.now()
  return queryOptions({
    queryKey: detailKeys.bidTicket(auctionId),
    queryFn: ({ signal }) => api.get(`/api/bidTicket/${auctionId}`, typed<typeof BidTicketAnswer>(), { signal }),
    staleTime: (q) => (q.state.data ? Math.max(0, refreshIn(q.state.data)) : 0),
    refetchInterval: (q) => (q.state.data && q.state.status === 'success' ? Math.max(1_000, refreshIn(q.state.data)) : false),
    refetchIntervalInBackground: false,
  })
}

/** The page's bid ticket: `allowed` for a member who may bid here now (running, not the seller, nothing to verify). */
export function useBidTicket(auctionId: number, clockOffset: number, allowed: boolean) {
  const queryClient = useQueryClient()
  const [engaged, setEngaged] = useState(false)
  useQuery({ ...bidTicketQuery(auctionId, clockOffset), enabled: allowed && engaged })
  const key = detailKeys.bidTicket(auctionId)
  return {
    /** The member touched the bid box: from now on the page holds a fresh ticket. */
    engage: useCallback(() => {
      if (allowed) setEngaged(true)
    }, [allowed]),
    /** The ticket to send now, or null (none yet, or too close to its end). */
    fresh: (): string | null => {
      const t = queryClient.getQueryData<BidTicketAnswer>(key)
      return allowed && t && t.expires_at - clockOffset - Date.now() > TICKET_MIN_LEFT_MS ? t.ticket : null
    },
    /** The room refused the ticket (401): drop it and fetch another. */
    refused: () => void queryClient.resetQueries({ queryKey: key }),
  }
}

/** The room's answer to a bid sent on its socket (`BidResult`). */
export type BidResult = Extract<AuctionEvent, { event: 'BidResult' }>['data']
export type SocketBid = Extract<AuctionClientMessage, { event: 'Bid' }>['data']

/** What the bid mutation needs of the page's socket (use-auction-live.ts) and ticket (useBidTicket). */
export type BidChannel = {
  /** Before a bid is sent: the room's NewBid carrying this id is the member's own. */
  expectOwnBid: (clientBidId: string) => void
  /** Sends the bid on the room's socket: null when the socket is not live; resolves null when no answer came in time. */
  sendBid: (data: SocketBid) => Promise<BidResult | null> | null
  ticket: { fresh: () => string | null; refused: () => void }
}

// ---- mutations -------------------------------------------------------------------------------

export type { BidAnswer }

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
