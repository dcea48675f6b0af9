// The page of a paged account list (orders, questions): its heading, the list the answer fills, and the pager
// under it. The route's loader and search stay its own named options (client/README.md "Shared pieces"); the
// "-" keeps this file out of the route tree.
import { usePagedList } from '#client/features/member/account-lists.ts'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import type { QueryKey, UseSuspenseQueryOptions } from '@tanstack/react-query'
import type { ComponentType } from 'react'

type Paged = { current_page: number; last_page: number }
type PageQuery<T, K extends QueryKey> = (page: number) => UseSuspenseQueryOptions<T, Error, T, K>

/** The answer of a paged list's query. */
export type PageAnswer<Q> = Q extends PageQuery<infer T, infer _K> ? T : never

/** `List` draws the answer of `query` for the page the address names; `pages` says which of its lists is paged. */
export function pagedAccountPage<T, K extends QueryKey>(
  query: PageQuery<T, K>,
  { title, lead, pages }: { title: string; lead: string; pages: (data: T) => Paged },
  List: ComponentType<{ data: T }>,
) {
  return function PagedAccountPage() {
    const { data, toPage } = usePagedList(query)
    const paged = pages(data)
    return (
      <MemberPage title={title} lead={lead}>
        <List data={data} />
        <Pagination page={paged.current_page} lastPage={paged.last_page} onPage={toPage} />
      </MemberPage>
    )
  }
}
