// The four tabs: description, properties (up to 15), questions and answers,
// seller reviews. ARIA tabs: arrow keys move between tabs.
import { StarIcon } from '#client/components/ui/icons.tsx'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { cx } from '#client/lib/cx.ts'
import { MAX_PROPERTIES } from '#common/constants.ts'
import type { AuctionData } from '#common/schemas/answers-storefront.ts'
import { Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { wireToDisplay } from '../auction-view.ts'
import { Description } from './description.tsx'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

const properties = (d: AuctionData) =>
  Array.from({ length: MAX_PROPERTIES }, (_, i) => {
    const rec = d as unknown as Record<string, string | null>
    return { label: rec[`property_label_${i + 1}`], value: rec[`property_value_${i + 1}`] }
  }).filter((p): p is { label: string; value: string } => !!p.label && !!p.value)

function Reviews({ seller }: { seller: AuctionData['seller'] }) {
  if (!seller.userrating.length) return <p className="text-sm text-ink-muted">{td.noReviews}</p>
  return (
    <ul className="divide-y divide-line">
      {seller.userrating.map((r, i) => (
        <li key={i} className="py-3 first:pt-0">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="inline-flex" role="img" aria-label={`${r.rating} / 5`}>
              {[1, 2, 3, 4, 5].map((n) => (
                <StarIcon key={n} className={cx('size-4', n <= r.rating ? 'text-accent-500' : 'text-slate-300')} />
              ))}
            </span>
            <span className="font-semibold">{r.rated_by_user_title}</span>
            {r.approved ? (
              <span className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-800">
                {td.confirmedProduct}
              </span>
            ) : null}
            <time className="ml-auto text-xs text-ink-subtle" dateTime={r.created_at}>
              {wireToDisplay(r.created_at, false)}
            </time>
          </p>
          {r.comment ? <p className="mt-1 text-sm text-ink-muted">{r.comment}</p> : null}
        </li>
      ))}
    </ul>
  )
}

// The questions (and the seller's reply form) are read when their tab is chosen: their chunk loads then, not
// with the lot page's first visit (docs/first-visit.md).
const QuestionsTab = lazyPiece(() => import('./questions-tab.tsx').then((m) => ({ default: m.QuestionsTab })))

type Props = { data: AuctionData; isSeller: boolean }

export function DetailTabs({ data, isSeller }: Props) {
  const [active, setActive] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const props = properties(data)
  const tabs: Array<{ label: string; count?: number; body: ReactNode }> = [
    { label: td.tabs.description, body: <Description html={data.description} empty={td.noDescription} /> },
    {
      label: td.tabs.properties,
      count: props.length,
      body: props.length ? (
        <dl className="grid gap-x-6 sm:grid-cols-2">
          {props.map((p) => (
            <div key={p.label} className="flex justify-between gap-4 border-b border-line py-2.5 text-sm">
              <dt className="text-ink-muted">{p.label}</dt>
              <dd className="text-right font-semibold text-ink">{p.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">{td.noProperties}</p>
      ),
    },
    {
      label: td.tabs.questions,
      count: data.auction_question.length,
      body: (
        <Suspense fallback={null}>
          <QuestionsTab questions={data.auction_question} slug={data.slug} isSeller={isSeller} />
        </Suspense>
      ),
    },
    { label: td.tabs.reviews, count: data.seller.userrating.length, body: <Reviews seller={data.seller} /> },
  ]
  const onKey = (e: KeyboardEvent) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!delta) return
    e.preventDefault()
    const next = (active + delta + tabs.length) % tabs.length
    setActive(next)
    refs.current[next]?.focus()
  }
  return (
    <section className="rounded-card bg-white ring-1 ring-line" aria-label={td.tabsLabel}>
      <div role="tablist" aria-label={td.tabsLabel} className="flex overflow-x-auto border-b border-line" onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(el) => {
              refs.current[i] = el
            }}
            role="tab"
            id={`tab-${i}`}
            type="button"
            aria-selected={active === i}
            aria-controls={`panel-${i}`}
            tabIndex={active === i ? 0 : -1}
            onClick={() => setActive(i)}
            className={cx(
              '-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-5',
              active === i ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {tab.label}
            {tab.count ? <span className="ml-1.5 rounded-full bg-slate-100 px-1.5 py-0.5 text-xs text-ink-muted">{tab.count}</span> : null}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`panel-${i}`}
          aria-labelledby={`tab-${i}`}
          hidden={active !== i}
          tabIndex={0}
          className="p-4 sm:p-6"
        >
          {active === i ? tab.body : null}
        </div>
      ))}
    </section>
  )
}
