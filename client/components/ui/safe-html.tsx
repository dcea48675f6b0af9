// Shows server HTML (contracts now; descriptions and questions later) without
// innerHTML: the text is parsed into an inert document and rebuilt as React elements
// from an allow-list of tags. Attributes are dropped except a safe href on links.
import { cx } from '#client/lib/cx.ts'
import { createElement, useMemo, type ReactNode } from 'react'

const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
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
])
/** Elements whose content is dropped with them. */
const DROP = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title'])
const VOID = new Set(['br', 'hr'])

const safeHref = (href: string | null) => {
  if (!href) return undefined
  const v = href.trim()
  if (/^(https?:|mailto:|tel:)/i.test(v) || (v.startsWith('/') && !v.startsWith('//')) || v.startsWith('#')) return v
  return undefined
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const el = node as Element
  const tag = el.tagName.toLowerCase()
  if (DROP.has(tag)) return null
  const children = Array.from(el.childNodes, toReact)
  if (!ALLOWED.has(tag)) return children.length ? createElement('span', { key }, ...children) : null
  if (VOID.has(tag)) return createElement(tag, { key })
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'))
    const external = href?.startsWith('http')
    return createElement('a', { key, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}) }, ...children)
  }
  return createElement(tag, { key }, ...children)
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => {
    const doc = new DOMParser().parseFromString(html, 'text/html')
    return Array.from(doc.body.childNodes, toReact)
  }, [html])
  return (
    <div
      className={cx(
        'space-y-3 text-sm leading-6 text-ink-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-lg [&_h1]:font-bold [&_h1]:text-ink [&_h2]:text-base [&_h2]:font-bold [&_h2]:text-ink [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:text-ink [&_ul]:list-disc',
        className,
      )}
    >
      {content}
    </div>
  )
}
