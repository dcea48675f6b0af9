// The route half of a page for members only outside the account area (a checkout step, an order's or a sale's
// page, a label): the loader reads the session and, for a member, fetches the page's queries together; the
// page shows a guest the login prompt that brings them back, and a member the page itself. Each stays a
// `loader: ...` or `component: ...` of its own route, so the route splitter keeps it, and the queries it names,
// in the page's lazy chunk.
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { currentUser, sessionOrNull } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import type { UserAnswer } from '#common/schemas/answers.ts'
import { useSuspenseQuery, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useMatch, useRouterState } from '@tanstack/react-router'
import type { ComponentType } from 'react'

type Context = { context: { queryClient: QueryClient } }

/** The loader of a members-only page: the session, then for a member all of `queries` at once. */
export const whenSignedIn =
  (...queries: ReadonlyArray<() => { queryKey: QueryKey }>) =>
  async ({ context: { queryClient } }: Context) => {
    if (await sessionOrNull(queryClient)) await Promise.all(queries.map((query) => queryClient.ensureQueryData(query() as UseQueryOptions)))
  }

type Options<P> = {
  /** The page's title, guest or member (from the route's path params). */
  title: string | ((params: P) => string)
  /** The words of the login prompt, where the page has its own. */
  prompt?: { title?: string; body?: string }
}

/** What the page of a members-only route gets: its path params and the member's session. */
export type MemberPageProps<P> = { params: P; session: UserAnswer }

/** The page of a members-only route: the login prompt for a guest, `Page` for a member. */
export function membersOnly<P = object>({ title, prompt }: Options<P>, Page: ComponentType<MemberPageProps<P>>) {
  return function MembersOnly() {
    const params = useMatch({ strict: false }).params as P
    const href = useRouterState({ select: (s) => s.location.href })
    usePageTitle(typeof title === 'string' ? title : title(params))
    const { data: session } = useSuspenseQuery(currentUser())
    return session ? <Page params={params} session={session} /> : <LoginPrompt redirect={href} {...prompt} />
  }
}
