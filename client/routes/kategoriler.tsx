// /kategoriler: top-level categories (parent 0) as cards linking to
// /kategori/{slug}, their children (matched by parent id) listed beneath.
import { Card } from '#client/components/ui/card.tsx'
import { ChevronRightIcon, GridIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { categoriesQuery, categoryTree } from '#client/features/categories/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { answerPage, loadAnswer, type PageData } from './-frames.tsx'

function Categories({ data }: { data: PageData<typeof categoriesQuery> }) {
  const roots = useMemo(() => categoryTree(data), [data])
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {roots.map((c) => (
        <li key={c.id}>
          <Card className="flex h-full flex-col p-5">
            <InternalLink href={c.path} className="group flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700">
                <GridIcon className="size-5" />
              </span>
              <span className="flex-1 text-lg font-bold text-brand-900 group-hover:underline">{c.title}</span>
              <ChevronRightIcon className="size-5 text-ink-subtle" />
            </InternalLink>
            {c.children.length ? (
              <ul className="mt-3 flex flex-wrap gap-1.5 border-t border-line pt-3">
                {c.children.map((child) => (
                  <li key={child.id}>
                    <InternalLink
                      href={child.path}
                      className="inline-block rounded-full bg-slate-50 px-3 py-1 text-sm text-ink ring-1 ring-line hover:bg-brand-50 hover:text-brand-800"
                    >
                      {child.title}
                    </InternalLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  )
}

export const Route = createFileRoute('/kategoriler')({
  loader: loadAnswer(categoriesQuery),
  component: answerPage(categoriesQuery, () => ({ title: tc.categories.title, lead: tc.categories.lead }), Categories),
})
