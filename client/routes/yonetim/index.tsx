// /yonetim: counts and the listings waiting for approval (?durum=, ?q=, ?sayfa=).
import { prefetchForEditor } from '#client/features/admin/access.ts'
import { ReviewList, SummaryCards } from '#client/features/admin/components/review-queue.tsx'
import { AdminPage, Pager, SearchForm } from '#client/features/admin/components/ui.tsx'
import { reviewListQuery, summaryQuery } from '#client/features/admin/queries.ts'
import { ta } from '#client/i18n/tr-admin.ts'
import { cx } from '#client/lib/cx.ts'
import { APPROVAL_FILTERS } from '#common/constants.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { integer, oneOf, text } from '#client/lib/search-params.ts'

const Search = (s: { durum?: (typeof APPROVAL_FILTERS)[number]; q?: string; sayfa?: number } & SearchSchemaInput) => ({
  durum: oneOf(s.durum, APPROVAL_FILTERS),
  q: text(s.q),
  sayfa: integer(s.sayfa, 1),
})
const queryOf = (s: ReturnType<typeof Search>) => ({ status: s.durum ?? 'waiting', q: s.q || undefined, page: s.sayfa ?? 1 })

export const Route = createFileRoute('/yonetim/')({
  validateSearch: Search,
  loaderDeps: ({ search }) => queryOf(search),
  loader: ({ context: { queryClient }, deps }) =>
    prefetchForEditor(queryClient, () =>
      Promise.all([queryClient.ensureQueryData(reviewListQuery(deps)), queryClient.prefetchQuery(summaryQuery())]),
    ),
  component: QueuePage,
})

function QueuePage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const q = queryOf(search)
  const { data } = useSuspenseQuery(reviewListQuery(q))
  const go = (next: Partial<ReturnType<typeof Search>>) => void navigate({ search: { ...search, sayfa: undefined, ...next } })
  return (
    <AdminPage title={ta.dashboard.title} lead={ta.dashboard.lead}>
      <SummaryCards />
      <section aria-labelledby="ilanlar" className="space-y-3">
        <h2 id="ilanlar" className="text-lg font-bold text-brand-900">
          {ta.queue.title}
        </h2>
        <p className="text-sm text-ink-muted">{ta.queue.lead}</p>
        <div role="group" aria-label={ta.queue.title} className="flex flex-wrap gap-1.5">
          {APPROVAL_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={q.status === f}
              onClick={() => go({ durum: f === 'waiting' ? undefined : f })}
              className={cx(
                'h-9 rounded-full px-4 text-sm font-medium ring-1',
                q.status === f ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-ink ring-line hover:bg-brand-50',
              )}
            >
              {ta.queue.filters[f]}
            </button>
          ))}
        </div>
        <SearchForm key={q.q ?? ''} label={ta.queue.searchLabel} initial={q.q ?? ''} onSearch={(text) => go({ q: text || undefined })} />
        <ReviewList
          rows={data.auctions.data}
          empty={q.q ? ta.common.noResults : q.status === 'waiting' ? ta.queue.empty : ta.common.empty}
        />
        <Pager
          page={data.auctions.current_page}
          lastPage={data.auctions.last_page}
          total={data.auctions.total}
          onPage={(p) => go({ sayfa: p })}
        />
      </section>
    </AdminPage>
  )
}
