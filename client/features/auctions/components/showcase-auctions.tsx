import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { showcaseQuery } from '../queries.ts'
import { AuctionCard, useFirstScreenCards } from './auction-card.tsx'
import { AuctionGrid } from './auction-grid.tsx'

/** "Öne Çıkan Mezatlar": the first page of GET /api/showcaseauctions; nothing at all when empty. */
export function ShowcaseAuctions({ heading }: { heading: ReactNode }) {
  const { data } = useSuspenseQuery(showcaseQuery())
  const items = data.auctions.data
  const { shown } = useFirstScreenCards(items)
  if (items.length === 0) return null
  return (
    <>
      {heading}
      <AuctionGrid>
        {shown.map((auction) => (
          <AuctionCard key={auction.id} auction={auction} clockOffset={data.clockOffset} />
        ))}
      </AuctionGrid>
    </>
  )
}
