import { queryClient } from '#client/lib/query-client.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { router } from './router.tsx'
import './styles.css'

// The first route (its chunk, which the page's HTML preloads, and its loader) is loaded before React
// mounts: the HTML's skeleton stays on screen until the page itself can take its place in one paint.
const mount = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
void router.load().then(mount, mount)
