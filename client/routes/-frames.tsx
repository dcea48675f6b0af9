// The frames route files share (the "-" keeps this file out of the route tree). Each route's loader and component
// stay its own named options (client/README.md "Shared pieces"), so the route splitter keeps them, and the queries
// they name, in the page's lazy chunk:
// - a route for signed-in visitors only (the account area, the editor console): `loadSession`, `SignedIn`;
// - a public page of one answer (the contact page, the categories, the brands): `loadAnswer`, `answerPage`;
// - an account page of one paged list (orders, questions): `pagedAccountPage`.
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { usePagedList } from '#client/features/member/account-lists.ts'
import { MemberPage, PageHeader } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { currentUser, sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery, type QueryClient, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import { useRouterState, type ParsedLocation } from '@tanstack/react-router'
import type { ComponentType, ReactNode } from 'react'

type Context = { context: { queryClient: QueryClient } }

/** The loader of such a route: the session, or null for a guest. */
export const loadSession = ({ context }: Context) => sessionOrNull(context.queryClient)

type Session = NonNullable<Awaited<ReturnType<typeof sessionOrNull>>>

/** `children` with the session and where the visitor is, or the login prompt for a guest. */
export function SignedIn({ children }: { children: (session: Session, location: ParsedLocation) => ReactNode }) {
  const { data: session } = useSuspenseQuery(currentUser())
  const location = useRouterState({ select: (s) => s.location })
  return session ? children(session, location) : <LoginPrompt redirect={location.href} />
}

type AnswerQuery<T, K extends QueryKey> = () => UseSuspenseQueryOptions<T, Error, T, K>

/** The answer of a page's query. */
export type PageData<Q> = Q extends AnswerQuery<infer T, infer _K> ? T : never

/** The loader of such a page: its answer. */
export const loadAnswer =
  <T, K extends QueryKey>(query: AnswerQuery<T, K>) =>
  ({ context: { queryClient } }: Context) =>
    queryClient.ensureQueryData(query())

/** The page: `heading` makes the title and the lead of the answer, `Body` draws the answer under them. */
export function answerPage<T, K extends QueryKey>(
  query: AnswerQuery<T, K>,
  heading: (data: T) => { title: string; lead: string },
  Body: ComponentType<{ data: T }>,
) {
  return function AnswerPage() {
    const { data } = useSuspenseQuery(query())
    const { title, lead } = heading(data)
    usePageTitle(title)
    return (
      <div className="container-page space-y-6 py-6 sm:py-8">
        <PageHeader title={title} lead={lead} />
        <Body data={data} />
      </div>
    )
  }
}

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
