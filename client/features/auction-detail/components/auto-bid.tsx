// Automatic bidding ('Otomatik pey'): the member sets a maximum; the room bids for
// them one step at a time, only as far as needed to stay ahead. On a live show's lot that has not opened it
// is the pre-show maximum ('Ön teklif', docs/bidding.md "Bids before the show"), which bids when the lot opens.
// This is the box and its title (with the standing maximum); the form inside is its own chunk (auto-bid-form.tsx),
// fetched with the page's first render and drawn once it is in: the box is closed until the member opens it.
import { BoltIcon } from '#client/components/ui/icons.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { preloadablePiece } from '#client/lib/lazy-piece.ts'
import { formatLira } from '#common/money.ts'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { autoBidQuery } from '../queries.ts'

import type { AutoBidProps } from './auto-bid-form.tsx'

export type { AutoBidWords } from './auto-bid-form.tsx'

/**
 * The form; `AutoBidForm.preload()` fetches it ahead where the box opens with the page (a standing maximum, the
 * pre-show box), so that it draws in the same render as the box and nothing below moves when it comes.
 */
export const AutoBidForm = preloadablePiece(() => import('./auto-bid-form.tsx').then((m) => m.AutoBidForm))

/** Made once: the box redraws with every bid (its hint shows the price), its icon need not. */
const boltIcon = <BoltIcon className="size-4 text-brand-600" />

export function AutoBid(props: AutoBidProps) {
  const { auctionId, member, words } = props
  const existing = useQuery({ ...autoBidQuery(auctionId), enabled: member })
  const max = existing.data?.auto_bid?.max_amount ?? null
  return (
    <details className="group rounded-control bg-brand-50/60 ring-1 ring-brand-100" open={!!words || max !== null || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-brand-900">
        <span className="flex items-center gap-2">
          {boltIcon}
          {words?.title ?? ts.detail.autoBid}
        </span>
        {max !== null ? <span className="rounded-full bg-success-700 px-2 py-0.5 text-xs text-white">{formatLira(max)}</span> : null}
      </summary>
      <Suspense fallback={null}>
        <AutoBidForm {...props} max={max} />
      </Suspense>
    </details>
  )
}
