// The auction channel (party `auction`, room `{id}`): the socket notifies and the Query cache stays the one
// state. Four parts, one responsibility each (docs/architecture.md "The live page's parts"):
// - use-live-socket.ts, the socket: Resume at each open, the messages, the member's bid on the socket;
// - live-catch-up.ts, the catch-up: NewBid, the Replay of what the page missed, the start and the close,
//   the answer to the member's own bid, into the cache, with the status bar's flash and the alerts;
// - use-connection-state.ts, the connection state: heartbeat, reconnecting at once, polling while down;
// - live-cache.ts, the cache writes, where the member's own bid never reads as an outbid.
import { useCallback } from 'react'
import { handleEvent, ownBidAnswered, useCatchUp, useClosedByPoll, type LiveAlertEvent } from './live-catch-up.ts'
import { cachedSeq, useLiveCache } from './live-cache.ts'
import type { BidAnswer } from './queries.ts'
import { useBrowserSignals, useConnectionState, useDownPoll, useHeartbeat } from './use-connection-state.ts'
import { useLiveSocket } from './use-live-socket.ts'

export type { LiveAlertEvent, LiveFlash } from './live-catch-up.ts'
export type { LiveStatus } from './use-connection-state.ts'

export type LiveOptions = Options
export type Live = ReturnType<typeof useAuctionLive>
export type LiveEngine = Pick<Live, 'expectOwnBid' | 'ownBidAnswered' | 'sendBid'>
export type LiveView = Pick<Live, 'flash' | 'status' | 'lastHeard'>
/** How the connection's piece (live-connection.tsx) talks to the page (live-link.tsx): what it shows, its functions once it runs (null: gone). */
export type LiveLink = { report: (view: LiveView) => void; attach: (engine: LiveEngine | null) => void }

type Options = {
  auctionId: number
  slug: string
  closed: boolean
  /** Called for what deserves an alert: started / closed (with the sentence to show), someone else's bid, being outbid. */
  onAlert: (alert: LiveAlertEvent) => void
}

export function useAuctionLive({ auctionId, slug, closed, onAlert }: Options) {
  const connection = useConnectionState()
  const { status, heard, goDown } = connection
  const cache = useLiveCache(slug, auctionId)
  const { c, flash, closedSeen } = useCatchUp(cache, status, connection.setStatus, onAlert)
  const enabled = !closed && !closedSeen
  const { socket, sendBid } = useLiveSocket({
    auctionId,
    enabled,
    generation: connection.generation,
    heard,
    goDown,
    resumeFrom: () => (c.heldSeq.current ??= cachedSeq(cache)),
    onEvent: (event) => handleEvent(c, event),
    live: status === 'live',
  })
  useHeartbeat(enabled, socket, connection)
  useBrowserSignals(enabled, socket, connection)
  useClosedByPoll(c, closed)
  useDownPoll(enabled, status, cache.refetch)

  /** Before a bid is sent: the room's NewBid carrying this id is the member's own. */
  const expectOwnBid = useCallback(
    (clientBidId: string) => {
      cache.own.ids.add(clientBidId)
    },
    [cache.own],
  )
  return {
    flash,
    status,
    lastHeard: connection.lastHeard,
    expectOwnBid,
    ownBidAnswered: (answer: BidAnswer) => ownBidAnswered(c, answer),
    sendBid,
  }
}
