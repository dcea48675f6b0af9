import { cx } from '#client/lib/cx.ts'
import type { ReactNode } from 'react'
import { AuctionCardSkeleton } from './auction-card.tsx'

/** Cards two per row on phones, three on tablets, four on desktop. */
export function AuctionGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3 lg:grid-cols-4', className)}>{children}</div>
}

export function AuctionGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <AuctionGrid>
      {Array.from({ length: count }, (_, i) => (
        <AuctionCardSkeleton key={i} />
      ))}
    </AuctionGrid>
  )
}
