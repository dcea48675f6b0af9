// Home page category strip: root categories as chips that scroll sideways on phones.
import { TagIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { useSuspenseQuery } from '@tanstack/react-query'
import { categoriesQuery, categoryTree } from '../queries.ts'

export function CategoryStrip({ label }: { label: string }) {
  const { data } = useSuspenseQuery({ ...categoriesQuery(), select: categoryTree })
  if (data.length === 0) return null
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {data.map((root) => (
          <li key={root.id} className="shrink-0">
            <InternalLink
              href={root.path}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-line transition-colors hover:bg-brand-50 hover:ring-brand-300"
            >
              <TagIcon className="size-4 text-accent-600" />
              {root.title}
            </InternalLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function CategoryStripSkeleton() {
  return (
    <div className="flex gap-2 overflow-hidden" aria-hidden="true">
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className="h-10 w-28 shrink-0 animate-pulse rounded-full bg-slate-200/80" />
      ))}
    </div>
  )
}
