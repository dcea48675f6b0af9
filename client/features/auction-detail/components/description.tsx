// The seller's description: sanitised on the server when stored and again here with DOMPurify
// before it reaches the DOM (DESIGN.md "User HTML"). Links open safely; no scripts, styles or frames.
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
  'a',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
]
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan']

let hooked = false
function purify(html: string) {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer nofollow ugc')
      }
      if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy')
    })
    hooked = true
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/))/i })
}

export function Description({ html, empty }: { html: string; empty: string }) {
  const clean = useMemo(() => purify(html), [html])
  if (!clean.trim()) return <p className="text-sm text-ink-muted">{empty}</p>
  return (
    <div
      className="max-w-none space-y-3 text-[0.9375rem] leading-7 text-ink [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_img]:max-w-full [&_img]:rounded-lg [&_li]:ml-5 [&_ol]:list-decimal [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
