// The mobile sidebar: a modal drawer (native <dialog>, so focus stays inside and Esc
// closes) with the top links, the account links or the guest buttons, and categories.
import { ButtonLink } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { ChevronRightIcon, LogoutIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { t } from '#client/i18n/tr.ts'
import type { UserAnswer } from '#common/schemas/answers.ts'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { LOGOUT_HREF, menuLinksFor, topLinks } from '../nav-links.ts'
import { Avatar } from './account-menu.tsx'
import { useReturnPath } from './header-actions.tsx'

const row = 'flex min-h-11 items-center justify-between rounded-control px-3 text-[0.9375rem] font-medium text-ink hover:bg-brand-50'

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="mb-1 px-3 text-xs font-bold tracking-wider text-ink-subtle uppercase">{children}</h3>
}

export function MobileDrawer({
  open,
  onClose,
  session,
  categoryTree,
}: {
  open: boolean
  onClose: () => void
  session: UserAnswer | null
  categoryTree: ReactNode
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const redirect = useReturnPath()
  // Any navigation from inside the drawer closes it. The drawer mounts lazily, possibly already open
  // (site-header.tsx): only a change of path after mounting closes it.
  const shownAt = useRef(pathname)
  useEffect(() => {
    if (shownAt.current === pathname) return
    shownAt.current = pathname
    onClose()
  }, [pathname]) // eslint-disable-line react-hooks/exhaustive-deps

  const name = session ? session.user.title || session.user.username : ''
  return (
    <Dialog open={open} onClose={onClose} title={t.nav.menuTitle} variant="drawer">
      <div className="space-y-6 pb-6">
        {session ? (
          <div className="flex items-center gap-3 rounded-card bg-brand-50 p-3">
            <Avatar name={name} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-bold text-brand-900">{t.nav.hello(name)}</p>
              <p className="truncate text-xs text-ink-muted">{session.user.email}</p>
            </div>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <ButtonLink to="/girisyap" search={redirect ? { redirect } : {}} variant="secondary" onClick={onClose}>
              {t.nav.login}
            </ButtonLink>
            <ButtonLink to="/kayitol" onClick={onClose}>
              {t.nav.register}
            </ButtonLink>
          </div>
        )}

        <nav aria-label={t.nav.main}>
          <ul>
            {topLinks.map((link) => (
              <li key={link.href}>
                <InternalLink href={link.href} className={row} onClick={onClose}>
                  {link.label}
                  <ChevronRightIcon className="size-4 text-ink-subtle" />
                </InternalLink>
              </li>
            ))}
          </ul>
        </nav>

        {session ? (
          <nav aria-label={t.nav.accountMenu}>
            <Heading>{t.nav.account}</Heading>
            <ul>
              {menuLinksFor(session.user.role).map((link) => (
                <li key={link.href}>
                  <InternalLink href={link.href} className={row} onClick={onClose}>
                    {link.label}
                  </InternalLink>
                </li>
              ))}
              <li>
                <InternalLink href={LOGOUT_HREF} className={`${row} justify-start gap-2 text-danger-700`} onClick={onClose}>
                  <LogoutIcon className="size-4" />
                  {t.account.logout}
                </InternalLink>
              </li>
            </ul>
          </nav>
        ) : null}

        <section>
          <Heading>{t.nav.categories}</Heading>
          {categoryTree}
        </section>
      </div>
    </Dialog>
  )
}
