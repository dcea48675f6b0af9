// The auction channel's socket (party `auction`, room `{id}`): on every (re)connect the page sends Resume
// with the last seq it holds (the room answers with a Replay: live-catch-up.ts); every message heard proves
// the socket (use-connection-state.ts); and the member's bid may travel on it (`sendBid`), answered by the
// room's BidResult. No socket once the auction is closed.
import usePartySocket from 'partysocket/react'
import { useRef, type RefObject } from 'react'
import type { AuctionClientMessage, AuctionEvent } from '#common/schemas/auction-events.ts'
import { readSocketEvent } from '#client/lib/socket-event.ts'
import { PARTYKIT_HOST } from '#client/lib/socket.ts'
import type { BidResult, SocketBid } from './queries.ts'

/**
 * A bid sent on the socket that the room has not answered within this is sent again by POST (same client
 * bid id: one bid either way). The room answers in milliseconds; this only bounds a socket that died silently.
 */
export const SOCKET_BID_TIMEOUT_MS = 3_000

type Options = {
  auctionId: number
  enabled: boolean
  /** Bumped to replace the socket at once (use-connection-state.ts `reconnectNow`). */
  generation: number
  /** Device time the room was last heard. */
  heard: RefObject<number>
  goDown: () => void
  /** The last seq the page holds without a gap, asked for at each open. */
  resumeFrom: () => number
  onEvent: (event: AuctionEvent) => void
  /** The room answered this socket's Resume: only then may it carry a bid. */
  live: boolean
}

export function useLiveSocket({ auctionId, enabled, generation, heard, goDown, resumeFrom, onEvent, live }: Options) {
  /** Bids sent on the socket, by client bid id, waiting for the room's BidResult (null: none will come). */
  const pendingBids = useRef(new Map<string, (result: BidResult | null) => void>())
  const socket = usePartySocket({
    host: PARTYKIT_HOST,
    party: 'auction',
    room: String(auctionId),
    enabled,
    ...(generation > 0 ? { query: { r: String(generation) } } : {}),
    onOpen: () => {
      heard.current = Date.now()
      send({ event: 'Resume', data: { last_seq: resumeFrom() } })
    },
    onClose: () => {
      goDown()
      for (const settle of [...pendingBids.current.values()]) settle(null) // this socket will not answer them
    },
    onMessage: (e: MessageEvent) => {
      heard.current = Date.now()
      const event = readSocketEvent<AuctionEvent>(e.data)
      if (!event || event.data.auction_id !== auctionId) return
      onEvent(event)
      if (event.event === 'BidResult') pendingBids.current.get(event.data.client_bid_id)?.(event.data)
    },
  })
  const send = (message: AuctionClientMessage) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }

  /**
   * Sends the member's bid on the socket; null unless the socket is open and live (the room answered this
   * socket's Resume: a socket still reconnecting or found dead carries no bid). Resolves with the room's
   * BidResult, or null when the socket closes first or SOCKET_BID_TIMEOUT_MS passes.
   */
  const sendBid = (data: SocketBid): Promise<BidResult | null> | null => {
    if (!live || socket.readyState !== WebSocket.OPEN) return null
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
  return { socket, sendBid }
}
