// The one HTML policy for text that members and editors write (listing descriptions, contracts,
// support posts, blog sections, the about text). The server applies it with sanitize-html before
// storing (worker/lib/html.ts), the browser with DOMPurify before showing (client/lib/html.ts);
// both read the lists and the link rule below, so they cannot drift apart. Decisions: docs/html-policy.md.

/** Elements kept as written. Everything else is unwrapped: the element goes, its text stays. */
export const HTML_ELEMENTS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'span',
  'div',
  'section',
  'article',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'a',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
] as const

/** The only attributes kept, per element; `rel` and `target` on links are set by the policy alone. */
export const HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
}

/** Dropped with their content: it is code, never the writer's text. Every other element keeps its text. */
export const HTML_DROPPED_WITH_CONTENT = ['script', 'style'] as const

/** Table spans and scopes are short words or numbers; anything longer is not a span. */
export const HTML_ATTRIBUTE_VALUE = /^[\w-]{1,10}$/

/** What off-site links carry: no opener, no referrer, no ranking credit for member-written links. */
export const OFF_SITE_REL = 'noopener noreferrer nofollow ugc'

/**
 * Relative links are resolved against this base. `.invalid` is reserved (RFC 2606), so no real
 * address shares its origin: whatever still has it after resolution is a path on our own site,
 * whichever host serves the page.
 */
const SITE_BASE = 'https://site.invalid/'
const SITE_ORIGIN = new URL(SITE_BASE).origin

export type SafeLink = { href: string; offSite: boolean; newTab: boolean }

/**
 * The link rule: `https:` anywhere, `mailto:`, and paths on this site, judged after the URL parser
 * has done what a browser does (strip controls and spaces, read `\` as `/`, resolve `..`). The
 * attribute value arrives with its entities already decoded (both parsers decode them). Returns
 * the href to write, serialised by the URL parser so that every browser reads it the same way,
 * or null when the link must lose its href.
 */
export function safeLink(raw: string): SafeLink | null {
  let url: URL
  try {
    url = new URL(raw, SITE_BASE)
  } catch {
    return null
  }
  if (url.origin === SITE_ORIGIN) {
    const path = url.pathname + url.search + url.hash
    // A path that starts with "//" is read by the browser as another host ("//evil.example").
    // A bare "#fragment" has nothing to point at: the policy keeps no id attributes.
    if (path.startsWith('//') || raw.trim().startsWith('#')) return null
    return { href: path, offSite: false, newTab: false }
  }
  if (url.protocol === 'https:' && url.hostname !== '') return { href: url.href, offSite: true, newTab: true }
  // A mail link opens the mail program; a new tab would stay empty behind it.
  if (url.protocol === 'mailto:') return { href: url.href, offSite: true, newTab: false }
  return null
}

/** The attributes a link gets from the policy: the safe href, and for off-site links rel and target. */
export function linkAttributes(raw: string | undefined | null): Record<string, string> {
  const link = raw == null ? null : safeLink(raw)
  if (!link) return {}
  return {
    href: link.href,
    ...(link.offSite ? { rel: OFF_SITE_REL } : {}),
    ...(link.newTab ? { target: '_blank' } : {}),
  }
}

/** Whether an attribute may stay on an element (links are handled by `linkAttributes`). */
export function keepsAttribute(element: string, name: string, value: string) {
  return element !== 'a' && (HTML_ATTRIBUTES[element]?.includes(name) ?? false) && HTML_ATTRIBUTE_VALUE.test(value)
}
