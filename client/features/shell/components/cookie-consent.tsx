// Cookie consent bar (storefront §2): hidden once accepted; the choice is a cookie that
// lasts COOKIE_CONSENT_DAYS (365).
import { Button } from '#client/components/ui/button.tsx'
import { t } from '#client/i18n/tr.ts'
import { readCookie, writeCookie } from '#client/lib/cookies.ts'
import { COOKIE_CONSENT_DAYS, COOKIES } from '#common/constants.ts'
import { useState } from 'react'

export function CookieConsent() {
  const [accepted, setAccepted] = useState(() => readCookie(COOKIES.consent) !== null)
  if (accepted) return null
  return (
    <section
      aria-label={t.cookies.label}
      data-overlay-bar
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white/98 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur"
    >
      <div className="container-page flex flex-col gap-3 py-3.5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-6 text-ink-muted">{t.cookies.text}</p>
        <Button
          className="shrink-0"
          onClick={() => {
            writeCookie(COOKIES.consent, '1', COOKIE_CONSENT_DAYS)
            setAccepted(true)
          }}
        >
          {t.cookies.accept}
        </Button>
      </div>
    </section>
  )
}
