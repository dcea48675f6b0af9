// The route half of a console page (/yonetim/...): a loader that fetches the page's queries together, for
// editors only (a guest or a member must not fire calls that answer 401/403: client/features/admin/access.ts),
// and a page that reads them back and hands their answers to its screen. Each stays a `loader: ...` or
// `component: ...` of its own route, so the route splitter keeps it, and the console queries it names, in the
// page's lazy chunk.
import {
  useSuspenseQuery,
  type InferDataFromTag,
  type QueryClient,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query'
import { useMatch, useNavigate } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { prefetchForEditor } from './access.ts'
import type { ListAddress } from './list-address.ts'

type Options<T = unknown, K extends QueryKey = QueryKey> = UseSuspenseQueryOptions<T, Error, T, K>
type Context = { context: { queryClient: QueryClient } }
/** A query of a console page, named by its options' factory (`bannersQuery`); its key carries its answer's type. */
type Source = () => { queryKey: QueryKey }
/** The answers of a page's queries, in their order. */
type Answers<Qs> = {
  [K in keyof Qs]: Qs[K] extends () => { queryKey: infer Key extends QueryKey } ? InferDataFromTag<unknown, Key> : never
}

/** The loader of a console page: all of `queries` at once, for an editor. */
export const forEditor =
  (...queries: readonly Source[]) =>
  ({ context: { queryClient } }: Context) =>
    prefetchForEditor(queryClient, () => Promise.all(queries.map((query) => queryClient.ensureQueryData(query() as Options))))

/** The answer of one of a page's queries (its loader has fetched it). */
const useAnswer = (query: Source) => useSuspenseQuery(query() as Options).data

/** The page of a console screen: `Screen` with the props `props` makes of the answers of `queries` (which its loader fetched). */
export function consolePage<const Qs extends readonly Source[], S extends object>(
  queries: Qs,
  Screen: ComponentType<S>,
  props: (...answers: Answers<Qs>) => S,
) {
  return function ConsolePage() {
    // `queries` is fixed when the page is made, so every render calls the same hooks in the same order.
    const answers = queries.map(useAnswer) as Answers<Qs>
    return <Screen {...props(...answers)} />
  }
}

/** What the screen of a paged console list gets: the answer, its filter, and a way to another filter or page. */
export type ListScreenProps<F, T> = { data: T; filter: F; onFilter: (next: Partial<F>) => void }

/** The loader of a console list whose query is its loader deps (its filter): the list, for an editor. */
export const forEditorList =
  <F, T, K extends QueryKey>(query: (filter: F) => Options<T, K>) =>
  ({ context: { queryClient }, deps }: Context & { deps: F }) =>
    prefetchForEditor(queryClient, () => queryClient.ensureQueryData(query(deps)))

/**
 * The page of a paged console list whose address is `address`: the screen gets the filter the address names,
 * and a new filter goes into the address (back to the first page unless it names a page).
 */
export function consoleList<F extends { page: number }, T, K extends QueryKey>(
  query: (filter: F) => Options<T, K>,
  address: ListAddress<F>,
  Screen: ComponentType<ListScreenProps<F, T>>,
) {
  return function ConsoleList() {
    const filter = useMatch({ strict: false }).loaderDeps as F
    const navigate = useNavigate()
    const { data } = useSuspenseQuery(query(filter))
    const onFilter = (next: Partial<F>) => void navigate({ to: '.', search: address.toSearch({ ...filter, page: 1, ...next }) })
    return <Screen data={data} filter={filter} onFilter={onFilter} />
  }
}
