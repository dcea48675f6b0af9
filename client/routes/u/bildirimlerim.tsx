// /u/bildirimlerim: title, message, link target and date; the
// page marks them read when it is shown (docs/member-rules.md), so the bell's count drops.
import { SectionCard } from '#client/components/ui/card.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { forMember } from '#client/features/member/member-route.ts'
import { useMarkNotificationsRead } from '#client/features/member/queries.ts'
import { NotificationList } from '#client/features/notifications/components/notification-list.tsx'
import { notificationsQuery } from '#client/features/notifications/queries.ts'
import { PushOffer } from '#client/features/push/push-card.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

export const Route = createFileRoute('/u/bildirimlerim')({
  loader: forMember(notificationsQuery),
  component: NotificationsPage,
})

function NotificationsPage() {
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
    <MemberPage title={t.account.notifications} lead={tm.notifications.lead}>
      <PushOffer />
      <SectionCard title={t.notifications.title}>
        <NotificationList notifications={data} />
      </SectionCard>
    </MemberPage>
  )
}
