// Desktop "Kategoriler" menu in the header: a disclosure panel with the root categories
// and their sub-categories (links to /kategori/{slug}/{subslug}).
import { ChevronDownIcon, GridIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { Skeleton } from '#client/components/ui/spinner.tsx'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { categoriesQuery, categoryTree } from '../queries.ts'

export function CategoryMenu() {
  const [open, setOpen] = useState(false)
  const id = useId()
  const wrap = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { data, isPending } = useQuery({ ...categoriesQuery(), select: categoryTree })

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => !wrap.current?.contains(e.target as Node) && setOpen(false)
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={wrap} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-10 items-center gap-2 rounded-control bg-brand-800 px-3.5 text-white hover:bg-brand-900"
      >
        <GridIcon className="size-4" />
        {t.nav.categories}
        <ChevronDownIcon className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={`${id}-panel`}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-2 w-[min(56rem,calc(100vw-3rem))] animate-fade-in rounded-card bg-white p-5 shadow-raised ring-1 ring-line"
      >
        {/* Its links are made when it opens: closed (and on every phone, where the bar is hidden) they were
            ~70 links of DOM and render on every first visit that nobody sees (docs/first-visit.md). */}
        {!open ? null : isPending ? (
          <div className="grid grid-cols-4 gap-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-5 w-32" />
            ))}
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-x-6 gap-y-5 md:grid-cols-3 xl:grid-cols-4">
            {(data ?? []).map((root) => (
              <li key={root.id}>
                <InternalLink href={root.path} className="font-bold text-brand-900 hover:text-brand-600 hover:underline">
                  {root.title}
                </InternalLink>
                {root.children.length ? (
                  <ul className="mt-2 space-y-1.5">
                    {root.children.slice(0, 6).map((child) => (
                      <li key={child.id}>
                        <InternalLink href={child.path} className="text-sm font-normal text-ink-muted hover:text-brand-700 hover:underline">
                          {child.title}
                        </InternalLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
