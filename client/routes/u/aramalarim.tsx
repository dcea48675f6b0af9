// /u/aramalarim: the member's saved searches (docs/alerts.md), to rename, pause, change how often and delete.
import { EmptyCard } from '#client/components/ui/empty-card.tsx'
import { BellIcon } from '#client/components/ui/icons.tsx'
import { PreferencesNote } from '#client/features/alerts/preferences-note.tsx'
import { savedSearchesQuery } from '#client/features/alerts/queries.ts'
import { SavedSearchItem } from '#client/features/alerts/saved-search-list.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { ta } from '#client/i18n/tr-alerts.ts'
import { t } from '#client/i18n/tr.ts'
import { hasToken } from '#client/lib/session.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/aramalarim')({
  loader: ({ context: { queryClient } }) => (hasToken() ? queryClient.ensureQueryData(savedSearchesQuery()) : undefined),
  component: SavedSearchesPage,
})

function SavedSearchesPage() {
  const { data } = useSuspenseQuery(savedSearchesQuery())
  const list = data.saved_searches
  return (
    <MemberPage
      title={t.account.savedSearches}
      lead={ta.pageLead}
      action={list.length ? <span className="text-sm text-ink-muted">{ta.limit(list.length, data.max)}</span> : undefined}
    >
      {list.length === 0 ? (
        <EmptyCard title={ta.empty} icon={<BellIcon className="size-7" />} onward={{ to: '/kategoriler', label: ta.browse }}>
          {ta.emptyBody}
        </EmptyCard>
      ) : (
        <ul className="space-y-3">
          {list.map((search) => (
            <li key={search.id}>
              <SavedSearchItem search={search} />
            </li>
          ))}
        </ul>
      )}
      <PreferencesNote />
    </MemberPage>
  )
}
