// What a collector reads before the price (docs/): the expert's estimate, a range an
// editor set at approval, and the seller's condition report (a grade of the fixed scale, notes, photos). The
// photos are a chunk of their own (condition-photos.tsx), so the lot page's first visit does not carry them.
import { ts } from '#client/i18n/tr-storefront.ts'
import { lazyPiece } from '#client/lib/lazy-piece.ts'
import { formatLira } from '#common/money.ts'
import type { AuctionData } from '#common/schemas/answers-storefront.ts'
import { Suspense } from 'react'

const ConditionPhotos = lazyPiece(() => import('./condition-photos.tsx'))

export function LotFacts({ data }: { data: Pick<AuctionData, 'estimate' | 'condition' | 'name'> }) {
  const { estimate, condition } = data
  if (!estimate && !condition) return null
  return (
    <dl className="mt-3 space-y-2 text-sm" data-testid="lot-facts">
      {estimate ? (
        <div className="rounded-control bg-white px-3 py-2 ring-1 ring-line">
          <dt className="text-xs text-ink-muted">{ts.detail.estimate}</dt>
          <dd className="font-bold text-brand-900 tabular">
            {formatLira(estimate.low)} – {formatLira(estimate.high)}
          </dd>
          <dd className="text-xs text-ink-subtle">{ts.detail.estimateHint}</dd>
        </div>
      ) : null}
      {condition ? (
        <div className="rounded-control bg-white px-3 py-2 ring-1 ring-line">
          <dt className="text-xs text-ink-muted">
            {ts.detail.condition} · {ts.detail.conditionBy}
          </dt>
          <dd className="font-bold text-brand-900">{condition.title}</dd>
          <dd className="text-xs text-ink-muted">{condition.meaning}</dd>
          {condition.notes ? <dd className="mt-1 whitespace-pre-line text-ink">{condition.notes}</dd> : null}
          {condition.photos.length > 0 ? (
            <dd>
              <Suspense fallback={null}>
                <ConditionPhotos photos={condition.photos} name={data.name} />
              </Suspense>
            </dd>
          ) : null}
        </div>
      ) : null}
    </dl>
  )
}
