// The member's account menu in the header: a disclosure button with the account links
// and logout. Esc or a click outside closes it; Esc returns focus.
import { ChevronDownIcon, LogoutIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { LOGOUT_HREF, menuLinksFor } from '../nav-links.ts'

export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx('grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800', className)}
    >
      {name.slice(0, 1).toLocaleUpperCase('tr-TR')}
    </span>
  )
}

export function AccountMenu({ name, email, role }: { name: string; email: string; role?: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!panel.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
        className="flex h-11 items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-sm font-semibold text-ink hover:bg-slate-100"
      >
        <Avatar name={name} />
        <span className="hidden max-w-32 truncate lg:inline">{name}</span>
        <span className="sr-only lg:hidden">{t.nav.accountMenu}</span>
        <ChevronDownIcon className={cx('size-4 text-ink-muted transition-transform', open && 'rotate-180')} />
      </button>
      <div
        ref={panel}
        id={`${id}-panel`}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 max-h-[calc(100dvh-5rem)] w-64 animate-fade-in overflow-y-auto overscroll-contain rounded-card bg-white py-2 shadow-raised ring-1 ring-line"
      >
        <div className="border-b border-line px-4 pt-1 pb-3">
          <p className="truncate text-sm font-bold text-ink">{t.nav.hello(name)}</p>
          <p className="truncate text-xs text-ink-muted">{email}</p>
        </div>
        <nav aria-label={t.nav.accountMenu}>
          <ul className="py-1">
            {menuLinksFor(role).map((link) => (
              <li key={link.href}>
                <InternalLink
                  href={link.href}
                  aria-current={pathname === link.href ? 'page' : undefined}
                  className="block px-4 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                >
                  {link.label}
                </InternalLink>
              </li>
            ))}
          </ul>
          <div className="border-t border-line pt-1">
            <InternalLink
              href={LOGOUT_HREF}
              className="flex items-center gap-2 px-4 py-2 text-sm font-semibold text-danger-700 hover:bg-danger-50"
            >
              <LogoutIcon className="size-4" />
              {t.account.logout}
            </InternalLink>
          </div>
        </nav>
      </div>
    </div>
  )
}
