// The seller: name with the average rating in a tooltip, 'Satıcıya Sor' while the
// auction runs, 'Takip et' (docs/alerts.md), and the kind with a trader's identity (docs/law.md "Seller kind").
import { Button } from '#client/components/ui/button.tsx'
import { ChatIcon, StarIcon, UserIcon } from '#client/components/ui/icons.tsx'
import { SellerIdentityDetails } from '#client/features/law/components/seller-identity-view.tsx'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { formatNumberTr } from '#common/number-format.ts'
import type { AuctionData } from '#common/schemas/answers-storefront.ts'
import { Suspense } from 'react'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

// Off the lot page's first visit (tests/e2e/first-visit.spec.ts): it loads once the page has painted.
const FollowButton = lazyPiece(() => import('#client/features/alerts/follow-button.tsx'))

const one = (n: number) => formatNumberTr(n, 1, 1)

type Props = { seller: AuctionData['seller']; caymaException?: string | null; canAsk: boolean; onAsk: () => void }

export function SellerBox({ seller, caymaException, canAsk, onAsk }: Props) {
  const count = seller.userrating.length
  const tip = seller.average != null ? td.sellerRating(one(seller.average), count) : td.sellerNoRating
  return (
    <div className="space-y-3 rounded-card bg-white p-4 ring-1 ring-line">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
            <UserIcon />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium text-ink-muted">{td.seller}</p>
            <p className="group relative flex items-center gap-2">
              <span className="truncate font-bold text-ink">{seller.title}</span>
              <span
                tabIndex={0}
                aria-describedby="seller-rating-tip"
                className="inline-flex items-center gap-0.5 rounded-full bg-accent-50 px-1.5 py-0.5 text-xs font-bold text-accent-900 ring-1 ring-accent-200 focus:outline-2 focus:outline-brand-500"
              >
                <StarIcon className="size-3.5 text-accent-500" />
                {seller.average != null ? one(seller.average) : '–'}
              </span>
              <span
                id="seller-rating-tip"
                role="tooltip"
                className="pointer-events-none absolute top-full left-0 z-20 mt-1.5 w-max max-w-64 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white opacity-0 shadow-raised transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
              >
                {tip}
              </span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {seller.slug ? (
            <Suspense>
              <FollowButton slug={seller.slug} sellerName={seller.title} />
            </Suspense>
          ) : null}
          {canAsk ? (
            <Button variant="secondary" size="sm" icon={<ChatIcon className="size-4" />} onClick={onAsk}>
              {td.askSeller}
            </Button>
          ) : null}
        </div>
      </div>
      <SellerIdentityDetails identity={seller.identity} />
      {caymaException ? (
        <p className="rounded-control bg-accent-50 px-3 py-2 text-sm text-accent-900 ring-1 ring-accent-200" data-testid="cayma-exception">
          {caymaException}
        </p>
      ) : null}
    </div>
  )
}
