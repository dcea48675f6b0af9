// The auction channel (party `auction`, room `{id}`; storefront §4 "Realtime events"): the socket
// notifies and the Query cache stays the one state. NewBid (one message may carry several bids, oldest
// first) writes the new price and bids into the cached detail and the open bid list, with no refetch;
// the member's own bid is known by the client bid id the room echoes, so it never reads as an outbid.
// Sync (on every (re)connect) and the other events make the page refetch, so a member who lost the
// connection catches up without a reload. No socket once the auction is closed.
import { useQueryClient } from '@tanstack/react-query'
import usePartySocket from 'partysocket/react'
import { useCallback, useRef, useState } from 'react'
import { maskName } from '#common/schemas/answers-storefront.ts'
import { parseAuctionEvent, type AuctionEvent, type BidView } from '#common/schemas/auction-events.ts'
import type { BidItem } from '#common/schemas/answers-storefront.ts'
import { tr } from '#common/messages.ts'
import { toWireTime } from '#common/time.ts'
import { PARTYKIT_HOST } from '#client/lib/socket.ts'
import { alertText } from './auction-view.ts'
import { detailKeys, type AuctionDetail, type BidAnswer, type BidPages } from './queries.ts'

/** What the status bar says after an event (storefront §4): dark, amber or green. */
export type LiveFlash = { kind: 'started' | 'closed' | 'newBid' | 'extended'; at: number } | null
export type LiveAlertEvent = { kind: 'started' | 'closed'; message: string } | { kind: 'newBid' | 'outbid'; price: number }

/** Offsets closer than this to the one in use are noise (one-way latency), not a clock change. */
const OFFSET_NOISE_MS = 1000
/** The detail answer keeps this many newest bids (GET /api/auctions/{slug} `auction_bid`). */
const DETAIL_BIDS = 10

/** New bids (oldest first) on top of a newest-first list, each seq once. */
const withBids = (list: BidItem[], bids: BidView[], isMine: (b: BidView) => boolean, limit = Infinity): BidItem[] => {
  const fresh = bids
    .filter((b) => !list.some((x) => x.seq === b.seq))
    .reverse()
    .map((b) => {
      const name = isMine(b) ? tr.storefront.you : maskName(b.user_title)
      return { seq: b.seq, member: name, user_title: name, bid_amount: b.bid_amount, total_amount: b.total_amount, is_auto: b.is_auto, created_at: toWireTime(b.created_at) }
    })
  return [...fresh, ...list].sort((x, y) => (y.seq ?? 0) - (x.seq ?? 0)).slice(0, limit)
}

type Options = {
  auctionId: number
  slug: string
  closed: boolean
  /** Called for what deserves an alert: started / closed (with the sentence to show), someone else's bid, being outbid. */
  onAlert: (alert: LiveAlertEvent) => void
}

