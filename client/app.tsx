// The app (client/main.tsx imports it once the page's skeleton has been painted). Its modules run in import
// order, cut into tasks of a phone's ~50–110 ms (client/lib/yield-to-main.ts): first React's own start-up
// (react-dom, ~110 ms at CPU ×4) with Query and the API client, then the shell. No zod: answers are read by
// type (client/lib/api.ts).
import { createRoot } from 'react-dom/client'
import { queryClient } from '#client/lib/query-client.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { router } from './router.tsx'

// The first route (its chunk, which the entry preloads beside this one, and its loader) is loaded before React
// mounts: the HTML's skeleton stays on screen until the page itself can take its place in one paint.
// A first load that hangs (a chunk or a loader's call that never answers; seen once in the browser tests
// under load) must not leave the skeleton up for good: after MOUNT_WAIT_MS React mounts anyway and the
// router shows its own pending state.
const MOUNT_WAIT_MS = 4_000
let mounted = false
const mount = () => {
  if (mounted) return
  mounted = true
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
}
void router.load().then(mount, mount)
setTimeout(mount, MOUNT_WAIT_MS)
