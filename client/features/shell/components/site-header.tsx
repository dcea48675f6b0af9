// Header of every page: logo, top links, search with
// suggestions, guest buttons or the member's bell, cart and account menu, and the mobile
// drawer. Who is logged in comes from the session query (GET /api/user).
import { MenuIcon, PhoneIcon, ShieldIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { currentUser } from '#client/lib/session.ts'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Suspense, useState, type ReactNode } from 'react'
import { topLinks } from '../nav-links.ts'
import { footerQuery } from '../queries.ts'
import { HeaderActions } from './header-actions.tsx'
import { Logo } from './logo.tsx'
import { SearchBox } from './search-box.tsx'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

// The drawer's code (and the dialog's) loads when the menu button is about to be pressed (pointer down,
// focus or click), not on a first visit that never opens it.
const MobileDrawer = lazyPiece(() => import('./mobile-drawer.tsx').then((m) => ({ default: m.MobileDrawer })))

type Props = {
  /** Desktop "Kategoriler" menu, composed by the root route from the categories feature. */
  categoryMenu: ReactNode
  /** Category tree for the mobile drawer. */
  categoryTree: (close: () => void) => ReactNode
}

export function SiteHeader({ categoryMenu, categoryTree }: Props) {
  const session = useQuery(currentUser())
  const footer = useQuery(footerQuery())
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [drawer, setDrawer] = useState(false)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const wantDrawer = () => setDrawerWanted(true)
  const phone = footer.data?.site_info?.customer_service_phone

  return (
    <>
      <a
        href="#icerik"
        className="sr-only rounded-md bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t.common.skipToContent}
      </a>
      <div className="hidden bg-brand-900 text-xs text-brand-100 sm:block">
        <div className="container-page flex h-8 items-center justify-between gap-4">
          <p className="flex items-center gap-1.5">
            <ShieldIcon className="size-3.5 text-accent-300" />
            {t.footer.threeDSecure}
          </p>
          {phone ? (
            <a href={`tel:${phone.replace(/\s+/g, '')}`} className="flex items-center gap-1.5 font-semibold text-white hover:underline">
              <PhoneIcon className="size-3.5 text-accent-300" />
              {t.footer.customerService}: {phone}
            </a>
          ) : null}
        </div>
      </div>

      {/* An open menu or suggestion list of the header lies above the page's bottom bars (the cookie notice, the bid dock). */}
      <header className="relative z-30 border-b border-line bg-white has-[[aria-expanded=true]]:z-[60] lg:sticky lg:top-0">
        <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
          <button
            type="button"
            onPointerDown={wantDrawer}
            onFocus={wantDrawer}
            onClick={() => {
              wantDrawer()
              setDrawer(true)
            }}
            className="-ml-2 grid size-11 shrink-0 place-items-center rounded-full text-brand-900 hover:bg-slate-100 lg:hidden"
            aria-label={t.nav.openMenu}
            aria-haspopup="dialog"
          >
            <MenuIcon className="size-6" />
          </button>
          <Logo />
          <SearchBox className="mx-auto hidden max-w-xl flex-1 md:block" />
          <div className="ml-auto md:ml-0">
            <HeaderActions session={session.data} pending={session.isPending} />
          </div>
        </div>
        <div className="container-page pb-3 md:hidden">
          <SearchBox />
        </div>

        <nav aria-label={t.nav.main} className="hidden border-t border-line lg:block">
          <ul className="container-page flex h-12 items-center gap-1 text-sm font-semibold">
            <li>{categoryMenu}</li>
            {topLinks.map((link) => (
              <li key={link.href}>
                <InternalLink
                  href={link.href}
                  aria-current={pathname.startsWith(link.href) ? 'page' : undefined}
                  className={cx(
                    'inline-flex h-10 items-center rounded-control px-3 text-ink hover:bg-brand-50 hover:text-brand-800',
                    'aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-accent-500 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
                  )}
                >
                  {link.label}
                </InternalLink>
              </li>
            ))}
          </ul>
        </nav>

        {drawerWanted ? (
          <Suspense>
            <MobileDrawer
              open={drawer}
              onClose={() => setDrawer(false)}
              session={session.data ?? null}
              categoryTree={categoryTree(() => setDrawer(false))}
            />
          </Suspense>
        ) : null}
      </header>
    </>
  )
}
