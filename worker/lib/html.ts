// Member and editor HTML as stored: the policy of common/html-policy.ts applied with sanitize-html
// (htmlparser2 underneath). It runs in workerd without nodejs_compat: its one Node-flavoured
// dependency, postcss, maps path/url/fs away in its package.json "browser" field, which wrangler's
// bundler follows; postcss only parses style attributes, and the policy allows none.
import { invalidField } from '#common/errors.ts'
import { HTML_ATTRIBUTES, HTML_DROPPED_WITH_CONTENT, HTML_ELEMENTS, keepsAttribute, linkAttributes } from '#common/html-policy.ts'
import { tr } from '#common/messages.ts'
import sanitize from 'sanitize-html'

/** Every element but links keeps only its allowed attributes (sanitize-html runs '*' after 'a'). */
const keepAllowed: sanitize.Transformer = (tagName, attribs) => ({
  tagName,
  attribs:
    tagName === 'a' ? attribs : Object.fromEntries(Object.entries(attribs).filter(([name, value]) => keepsAttribute(tagName, name, value))),
})

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...HTML_ELEMENTS],
  // Links get their attributes from the link rule alone (transformTags), so they may keep these.
  allowedAttributes: { ...HTML_ATTRIBUTES, a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  // Unwrap what is not allowed and keep its text; only code goes with its element.
  disallowedTagsMode: 'discard',
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs.href) }), '*': keepAllowed },
  parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
}

/**
 * The HTML as stored: allowed elements and attributes only, safe links, no comments. Malformed
 * markup loses only what cannot be kept, never its text. Should the parser still give up, the
 * writer gets a 422 naming the field rather than a 500 (`field` and `label` name it).
 */
export function sanitizeHtml(html: string, field: string, label: string): string {
  if (html.trim() === '') return ''
  try {
    return sanitize(html, OPTIONS).trim()
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'html unreadable', field, error: String(error) }))
    throw invalidField(field, tr.common.htmlUnreadable(label))
  }
}

/** The words of stored (already sanitised) HTML, for search keys and "is it empty" checks. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
