// What the room says, into the page (party/README.md "A shaky connection"): NewBid (one message may carry
// several bids, oldest first), the Replay that answers the page's Resume (the bids it missed, the end as it
// stands, the close, or "too long a gap": one refetch instead), the start and the close, the answer to the
// member's own bid, and the member's notices. The Query cache stays the one state (live-cache.ts); this
// file adds the status bar's flash and one alert per event that deserves it.
import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react'
import type { AuctionEvent, BidView } from '#common/schemas/auction-events.ts'
import * as bidsMessages from '#common/messages/bids.ts'
import { toWireTime } from '#common/time.ts'
import { sessionKeys } from '#client/lib/session.ts'
import { receiveUserEvent } from '#client/features/realtime/user-event-bridge.ts'
import type { UserAnswer } from '#common/schemas/answers.ts'
import { alertText } from './auction-view.ts'
import { addBids, adoptClock, cachedSeq, isMine, type LiveCache } from './live-cache.ts'
import type { BidAnswer } from './queries.ts'
import type { LiveStatus } from './use-connection-state.ts'

/** The catalogue's areas this file reads, not the whole catalogue (first visit). */
const tr = { room: bidsMessages.room }

/** What the status bar says after an event: dark, amber or green. */
export type LiveFlash = { kind: 'started' | 'closed' | 'newBid' | 'extended'; at: number } | null
export type LiveAlertEvent = { kind: 'started' | 'closed'; message: string } | { kind: 'newBid' | 'outbid'; price: number }

type Replay = Extract<AuctionEvent, { event: 'Replay' }>['data']
type Closed = Extract<AuctionEvent, { event: 'AuctionClosed' }>['data']

export type CatchUp = {
  cache: LiveCache
  /** The connection's state in this render: only after the Replay is the stream gapless. */
  status: LiveStatus
  setStatus: Dispatch<SetStateAction<LiveStatus>>
  setFlash: Dispatch<SetStateAction<LiveFlash>>
  setClosedSeen: Dispatch<SetStateAction<boolean>>
  /** The last seq this page holds without a gap: what it asks the room to replay after. */
  heldSeq: RefObject<number | null>
  /** The close reaches this page once (AuctionClosed and a Replay may both carry it; a poll may find it first). */
  closeShown: RefObject<boolean>
  onAlert: (alert: LiveAlertEvent) => void
}

/** Bids of NewBid or Replay (oldest first): into the caches, with the status bar and one alert for others' bids. */
function applyBids(c: CatchUp, bids: BidView[], after: { bidCount: number; end_time: number; extended: boolean }) {
  const latest = bids[bids.length - 1]
  if (!latest) return
  for (const b of bids) if (b.client_bid_id && c.cache.own.ids.has(b.client_bid_id)) c.cache.own.seqs.add(b.seq)
  const before = c.cache.detail()
  const wasHighest = before?.c === true
  const fresh = bids.filter((b) => !before?.data.auction_bid.some((x) => x.seq === b.seq))
  addBids(c.cache, bids, { bidCount: after.bidCount, end_time: after.end_time, leaderIsMe: isMine(c.cache, latest) })
  const others = fresh.filter((b) => !isMine(c.cache, b))
  if (others.length > 0) {
    c.setFlash({ kind: after.extended ? 'extended' : 'newBid', at: Date.now() })
    c.onAlert({ kind: wasHighest && !isMine(c.cache, latest) ? 'outbid' : 'newBid', price: latest.total_amount })
  }
}

function closeWith(c: CatchUp, data: Closed) {
  if (c.closeShown.current) return
  c.closeShown.current = true
  c.setClosedSeen(true)
  c.setFlash({ kind: 'closed', at: Date.now() })
  c.cache.update((old) => ({
    ...old,
    data: { ...old.data, closed_at: old.data.closed_at ?? toWireTime(data.server_time), current_price: data.final_price, bid_count: data.bidCount },
  }))
  c.onAlert({ kind: 'closed', message: alertText(data.message, data.sold_via) })
  c.cache.refetch()
}

/**
 * The end moved for a service interruption (docs/bidding.md "A fair close"): the new end and the lot's note
 * at once, without waiting for a refetch (the clock shows the move; the status bar's "last-minute bid" flash
 * would say the wrong reason).
 */
function serviceExtended(c: CatchUp, endTime: number, at: number) {
  c.cache.update((old) => ({
    ...old,
    data: { ...old.data, end_time: toWireTime(endTime), service_extended_at: old.data.service_extended_at ?? toWireTime(at) },
  }))
}

/** Whether the lot's reserve is met, as the room says it (never the amount): NewBid and ReserveLowered. */
function reserveMet(c: CatchUp, met: boolean | undefined) {
  if (met === undefined) return
  c.cache.update((old) => (old.data.reserve_met === met ? old : { ...old, data: { ...old.data, reserve_met: met } }))
}

