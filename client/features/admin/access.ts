// Who may see the console: editors (GET /api/user role). Loaders prefetch only for them, so a guest or
// a member never fires console calls that would answer 401/403.
import { sessionOrNull } from '#client/lib/session.ts'
import type { QueryClient } from '@tanstack/react-query'

export async function isEditor(queryClient: QueryClient) {
  return (await sessionOrNull(queryClient))?.user.role === 'editor'
}

/** Runs the prefetches of a console page for editors only. */
export async function prefetchForEditor(queryClient: QueryClient, load: () => Promise<unknown>) {
  if (await isEditor(queryClient)) await load()
}
