// A listing's description is seller HTML: sanitised here before it is stored, and again in the
// browser before it is shown (DESIGN.md "Conventions"). Workers' HTMLRewriter (lol-html) is a real
// streaming HTML parser, so no DOM library is bundled. An allowlist of tags and attributes:
// everything else is unwrapped (its text kept) or, for script-like elements, dropped with its content.

const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'span',
  'div',
  'hr',
])
const DROPPED = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'textarea',
  'title',
  'select',
  'option',
  'form',
  'input',
  'button',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'link',
  'meta',
  'base',
  'audio',
  'video',
  'canvas',
  'dialog',
]
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i

/** A link target the browser cannot turn into script: http(s), mailto or a site path. */
export function safeHref(raw: string): string | null {
  // Browsers ignore tabs, newlines and control characters inside a scheme ("java\tscript:").
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  return SAFE_HREF.test(compact) ? compact : null
}

/** The description as stored: allowed tags only, no attributes but a safe href on links, no comments. */
export async function sanitizeDescription(html: string): Promise<string> {
  if (html.trim() === '') return ''
  const rewriter = new HTMLRewriter()
    .on(DROPPED.join(','), { element: (el) => void el.remove() })
    .on('*', {
      element(el) {
        if (el.removed) return
        const tag = el.tagName.toLowerCase()
        if (!ALLOWED.has(tag)) return void el.removeAndKeepContent()
        const href = tag === 'a' ? safeHref(el.getAttribute('href') ?? '') : null
        for (const [name] of [...el.attributes]) if (name) el.removeAttribute(name)
        if (tag === 'a') {
          if (!href) return void el.removeAndKeepContent()
          el.setAttribute('href', href)
          el.setAttribute('rel', 'nofollow noopener noreferrer ugc')
          el.setAttribute('target', '_blank')
        }
      },
      comments: (c) => void c.remove(),
    })
    .onDocument({ comments: (c) => void c.remove(), doctype: () => {} })
  const out = await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text()
  return out.trim()
}

/** The description's words, for the search key (tags and entities out). */
export const descriptionText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
