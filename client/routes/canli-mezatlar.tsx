// /canli-mezatlar: "Yaklaşan canlı mezatlar", the scheduled live shows by Istanbul day, each with "Hatırlat"
// (docs/alerts.md "Scheduled live shows").
import { ButtonLink } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { GavelIcon } from '#client/components/ui/icons.tsx'
import { byDay } from '#client/features/live-shows/days.ts'
import { remindersQuery, upcomingShowsQuery } from '#client/features/live-shows/queries.ts'
import { ShowCard } from '#client/features/live-shows/show-card.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { tl } from '#client/i18n/tr-live-shows.ts'
import { currentUser } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'

export const Route = createFileRoute('/canli-mezatlar')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(upcomingShowsQuery()),
  component: UpcomingShowsPage,
})

function UpcomingShowsPage() {
  usePageTitle(tl.pageTitle)
  const { data } = useSuspenseQuery(upcomingShowsQuery())
  const { data: session } = useQuery(currentUser())
  const { data: reminders } = useQuery({ ...remindersQuery(), enabled: !!session })
  const reminded = new Set(reminders?.show_ids ?? [])
  const days = useMemo(() => byDay(data.shows, Date.now()), [data.shows])
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <PageHeader title={tl.pageTitle} lead={tl.pageLead} />
      {days.length === 0 ? (
        <Card>
          <EmptyState
            title={tl.empty}
            icon={<GavelIcon className="size-7" />}
            action={
              <ButtonLink to="/" variant="secondary">
                {tl.browse}
              </ButtonLink>
            }
          >
            {tl.emptyBody}
          </EmptyState>
        </Card>
      ) : (
        days.map((day) => (
          <section key={day.key} aria-labelledby={`gun-${day.key.replaceAll(".", "-")}`} className="space-y-3">
            <h2 id={`gun-${day.key.replaceAll(".", "-")}`} className="text-lg font-extrabold text-brand-900 sm:text-xl">
              {day.heading}
            </h2>
            <ul className="space-y-3">
              {day.shows.map((show) => (
                <li key={show.id}>
                  <ShowCard show={show} reminded={reminded.has(show.id)} loggedIn={!!session} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <p className="text-xs text-ink-muted">{tl.remindHint}</p>
    </div>
  )
}
