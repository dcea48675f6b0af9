// The global shell around every page (storefront §2).
import { Toaster } from '#client/components/ui/toast.tsx'
import { CategoryMenu } from '#client/features/categories/components/category-menu.tsx'
import { CategoryTree } from '#client/features/categories/components/category-tree.tsx'
import { RealtimeProvider } from '#client/features/realtime/realtime-provider.tsx'
import { ConnectionBanner } from '#client/features/shell/components/connection-banner.tsx'
import { CookieConsent } from '#client/features/shell/components/cookie-consent.tsx'
import { ScrollToTop } from '#client/features/shell/components/scroll-to-top.tsx'
import { SiteFooter } from '#client/features/shell/components/site-footer.tsx'
import { SiteHeader } from '#client/features/shell/components/site-header.tsx'
import { useVisitorId } from '#client/features/shell/use-visitor-id.ts'
import type { RouterContext } from '#client/router.tsx'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  useVisitorId()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader categoryMenu={<CategoryMenu />} categoryTree={(close) => <CategoryTree onNavigate={close} />} />
      <main id="icerik" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
      <CookieConsent />
      <ConnectionBanner />
      <Toaster />
      <RealtimeProvider />
    </div>
  )
}
