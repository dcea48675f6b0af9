// The Query cache as the auction's socket writes it (use-auction-live.ts): the cached detail and the open bid
// list take the room's bids with no refetch, and the member's own bids (known by the client bid id the room
// echoes, or the seq of the answer) read as "you", never as an outbid.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { maskName } from '#common/text.ts'
import type { BidItem } from '#common/schemas/answers-storefront.ts'
import type { BidView } from '#common/schemas/auction-events.ts'
import * as storefrontMessages from '#common/messages/storefront.ts'
import { toWireTime } from '#common/time.ts'
import { detailKeys, type AuctionDetail, type BidPages } from './queries.ts'

/** The catalogue's areas this file reads, not the whole catalogue (first visit). */
const tr = { storefront: storefrontMessages.storefront }

/** Offsets closer than this to the one in use are noise (one-way latency), not a clock change. */
const OFFSET_NOISE_MS = 1000
/** The detail answer keeps this many newest bids (GET /api/auctions/{slug} `auction_bid`). */
const DETAIL_BIDS = 10

export type LiveCache = {
  queryClient: QueryClient
  auctionId: number
  /** The member's own bids: seqs the room answered them with, and client bid ids sent (NewBid echoes them). */
  own: { seqs: Set<number>; ids: Set<string> }
  /** Changes the cached detail, if there is one. */
  update: (fn: (old: AuctionDetail) => AuctionDetail) => void
  /** Asks the worker again for the detail and the bid list. */
  refetch: () => void
  detail: () => AuctionDetail | undefined
}

export function useLiveCache(slug: string, auctionId: number): LiveCache {
  const queryClient = useQueryClient()
  const own = useRef({ seqs: new Set<number>(), ids: new Set<string>() }).current
  const update = useCallback(
    (fn: (old: AuctionDetail) => AuctionDetail) => queryClient.setQueryData(detailKeys.detail(slug), (old: AuctionDetail | undefined) => old && fn(old)),
    [queryClient, slug],
  )
  const refetch = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: detailKeys.detail(slug) })
    void queryClient.invalidateQueries({ queryKey: detailKeys.bids(auctionId) })
  }, [queryClient, slug, auctionId])
  const detail = () => queryClient.getQueryData<AuctionDetail>(detailKeys.detail(slug))
  return { queryClient, auctionId, own, update, refetch, detail }
}

export const isMine = (c: LiveCache, b: BidView) => c.own.seqs.has(b.seq) || (!!b.client_bid_id && c.own.ids.has(b.client_bid_id))

/** New bids (oldest first) on top of a newest-first list, each seq once. */
const withBids = (list: BidItem[], bids: BidView[], mine: (b: BidView) => boolean, limit = Infinity): BidItem[] => {
  const fresh = bids
    .filter((b) => !list.some((x) => x.seq === b.seq))
    .reverse()
    .map((b) => {
      const name = mine(b) ? tr.storefront.you : maskName(b.user_title)
      return { seq: b.seq, member: name, user_title: name, bid_amount: b.bid_amount, total_amount: b.total_amount, is_auto: b.is_auto, created_at: toWireTime(b.created_at) }
    })
  return [...fresh, ...list].sort((x, y) => (y.seq ?? 0) - (x.seq ?? 0)).slice(0, limit)
}

/** Writes bids (oldest first) into the cached detail and the open bid list; the latest bid decides who leads. */
export function addBids(c: LiveCache, bids: BidView[], after: { bidCount: number; end_time: number; leaderIsMe: boolean }) {
  const latest = bids[bids.length - 1]
  if (!latest) return
  const mine = (b: BidView) => isMine(c, b)
  c.update((old) => {
    const newer = latest.total_amount >= old.data.current_price
    return {
      ...old,
      c: newer ? after.leaderIsMe : old.c,
      data: {
        ...old.data,
        current_price: Math.max(old.data.current_price, latest.total_amount),
        bid_count: Math.max(old.data.bid_count, after.bidCount),
        end_time: newer ? toWireTime(after.end_time) : old.data.end_time,
        auction_bid: withBids(old.data.auction_bid, bids, mine, DETAIL_BIDS),
      },
    }
  })
  c.queryClient.setQueryData(detailKeys.bids(c.auctionId), (old: BidPages | undefined) => {
    const [first, ...rest] = old?.pages ?? []
    if (!old || !first) return old
    return { ...old, pages: [{ ...first, data: withBids(first.data, bids, mine), total: Math.max(first.total, after.bidCount) }, ...rest] }
  })
}

/** The room's clock: the page counts down in server time (AuctionDetail.clockOffset). */
export const adoptClock = (c: LiveCache, serverTime: number) =>
  c.update((old) => {
    const sample = serverTime - Date.now()
    return Math.abs(sample - old.clockOffset) > OFFSET_NOISE_MS ? { ...old, clockOffset: sample } : old
  })

/** The newest seq the cached detail holds (0: none). */
export const cachedSeq = (c: LiveCache) => Math.max(0, ...(c.detail()?.data.auction_bid.map((b) => b.seq ?? 0) ?? []))