export function useAuctionLive({ auctionId, slug, closed, onAlert }: Options) {
  const queryClient = useQueryClient()
  const [flash, setFlash] = useState<LiveFlash>(null)
  const [connected, setConnected] = useState(false)
  const everConnected = useRef(false)
  // Once the room said it closed, the socket stays off even if a refetch still lacks closed_at
  // (D1 learns of the close a moment after the room).
  const [closedSeen, setClosedSeen] = useState(false)
  const ownSeqs = useRef(new Set<number>())
  const ownIds = useRef(new Set<string>())
  const key = detailKeys.detail(slug)
  const isMine = (b: BidView) => ownSeqs.current.has(b.seq) || (!!b.client_bid_id && ownIds.current.has(b.client_bid_id))

  const update = useCallback(
    (fn: (old: AuctionDetail) => AuctionDetail) => queryClient.setQueryData(key, (old: AuctionDetail | undefined) => old && fn(old)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, slug],
  )
  const refetch = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: key })
    void queryClient.invalidateQueries({ queryKey: detailKeys.bids(auctionId) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, slug, auctionId])

  /** Writes bids (oldest first) into the cached detail and the open bid list; the latest bid decides who leads. */
  const addBids = (bids: BidView[], after: { bidCount: number; end_time: number; leaderIsMe: boolean }) => {
    const latest = bids[bids.length - 1]
    if (!latest) return
    update((old) => {
      const newer = latest.total_amount >= old.data.current_price
      return {
        ...old,
        c: newer ? after.leaderIsMe : old.c,
        data: {
          ...old.data,
          current_price: Math.max(old.data.current_price, latest.total_amount),
          bid_count: Math.max(old.data.bid_count, after.bidCount),
          end_time: newer ? toWireTime(after.end_time) : old.data.end_time,
          auction_bid: withBids(old.data.auction_bid, bids, isMine, DETAIL_BIDS),
        },
      }
    })
    queryClient.setQueryData(detailKeys.bids(auctionId), (old: BidPages | undefined) => {
      const [first, ...rest] = old?.pages ?? []
      if (!old || !first) return old
      return { ...old, pages: [{ ...first, data: withBids(first.data, bids, isMine), total: Math.max(first.total, after.bidCount) }, ...rest] }
    })
  }

  const adoptClock = (serverTime: number) =>
    update((old) => {
      const sample = serverTime - Date.now()
      return Math.abs(sample - old.clockOffset) > OFFSET_NOISE_MS ? { ...old, clockOffset: sample } : old
    })

  const handle = (event: AuctionEvent) => {
    adoptClock(event.data.server_time)
    switch (event.event) {
      case 'Sync': {
        if (event.data.closed) setClosedSeen(true)
        const cached = queryClient.getQueryData<AuctionDetail>(key)
        if (!cached || cached.data.bid_count !== event.data.bidCount || event.data.closed !== !!cached.data.closed_at) refetch()
        update((old) => ({
          ...old,
          data: { ...old.data, current_price: event.data.current_price, bid_count: event.data.bidCount, end_time: toWireTime(event.data.end_time) },
        }))
        return
      }
      case 'NewBid': {
        const { bid, bids } = event.data
        for (const b of bids) if (b.client_bid_id && ownIds.current.has(b.client_bid_id)) ownSeqs.current.add(b.seq)
        const before = queryClient.getQueryData<AuctionDetail>(key)
        const wasHighest = before?.c === true
        const fresh = bids.filter((b) => !before?.data.auction_bid.some((x) => x.seq === b.seq))
        addBids(bids, { bidCount: event.data.bidCount, end_time: event.data.end_time, leaderIsMe: isMine(bid) })
        const others = fresh.filter((b) => !isMine(b))
        if (others.length > 0) {
          setFlash({ kind: event.data.extended ? 'extended' : 'newBid', at: Date.now() })
          onAlert({ kind: wasHighest && !isMine(bid) ? 'outbid' : 'newBid', price: bid.total_amount })
        }
        return
      }
      case 'AuctionStarted':
        setFlash({ kind: 'started', at: Date.now() })
        onAlert({ kind: 'started', message: alertText(event.data.message) })
        refetch()
        return
      case 'AuctionClosed':
        setClosedSeen(true)
        setFlash({ kind: 'closed', at: Date.now() })
        update((old) => ({
          ...old,
          data: { ...old.data, closed_at: toWireTime(event.data.server_time), current_price: event.data.final_price, bid_count: event.data.bidCount },
        }))
        onAlert({ kind: 'closed', message: alertText(event.data.message, event.data.sold_via) })
        refetch()
        return
    }
  }

  usePartySocket({
    host: PARTYKIT_HOST,
    party: 'auction',
    room: String(auctionId),
    enabled: !closed && !closedSeen,
    onOpen: () => {
      // A reconnect: what happened while we were away comes with Sync; refetch for the rest.
      if (everConnected.current) refetch()
      everConnected.current = true
      setConnected(true)
    },
    onClose: () => setConnected(false),
    onMessage: (e: MessageEvent) => {
      const event = parseAuctionEvent(e.data)
      if (event && event.data.auction_id === auctionId) handle(event)
    },
  })

  /** Before a bid is sent: the room's NewBid carrying this id is the member's own. */
  const expectOwnBid = useCallback((clientBidId: string) => {
    ownIds.current.add(clientBidId)
  }, [])

  /** The answer to the member's bid: shown at once, whether or not its NewBid came first (no refetch). */
  const ownBidAnswered = (answer: BidAnswer) => {
    if (answer.bid) {
      ownSeqs.current.add(answer.bid.seq)
      addBids([answer.bid], { bidCount: answer.bidCount, end_time: answer.end_time, leaderIsMe: answer.is_highest })
    }
    update((old) => ({
      ...old,
      c: answer.is_highest,
      data: { ...old.data, current_price: Math.max(old.data.current_price, answer.current_price), bid_count: Math.max(old.data.bid_count, answer.bidCount) },
    }))
    if (answer.is_highest) setFlash(null)
  }

  return { flash, connected, expectOwnBid, ownBidAnswered }
}
