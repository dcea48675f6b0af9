// The query factory of the client: most server state is one GET answer under one key, so a feature's
// queries.ts names its keys and, per answer, the key, the path and how the answer is read (api.ts); how
// long it stays fresh and whether a failure is retried (or the query waits for its input) are the only options that differ between them.
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'
import { api, type Answer, type Reader } from './api.ts'

type Extra = { staleTime?: number; retry?: boolean; enabled?: boolean }

/** GET `path` under `queryKey`. */
export const getQuery = <K extends QueryKey, R extends Reader>(queryKey: K, path: string, reader: R, extra: Extra = {}) =>
  queryOptions<Answer<R>, Error, Answer<R>, K>({ queryKey, queryFn: ({ signal }) => api.get(path, reader, { signal }), ...extra })

/** One page of a paged list (`?page=`): the page on screen stays while the next one loads. */
export const pageQuery = <K extends QueryKey, R extends Reader>(queryKey: K, path: string, reader: R, page: number) =>
  queryOptions<Answer<R>, Error, Answer<R>, K>({
    queryKey,
    queryFn: ({ signal }) => api.get(path, reader, { signal, query: { page } }),
    placeholderData: keepPreviousData,
  })
