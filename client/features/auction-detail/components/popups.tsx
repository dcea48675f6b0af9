// In-page popups of the detail page: the live alert (started / ended, POPUP_MS) and the guest
// prompt ('Başarısız işlem... Pey verebilmek için üye girişi yapmalısınız', 7 s, storefront §8).
import { buttonClass } from '#client/components/ui/button.tsx'
import { CloseIcon, InfoIcon, LockIcon, WarningIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { t } from '#client/i18n/tr.ts'
import { ALERT_MS } from '#common/constants.ts'
import { tr } from '#common/messages.ts'
import { VERIFY_HREF } from '#common/trade-verification.ts'
import { useEffect, useRef } from 'react'

function Shell({ children, onClose, tone }: { children: React.ReactNode; onClose: () => void; tone: 'dark' | 'light' }) {
  return (
    <div className="pointer-events-none fixed inset-x-3 top-20 z-[55] flex justify-center">
      <div
        role="status"
        aria-live="polite"
        className={`pointer-events-auto flex w-full max-w-md animate-toast-in items-start gap-3 rounded-card p-4 shadow-raised ring-1 ${tone === 'dark' ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-ink ring-line'}`}
      >
        {children}
        <button
          type="button"
          onClick={onClose}
          aria-label={t.common.close}
          className="-m-1 grid size-8 shrink-0 place-items-center rounded-full opacity-70 hover:opacity-100"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </div>
  )
}

export function LivePopup({ message, tone, onClose }: { message: string; tone: 'dark' | 'warning'; onClose: () => void }) {
  return (
    <Shell onClose={onClose} tone={tone === 'dark' ? 'dark' : 'light'}>
      {tone === 'dark' ? (
        <InfoIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
      ) : (
        <WarningIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
      )}
      <p className="flex-1 text-sm font-semibold">{message}</p>
    </Shell>
  )
}

export function GuestPrompt({ message, redirect, onClose }: { message: string; redirect: string; onClose: () => void }) {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const timer = setTimeout(() => close.current(), ALERT_MS.error)
    return () => clearTimeout(timer)
  }, [message])
  const q = `?redirect=${encodeURIComponent(redirect)}`
  return (
    <Shell onClose={onClose} tone="light">
      <LockIcon className="mt-0.5 size-5 shrink-0 text-danger-700" />
      <div className="flex-1">
        <p className="text-sm font-semibold text-danger-800">{message}</p>
        <div className="mt-3 flex gap-2">
          <InternalLink href={`/girisyap${q}`} className={buttonClass('primary', 'sm')}>
            {ts.detail.login}
          </InternalLink>
          <InternalLink href="/kayitol" className={buttonClass('secondary', 'sm')}>
            {ts.detail.register}
          </InternalLink>
        </div>
      </div>
    </Shell>
  )
}

/** The member must verify before bidding or buying (issue 13 item 7): the sentence and the link, 7 s. */
export function VerifyPrompt({ what, onClose }: { what: 'email' | 'phone'; onClose: () => void }) {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const timer = setTimeout(() => close.current(), ALERT_MS.error)
    return () => clearTimeout(timer)
  }, [what])
  return (
    <Shell onClose={onClose} tone="light">
      <LockIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
      <div className="flex-1">
        <p className="text-sm font-semibold text-ink">{tr.tradeVerification.needed[what]}</p>
        <div className="mt-3">
          <InternalLink href={VERIFY_HREF} className={buttonClass('primary', 'sm')}>
            {ts.bidBox.verifyLink}
          </InternalLink>
        </div>
      </div>
    </Shell>
  )
}
