import { z } from 'zod'

const PROBE = 'https://same-origin.invalid'

/**
 * Only paths of this site are followed after login or registration; anything else is ignored (the page's
 * own default follows). A path must start with one "/", carry no backslash or control character (browsers
 * drop tabs and newlines, so "/\t/evil.example" would become "//evil.example"), and resolve to this origin.
 */
export const safeRedirect = (value: string | undefined) => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return undefined
  try {
    const url = new URL(value, PROBE)
    return url.origin === PROBE ? `${url.pathname}${url.search}${url.hash}` : undefined
  } catch {
    return undefined
  }
}

/** `?redirect=` of /girisyap, validated (docs/conventions.md "Routes in the browser": validateSearch with .catch()). */
export const LoginSearch = z.object({ redirect: z.string().max(2000).optional().catch(undefined) })
