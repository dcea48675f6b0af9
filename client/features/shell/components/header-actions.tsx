import { CountBubble } from '#client/components/ui/badge.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { BellIcon, CartIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { Skeleton } from '#client/components/ui/spinner.tsx'
import { t } from '#client/i18n/tr.ts'
import type { UserAnswer } from '#common/schemas/answers.ts'
import { Link, useRouterState } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

// Members only: a guest's first visit does not download the account menu.
const AccountMenu = lazyPiece(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })))

const NO_RETURN = ['/', '/girisyap', '/kayitol', '/sifremiunuttum', '/cikis']

/** Where "Giriş Yap" should bring the user back to: the page they are on. */
export function useReturnPath(): string | undefined {
  const location = useRouterState({ select: (s) => s.location })
  if (NO_RETURN.includes(location.pathname) || location.pathname.startsWith('/sifreyenile')) return undefined
  return location.href
}

const iconButton = 'relative grid size-11 place-items-center rounded-full text-brand-900 hover:bg-slate-100'

export function HeaderActions({ session, pending }: { session: UserAnswer | null | undefined; pending: boolean }) {
  const redirect = useReturnPath()
  if (pending)
    return (
      <div className="flex items-center gap-2" aria-hidden="true">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="hidden h-9 w-28 rounded-full sm:block" />
      </div>
    )
  if (!session)
    return (
      <div className="flex items-center gap-1.5 sm:gap-2">
        <Link to="/girisyap" search={redirect ? { redirect } : {}} className={buttonClass('ghost', 'sm')}>
          {t.nav.login}
        </Link>
        <Link to="/kayitol" className={buttonClass('primary', 'sm')}>
          {t.nav.register}
        </Link>
      </div>
    )
  const name = session.user.title || session.user.username
  return (
    <div className="flex items-center gap-0.5 sm:gap-1">
      <Link
        to="/u/profilim"
        hash="bildirimler"
        className={iconButton}
        aria-label={session.notificationCount > 0 ? t.nav.bellCount(session.notificationCount) : t.nav.bell}
      >
        <BellIcon className="size-6" />
        <CountBubble count={session.notificationCount} />
      </Link>
      <InternalLink
        href="/sepetim"
        className={iconButton}
        aria-label={session.cartItemCount > 0 ? t.nav.cartCount(session.cartItemCount) : t.nav.cart}
      >
        <CartIcon className="size-6" />
        <CountBubble count={session.cartItemCount} />
      </InternalLink>
      <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
        <AccountMenu name={name} email={session.user.email} role={session.user.role} />
      </Suspense>
    </div>
  )
}
