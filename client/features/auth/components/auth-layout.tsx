import { LockIcon } from '#client/components/ui/icons.tsx'
import { t } from '#client/i18n/tr.ts'
import type { ReactNode } from 'react'

/** The frame of the login, register and password pages: one centred card. */
export function AuthLayout({
  title,
  lead,
  children,
  footer,
}: {
  title: ReactNode
  lead?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="container-page flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md">
        <div className="rounded-card bg-surface shadow-card ring-1 ring-line">
          <div className="h-1.5 rounded-t-card bg-gradient-to-r from-brand-700 via-brand-500 to-accent-400" aria-hidden="true" />
          <div className="px-5 pt-6 pb-7 sm:px-8 sm:pt-8">
            <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">{title}</h1>
            {lead ? <p className="mt-1.5 text-sm text-ink-muted">{lead}</p> : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="border-t border-line px-5 py-4 text-center text-sm text-ink-muted sm:px-8">{footer}</div> : null}
        </div>
        <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-ink-subtle">
          <LockIcon className="size-3.5" />
          {t.auth.secureNote}
        </p>
      </div>
    </div>
  )
}
