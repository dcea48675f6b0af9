// A link inside a sentence (a note, an alert): bold and underlined so that it reads as a link without colour.
import type { ReactNode } from 'react'
import { InternalLink } from './internal-link.tsx'

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <InternalLink href={href} className="font-semibold text-brand-700 underline">
      {children}
    </InternalLink>
  )
}
