// The bid box while the auction runs: who leads, what the
// member must verify first (with the link, before any dialog), the quick and custom bids — off for the
// leader, who may still raise an automatic bid — and the soft-close rule. Memoised on what it shows: a bid
// redraws the controls that show the price, the notes and the rule stay as they are.
import { Alert } from '#client/components/ui/alert.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import * as tr from '#common/messages/trade.ts'
import { VERIFY_HREF } from '#common/trade-verification.ts'
import { forwardRef, memo } from 'react'
import { AutoBid } from './auto-bid.tsx'
import { BidControls } from './bid-controls.tsx'

export type BidBoxState = {
  /** The viewer holds the highest bid, by the latest confirmed state (never while the socket is down). */
  leading: boolean
  /** The viewer led when the socket went down: the state is being fetched again. */
  refreshing: boolean
  /** What the viewer must verify before bidding (the editors' setting), null when nothing. */
  verifyNeeded: 'email' | 'phone' | null
  /** The member's first touch of the bid controls (focus, pointer, key): the page gets its bid ticket then. */
  onEngage?: () => void
}

type Props = BidBoxState & {
  auctionId: number
  /** The current and the buy-now price (lira): what the controls show and compute the quick bids from. */
  current: number
  buyNow: number
  member: boolean
  onBid: (amount: number) => void
  guard: () => boolean
}

export function VerifyNotice({ what }: { what: 'email' | 'phone' }) {
  return (
    <Alert
      tone="warning"
      title={ts.bidBox.verifyTitle}
      action={
        <InternalLink href={VERIFY_HREF} className="font-semibold underline">
          {ts.bidBox.verifyLink}
        </InternalLink>
      }
    >
      {tr.tradeVerification.needed[what]}
    </Alert>
  )
}

export function LeadingNote() {
  return (
    <div className="rounded-control bg-success-50 p-3 ring-1 ring-success-100" data-testid="leading-note">
      <p className="text-sm font-bold text-success-800">{ts.bidBox.leading}</p>
      <p className="mt-0.5 text-xs leading-5 text-success-800">{ts.bidBox.leadingHint}</p>
    </div>
  )
}

function RefreshingNote() {
  return (
    <div className="rounded-control bg-slate-100 p-3 ring-1 ring-line" data-testid="refreshing-note">
      <p className="text-sm font-bold text-ink">{ts.bidBox.refreshing}</p>
      <p className="mt-0.5 text-xs leading-5 text-ink-muted">{ts.bidBox.refreshingHint}</p>
    </div>
  )
}

/** The rule under the controls: one element for the module's life, which no render of the box redraws. */
const softClose = <p className="text-[0.6875rem] leading-4 text-ink-subtle">{ts.detail.softClose}</p>

export const BidBox = memo(
  forwardRef<HTMLDivElement, Props>(function BidBox({ auctionId, current, buyNow, member, leading, refreshing, verifyNeeded, onEngage, onBid, guard }, ref) {
  return (
    <div ref={ref} onFocus={onEngage} onPointerDown={onEngage} onKeyDown={onEngage} className="space-y-3 rounded-card bg-white p-4 ring-1 ring-line sm:p-5" data-testid="bid-box">
      {verifyNeeded ? <VerifyNotice what={verifyNeeded} /> : leading ? <LeadingNote /> : refreshing ? <RefreshingNote /> : null}
      <BidControls current={current} buyNow={buyNow} onBid={onBid} locked={leading} />
      <AutoBid auctionId={auctionId} current={current} member={member} guard={guard} />
      {softClose}
    </div>
  )
  }),
)
