// The auction channel (party `auction`, room `{id}`): the socket
// notifies and the Query cache stays the one state. NewBid (one message may carry several bids, oldest
// first) writes the new price and bids into the cached detail and the open bid list, with no refetch;
// the member's own bid is known by the client bid id the room echoes, so it never reads as an outbid.
// On a shaky connection (party/README.md "A shaky connection"): on every (re)connect the page
// sends the last seq it holds and the room replays what it missed (bids, the end, the close), or says the
// gap is too long and the page refetches; a heartbeat finds a dead or silent socket within
// HEARTBEAT_TIMEOUT_MS; `online`, `visibilitychange` to visible and a missed heartbeat reconnect at once;
// while the socket is down the detail is polled, and `status` says so. No socket once the auction is closed.
// The member's bid may travel on this socket too (`sendBid`): the room answers it with BidResult.
import { useQueryClient } from '@tanstack/react-query'
import usePartySocket from 'partysocket/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { maskName } from '#common/schemas/answers-storefront.ts'
import {
  DOWN_POLL_MS,
  HEARTBEAT_MS,
  HEARTBEAT_TIMEOUT_MS,
  parseAuctionEvent,
  type AuctionClientMessage,
  type AuctionEvent,
  type BidView,
} from '#common/schemas/auction-events.ts'
import type { BidItem } from '#common/schemas/answers-storefront.ts'
import * as bidsMessages from '#common/messages/bids.ts'
import * as storefrontMessages from '#common/messages/storefront.ts'
import { toWireTime } from '#common/time.ts'
import { PARTYKIT_HOST } from '#client/lib/socket.ts'
import { sessionKeys } from '#client/lib/session.ts'
import { receiveUserEvent } from '#client/features/realtime/user-event-bridge.ts'
import type { UserAnswer } from '#common/schemas/answers.ts'
import { alertText } from './auction-view.ts'
import { detailKeys, type AuctionDetail, type BidAnswer, type BidPages, type BidResult, type SocketBid } from './queries.ts'

/** The catalogue's areas this file reads, not the whole catalogue (first visit). */
const tr = { room: bidsMessages.room, storefront: storefrontMessages.storefront }

/** What the status bar says after an event: dark, amber or green. */
export type LiveFlash = { kind: 'started' | 'closed' | 'newBid' | 'extended'; at: number } | null
export type LiveAlertEvent = { kind: 'started' | 'closed'; message: string } | { kind: 'newBid' | 'outbid'; price: number }

/**
 * `connecting` until the first Replay (the page's data is fresh from HTTP), `live` while the room is heard,
 * `down` from a closed socket, a missed heartbeat or the browser going offline until the next Replay.
 */
export type LiveStatus = 'connecting' | 'live' | 'down'

/** Offsets closer than this to the one in use are noise (one-way latency), not a clock change. */
const OFFSET_NOISE_MS = 1000
/** The detail answer keeps this many newest bids (GET /api/auctions/{slug} `auction_bid`). */
const DETAIL_BIDS = 10
/**
 * A bid sent on the socket that the room has not answered within this is sent again by POST (same client
 * bid id: one bid either way). The room answers in milliseconds; this only bounds a socket that died silently.
 */
