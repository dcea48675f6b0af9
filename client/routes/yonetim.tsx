// The editor console /yonetim: editors only. Guests see the login prompt that brings them
// back, members the "yetkiniz yok" page; every console call checks the role again on the server.
import { ConsoleLayout, Forbidden } from '#client/features/admin/components/console-layout.tsx'
import { LoginPrompt } from '#client/features/auth/components/login-prompt.tsx'
import { currentUser, sessionOrNull } from '#client/lib/session.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim')({
  loader: ({ context }) => sessionOrNull(context.queryClient),
  component: ConsoleRoot,
})

function ConsoleRoot() {
  const { data: session } = useSuspenseQuery(currentUser())
  const location = useRouterState({ select: (s) => s.location })
  if (!session) return <LoginPrompt redirect={location.href} />
  if (session.user.role !== 'editor') return <Forbidden />
  return (
    <ConsoleLayout pathname={location.pathname}>
      <Outlet />
    </ConsoleLayout>
  )
}
