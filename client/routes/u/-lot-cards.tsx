// Lots of an account page (the watch list, the followed sellers' newest) as the storefront's cards, two a row
// on phones, counting down on the server's clock of the answer they came in. The "-" keeps this file out of the
// route tree.
import { AuctionCard } from '#client/features/auctions/components/auction-card.tsx'
import { fromWireTime } from '#common/time.ts'
import { useMemo, type ComponentProps } from 'react'

type Auction = ComponentProps<typeof AuctionCard>['auction']
/** The server's clock in an answer: its epoch milliseconds, or its wire time where an older answer has only that. */
type ServerTime = { timestamp?: number | null | undefined; formatted: string }

export function LotCards({
  auctions,
  serverTime,
  receivedAt,
}: {
  auctions: readonly Auction[]
  serverTime: ServerTime
  receivedAt: number
}) {
  const clockOffset = useMemo(() => (serverTime.timestamp ?? fromWireTime(serverTime.formatted)) - receivedAt, [serverTime, receivedAt])
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      {auctions.map((auction) => (
        <li key={auction.id} className="min-w-0">
          <AuctionCard auction={auction} clockOffset={clockOffset} />
        </li>
      ))}
    </ul>
  )
}
