// The route half every page of the account area (/u/...) shares: its data is fetched only with a token
// (a guest is sent on by the /u layout, and must not fire calls that answer 401). Paged lists read
// `?sayfa=N`. Each stays a `loader: ...` of its own route, so the route splitter keeps it, and the
// feature's queries it names, in the page's lazy chunk.
import { hasToken } from '#client/lib/session.ts'
import { integer } from '#client/lib/search-params.ts'
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { SearchSchemaInput } from '@tanstack/react-router'

type Data<T, K extends QueryKey> = EnsureQueryDataOptions<T, Error, T, K>
type Context = { context: { queryClient: QueryClient } }

/** The loader of an account page: `query` for a member, nothing for a guest. */
export const forMember =
  <T, K extends QueryKey>(query: () => Data<T, K>) =>
  ({ context: { queryClient } }: Context) =>
    hasToken() ? queryClient.ensureQueryData(query()) : undefined

/** `?sayfa=N`, 1 and up; anything else is the first page (read by hand: client/lib/search-params.ts says why). */
export const pageParam = (value: unknown) => integer(value, 1)

/** The search rule of a paged account list: `?sayfa=N`. */
export const pageSearch = (s: { sayfa?: number } & SearchSchemaInput) => ({ sayfa: pageParam(s.sayfa) })

/** The loader deps of a paged list: its page (`Route.useLoaderDeps().page`). */
export const pageDeps = ({ search }: { search: { sayfa?: number | undefined } }) => ({ page: search.sayfa ?? 1 })

/** The loader of a paged account list: the deps' page of `query`, for a member. */
export const pageForMember =
  <T, K extends QueryKey>(query: (page: number) => Data<T, K>) =>
  ({ context: { queryClient }, deps }: Context & { deps: { page: number } }) =>
    hasToken() ? queryClient.ensureQueryData(query(deps.page)) : undefined
