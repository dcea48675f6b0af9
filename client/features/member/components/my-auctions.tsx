// My auctions: four sections, each shown only when it has auctions — Onay
// Bekleyenler, Açık Mezatlar, Bitmiş Mezatlarım, Reddedilenler. Two per row on wide screens.
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx'
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyCard } from '#client/components/ui/empty-card.tsx'
import { GavelIcon, ImageIcon, PlusIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { errorMessage } from '#client/lib/api.ts'
import { reserve } from '#common/messages/reserve.ts'
import { formatLira } from '#common/money.ts'
import type { MyAuctionsAnswer, OwnedAuction } from '#common/schemas/listing.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useRelist } from '../queries.ts'

type Section = 'waiting' | 'open' | 'closed' | 'denied'
const tone: Record<Section, BadgeTone> = { waiting: 'accent', open: 'success', closed: 'neutral', denied: 'danger' }

const when = (wire: string) => formatDateTime(fromWireTime(wire))

/** An unsold auction, or one whose buyer cancelled, goes back up through editor approval. */
function RelistButton({ auction }: { auction: OwnedAuction }) {
  const relist = useRelist()
  return (
    <div className="flex flex-wrap items-center gap-2 pt-1">
      <Button
        size="sm"
        variant="secondary"
        loading={relist.isPending}
        aria-describedby={`relist-hint-${auction.id}`}
        onClick={() =>
          relist.mutate(auction.id, { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(errorMessage(e)) })
        }
      >
        {tm.myAuctions.relist}
      </Button>
      <p id={`relist-hint-${auction.id}`} className="text-xs text-ink-muted">
        {tm.myAuctions.relistHint}
      </p>
    </div>
  )
}

function OwnedCard({ auction, section, now }: { auction: OwnedAuction; section: Section; now: number }) {
  const image = auction.auction_image[0]?.thumbnail_url ?? auction.auction_image[0]?.public_url
  const href = section === 'waiting' || section === 'denied' ? `/onizleme/${auction.slug}` : `/mezat/${auction.slug}`
  const status =
    section === 'closed'
      ? auction.sold_via && auction.sold_via !== 'unsold'
        ? tm.myAuctions.sold
        : auction.closed_at
          ? auction.reserve_met === false && auction.bid_count > 0
            ? reserve.endedUnmet
            : tm.myAuctions.unsold
          : tm.myAuctions.ended
      : section === 'open'
        ? fromWireTime(auction.start_time) <= now
          ? tm.myAuctions.live
          : tm.myAuctions.upcoming
        : auction.approval_status_text
  return (
    <Card className="flex gap-3 p-3 sm:p-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-control bg-slate-100 sm:size-24">
        {image ? (
          <img src={image} alt="" width={96} height={96} loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-slate-400">
            <ImageIcon className="size-8" />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start justify-between gap-2">
          <InternalLink href={href} className="line-clamp-2 text-sm font-semibold text-ink hover:text-brand-700 sm:text-base">
            {auction.name}
          </InternalLink>
          <Badge tone={tone[section]}>{status}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs text-ink-muted sm:text-sm">
          <div>
            <dt className="inline">{section === 'open' || section === 'closed' ? tm.myAuctions.current : tm.myAuctions.opening}: </dt>
            <dd className="inline font-semibold text-ink tabular">
              {formatLira(section === 'open' || section === 'closed' ? auction.current_price : auction.opening_price)}
            </dd>
          </div>
          <div>
            <dt className="inline">{tm.myAuctions.buyNow}: </dt>
            <dd className="inline font-semibold text-ink tabular">{formatLira(auction.buynow_price)}</dd>
          </div>
          <div>
            <dt className="inline">{tm.myAuctions.starts}: </dt>
            <dd className="inline tabular">{when(auction.start_time)}</dd>
          </div>
          <div>
            <dt className="inline">{tm.myAuctions.ends}: </dt>
            <dd className="inline tabular">{when(auction.end_time)}</dd>
          </div>
        </dl>
        {section === 'open' || section === 'closed' ? (
          <p className="flex items-center gap-1 text-xs text-ink-muted">
            <GavelIcon className="size-3.5" />
            {tm.myAuctions.bids(auction.bid_count)}
          </p>
        ) : null}
        {auction.reserve_amount !== null ? (
          <p className="text-xs text-ink-muted" data-testid="my-reserve">
            {reserve.yourReserve(formatLira(auction.reserve_amount))} · {auction.reserve_met ? reserve.met : reserve.unmet}
          </p>
        ) : null}
        {section === 'waiting' ? <p className="text-xs text-accent-900">{tm.myAuctions.waitingNote}</p> : null}
        {section === 'closed' && auction.reserve_met === false && auction.bid_count > 0 ? (
          // The 48-hour offer to the highest bidder is made on the lot's own page (its seller panel).
          <InternalLink href={href} className="text-xs font-semibold text-brand-700 underline">
            {reserve.offerLink}
          </InternalLink>
        ) : null}
        {section === 'closed' && auction.can_relist ? <RelistButton auction={auction} /> : null}
        {section === 'denied' && auction.rejection_reason ? (
          <p className="rounded-control bg-danger-50 px-2.5 py-1.5 text-xs text-danger-800">
            <span className="font-semibold">{tm.myAuctions.reason}:</span> {auction.rejection_reason}
          </p>
        ) : null}
      </div>
    </Card>
  )
}

export function MyAuctions({ data }: { data: MyAuctionsAnswer }) {
  const sections: Array<[Section, string, OwnedAuction[]]> = [
    ['waiting', tm.myAuctions.waiting, data.waiting_auctions],
    ['open', tm.myAuctions.open, data.open_auctions],
    ['closed', tm.myAuctions.closed, data.closed_auctions],
    ['denied', tm.myAuctions.denied, data.denied_auctions],
  ]
  const shown = sections.filter(([, , list]) => list.length > 0)
  const now = data.server_time.timestamp ?? fromWireTime(data.server_time.formatted)
  if (shown.length === 0)
    return (
      <EmptyCard
        title={tm.myAuctions.empty}
        icon={<GavelIcon className="size-7" />}
        action={
          <ButtonLink to="/satisyap">
            <PlusIcon className="size-4" />
            {tm.myAuctions.create}
          </ButtonLink>
        }
      >
        {tm.myAuctions.emptyBody}
      </EmptyCard>
    )
  return (
    <div className="space-y-8">
      {shown.map(([key, title, list]) => (
        <section key={key} aria-labelledby={`mezatlarim-${key}`} className="space-y-3">
          <h2 id={`mezatlarim-${key}`} className="flex items-center gap-2 text-lg font-bold text-ink">
            {title}
            <span className="rounded-full bg-slate-100 px-2 text-sm font-semibold text-ink-muted tabular">{list.length}</span>
          </h2>
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.map((auction) => (
              <li key={auction.id} className="min-w-0">
                <OwnedCard auction={auction} section={key} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
