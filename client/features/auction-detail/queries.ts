// Server state of the auction detail page: one key factory and the queries (its mutations are
// trade-mutations.ts). The socket (use-auction-live.ts) writes into the same cache entries.
import { queryOptions, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { AutoBidAnswer } from '#common/schemas/answers.ts'
import type {
  ApprovalStatusAnswer,
  AuctionDetailAnswer,
  BidListAnswer,
  PreviewAnswer,
} from '#common/schemas/answers-storefront.ts'
import type { AuctionClientMessage, AuctionEvent } from '#common/schemas/auction-events.ts'
import type { BidAnswer, BidTicketAnswer } from '#common/schemas/bids.ts'
import { fromWireTime } from '#common/time.ts'
import { api, typed } from '#client/lib/api.ts'
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

export type { BidAnswer }
