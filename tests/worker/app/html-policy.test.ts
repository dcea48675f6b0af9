// The server side of the one HTML policy (common/html-policy.ts → worker/lib/html.ts, sanitize-html),
// run in workerd. What comes out is read again with HTMLRewriter (lol-html, a browser-grade tokenizer,
// not the parser that produced it) so that a parser difference cannot hide an executable leftover.
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HTML_ATTRIBUTES, HTML_ELEMENTS, OFF_SITE_REL, safeLink } from '../../../common/html-policy.ts'
import { htmlText, sanitizeHtml } from '../../../worker/lib/html.ts'

const clean = (html: string) => sanitizeHtml(html, 'description', 'Açıklama')
const ELEMENTS = new Set<string>(HTML_ELEMENTS)
/** Checked on their own, so that a too-wide allowlist fails here too. */
const EXECUTABLE = new Set(
  'script style iframe frame object embed applet svg math form input button base meta link img image video audio source template noscript'.split(
    ' ',
  ),
)

/** Everything in `html` that the policy does not allow, as a browser's tokenizer reads it. */
async function leftovers(html: string) {
  const found: string[] = []
  await new HTMLRewriter()
    .on('*', {
      element(el) {
        const tag = el.tagName
        if (!ELEMENTS.has(tag) || EXECUTABLE.has(tag)) found.push(`<${tag}>`)
        const allowed = tag === 'a' ? ['href', 'rel', 'target'] : (HTML_ATTRIBUTES[tag] ?? [])
        for (const [name = '', value = ''] of el.attributes) {
          if (!allowed.includes(name) || name.startsWith('on') || name === 'style') found.push(`${tag}[${name}]`)
          if (/^[\s\u0000-\u001f]*(javascript|vbscript|data):/i.test(value)) found.push(`${name}=${value}`)
          if (name === 'href' && safeLink(value)?.href !== value) found.push(`href=${value}`)
          if (name === 'target' && (value !== '_blank' || el.getAttribute('rel') !== OFF_SITE_REL)) found.push('target without rel')
        }
      },
    })
    .onDocument({ comments: () => void found.push('<!-- -->') })
    .transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }))
    .text()
  return found
}

/** A verdict per payload: what survived, and whether a second pass would change the output. */
async function verdict(payload: string) {
  const out = clean(payload)
  return { out, leftovers: await leftovers(out), stable: clean(out) === out }
}

describe('server HTML policy: attack payloads', () => {
  const fixtures = env.HTML_FIXTURES

  it.skipIf(fixtures.length === 0)(
    "leaves nothing executable in DOMPurify's fixtures (test/fixtures/expect.mjs), and a second pass changes nothing",
    async () => {
      expect(fixtures.length).toBeGreaterThan(200)
      const bad = []
      for (const f of fixtures) {
        const v = await verdict(f.payload)
        if (v.leftovers.length || !v.stable) bad.push({ title: f.title, ...v })
      }
      expect(bad).toEqual([])
    },
  )

  // Written here, so that the suite attacks the policy even where DOMPurify's file is absent.
  const classics = [
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><script>alert(2)</script></svg>',
    '<a href="jav&#x09;ascript:alert(1)">a</a><a href="&#106;avascript:alert(1)">b</a><a href=" javascript:alert(1)">c</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a><a href="vbscript:msgbox(1)">e</a>',
    '<iframe src="javascript:alert(1)"></iframe><object data="x"></object><embed src="x"><form action="javascript:1"><button>f</button></form>',
    '<div style="background:url(javascript:alert(1))">g</div><p style="x:expression(alert(1))">h</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<a href="/\\evil.example/">i</a><a href="/&#47;evil.example/">j</a><a href="//evil.example">k</a><a href="\\\\evil.example">l</a>',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel=import href=x>',
    '<p id="location" name="cookie" class="x" data-x="1" aria-label="y" tabindex="1" onmouseover="alert(1)">m</p>',
    '<td colspan="2 onclick=alert(1)">n</td><th scope="javascript:alert(1)">o</th>',
    '<a href="https://example.com/" target="_self" rel="opener">p</a><a href="http://example.com/">q</a>',
    '<!--<img src=x onerror=alert(1)>--><![CDATA[<img src=x onerror=alert(1)>]]>',
  ]
  it.each(classics)('leaves nothing executable in %s', async (payload) => {
    const v = await verdict(payload)
    expect(v.leftovers).toEqual([])
    expect(v.stable).toBe(true)
  })
})

