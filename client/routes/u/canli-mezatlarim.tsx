// /u/canli-mezatlarim: a seller schedules a live show of their own approved lots and sees, or calls off,
// the shows they have scheduled (docs/alerts.md "Scheduled live shows").
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { myShowsQuery, useCancelShow } from '#client/features/live-shows/queries.ts'
import { ScheduleForm } from '#client/features/live-shows/schedule-form.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { myAuctionsQuery } from '#client/features/member/queries.ts'
import { tl } from '#client/i18n/tr-live-shows.ts'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { hasToken } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { APPROVAL } from '#common/approval.ts'
import type { LiveShowView } from '#common/schemas/live-shows.ts'
import { formatDateTime } from '#common/time.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'

export const Route = createFileRoute('/u/canli-mezatlarim')({
  loader: ({ context: { queryClient } }) =>
    hasToken() ? Promise.all([queryClient.ensureQueryData(myShowsQuery()), queryClient.ensureQueryData(myAuctionsQuery())]) : undefined,
  component: MyShowsPage,
})

function MyShowList({ shows }: { shows: LiveShowView[] }) {
  const cancel = useCancelShow()
  const [asking, setAsking] = useState<LiveShowView | null>(null)
  return (
    <SectionCard title={tl.myShows}>
      {shows.length === 0 ? <p className="text-sm text-ink-muted">{tl.noShows}</p> : null}
      <ul className="divide-y divide-line">
        {shows.map((show) => (
          <li key={show.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{show.title}</p>
              <p className="text-sm text-ink-muted tabular">
                {formatDateTime(show.scheduled_at)} · {tl.lots(show.lot_count)}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => setAsking(show)}>
              {tl.cancel}
            </Button>
          </li>
        ))}
      </ul>
      <InternalLink href="/canli-mezatlar" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
        {tl.seeUpcoming}
      </InternalLink>
      <ConfirmDialog
        open={!!asking}
        title={tl.cancelTitle}
        confirmLabel={tl.cancel}
        cancelLabel={t.common.cancel}
        tone="danger"
        pending={cancel.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          cancel.mutate(asking.id, {
            onSuccess: (a) => {
              toast.success(a.message)
              setAsking(null)
            },
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      >
        {asking ? tl.cancelBody(asking.title) : null}
      </ConfirmDialog>
    </SectionCard>
  )
}

function MyShowsPage() {
  usePageTitle(tl.mineTitle)
  const { data: shows } = useSuspenseQuery(myShowsQuery())
  const { data: mine } = useSuspenseQuery(myAuctionsQuery())
  const open = mine.open_auctions.filter((a) => a.approved === APPROVAL.approved && !a.closed_at)
  return (
    <div className="space-y-6">
      <PageHeader title={tl.mineTitle} lead={tl.mineLead} />
      <ScheduleForm lots={open} />
      <MyShowList shows={shows.shows} />
    </div>
  )
}
