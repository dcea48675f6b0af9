// For a guest, in place of a button that needs an account (save a search, follow a seller, be reminded of a
// show): the way to the login page, which brings them back to this page afterwards. `title` says why.
import { ButtonLink } from '#client/components/ui/button.tsx'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export function LoginFirstLink({ title, icon, label }: { title: string; icon?: ReactNode; label: ReactNode }) {
  const href = useRouterState({ select: (s) => s.location.href })
  return (
    <ButtonLink to="/girisyap" search={{ redirect: href }} variant="secondary" size="sm" title={title}>
      {icon}
      {label}
    </ButtonLink>
  )
}
