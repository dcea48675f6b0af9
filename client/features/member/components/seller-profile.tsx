// The public seller profile /profil/{sellerSlug} (docs/member-rules.md "Seller
// profile"): who the seller is (kind and a trader's identity, docs/law.md), their average rating and reviews, and their open auctions. The
// cards come from the storefront, passed in by the route. 'Takip et' follows the seller (docs/alerts.md).
import { Card, SectionCard } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { StarIcon, UserIcon } from '#client/components/ui/icons.tsx'
import { ReportLink } from '#client/features/law/components/report-link.tsx'
import { SellerIdentityDetails } from '#client/features/law/components/seller-identity-view.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { cx } from '#client/lib/cx.ts'
import { lazyPiece } from '#client/lib/lazy-piece.ts'
import type { SellerProfileAnswer } from '#common/schemas/listing.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { Suspense, type ReactNode } from 'react'

const FollowButton = lazyPiece(() => import('#client/features/alerts/follow-button.tsx'))

const day = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' })
const rating1 = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

function Stars({ value, size = 'size-4' }: { value: number; size?: string }) {
  return (
    <span className="inline-flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon key={i} className={cx(size, i <= Math.round(value) ? 'text-accent-500' : 'text-slate-300')} />
      ))}
    </span>
  )
}

export function SellerProfile({ profile, slug, auctions }: { profile: SellerProfileAnswer; slug: string; auctions: ReactNode }) {
  const s = profile.seller
  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <span
          className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-extrabold text-white uppercase"
          aria-hidden="true"
        >
          {s.title.slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">{s.title}</h1>
            <Suspense>
              <FollowButton slug={slug} sellerName={s.title} />
            </Suspense>
            <ReportLink target="seller" targetId={s.id} what={s.title} className="ml-auto" />
          </div>
          <p className="mt-0.5 text-sm text-ink-muted">{tm.seller.memberSince(day.format(fromWireTime(s.created_at)))}</p>
          <div className="mt-3">
            <SellerIdentityDetails identity={s.identity} />
          </div>
        </div>
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="sr-only">{tm.seller.ratings}</dt>
            <dd className="flex items-center gap-2">
              {s.rating != null ? (
                <>
                  <span className="text-2xl font-extrabold text-ink tabular">{rating1.format(s.rating)}</span>
                  <span>
                    <Stars value={s.rating} />
                    <span className="block text-xs text-ink-muted">{tm.seller.ratingCount(s.rating_count)}</span>
                  </span>
                </>
              ) : (
                <span className="text-ink-muted">{tm.seller.noRatings}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{tm.seller.sold(s.sold_count)}</dt>
            <dd className="text-2xl font-extrabold text-ink tabular">
              {s.sold_count}
              <span className="block text-xs font-normal text-ink-muted">{tm.seller.sold(s.sold_count).replace(/^\d+ /, '')}</span>
            </dd>
          </div>
        </dl>
      </Card>

      <section aria-labelledby="satici-mezatlari" className="space-y-3">
        <h2 id="satici-mezatlari" className="text-lg font-bold text-ink">
          {tm.seller.auctions}
        </h2>
        {profile.auctions.data.length === 0 ? (
          <Card>
            <EmptyState title={tm.seller.noAuctions} />
          </Card>
        ) : (
          auctions
        )}
      </section>

      <SectionCard title={tm.seller.ratings}>
        {s.userrating.length === 0 ? (
          <EmptyState title={tm.seller.noRatings} icon={<StarIcon className="size-7" />} />
        ) : (
          <ul className="-my-1 divide-y divide-line">
            {s.userrating.map((r, i) => (
              <li key={i} className="flex gap-3 py-3.5">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-100 text-ink-muted" aria-hidden="true">
                  <UserIcon className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 text-sm">
                    <span className="font-semibold text-ink">{r.rated_by_user_title}</span>
                    <Stars value={r.rating} size="size-3.5" />
                    <span className="sr-only">{`${r.rating} / 5`}</span>
                    {r.approved ? <span className="text-xs font-semibold text-success-700">{tm.seller.confirmed}</span> : null}
                  </p>
                  {r.comment ? <p className="mt-0.5 text-sm text-ink-muted">{r.comment}</p> : null}
                  <time className="mt-1 block text-xs text-ink-subtle tabular">{formatDateTime(fromWireTime(r.created_at))}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  )
}
