// The price of a lot on the stream, live: while its auction is open, the lot listens to the auction's
// own channel (party `auction`, docs/architecture.md "The channels") and takes the price, bid count and close
// the room announces. The list itself (which lots, in what order) comes from the `live` channel.
import { PARTYKIT_HOST } from '#client/lib/socket.ts'
import type { AuctionCard } from '#common/schemas/answers.ts'
import { parseAuctionEvent } from '#common/schemas/auction-events.ts'
import usePartySocket from 'partysocket/react'
import { useState } from 'react'

type Live = { price: number; bids: number; closed: boolean }

export function useLotLive(lot: AuctionCard): Live {
  const [live, setLive] = useState<Live>({ price: lot.current_price, bids: lot.bid_count, closed: !!lot.closed_at })
  const now: Live = {
    price: Math.max(live.price, lot.current_price),
    bids: Math.max(live.bids, lot.bid_count),
    closed: live.closed || !!lot.closed_at,
  }
  usePartySocket({
    host: PARTYKIT_HOST,
    party: 'auction',
    room: String(lot.id),
    enabled: !now.closed,
    onMessage: (e: MessageEvent) => {
      const event = parseAuctionEvent(e.data)
      if (!event || event.data.auction_id !== lot.id) return
      if (event.event === 'NewBid')
        setLive((old) => ({
          ...old,
          price: Math.max(old.price, event.data.bid.total_amount),
          bids: Math.max(old.bids, event.data.bidCount),
        }))
      else if (event.event === 'Sync')
        setLive((old) => ({
          price: Math.max(old.price, event.data.current_price),
          bids: Math.max(old.bids, event.data.bidCount),
          closed: event.data.closed,
        }))
      else if (event.event === 'AuctionClosed') setLive({ price: event.data.final_price, bids: event.data.bidCount, closed: true })
    },
  })
  return now
}
