// The global shell around every page.
import { Toaster } from '#client/components/ui/toast.tsx'
import { CategoryMenu } from '#client/features/categories/components/category-menu.tsx'
import { CategoryTree } from '#client/features/categories/components/category-tree.tsx'
import { ConnectionBanner } from '#client/features/shell/components/connection-banner.tsx'
import { CookieNotice } from '#client/features/shell/components/cookie-notice.tsx'
import { SiteHeader } from '#client/features/shell/components/site-header.tsx'
import { currentUser } from '#client/lib/session.ts'
import { yieldToMain } from '#client/lib/yield-to-main.ts'
import type { RouterContext } from '#client/router.tsx'
import { useQuery } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

// The shell's modules have run: the route files run in a task of their own (client/lib/yield-to-main.ts).
await yieldToMain()

// Not needed for the first paint (docs/first-visit.md "JavaScript of a first visit"): the
// member's private channel (partysocket) loads only for a member, the scroll-to-top button once the
// page has painted.
const RealtimeProvider = lazyPiece(() =>
  import('#client/features/realtime/realtime-provider.tsx').then((m) => ({ default: m.RealtimeProvider })),
)
const ScrollToTop = lazyPiece(() => import('#client/features/shell/components/scroll-to-top.tsx').then((m) => ({ default: m.ScrollToTop })))
// The footer (links, payment marks, registry badge) is below every page's first screen: its code arrives
// after the first paint; nothing above it moves when it does.
const SiteFooter = lazyPiece(() => import('#client/features/shell/components/site-footer.tsx').then((m) => ({ default: m.SiteFooter })))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  const member = useQuery(currentUser()).data
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader categoryMenu={<CategoryMenu />} categoryTree={(close) => <CategoryTree onNavigate={close} />} />
      <main id="icerik" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <CookieNotice />
      <ConnectionBanner />
      <Toaster />
      <Suspense>
        <ScrollToTop />
        {member ? <RealtimeProvider /> : null}
      </Suspense>
    </div>
  )
}