describe('server HTML policy: look-alike local links', () => {
  it('a link that looks local but leaves the site is read as the browser reads it, and marked off-site', () => {
    const offSite = `<a href="https://evil.example/" rel="${OFF_SITE_REL}" target="_blank">`
    expect(clean('<a href="/\\evil.example/">x</a>')).toBe(`${offSite}x</a>`)
    expect(clean('<a href="/&#47;evil.example/">x</a>')).toBe(`${offSite}x</a>`)
    expect(clean('<a href="http:/\\evil.example/">x</a>')).toBe('<a>x</a>')
    expect(clean('<a href="/..//evil.example/">x</a>')).toBe('<a>x</a>')
  })

  it('keeps true site paths in the same tab, resolved', () => {
    expect(clean('<a href="/mezat/saat?x=1#a">x</a>')).toBe('<a href="/mezat/saat?x=1#a">x</a>')
    expect(clean('<a href="/a/../iletisim">x</a>')).toBe('<a href="/iletisim">x</a>')
    expect(clean('<a href="mailto:destek@mezat.com.tr">x</a>')).toBe(`<a href="mailto:destek@mezat.com.tr" rel="${OFF_SITE_REL}">x</a>`)
  })

  it('does not throw on the markup that made the old parser throw', () => {
    const payload = '<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=alert(1)>">'
    expect(() => clean(payload)).not.toThrow()
    expect(clean(payload)).toBe('<a></a>')
  })

  it('keeps the text after an unclosed dropped element', () => {
    expect(clean('<p>Bir</p><math><p>İki</p><p>Üç')).toBe('<p>Bir</p><p>İki</p><p>Üç</p>')
    expect(clean('<p>Bir</p><svg><p>İki</p><select><option>Üç</option><textarea>Dört')).toBe('<p>Bir</p><p>İki</p>ÜçDört')
  })
})

describe('server HTML policy: text is never lost', () => {
  it('keeps every allowed element and all its text', () => {
    const words = HTML_ELEMENTS.map((tag, i) => `söz${i}`)
    const html = HTML_ELEMENTS.map((tag, i) =>
      tag === 'br' || tag === 'hr' ? `<${tag}>${words[i]}` : `<${tag}>${words[i]}</${tag}>`,
    ).join('')
    const out = clean(html)
    for (const w of words) expect(htmlText(out)).toContain(w)
    for (const tag of HTML_ELEMENTS) expect(out).toContain(`<${tag}`)
  })

  it('keeps every word of malformed markup that is not script or style', () => {
    const tags = [
      'p',
      'b',
      'a href="/x"',
      'table',
      'td',
      'math',
      'svg',
      'select',
      'option',
      'template',
      'textarea',
      'title',
      'iframe',
      'noscript',
      'form',
      'xmp',
      'foo',
    ]
    const token = fc.oneof(
      fc.constantFrom(...tags.map((t) => `<${t}>`), ...tags.map((t) => `</${t.split(' ')[0]}>`), '<!-- -->', '<br/>'),
      fc.integer({ min: 0, max: 999 }).map((n) => ` kelime${n}ğüşıöç `),
    )
    fc.assert(
      fc.property(fc.array(token, { maxLength: 30 }), (tokens) => {
        const html = tokens.join('')
        const out = clean(html)
        for (const w of html.match(/kelime\d+ğüşıöç/g) ?? []) expect(out).toContain(w)
      }),
      { numRuns: 300 },
    )
  })
})
