// A one-line preview of stored HTML (cart descriptions): the text, with a space wherever a block
// element (paragraph, list item, heading, line break) ended, so "…kutusunda.</p><p>Parçalarda…"
// reads "…kutusunda. Parçalarda…". Parsed into an inert document; nothing is executed.
const BLOCKS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'BR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TR', 'TD', 'TH', 'BLOCKQUOTE', 'SECTION', 'ARTICLE'])

export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
    node.childNodes.forEach(walk)
    if (node.nodeType === Node.ELEMENT_NODE && BLOCKS.has((node as Element).tagName)) parts.push(' ')
  }
  walk(doc.body)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
