import { usePageTitle } from '#client/lib/use-page-title.ts'
import type { ReactNode } from 'react'

/** The heading of an account page: title, one line of lead, and an optional action on the right. */
export function PageHeader({ title, lead, action }: { title: ReactNode; lead?: ReactNode; action?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-1 max-w-2xl text-sm text-ink-muted">{lead}</p> : null}
      </div>
      {action}
    </header>
  )
}

/** An account page: the tab's title, the heading, and what the page shows under it. */
export function MemberPage({
  title,
  lead,
  action,
  children,
}: {
  title: string
  lead?: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  usePageTitle(title)
  return (
    <div className="space-y-6">
      <PageHeader title={title} lead={lead} action={action} />
      {children}
    </div>
  )
}
