// Breadcrumb (home, three category levels, name) and the heading block: name, auction number,
// labels, start and end times in Türkiye time.
import { Badge } from '#client/components/ui/badge.tsx'
import { ChevronRightIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { t } from '#client/i18n/tr.ts'
import type { AuctionData } from '#common/schemas/answers-storefront.ts'
import { saleBadge } from '#client/features/auctions/sale-badge.ts'
import { wireToDisplay } from '../auction-view.ts'
import { LotFacts } from './lot-facts.tsx'

export function Breadcrumb({ data }: { data: AuctionData }) {
  const levels = [
    [data.category_1_title, data.category_1_slug],
    [data.category_2_title, data.category_2_slug],
    [data.category_3_title, data.category_3_slug],
  ].filter((l): l is [string, string] => !!l[0] && !!l[1])
  const crumbs = [
    { label: t.common.homeCrumb, href: '/' },
    ...levels.map(([title], i) => ({
      label: title,
      href: `/kategori/${levels
        .slice(0, i + 1)
        .map((l) => l[1])
        .join('/')}`,
    })),
  ]
  return (
    <nav aria-label={t.common.breadcrumb} className="overflow-x-auto">
      <ol className="flex items-center gap-1 text-xs whitespace-nowrap text-ink-muted sm:text-sm">
        {crumbs.map((c) => (
          <li key={c.href} className="flex items-center gap-1">
            <InternalLink href={c.href} className="hover:text-brand-700 hover:underline">
              {c.label}
            </InternalLink>
            <ChevronRightIcon className="size-3.5 text-ink-subtle" />
          </li>
        ))}
        <li aria-current="page" className="max-w-48 truncate font-semibold text-ink sm:max-w-md">
          {data.name}
        </li>
      </ol>
    </nav>
  )
}

export function Heading({ data }: { data: AuctionData }) {
  // One badge, as on the cards; none once the lot is closed.
  const badge = saleBadge(data, data.closed_at !== null && data.closed_at !== undefined)
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-1.5">
        {badge ? <Badge tone={badge.tone}>{badge.text}</Badge> : null}
        <span className="text-xs font-semibold text-ink-subtle tabular">{ts.detail.number(data.id)}</span>
      </div>
      <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-brand-950 sm:text-3xl">{data.name}</h1>
      {data.title && data.title !== data.name ? <p className="mt-1 text-sm text-ink-muted">{data.title}</p> : null}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-control bg-white px-3 py-2 ring-1 ring-line">
          <dt className="text-xs text-ink-muted">{ts.detail.start}</dt>
          <dd className="font-semibold tabular">{wireToDisplay(data.start_time, false)}</dd>
        </div>
        <div className="rounded-control bg-white px-3 py-2 ring-1 ring-line">
          <dt className="text-xs text-ink-muted">{ts.detail.end}</dt>
          <dd className="font-semibold tabular">{wireToDisplay(data.end_time, false)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-[0.6875rem] text-ink-subtle">{ts.detail.timeZone}</p>
      <LotFacts data={data} />
    </div>
  )
}
