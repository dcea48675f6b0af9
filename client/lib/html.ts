// Member and editor HTML before it reaches the DOM: the policy of common/html-policy.ts applied with
// DOMPurify. The server already stored it under the same policy (worker/lib/html.ts); this second
// pass guards against anything stored before the policy or passed through another path.
import { HTML_ATTRIBUTES, HTML_DROPPED_WITH_CONTENT, HTML_ELEMENTS, keepsAttribute, linkAttributes, safeLink } from '#common/html-policy.ts'
import DOMPurify, { type Config } from 'dompurify'

const CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_ELEMENTS],
  ALLOWED_ATTR: [...new Set(Object.values(HTML_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Unwrap what is not allowed and keep its text; only code goes with its element.
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
}

let purifier: ReturnType<typeof DOMPurify> | null = null

/** One DOMPurify instance of our own, so its hooks never touch another caller's. */
function instance() {
  if (purifier) return purifier
  const p = DOMPurify(window)
  p.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase()
    if (tag !== 'a') return void (data.keepAttr = keepsAttribute(tag, data.attrName, data.attrValue))
    // A link keeps only its href, rewritten by the link rule; rel and target come from the policy.
    const link = data.attrName === 'href' ? safeLink(data.attrValue) : null
    data.keepAttr = link != null
    if (link) data.attrValue = link.href
  })
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return
    for (const [name, value] of Object.entries(linkAttributes(node.getAttribute('href')))) node.setAttribute(name, value)
  })
  purifier = p
  return p
}

/** The HTML as the browser may show it. */
export const purifyHtml = (html: string): string => (html.trim() === '' ? '' : instance().sanitize(html, CONFIG))
