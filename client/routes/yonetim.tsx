// The editor console /yonetim: editors only. Guests see the login prompt that brings them
// back, members the "yetkiniz yok" page; every console call checks the role again on the server.
import { ConsoleLayout, Forbidden } from '#client/features/admin/components/console-layout.tsx'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadSession, SignedIn } from './-frames.tsx'

export const Route = createFileRoute('/yonetim')({
  loader: loadSession,
  component: ConsoleRoot,
})

function ConsoleRoot() {
  return (
    <SignedIn>
      {(session, location) =>
        session.user.role !== 'editor' ? (
          <Forbidden />
        ) : (
          <ConsoleLayout pathname={location.pathname}>
            <Outlet />
          </ConsoleLayout>
        )
      }
    </SignedIn>
  )
}