export const SOCKET_BID_TIMEOUT_MS = 3_000

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
  const [status, setStatus] = useState<LiveStatus>('connecting')
  /** Device time of the last message heard before the socket went down (shown as the last update). */
  const [lastHeard, setLastHeard] = useState<number | null>(null)
  const heard = useRef(Date.now())
  /** The last seq this page holds without a gap: what it asks the room to replay after. */
  const heldSeq = useRef<number | null>(null)
  /** Bumped to replace the socket at once: partysocket's reconnect() cannot cut a back-off wait short. */
  const [generation, setGeneration] = useState(0)
  // Once the room said it closed, the socket stays off even if a refetch still lacks closed_at
  // (D1 learns of the close a moment after the room).
  const [closedSeen, setClosedSeen] = useState(false)
  const closeShown = useRef(false)
  const ownSeqs = useRef(new Set<number>())
  const ownIds = useRef(new Set<string>())
  /** Bids sent on the socket, by client bid id, waiting for the room's BidResult (null: none will come). */
  const pendingBids = useRef(new Map<string, (result: BidResult | null) => void>())
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

  const cachedSeq = () => Math.max(0, ...(queryClient.getQueryData<AuctionDetail>(key)?.data.auction_bid.map((b) => b.seq ?? 0) ?? []))

  /** Bids of NewBid or Replay (oldest first): into the caches, with the status bar and one alert for others' bids. */
  const applyBids = (bids: BidView[], after: { bidCount: number; end_time: number; extended: boolean }) => {
    const latest = bids[bids.length - 1]
    if (!latest) return
    for (const b of bids) if (b.client_bid_id && ownIds.current.has(b.client_bid_id)) ownSeqs.current.add(b.seq)
    const before = queryClient.getQueryData<AuctionDetail>(key)
    const wasHighest = before?.c === true
    const fresh = bids.filter((b) => !before?.data.auction_bid.some((x) => x.seq === b.seq))
    addBids(bids, { bidCount: after.bidCount, end_time: after.end_time, leaderIsMe: isMine(latest) })
    const others = fresh.filter((b) => !isMine(b))
    if (others.length > 0) {
      setFlash({ kind: after.extended ? 'extended' : 'newBid', at: Date.now() })
      onAlert({ kind: wasHighest && !isMine(latest) ? 'outbid' : 'newBid', price: latest.total_amount })
    }
  }

  const closeWith = (data: Extract<AuctionEvent, { event: 'AuctionClosed' }>['data']) => {
    if (closeShown.current) return // the close reaches this page once (AuctionClosed and a Replay may both carry it)
    closeShown.current = true
    setClosedSeen(true)
    setFlash({ kind: 'closed', at: Date.now() })
    update((old) => ({
      ...old,
      data: { ...old.data, closed_at: old.data.closed_at ?? toWireTime(data.server_time), current_price: data.final_price, bid_count: data.bidCount },
    }))
    onAlert({ kind: 'closed', message: alertText(data.message, data.sold_via) })
    refetch()
  }

  const handle = (event: AuctionEvent) => {
    adoptClock(event.data.server_time)
    switch (event.event) {
      case 'Sync':
      case 'Pong':
        return // the state comes with the Replay that answers this page's Resume
      case 'Replay': {
        const d = event.data
        const before = queryClient.getQueryData<AuctionDetail>(key)
        if (d.complete && d.current_price !== null && d.bidCount !== null && d.end_time !== null) {
          const after = { current_price: d.current_price, bidCount: d.bidCount, end_time: d.end_time }
          applyBids(d.bids, { bidCount: after.bidCount, end_time: after.end_time, extended: false })
          // The room's state is the truth: price, count and end (a soft-close extension among the missed).
          update((old) => ({
            ...old,
            data: { ...old.data, current_price: after.current_price, bid_count: after.bidCount, end_time: toWireTime(after.end_time) },
          }))
          if (before && d.bids.length > 0 && toWireTime(after.end_time) !== before.data.end_time && !d.closed) setFlash({ kind: 'extended', at: Date.now() })
        } else if (!d.complete) refetch() // too long a gap to replay: one answer of the worker instead
        heldSeq.current = d.last_seq
        if (d.closed) closeWith(d.closed)
        setStatus('live')
        return
      }
      case 'NewBid':
        // Only after the Replay is the stream gapless (a NewBid may come between the open and the Replay).
        if (status === 'live') heldSeq.current = Math.max(heldSeq.current ?? 0, event.data.bid.seq)
        applyBids(event.data.bids, event.data)
        return
      case 'AuctionStarted':
        setFlash({ kind: 'started', at: Date.now() })
        onAlert({ kind: 'started', message: alertText(event.data.message) })
        refetch()
        return
      case 'AuctionClosed':
        closeWith(event.data)
        return
      case 'BidResult':
        pendingBids.current.get(event.data.client_bid_id)?.(event.data)
        return
      case 'MemberNotice': {
        // Only this page's member's own (the room knows the socket by the bid ticket it last sent).
        const { user_id, ...notice } = event.data.notice
        if (user_id === queryClient.getQueryData<UserAnswer | null>(sessionKeys.user())?.user.id) receiveUserEvent({ event: 'NotificationCreated', data: notice })
        return
      }
    }
  }

  const enabled = !closed && !closedSeen
  const goDown = useCallback(() => {
    setStatus((s) => (s === 'down' ? s : 'down'))
    setLastHeard(heard.current)
  }, [])
  const reconnectNow = useCallback(() => setGeneration((g) => g + 1), [])

  const socket = usePartySocket({
    host: PARTYKIT_HOST,
    party: 'auction',
    room: String(auctionId),
    enabled,
    ...(generation > 0 ? { query: { r: String(generation) } } : {}),
    onOpen: () => {
      heard.current = Date.now()
      heldSeq.current ??= cachedSeq()
      send({ event: 'Resume', data: { last_seq: heldSeq.current } })
    },
    onClose: () => {
      goDown()
      for (const settle of [...pendingBids.current.values()]) settle(null) // this socket will not answer them
    },
    onMessage: (e: MessageEvent) => {
      heard.current = Date.now()
      const event = parseAuctionEvent(e.data)
      if (event && event.data.auction_id === auctionId) handle(event)
    },
  })
  const send = (message: AuctionClientMessage) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }

  // The heartbeat: a Ping when nothing was heard for HEARTBEAT_MS (bids prove the socket too), and a
  // watchdog that takes a socket silent for HEARTBEAT_TIMEOUT_MS for dead and replaces it at once.
  useEffect(() => {
    if (!enabled) return
    let watchdog: ReturnType<typeof setTimeout>
    const watch = () => {
      const left = heard.current + HEARTBEAT_TIMEOUT_MS - Date.now()
      if (socket.readyState === WebSocket.OPEN && left <= 0) {
        goDown()
        reconnectNow()
        return
      }
      watchdog = setTimeout(watch, socket.readyState === WebSocket.OPEN ? left : HEARTBEAT_MS)
    }
    watch()
    const ping = setInterval(() => {
      if (Date.now() - heard.current >= HEARTBEAT_MS - 250 && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ event: 'Ping' } satisfies AuctionClientMessage))
    }, HEARTBEAT_MS)
    return () => {
      clearTimeout(watchdog)
      clearInterval(ping)
    }
  }, [enabled, socket, goDown, reconnectNow])

  // The browser knows first: offline is down at once; online or back in view reconnects without back-off.
  useEffect(() => {
    if (!enabled) return
    const online = () => reconnectNow()
    const visible = () => {
      if (document.visibilityState !== 'visible') return
      // Timers of a hidden tab are throttled: a socket not heard for a heartbeat and a half is replaced.
      if (Date.now() - heard.current > HEARTBEAT_MS * 1.5 || socket.readyState !== WebSocket.OPEN) reconnectNow()
      else socket.send(JSON.stringify({ event: 'Ping' } satisfies AuctionClientMessage))
    }
    window.addEventListener('offline', goDown)
    window.addEventListener('online', online)
    document.addEventListener('visibilitychange', visible)
    return () => {
      window.removeEventListener('offline', goDown)
      window.removeEventListener('online', online)
      document.removeEventListener('visibilitychange', visible)
    }
  }, [enabled, socket, goDown, reconnectNow])

  // A poll (or any refetch) that finds the auction closed before the room could say so: the page shows the
  // closing message it missed, once, as AuctionClosed would have.
  useEffect(() => {
    if (!closed || closeShown.current || status === 'connecting') return
    const cached = queryClient.getQueryData<AuctionDetail>(key)
    if (!cached) return
    closeShown.current = true
    const soldVia = cached.sold_via ?? (cached.data.bid_count === 0 ? 'unsold' : 'bid')
    onAlert({ kind: 'closed', message: alertText(soldVia === 'unsold' ? tr.room.closedUnsold : tr.room.closed, soldVia) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [closed])

  // While down, the detail is polled: the leader may have changed meanwhile (never "you lead" from stale data).
  useEffect(() => {
    if (!enabled || status !== 'down') return
    const poll = setInterval(() => {
      if (navigator.onLine) refetch()
    }, DOWN_POLL_MS)
    return () => clearInterval(poll)
  }, [enabled, status, refetch])

  /** Before a bid is sent: the room's NewBid carrying this id is the member's own. */
  const expectOwnBid = useCallback((clientBidId: string) => {
    ownIds.current.add(clientBidId)
  }, [])

  /**
   * The answer to the member's bid: shown at once, whether or not its NewBid came first (no refetch). It is
   * the room's state after the bid, so it decides the leader and the price, unless the page already holds
   * a later seq (an outbid that overtook the answer).
   */
  const ownBidAnswered = (answer: BidAnswer) => {
    if (answer.bid) {
      ownSeqs.current.add(answer.bid.seq)
      addBids([answer.bid], { bidCount: answer.bidCount, end_time: answer.end_time, leaderIsMe: answer.is_highest })
    }
    const newest = Math.max(heldSeq.current ?? 0, cachedSeq())
    if (answer.last_seq >= newest)
      update((old) => ({
        ...old,
        c: answer.is_highest,
        data: { ...old.data, current_price: answer.current_price, bid_count: answer.bidCount, end_time: toWireTime(answer.end_time) },
      }))
    if (answer.is_highest) setFlash(null)
  }

  /**
   * Sends the member's bid on the socket; null unless the socket is open and live (the room answered this
   * socket's Resume: a socket still reconnecting or found dead carries no bid). Resolves with the room's
   * BidResult, or null when the socket closes first or SOCKET_BID_TIMEOUT_MS passes.
   */
  const sendBid = (data: SocketBid): Promise<BidResult | null> | null => {
    if (status !== 'live' || socket.readyState !== WebSocket.OPEN) return null
    return new Promise((resolve) => {
      const settle = (result: BidResult | null) => {
        clearTimeout(timer)
        pendingBids.current.delete(data.client_bid_id)
        resolve(result)
      }
      const timer = setTimeout(() => settle(null), SOCKET_BID_TIMEOUT_MS)
      pendingBids.current.set(data.client_bid_id, settle)
      send({ event: 'Bid', data })
    })
  }

  return { flash, status, lastHeard, expectOwnBid, ownBidAnswered, sendBid }
}
