// Who may see the console: editors (GET /api/user role). Loaders prefetch only for them, so a guest or
// a member never fires console calls that would answer 401/403.
import { sessionOrNull } from '#client/lib/session.ts'
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'

export async function isEditor(queryClient: QueryClient) {
  return (await sessionOrNull(queryClient))?.user.role === 'editor'
}

/** Runs the prefetches of a console page for editors only. */
export async function prefetchForEditor(queryClient: QueryClient, load: () => Promise<unknown>) {
  if (await isEditor(queryClient)) await load()
}

/**
 * The loader of a console list whose query is its loader deps (the page reads them back with
 * `Route.useLoaderDeps()`): the list, prefetched for editors only. It stays a `loader: ...` of its own
 * route, so the route splitter keeps it, and the console queries it names, in the page's lazy chunk.
 */
export const prefetchList =
  <Q, T, K extends QueryKey>(query: (q: Q) => EnsureQueryDataOptions<T, Error, T, K>) =>
  ({ context: { queryClient }, deps }: { context: { queryClient: QueryClient }; deps: Q }) =>
    prefetchForEditor(queryClient, () => queryClient.ensureQueryData(query(deps)))
