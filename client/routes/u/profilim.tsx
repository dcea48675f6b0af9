// /u/profilim: greeting, account summary, e-mail verification state and
// the notifications list (#bildirimler, the header bell's target).
import { Card, SectionCard } from '#client/components/ui/card.tsx'
import { BellIcon, CartIcon, ClockIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { SectionBoundary } from '#client/components/ui/section-boundary.tsx'
import { Skeleton } from '#client/components/ui/spinner.tsx'
import { VerificationPrompt } from '#client/features/account/components/verification-prompt.tsx'
import { formatDay } from '#client/features/account/format.ts'
import { PushOffer } from '#client/features/push/push-card.tsx'
import { NotificationList } from '#client/features/notifications/components/notification-list.tsx'
import { notificationsQuery } from '#client/features/notifications/queries.ts'
import { t } from '#client/i18n/tr.ts'
import { currentUser, hasToken } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export const Route = createFileRoute('/u/profilim')({
  loader: ({ context: { queryClient } }) => {
    if (hasToken()) void queryClient.prefetchQuery(notificationsQuery())
  },
  component: ProfilePage,
})

function Stat({ icon, label, value, href }: { icon: ReactNode; label: string; value: string; href?: string }) {
  const body = (
    <>
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:size-10">{icon}</span>
      <span className="min-w-0">
        <span className="block text-xs leading-4 text-ink-muted">{label}</span>
        <span className="mt-0.5 block text-sm font-bold text-ink tabular sm:text-base">{value}</span>
      </span>
    </>
  )
  const layout = 'flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3'
  return (
    <Card className="p-3 sm:p-3.5">
      {href ? (
        <InternalLink href={href} className={`${layout} hover:text-brand-700`}>
          {body}
        </InternalLink>
      ) : (
        <div className={layout}>{body}</div>
      )}
    </Card>
  )
}

function Notifications() {
  const { data } = useSuspenseQuery(notificationsQuery())
  // The bell opens this list: the offer to push it to this device stands above it while push is off here.
  return (
    <div className="space-y-4">
      <PushOffer />
      <NotificationList notifications={data} />
    </div>
  )
}

function ProfilePage() {
  usePageTitle(t.account.profile)
  const { data: session } = useSuspenseQuery(currentUser())
  if (!session) return null
  const { user } = session
  const name = user.title || user.username
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t.profile.greeting(name)}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t.profile.lead}</p>
      </header>

      <VerificationPrompt email={user.email} verifiedAt={user.email_verified_at} />

      <section aria-label={t.profile.summary} className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat icon={<CartIcon />} label={t.profile.cartItems} value={String(session.cartItemCount)} href="/sepetim" />
        <Stat icon={<BellIcon />} label={t.profile.unread} value={String(session.notificationCount)} />
        <Stat icon={<ClockIcon />} label={t.profile.memberSince} value={formatDay(user.created_at) ?? t.profile.notSet} />
      </section>

      <SectionCard id="bildirimler" title={t.notifications.title}>
        <SectionBoundary
          loading={
            <div className="space-y-4" aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <div key={i} className="space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-5/6" />
                </div>
              ))}
            </div>
          }
        >
          <Notifications />
        </SectionBoundary>
      </SectionCard>
    </div>
  )
}
