// A live show's lot before it opens: the member may leave a maximum ('Ön teklif') that bids when the lot opens
// (docs/bidding.md "Bids before the show"). Its own chunk: the lot page's first visit carries none of it.
import { Alert } from '#client/components/ui/alert.tsx'
import { bidFirst as bid } from '#common/messages/bids-first.ts'
import { preShow } from '#common/messages/pre-show.ts'
import { AutoBid, type AutoBidWords } from './auto-bid.tsx'

const words: AutoBidWords = { title: preShow.title, lead: preShow.lead, active: preShow.yours }

export function PreShowBox(props: { auctionId: number; current: number; member: boolean; guard: () => boolean }) {
  return (
    <div className="space-y-3 rounded-card bg-white p-4 ring-1 ring-line sm:p-5" data-testid="pre-show-box">
      <Alert tone="info">{bid.notStarted}</Alert>
      <AutoBid {...props} words={words} />
    </div>
  )
}
