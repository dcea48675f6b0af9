import { cx } from '#client/lib/cx.ts'
import type { ReactNode } from 'react'
import { CheckCircleIcon, ErrorCircleIcon, InfoIcon, WarningIcon } from './icons.tsx'

export type AlertTone = 'info' | 'success' | 'warning' | 'error'

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  info: { box: 'bg-brand-50 text-brand-900 ring-brand-200', icon: <InfoIcon className="size-5 text-brand-600" /> },
  success: { box: 'bg-success-50 text-success-800 ring-success-100', icon: <CheckCircleIcon className="size-5 text-success-700" /> },
  warning: { box: 'bg-accent-50 text-accent-900 ring-accent-200', icon: <WarningIcon className="size-5 text-accent-700" /> },
  error: { box: 'bg-danger-50 text-danger-800 ring-danger-100', icon: <ErrorCircleIcon className="size-5 text-danger-700" /> },
}

/** An inline message box. Errors are announced at once (role=alert); others politely. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
}: {
  tone?: AlertTone
  title?: ReactNode
  children?: ReactNode
  action?: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex gap-3 rounded-control p-4 text-sm ring-1 ring-inset', tones[tone].box, className)}
    >
      <span className="shrink-0 pt-px">{tones[tone].icon}</span>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cx('leading-6', title ? 'mt-1' : null)}>{children}</div> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  )
}
