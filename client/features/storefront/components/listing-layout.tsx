// The frame of every listing page: breadcrumb, title and lead,
// an optional sidebar (sub-categories, open / past), the page's banner, then the cards.
import { ChevronRightIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { tlist } from '#client/i18n/tr-listing.ts'
import type { ReactNode } from 'react'

export type Crumb = { label: string; href: string }

export function ListingLayout({
  title,
  lead,
  crumbs,
  sidebar,
  banner,
  actions,
  children,
}: {
  title: ReactNode
  lead?: ReactNode
  /** Beside the title (the lazily loaded "Aramayı kaydet"). */
  actions?: ReactNode
  crumbs: Crumb[]
  sidebar?: ReactNode
  banner?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="container-page py-5 sm:py-7">
      <nav aria-label={tlist.listing.breadcrumb} className="mb-3 overflow-x-auto">
        <ol className="flex items-center gap-1 text-xs whitespace-nowrap text-ink-muted sm:text-sm">
          <li className="flex items-center gap-1">
            <InternalLink href="/" className="hover:text-brand-700 hover:underline">
              {tlist.listing.home}
            </InternalLink>
          </li>
          {crumbs.map((c, i) => (
            <li key={c.href} className="flex items-center gap-1">
              <ChevronRightIcon className="size-3.5 text-ink-subtle" />
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {c.label}
                </span>
              ) : (
                <InternalLink href={c.href} className="hover:text-brand-700 hover:underline">
                  {c.label}
                </InternalLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            <span className="h-7 w-1.5 rounded-full bg-accent-500" aria-hidden="true" />
            {title}
          </h1>
          {lead ? <p className="mt-1.5 max-w-3xl text-sm text-ink-muted sm:text-base">{lead}</p> : null}
        </div>
        {actions}
      </header>
      <div className={sidebar ? 'grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8' : undefined}>
        {sidebar ? <aside className="min-w-0">{sidebar}</aside> : null}
        <div className="min-w-0 space-y-5">
          {banner}
          {children}
        </div>
      </div>
    </div>
  )
}
