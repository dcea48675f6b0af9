// The category page's sidebar: sub-categories (or, at the deepest
// level, the categories beside it), the open / past auction types and a search inside the category.
import { useState, type FormEvent } from 'react'
import type { CategoryRef } from '#common/schemas/answers-storefront.ts'
import { Button } from '#client/components/ui/button.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { tlist } from '#client/i18n/tr-listing.ts'
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

/** Chips in one scrolling row on phones; a list in a card beside the grid from lg up. */
const link = (active: boolean) =>
  cx(
    'block px-3 py-1.5 text-sm whitespace-nowrap transition-colors max-lg:rounded-full max-lg:ring-1 lg:rounded-control lg:py-2',
    active ? 'bg-brand-700 font-semibold text-white max-lg:ring-brand-700 lg:bg-brand-50 lg:text-brand-800' : 'bg-white text-ink ring-line hover:bg-slate-50',
  )
const section = 'lg:rounded-card lg:bg-white lg:p-3 lg:ring-1 lg:ring-line'
const heading = 'px-3 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase max-lg:sr-only'
const row = 'flex gap-1.5 overflow-x-auto pb-1 [scrollbar-width:none] lg:block lg:space-y-0.5 lg:overflow-visible lg:pb-0'

export function CategorySidebar({ base, parentBase, title, children, siblings, current, type, q, onSearch }: Props) {
  const [text, setText] = useState(q)
  const list = children.length ? children.map((c) => ({ c, href: `${base}/${c.slug}` })) : siblings.map((c) => ({ c, href: `${parentBase}/${c.slug}` }))
  const suffix = (t: 'open' | 'past') => (t === 'past' ? '?type=past' : '')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(text.trim())
  }
  return (
    <div className="space-y-2.5 lg:sticky lg:top-4 lg:space-y-4">
      <section className={section} aria-labelledby="sidebar-types">
        <h2 id="sidebar-types" className={heading}>
          {tlist.listing.types}
        </h2>
        <ul className={row}>
          {(['open', 'past'] as const).map((t) => (
            <li key={t}>
              <InternalLink href={`${base}${suffix(t)}`} aria-current={type === t ? 'page' : undefined} className={link(type === t)}>
                {t === 'open' ? tlist.listing.open : tlist.listing.past}
              </InternalLink>
            </li>
          ))}
        </ul>
      </section>
      {list.length ? (
        <section className={section} aria-labelledby="sidebar-subs">
          <h2 id="sidebar-subs" className={heading}>
            {tlist.listing.subcategories}
          </h2>
          <ul className={row}>
            {list.map(({ c, href }) => (
              <li key={c.id} className="shrink-0">
                <InternalLink href={`${href}${suffix(type)}`} aria-current={c.slug === current ? 'page' : undefined} className={link(c.slug === current)}>
                  {c.title}
                </InternalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form onSubmit={submit} role="search" className={section}>
        <label htmlFor="category-q" className="block px-1 pb-1.5 text-xs font-bold tracking-wide text-ink-muted uppercase max-lg:sr-only">
          {tlist.listing.filterIn(title)}
        </label>
        <div className="flex gap-2 lg:flex-col">
          <input
            id="category-q"
            type="search"
            value={text}
            maxLength={255}
            onChange={(e) => setText(e.target.value)}
            placeholder={tlist.listing.filterIn(title)}
            className="h-10 min-w-0 flex-1 rounded-control border border-line-strong bg-white px-3 text-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          />
          <Button type="submit" size="sm" className="h-10 lg:w-full">
            {tlist.listing.filterSubmit}
          </Button>
        </div>
      </form>
    </div>
  )
}
