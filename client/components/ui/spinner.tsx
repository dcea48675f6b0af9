import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <svg viewBox="0 0 24 24" className={cx('size-5 animate-spin', className)} aria-hidden="true" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}

/** A centred spinner for a loading page section. */
export function PageSpinner({ label = t.common.loading }: { label?: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center text-brand-600">
      <Spinner className="size-8" label={label} />
    </div>
  )
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200/80', className)} />
}
