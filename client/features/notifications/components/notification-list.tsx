// The member's notifications: title, message, link
// target and date, newest first as the server sends them.
import { ItemList } from '#client/components/ui/empty-card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { BellIcon, ChevronRightIcon } from '#client/components/ui/icons.tsx'
import { ServerLink } from '#client/components/ui/internal-link.tsx'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import type { Notification } from '#common/schemas/answers.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'

function when(value: string | null | undefined) {
  if (!value) return null
  const ms = /^\d{4}-\d{2}-\d{2} /.test(value) ? fromWireTime(value) : Date.parse(value)
  return Number.isFinite(ms) ? { label: formatDateTime(ms), iso: new Date(ms).toISOString() } : null
}

export function NotificationList({ notifications }: { notifications: Notification[] }) {
  const empty = (
    <EmptyState title={t.notifications.empty} icon={<BellIcon className="size-7" />}>
      {t.notifications.emptyBody}
    </EmptyState>
  )
  return (
    <ItemList items={notifications} empty={empty} className="-my-1 divide-y divide-line" itemClassName="flex gap-3 py-3.5">
      {(n) => <NotificationRow notification={n} />}
    </ItemList>
  )
}

function NotificationRow({ notification: n }: { notification: Notification }) {
  const date = when(n.created_at)
  const unread = !n.read_at
  const link = n.notification_target_link
  return (
    <>
      <span className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-accent-500' : 'bg-slate-200')} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-ink">
          {n.notification_title ?? n.notification_message}
          {unread ? <span className="sr-only">({t.notifications.unread})</span> : null}
        </p>
        {n.notification_title ? <p className="mt-0.5 text-sm text-ink-muted">{n.notification_message}</p> : null}
        {date ? (
          <time dateTime={date.iso} className="mt-1 block text-xs text-ink-subtle tabular">
            {date.label}
          </time>
        ) : null}
      </div>
      {link ? (
        <ServerLink
          href={link}
          className="inline-flex h-9 shrink-0 items-center gap-0.5 self-center rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t.notifications.open}
          <ChevronRightIcon className="size-4" />
        </ServerLink>
      ) : null}
    </>
  )
}
