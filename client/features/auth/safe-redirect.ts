// Kept apart from redirect.ts (whose search schema the route table, in the first visit's entry chunk, reads):
// only the login and register pages' own chunks need this.
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
