// The auction channel (party `auction`, room `{id}`; storefront §4 "Realtime events"): the socket
// notifies and the Query cache stays the one state. NewBid writes the new price into the cached
// detail; Sync (on every (re)connect) and the other events make the page refetch, so a member who
// lost the connection catches up without a reload. No socket once the auction is closed.
import { useQueryClient } from '@tanstack/react-query'
import usePartySocket from 'partysocket/react'
import { useCallback, useRef, useState } from 'react'
import { maskName } from '#common/schemas/answers-storefront.ts'
import { parseAuctionEvent, type AuctionEvent } from '#common/schemas/auction-events.ts'
import { tr } from '#common/messages.ts'
import { toWireTime } from '#common/time.ts'
import { PARTYKIT_HOST } from '#client/lib/socket.ts'
import { alertText } from './auction-view.ts'
import { detailKeys, type AuctionDetail } from './queries.ts'

/** What the status bar says after an event (storefront §4): dark, amber or green. */
export type LiveFlash = { kind: 'started' | 'closed' | 'newBid' | 'extended'; at: number } | null
export type LiveAlertEvent = { kind: 'started' | 'closed'; message: string } | { kind: 'newBid' | 'outbid'; price: number }

/** Offsets closer than this to the one in use are noise (one-way latency), not a clock change. */
const OFFSET_NOISE_MS = 1000

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
  const key = detailKeys.detail(slug)

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
        const { bid } = event.data
        const mine = ownSeqs.current.has(bid.seq)
        const wasHighest = queryClient.getQueryData<AuctionDetail>(key)?.c === true
        update((old) => ({
          ...old,
          c: mine ? true : bid.total_amount > old.data.current_price ? false : old.c,
          data: {
            ...old.data,
            current_price: Math.max(old.data.current_price, bid.total_amount),
            bid_count: Math.max(old.data.bid_count, event.data.bidCount),
            end_time: toWireTime(event.data.end_time),
            auction_bid: [
              {
                seq: bid.seq,
                member: mine ? tr.storefront.you : maskName(bid.user_title),
                user_title: mine ? tr.storefront.you : maskName(bid.user_title),
                bid_amount: bid.bid_amount,
                total_amount: bid.total_amount,
                is_auto: bid.is_auto,
                created_at: toWireTime(bid.created_at),
              },
              ...old.data.auction_bid.filter((b) => b.seq !== bid.seq),
            ].slice(0, 10),
          },
        }))
        void queryClient.invalidateQueries({ queryKey: detailKeys.bids(auctionId) })
        if (!mine) {
          setFlash({ kind: event.data.extended ? 'extended' : 'newBid', at: Date.now() })
          onAlert({ kind: wasHighest ? 'outbid' : 'newBid', price: bid.total_amount })
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

  /** The member's own accepted bid: its NewBid must not read as someone else's. */
  const markOwnBid = useCallback((seq: number | undefined) => {
    if (seq) ownSeqs.current.add(seq)
    setFlash(null)
  }, [])

  return { flash, connected, markOwnBid }
}