/** The answer to the page's Resume: what it missed, and from then on the socket is live. */
function replayed(c: CatchUp, d: Replay) {
  const before = c.cache.detail()
  if (d.complete && d.current_price !== null && d.bidCount !== null && d.end_time !== null) {
    const after = { current_price: d.current_price, bidCount: d.bidCount, end_time: d.end_time }
    applyBids(c, d.bids, { bidCount: after.bidCount, end_time: after.end_time, extended: false })
    // The room's state is the truth: price, count and end (a soft-close extension among the missed).
    c.cache.update((old) => ({
      ...old,
      data: { ...old.data, current_price: after.current_price, bid_count: after.bidCount, end_time: toWireTime(after.end_time) },
    }))
    if (before && d.bids.length > 0 && toWireTime(after.end_time) !== before.data.end_time && !d.closed) c.setFlash({ kind: 'extended', at: Date.now() })
    // The Replay carries no reserve status: missed bids on an unmet reserve may have met it, the worker says.
    if (before?.data.reserve_met === false && d.bids.length > 0) c.cache.refetch()
  } else if (!d.complete) c.cache.refetch() // too long a gap to replay: one answer of the worker instead
  if (d.reason && d.end_time !== null && !d.closed) serviceExtended(c, d.end_time, d.server_time)
  c.heldSeq.current = d.last_seq
  if (d.closed) closeWith(c, d.closed)
  c.setStatus('live')
}

/** One event of the room (a BidResult is settled by the socket: use-live-socket.ts). */
export function handleEvent(c: CatchUp, event: AuctionEvent) {
  adoptClock(c.cache, event.data.server_time)
  switch (event.event) {
    case 'Sync':
    case 'Pong':
    case 'BidResult':
      return // the state comes with the Replay that answers this page's Resume
    case 'Replay':
      return replayed(c, event.data)
    case 'NewBid':
      // Only after the Replay is the stream gapless (a NewBid may come between the open and the Replay).
      if (c.status === 'live') c.heldSeq.current = Math.max(c.heldSeq.current ?? 0, event.data.bid.seq)
      applyBids(c, event.data.bids, event.data)
      reserveMet(c, event.data.reserve_met)
      if (event.data.reason) serviceExtended(c, event.data.end_time, event.data.server_time)
      return
    case 'AuctionStarted':
      c.setFlash({ kind: 'started', at: Date.now() })
      c.onAlert({ kind: 'started', message: alertText(event.data.message) })
      c.cache.refetch()
      return
    case 'AuctionClosed':
      return closeWith(c, event.data)
    case 'ReserveLowered':
      return reserveMet(c, event.data.reserve_met)
    case 'BidsWithdrawn':
      // An editor approved a member's withdrawal: the room recomputed the price and the leader; the page reads them again.
      c.cache.refetch()
      return
    case 'MemberNotice': {
      // Only this page's member's own (the room knows the socket by the bid ticket it last sent).
      const { user_id, ...notice } = event.data.notice
      if (user_id === c.cache.queryClient.getQueryData<UserAnswer | null>(sessionKeys.user())?.user.id) receiveUserEvent({ event: 'NotificationCreated', data: notice })
      return
    }
  }
}

/**
 * The answer to the member's bid: shown at once, whether or not its NewBid came first (no refetch). It is
 * the room's state after the bid, so it decides the leader and the price, unless the page already holds
 * a later seq (an outbid that overtook the answer).
 */
export function ownBidAnswered(c: CatchUp, answer: BidAnswer) {
  if (answer.bid) {
    c.cache.own.seqs.add(answer.bid.seq)
    addBids(c.cache, [answer.bid], { bidCount: answer.bidCount, end_time: answer.end_time, leaderIsMe: answer.is_highest })
  }
  const newest = Math.max(c.heldSeq.current ?? 0, cachedSeq(c.cache))
  if (answer.last_seq >= newest)
    c.cache.update((old) => ({
      ...old,
      c: answer.is_highest,
      data: { ...old.data, current_price: answer.current_price, bid_count: answer.bidCount, end_time: toWireTime(answer.end_time) },
    }))
  if (answer.is_highest) c.setFlash(null)
}

/** The page's catch-up state; `closedSeen`: once the room said it closed, the socket stays off. */
export function useCatchUp(cache: LiveCache, status: LiveStatus, setStatus: CatchUp['setStatus'], onAlert: CatchUp['onAlert']) {
  const [flash, setFlash] = useState<LiveFlash>(null)
  // Even if a refetch still lacks closed_at (D1 learns of the close a moment after the room).
  const [closedSeen, setClosedSeen] = useState(false)
  const heldSeq = useRef<number | null>(null)
  const closeShown = useRef(false)
  const c: CatchUp = { cache, status, setStatus, setFlash, setClosedSeen, heldSeq, closeShown, onAlert }
  return { c, flash, closedSeen }
}

/**
 * A poll (or any refetch) that finds the auction closed before the room could say so: the page shows the
 * closing message it missed, once, as AuctionClosed would have.
 */
export function useClosedByPoll(c: CatchUp, closed: boolean) {
  useEffect(() => {
    if (!closed || c.closeShown.current || c.status === 'connecting') return
    const cached = c.cache.detail()
    if (!cached) return
    c.closeShown.current = true
    const soldVia = cached.sold_via ?? (cached.data.bid_count === 0 ? 'unsold' : 'bid')
    c.onAlert({ kind: 'closed', message: alertText(soldVia === 'unsold' ? tr.room.closedUnsold : tr.room.closed, soldVia) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [closed])
}
