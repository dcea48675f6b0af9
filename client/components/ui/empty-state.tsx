import { cx } from '#client/lib/cx.ts'
import type { ReactNode } from 'react'
import { InboxIcon } from './icons.tsx'

export function EmptyState({
  title,
  children,
  icon = <InboxIcon className="size-7" />,
  action,
  className,
}: {
  title: ReactNode
  children?: ReactNode
  icon?: ReactNode
  action?: ReactNode
  className?: string
}) {
  return (
    <div className={cx('flex flex-col items-center px-4 py-10 text-center', className)}>
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
        {icon}
      </span>
      <p className="mt-4 text-base font-semibold text-ink">{title}</p>
      {children ? <div className="mt-1 max-w-sm text-sm text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  )
}
