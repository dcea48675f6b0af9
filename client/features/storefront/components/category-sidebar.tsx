// The category page's sidebar (storefront §2 "Listing pages"): sub-categories (or, at the deepest
// level, the categories beside it), the open / past auction types and a search inside the category.
import { useState, type FormEvent } from 'react'
import type { CategoryRef } from '#common/schemas/answers-storefront.ts'
import { Button } from '#client/components/ui/button.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { cx } from '#client/lib/cx.ts'

type Props = {
  base: string
  parentBase: string
  title: string
  children: CategoryRef[]
  siblings: CategoryRef[]
  current: string
  type: 'open' | 'past'
  q: string
  onSearch: (q: string) => void
}

const link = (active: boolean) =>
  cx('block rounded-control px-3 py-2 text-sm transition-colors', active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-slate-50')

export function CategorySidebar({ base, parentBase, title, children, siblings, current, type, q, onSearch }: Props) {
  const [text, setText] = useState(q)
  const list = children.length ? children.map((c) => ({ c, href: `${base}/${c.slug}` })) : siblings.map((c) => ({ c, href: `${parentBase}/${c.slug}` }))
  const suffix = (t: 'open' | 'past') => (t === 'past' ? '?type=past' : '')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(text.trim())
  }
  return (
    <div className="space-y-4 lg:sticky lg:top-4">
      <section className="rounded-card bg-white p-3 ring-1 ring-line" aria-labelledby="sidebar-types">
        <h2 id="sidebar-types" className="px-3 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase">
          {ts.listing.types}
        </h2>
        <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
          {(['open', 'past'] as const).map((t) => (
            <li key={t}>
              <InternalLink href={`${base}${suffix(t)}`} aria-current={type === t ? 'page' : undefined} className={link(type === t)}>
                {t === 'open' ? ts.listing.open : ts.listing.past}
              </InternalLink>
            </li>
          ))}
        </ul>
      </section>
      {list.length ? (
        <section className="rounded-card bg-white p-3 ring-1 ring-line" aria-labelledby="sidebar-subs">
          <h2 id="sidebar-subs" className="px-3 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase">
            {ts.listing.subcategories}
          </h2>
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:block lg:space-y-0.5 lg:overflow-visible lg:pb-0">
            {list.map(({ c, href }) => (
              <li key={c.id} className="shrink-0">
                <InternalLink href={`${href}${suffix(type)}`} aria-current={c.slug === current ? 'page' : undefined} className={cx(link(c.slug === current), 'whitespace-nowrap max-lg:ring-1 max-lg:ring-line')}>
                  {c.title}
                </InternalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form onSubmit={submit} role="search" className="rounded-card bg-white p-3 ring-1 ring-line">
        <label htmlFor="category-q" className="block px-1 pb-1.5 text-xs font-bold tracking-wide text-ink-muted uppercase">
          {ts.listing.filterIn(title)}
        </label>
        <div className="flex gap-2">
          <input
            id="category-q"
            type="search"
            value={text}
            maxLength={255}
            onChange={(e) => setText(e.target.value)}
            className="h-10 min-w-0 flex-1 rounded-control border border-line-strong px-3 text-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          />
          <Button type="submit" size="sm" className="h-10">
            {ts.listing.filterSubmit}
          </Button>
        </div>
      </form>
    </div>
  )
}
