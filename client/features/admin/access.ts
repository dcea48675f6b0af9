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
 * The loader half of a console list whose address names its query: the search becomes the query
 * (`queryOf`), which is the route's loader deps (the page reads it back with `Route.useLoaderDeps()`),
 * and the list is prefetched for editors only.
 */
export function listLoader<S, Q, T, K extends QueryKey>(
  queryOf: (search: S) => Q,
  query: (q: Q) => EnsureQueryDataOptions<T, Error, T, K>,
) {
  return {
    loaderDeps: ({ search }: { search: S }) => queryOf(search),
    loader: ({ context: { queryClient }, deps }: { context: { queryClient: QueryClient }; deps: Q }) =>
      prefetchForEditor(queryClient, () => queryClient.ensureQueryData(query(deps))),
  }
}
