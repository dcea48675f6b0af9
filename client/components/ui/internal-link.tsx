// A link to a path of the SPA that may not have a typed route yet (/mezat/{slug},
// /kategori/..., server-provided links). Plain clicks navigate through the router's
// history without a page load; modified clicks keep the browser's behaviour.
import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

export const isInternalHref = (href: string) => href.startsWith('/') && !href.startsWith('//')

export function InternalLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    if (!isInternalHref(href) || rest.target === '_blank') return
    e.preventDefault()
    router.history.push(href)
  }
  return <a href={href} onClick={handle} {...rest} />
}

/**
 * A link whose address comes from the server (footer, notifications): site paths go
 * through the router, http(s) links open in a new tab, anything else (javascript:, data:)
 * is not a link at all.
 */
export function ServerLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (isInternalHref(href))
    return (
      <InternalLink href={href} {...rest}>
        {children}
      </InternalLink>
    )
  if (/^https?:\/\//i.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  return <span className={rest.className}>{children}</span>
}
