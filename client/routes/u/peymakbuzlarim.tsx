// /u/peymakbuzlarim ("Pey makbuzlarım"): the member's signed bid receipts, lot by lot, with their bidder code
// on each lot, a JSON download of them all and a link that checks the lot's whole chain on /dogrula
// (docs/decisions/0013-signed-bid-receipts.md). Above them, the maxima waiting for a live show's lot to open
// (docs/bidding.md "Bids before the show"): bids to be, not yet signed.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button, ButtonLink } from '#client/components/ui/button.tsx'
import { Card, SectionCard } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ShieldIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { bidReceiptsQuery, memberKeys } from '#client/features/member/queries.ts'
import { api } from '#client/lib/api.ts'
import { bidderCodeOf, downloadJson } from '#client/features/receipts/bidder-code.ts'
import { WithdrawalRequestButton } from '#client/features/receipts/withdrawal-request.tsx'
import { hasToken } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { preShow } from '#common/messages/pre-show.ts'
import { receipts } from '#common/messages/receipts.ts'
import { formatLira } from '#common/money.ts'
import type { MyBidReceipt } from '#common/schemas/bid-receipts.ts'
import { MyPreShowBidsAnswer, type MyPreShowBid } from '#common/schemas/pre-show.ts'
import { fromWireTime, formatDateTime } from '#common/time.ts'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/peymakbuzlarim')({
  loader: ({ context: { queryClient } }) =>
    hasToken() ? Promise.all([queryClient.ensureQueryData(bidReceiptsQuery()), queryClient.ensureQueryData(preShowBidsQuery())]) : undefined,
  component: BidReceiptsPage,
})

/**
 * GET /api/myPreShowBids: the member's maxima waiting for a live show's lot to open. Here, not in the member
 * area's shared queries, so that its schema stays in this page's chunk.
 */
const preShowBidsQuery = () =>
  queryOptions({ queryKey: [...memberKeys.all, 'preShowBids'] as const, queryFn: ({ signal }) => api.get('/api/myPreShowBids', MyPreShowBidsAnswer, { signal }) })

const labels = { seq: 'Sıra', total: 'Toplam', time: 'Zaman', auto: 'otomatik', verify: 'Zinciri doğrula' } as const

function byLot(list: MyBidReceipt[]) {
  const lots = new Map<number, MyBidReceipt[]>()
  for (const r of list) lots.set(r.auction_id, [...(lots.get(r.auction_id) ?? []), r])
  return [...lots.values()]
}

function BidReceiptsPage() {
  usePageTitle(receipts.title)
  const { data } = useSuspenseQuery(bidReceiptsQuery())
  const pre = useSuspenseQuery(preShowBidsQuery()).data.pre_bids
  const lots = byLot(data.receipts)
  const download = () => downloadJson('mezat-pey-makbuzlarim.json', { receipts: data.receipts })
  return (
    <div className="space-y-6">
      <PageHeader
        title={receipts.title}
        lead={receipts.lead}
        action={
          data.receipts.length ? (
            <Button variant="secondary" onClick={download}>
              {receipts.download}
            </Button>
          ) : null
        }
      />
      {pre.length ? <PreShowBids bids={pre} /> : null}
      {lots.length === 0 && !pre.length ? (
        <Card>
          <EmptyState title={receipts.none} icon={<ShieldIcon className="size-7" />} />
        </Card>
      ) : (
        lots.map((lot) => <Lot key={lot[0]!.auction_id} bids={lot} />)
      )}
    </div>
  )
}

function Lot({ bids }: { bids: MyBidReceipt[] }) {
  const first = bids[0]!
  const code = bidderCodeOf(first.receipt)
  return (
    <SectionCard
      headingLevel={2}
      title={
        <InternalLink href={`/mezat/${first.slug}`} className="hover:underline">
          {first.auction_name}
        </InternalLink>
      }
      action={
        <ButtonLink to="/dogrula" search={{ mezat: first.slug }} variant="ghost" size="sm">
          {labels.verify}
        </ButtonLink>
      }
    >
      {code ? (
        <p className="mb-3 text-sm text-ink-muted">
          {receipts.bidderCode}: <span className="font-mono font-semibold break-all text-ink">{code}</span>
        </p>
      ) : null}
      <table className="w-full text-sm">
        <thead className="text-left text-ink-muted">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">{labels.seq}</th>
            <th scope="col" className="py-1.5 pr-3 font-medium">{labels.total}</th>
            <th scope="col" className="py-1.5 font-medium">{labels.time}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {bids.map((b) => (
            <tr key={b.seq}>
              <td className="py-2 pr-3 tabular-nums">{b.seq}</td>
              <td className="py-2 pr-3 font-semibold tabular-nums">
                {formatLira(b.total_amount)} {b.is_auto ? <Badge tone="brand">{labels.auto}</Badge> : null}
              </td>
              <td className="py-2 tabular-nums">
                {formatDateTime(fromWireTime(b.created_at))}
                {b.withdrawable ? <WithdrawalRequestButton bidId={b.bid_id} seq={b.seq} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  )
}

/** The maxima left on live show lots that have not opened: what each will bid at the opening. */
function PreShowBids({ bids }: { bids: MyPreShowBid[] }) {
  return (
    <SectionCard headingLevel={2} title={preShow.listTitle} id="on-teklifler">
      <p className="mb-3 text-sm text-ink-muted">{preShow.listLead}</p>
      <ul className="divide-y divide-line text-sm">
        {bids.map((b) => (
          <li key={b.auction_id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
            <InternalLink href={`/mezat/${b.slug}`} className="font-semibold hover:underline">
              {b.name}
            </InternalLink>
            <span className="font-semibold text-success-800 tabular-nums">{preShow.yours(formatLira(b.max_amount))}</span>
            <span className="w-full text-xs text-ink-muted">{preShow.opensAt(formatDateTime(fromWireTime(b.start_time)))}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}
