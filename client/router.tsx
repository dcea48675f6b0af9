import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { t } from '#client/i18n/tr.ts'
import { isApiError } from '#client/lib/api.ts'
import { countPageViews } from '#client/lib/page-views.ts'
import { queryClient } from '#client/lib/query-client.ts'
import { yieldToMain } from '#client/lib/yield-to-main.ts'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter, Navigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'

export type RouterContext = { queryClient: QueryClient }

function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <div className="container-page py-12">
      <Alert
        tone="error"
        title={t.common.errorTitle}
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            {t.common.retry}
          </Button>
        }
      >
        {isApiError(error) ? error.message : t.common.errorBody}
      </Alert>
    </div>
  )
}

/** Any unknown path goes home. */
function NotFoundRedirect() {
  return <Navigate to="/" replace />
}

// The route files have run: the router builds its tree in a task of its own (client/lib/yield-to-main.ts).
await yieldToMain()
export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Query owns caching; the router should always ask it (TanStack Router + Query guide).
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // A path no route matches renders the root's not-found (a redirect home) even under /u.
  notFoundMode: 'root',
  defaultPendingComponent: () => <PageSpinner />,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundRedirect,
})

countPageViews(router)

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
