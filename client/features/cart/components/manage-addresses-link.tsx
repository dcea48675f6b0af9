// The link from a checkout step to the member's saved addresses and invoice profiles (/u/adreslerim).
import { ButtonLink } from '#client/components/ui/button.tsx'
import type { ReactNode } from 'react'

export function ManageAddressesLink({ children }: { children: ReactNode }) {
  return (
    <ButtonLink to="/u/adreslerim" variant="ghost" size="sm">
      {children}
    </ButtonLink>
  )
}
