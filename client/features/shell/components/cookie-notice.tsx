// The cookie notice. Every cookie and storage key Mezat writes is strictly necessary (common/constants.ts
// COOKIES and STORAGE_KEYS, docs/privacy.md), the KVKK cookie guide's exemption from consent, so the notice
// asks for nothing: it says so and links the cookie policy. Closing it is remembered for
// COOKIE_NOTICE_DAYS in a cookie of its own, itself strictly necessary (it keeps the notice closed).
import { CloseIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { t } from '#client/i18n/tr.ts'
import { readCookie, writeCookie } from '#client/lib/cookies.ts'
import { COOKIE_NOTICE_DAYS, COOKIES } from '#common/constants.ts'
import { useState } from 'react'

export function CookieNotice() {
  const [closed, setClosed] = useState(() => readCookie(COOKIES.notice) !== null)
  if (closed) return null
  return (
    <section
      aria-label={t.cookies.label}
      data-overlay-bar
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white/98 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur"
    >
      <div className="container-page flex items-start gap-3 py-3">
        <p className="flex-1 text-sm leading-6 text-ink-muted">
          {t.cookies.text}{' '}
          <InternalLink href={t.cookies.policyPath} className="font-semibold text-brand-700 underline underline-offset-2">
            {t.cookies.policy}
          </InternalLink>
        </p>
        <button
          type="button"
          onClick={() => {
            writeCookie(COOKIES.notice, '1', COOKIE_NOTICE_DAYS)
            setClosed(true)
          }}
          aria-label={t.cookies.close}
          className="grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </section>
  )
}
