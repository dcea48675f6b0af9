// Account area layout /u/*: guests see a login prompt that brings them
// back; members get the account navigation beside the page.
import { LogoutIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { accountLinks, LOGOUT_HREF } from '#client/features/shell/nav-links.ts'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadSession, SignedIn } from '../-frames.tsx'

export const Route = createFileRoute('/u')({
  loader: loadSession,
  component: AccountLayout,
})

function AccountLayout() {
  return <SignedIn>{(_session, location) => <AccountFrame pathname={location.pathname} />}</SignedIn>
}

function AccountFrame({ pathname }: { pathname: string }) {
  return (
    <div className="container-page grid gap-6 py-6 sm:py-8 lg:grid-cols-[15rem_1fr] lg:gap-8">
      <nav aria-label={t.nav.accountMenu} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] lg:mx-0 lg:overflow-visible lg:px-0">
        <ul className="flex gap-1.5 lg:sticky lg:top-32 lg:flex-col lg:gap-0.5 lg:rounded-card lg:bg-surface lg:p-2 lg:shadow-card lg:ring-1 lg:ring-line">
          {accountLinks.map((link) => {
            const current = pathname === link.href
            return (
              <li key={link.href} className="shrink-0">
                <InternalLink
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={cx(
                    'flex h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap lg:rounded-control lg:px-3',
                    current
                      ? 'bg-brand-700 text-white lg:bg-brand-50 lg:font-semibold lg:text-brand-800'
                      : 'bg-white text-ink ring-1 ring-line hover:bg-brand-50 lg:bg-transparent lg:ring-0',
                  )}
                >
                  {link.label}
                </InternalLink>
              </li>
            )
          })}
          <li className="shrink-0 lg:mt-1 lg:border-t lg:border-line lg:pt-1">
            <InternalLink
              href={LOGOUT_HREF}
              className="flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold whitespace-nowrap text-danger-700 ring-1 ring-line hover:bg-danger-50 lg:rounded-control lg:bg-transparent lg:px-3 lg:ring-0"
            >
              <LogoutIcon className="size-4" />
              {t.account.logout}
            </InternalLink>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}
