// The category tree of the mobile drawer: root categories as expandable groups
// (<details>, keyboard accessible by default), sub-categories as links.
import { ChevronDownIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { Skeleton } from '#client/components/ui/spinner.tsx'
import { t } from '#client/i18n/tr.ts'
import { useQuery } from '@tanstack/react-query'
import { categoriesQuery, categoryTree } from '../queries.ts'

export function CategoryTree({ onNavigate }: { onNavigate?: () => void }) {
  const { data, isPending } = useQuery({ ...categoriesQuery(), select: categoryTree })
  if (isPending)
    return (
      <div className="space-y-3 px-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-40" />
        ))}
      </div>
    )
  return (
    <ul>
      {(data ?? []).map((root) =>
        root.children.length ? (
          <li key={root.id}>
            <details className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-control px-3 text-[0.9375rem] font-medium text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                {root.title}
                <ChevronDownIcon className="size-4 text-ink-subtle transition-transform group-open:rotate-180" />
              </summary>
              <ul className="mb-2 ml-3 border-l border-line pl-2">
                <li>
                  <InternalLink
                    href={root.path}
                    onClick={onNavigate}
                    className="flex min-h-10 items-center rounded-control px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {t.nav.allIn(root.title)}
                  </InternalLink>
                </li>
                {root.children.map((child) => (
                  <li key={child.id}>
                    <InternalLink
                      href={child.path}
                      onClick={onNavigate}
                      className="flex min-h-10 items-center rounded-control px-3 text-sm text-ink-muted hover:bg-brand-50"
                    >
                      {child.title}
                    </InternalLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={root.id}>
            <InternalLink
              href={root.path}
              onClick={onNavigate}
              className="flex min-h-11 items-center rounded-control px-3 text-[0.9375rem] font-medium text-ink hover:bg-brand-50"
            >
              {root.title}
            </InternalLink>
          </li>
        ),
      )}
    </ul>
  )
}
