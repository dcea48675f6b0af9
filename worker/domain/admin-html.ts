// HTML the console stores (contracts, support posts and answers, blog sections, the about text) is
// sanitised here before it is stored, and again in the browser before it is shown (DESIGN.md
// "Conventions"). Like the listing description (listing-description.ts) it runs on Workers'
// HTMLRewriter, with a wider allowlist for editorial text: headings, tables, definition lists.
import { safeHref } from './listing-description.ts'

const ALLOWED = new Set(
  'p br b strong i em u s small sub sup mark span div section ul ol li dl dt dd h1 h2 h3 h4 h5 h6 blockquote hr a table thead tbody tfoot tr th td caption'.split(
    ' ',
  ),
)
/** Dropped with everything inside them. */
const DROPPED =
  'script style iframe frame frameset object embed applet svg math template noscript textarea title select option form input button head xmp noembed noframes plaintext link meta base audio video canvas dialog'
    .split(' ')
    .join(',')
/** Table cells keep their span; every other attribute goes. */
const KEPT: Record<string, string[]> = { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'] }

/** The HTML as stored: allowed tags only, safe links, no comments, no attributes but table spans. */
export async function sanitizeContentHtml(html: string): Promise<string> {
  if (html.trim() === '') return ''
  const rewriter = new HTMLRewriter()
    .on(DROPPED, { element: (el) => void el.remove() })
    .on('*', {
      element(el) {
        if (el.removed) return
        const tag = el.tagName.toLowerCase()
        if (!ALLOWED.has(tag)) return void el.removeAndKeepContent()
        const href = tag === 'a' ? safeHref(el.getAttribute('href') ?? '') : null
        const keep = KEPT[tag] ?? []
        for (const [name, value = ''] of [...el.attributes]) {
          if (!name) continue
          if (keep.includes(name) && /^[\w-]{1,10}$/.test(value)) continue
          el.removeAttribute(name)
        }
        if (tag === 'a') {
          if (!href) return void el.removeAndKeepContent()
          el.setAttribute('href', href)
          // Site paths stay in the tab; outside addresses open in a new one without the opener.
          if (!href.startsWith('/')) {
            el.setAttribute('rel', 'noopener noreferrer')
            el.setAttribute('target', '_blank')
          }
        }
      },
      comments: (c) => void c.remove(),
    })
    .onDocument({ comments: (c) => void c.remove(), doctype: () => {} })
  const out = await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text()
  return out.trim()
}
