// Live price for an auction card on screen: while the card has been visible for a
// moment and the auction is not over, it listens to the auction's channel and overlays the price,
// bid count, end and close that the room announces. Off screen, no socket.
import { useEffect, useState, type RefObject } from 'react'
import type { AuctionCard } from '#common/schemas/answers.ts'
import type { AuctionEvent } from '#common/schemas/auction-events.ts'
import { readSocketEvent } from '#client/lib/socket-event.ts'
import { toWireTime } from '#common/time.ts'
import { useDeferredPartySocket } from '#client/lib/socket.ts'

/** A card must stay in view this long before it connects, so fast scrolling opens no sockets. */
const SETTLE_MS = 800

/** True once `ref` has been in the viewport for SETTLE_MS; false as soon as it leaves. */
export function useSettledVisible(ref: RefObject<Element | null>) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer)
      if (entry?.isIntersecting) timer = setTimeout(() => setVisible(true), SETTLE_MS)
      else setVisible(false)
    })
    observer.observe(node)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [ref])
  return visible
}

type Live = Pick<AuctionCard, 'current_price' | 'bid_count' | 'end_time' | 'closed_at'>

/** The card's auction with what the room said since the list was loaded. */
export function useCardLive(auction: AuctionCard, enabled: boolean): AuctionCard {
  const [live, setLive] = useState<Partial<Live>>({})
  useDeferredPartySocket('auction', String(auction.id), enabled, {
    onMessage: (e) => {
      const event = readSocketEvent<AuctionEvent>(e.data)
      if (!event || event.data.auction_id !== auction.id) return
      if (event.event === 'Sync' || event.event === 'NewBid') {
        const price = event.event === 'Sync' ? event.data.current_price : event.data.bid.total_amount
        setLive((old) => ({
          ...old,
          current_price: Math.max(price, old.current_price ?? 0),
          bid_count: Math.max(event.data.bidCount, old.bid_count ?? 0),
          end_time: toWireTime(event.data.end_time),
          ...(event.event === 'Sync' && event.data.closed ? { closed_at: toWireTime(event.data.server_time) } : {}),
        }))
      } else if (event.event === 'AuctionClosed')
        setLive((old) => ({ ...old, current_price: event.data.final_price, bid_count: event.data.bidCount, closed_at: toWireTime(event.data.server_time) }))
    },
  })
  return { ...auction, ...live }
}
