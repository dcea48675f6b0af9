// In-page prompts of the detail page (live alerts go to the toast stack, use-live-alerts.ts): the guest
// prompt (7 s): an invitation to log in or register, both of which bring the visitor back to this lot.
import { buttonClass } from '#client/components/ui/button.tsx'
import { CloseIcon, LockIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { floatingPlacement } from '#client/components/ui/toast-stack.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { t } from '#client/i18n/tr.ts'
import { ALERT_MS } from '#common/constants.ts'
import * as tr from '#common/messages/trade.ts'
import { VERIFY_HREF } from '#common/trade-verification.ts'
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'

/** Closes a prompt by itself after the error toasts' time; a new `key` (another message) starts it again. */
function useAutoClose(onClose: () => void, key: unknown) {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const timer = setTimeout(() => close.current(), ALERT_MS.error)
    return () => clearTimeout(timer)
  }, [key])
}

/** A prompt placed like the toasts: where it hides neither the price nor the bid buttons. */
function Shell({ children, onClose }: { children: React.ReactNode; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null)
  const [style, setStyle] = useState<CSSProperties>({ left: 12, right: 12, top: 80 })
  useLayoutEffect(() => setStyle(floatingPlacement(box.current?.offsetHeight ?? 0)), [])
  return (
    <div style={style} className="pointer-events-none fixed z-[55] flex justify-center">
      <div
        ref={box}
        role="status"
        aria-live="polite"
        className="pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-card bg-white p-4 text-ink shadow-raised ring-1 ring-line"
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

export function GuestPrompt({ message, redirect, onClose }: { message: string; redirect: string; onClose: () => void }) {
  useAutoClose(onClose, message)
  const q = `?redirect=${encodeURIComponent(redirect)}`
  return (
    <Shell onClose={onClose}>
      <LockIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex-1">
        <p className="text-sm font-semibold text-ink">{message}</p>
        <div className="mt-3 flex gap-2">
          <InternalLink href={`/girisyap${q}`} className={buttonClass('primary', 'sm')}>
            {td.login}
          </InternalLink>
          <InternalLink href={`/kayitol${q}`} className={buttonClass('secondary', 'sm')}>
            {td.register}
          </InternalLink>
        </div>
      </div>
    </Shell>
  )
}

/** The member must verify before bidding or buying: the sentence and the link, 7 s. */
export function VerifyPrompt({ what, onClose }: { what: 'email' | 'phone'; onClose: () => void }) {
  useAutoClose(onClose, what)
  return (
    <Shell onClose={onClose}>
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
