// /u/bildirimlerim: title, message, link target and date; the
// page marks them read when it is shown (docs/member-rules.md), so the bell's count drops.
import { SectionCard } from '#client/components/ui/card.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { useMarkNotificationsRead } from '#client/features/member/queries.ts'
import { NotificationList } from '#client/features/notifications/components/notification-list.tsx'
import { PushOffer } from '#client/features/push/push-card.tsx'
import { notificationsQuery } from '#client/features/notifications/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { hasToken } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

export const Route = createFileRoute('/u/bildirimlerim')({
  loader: ({ context: { queryClient } }) => (hasToken() ? queryClient.ensureQueryData(notificationsQuery()) : undefined),
  pendingComponent: () => <PageSpinner />,
  component: NotificationsPage,
})

function NotificationsPage() {
  usePageTitle(t.account.notifications)
  const { data } = useSuspenseQuery(notificationsQuery())
  const markRead = useMarkNotificationsRead()
  const unread = data.some((n) => !n.read_at)
  const done = useRef(false)
  useEffect(() => {
    // Once per visit: the list keeps its "new" dots until the next visit.
    if (unread && !done.current) {
      done.current = true
      markRead.mutate()
    }
  }, [unread, markRead])
  return (
    <div className="space-y-6">
      <PageHeader title={t.account.notifications} lead={tm.notifications.lead} />
      <PushOffer />
      <SectionCard title={t.notifications.title}>
        <NotificationList notifications={data} />
      </SectionCard>
    </div>
  )
}
