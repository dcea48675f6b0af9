// The bid list (modal -2): rank, member (masked; the viewer's own read 'Siz'), bid, offer, time. Pages of
// GET /api/bids/{id}?page= are appended as the sentinel below the table scrolls into view, so the whole
// ledger can be read; new bids arrive at the top from the auction's socket (use-auction-live.ts).
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { GavelIcon } from '#client/components/ui/icons.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import { useLoadMoreOnScroll } from '#client/lib/use-load-more.ts'
import * as bidsMessages from '#common/messages/bids.ts'
import * as storefrontMessages from '#common/messages/storefront.ts'
import { withdrawal } from '#common/messages/withdrawal.ts'
import { formatLira } from '#common/money.ts'
import { useInfiniteQuery } from '@tanstack/react-query'
import { wireToDisplay } from '../auction-view.ts'
import { bidListQuery } from '../piece-queries.ts'

/** The catalogue's areas this file reads, not the whole catalogue (first visit). */
const tr = { bid: bidsMessages.bid, storefront: storefrontMessages.storefront }

/** The table's columns: the caption's key in `td.bidListCols` and the header cell's class (the time hides on a phone). */
const COLUMNS = [
  ['rank', 'py-2 pr-2 font-semibold'],
  ['member', 'py-2 pr-2 font-semibold'],
  ['bid', 'py-2 pr-2 text-right font-semibold'],
  ['offer', 'py-2 pr-2 text-right font-semibold'],
  ['time', 'hidden py-2 text-right font-semibold sm:table-cell'],
] as const

export function BidListDialog({ auctionId, onClose }: { auctionId: number; onClose: () => void }) {
  const query = useInfiniteQuery(bidListQuery(auctionId))
  const { isPending, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  const data = query.data?.pages.flatMap((p) => p.data) ?? []
  // The newest bid that still counts: a correction's withdrawn and voided bids stay listed, marked, and never lead.
  const leading = data.find((b) => !b.withdrawn)
  const sentinel = useLoadMoreOnScroll(query, '300px 0px')
  const cols = td.bidListCols

  return (
    <Dialog open onClose={onClose} title={td.bidList} size="lg">
      {isPending ? (
        <div className="grid place-items-center py-10 text-brand-600">
          <Spinner className="size-7" />
        </div>
      ) : error && data.length === 0 ? (
        <Alert tone="error">{errorMessage(error)}</Alert>
      ) : data.length === 0 ? (
        <EmptyState title={tr.bid.emptyList} icon={<GavelIcon className="size-7" />} />
      ) : (
        <>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left text-xs tracking-wide text-ink-muted uppercase">
                {COLUMNS.map(([key, className]) => (
                  <th key={key} scope="col" className={className}>
                    {cols[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((b, i) => (
                <tr
                  key={b.seq ?? `i${i}`}
                  className={cx('border-b border-line/70 last:border-0', b === leading && 'bg-success-50/60', b.withdrawn && 'text-ink-subtle')}
                >
                  <td className="py-2 pr-2 font-semibold text-ink-muted tabular">{i + 1}</td>
                  <td className="py-2 pr-2">
                    <span className={cx('font-medium', b.member === tr.storefront.you && 'text-success-700')}>
                      {b.member ?? b.user_title}
                    </span>
                    {b.withdrawn ? (
                      <span className="ml-1.5 rounded bg-accent-100 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-accent-800">
                        {withdrawal.listed[b.withdrawn]}
                      </span>
                    ) : null}
                    {b.is_auto ? (
                      <span className="ml-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-brand-700">
                        {td.auto}
                      </span>
                    ) : null}
                    <span className="block text-xs text-ink-subtle sm:hidden">{wireToDisplay(b.created_at)}</span>
                  </td>
                  <td className={cx('py-2 pr-2 text-right tabular', b.withdrawn && 'line-through')}>+{formatLira(b.bid_amount)}</td>
                  <td className={cx('py-2 pr-2 text-right font-bold tabular', b.withdrawn && 'line-through')}>{formatLira(b.total_amount)}</td>
                  <td className="hidden py-2 text-right text-ink-muted tabular sm:table-cell">{wireToDisplay(b.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {hasNextPage || isFetchingNextPage || isFetchNextPageError ? (
            <div ref={sentinel} className="flex min-h-12 items-center justify-center py-3 text-brand-600" aria-live="polite">
              {isFetchingNextPage ? (
                <Spinner className="size-6" label={t.common.loading} />
              ) : isFetchNextPageError ? (
                <Alert
                  tone="error"
                  title={errorMessage(error)}
                  action={
                    <Button size="sm" variant="secondary" onClick={() => void fetchNextPage()}>
                      {t.common.retry}
                    </Button>
                  }
                />
              ) : (
                <Button size="sm" variant="secondary" onClick={() => void fetchNextPage()}>
                  {t.common.loadMore}
                </Button>
              )}
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  )
}
