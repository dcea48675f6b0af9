// The frame of a route for signed-in visitors only (the account area, the editor console): its loader asks
// who is signed in, and a guest gets the login prompt that brings them back here. The "-" keeps this file
// out of the route tree.
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { currentUser, sessionOrNull } from '#client/lib/session.ts'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useRouterState, type ParsedLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The loader of such a route: the session, or null for a guest. */
export const loadSession = ({ context }: { context: { queryClient: QueryClient } }) => sessionOrNull(context.queryClient)

type Session = NonNullable<Awaited<ReturnType<typeof sessionOrNull>>>

/** `children` with the session and where the visitor is, or the login prompt for a guest. */
export function SignedIn({ children }: { children: (session: Session, location: ParsedLocation) => ReactNode }) {
  const { data: session } = useSuspenseQuery(currentUser())
  const location = useRouterState({ select: (s) => s.location })
  return session ? children(session, location) : <LoginPrompt redirect={location.href} />
}
