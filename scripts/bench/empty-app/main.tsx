// The empty app of `npm run bench:web` (scripts/bench/web.ts): Mezat's stack with nothing of Mezat in it —
// React and react-dom, TanStack Router (file routes, the same router plugin) and Query, Tailwind — one
// route rendering a paragraph. Measured beside Mezat in the same run, it says what the stack itself costs
// on this machine at that moment.
import './styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { routeTree } from './routeTree.gen.ts'

const queryClient = new QueryClient()
const router = createRouter({ routeTree, context: { queryClient } })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
