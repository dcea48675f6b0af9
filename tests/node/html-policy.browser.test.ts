// The browser side of the one HTML policy (common/html-policy.ts → client/lib/html.ts, DOMPurify),
// run in Debian's Chromium: each payload is purified, put into a live document, and the document is
// then searched for anything executable. Any alert/confirm/prompt/print or dialog fails the test.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HTML_ATTRIBUTES, HTML_ELEMENTS, OFF_SITE_REL } from '../../common/html-policy.ts'
import { loadDompurifyFixtures, type HtmlFixture } from './support/dompurify-fixtures.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
let browser: Browser
let page: Page
let fixtures: HtmlFixture[] = []
const calls: string[] = []

beforeAll(async () => {
  fixtures = await loadDompurifyFixtures(root)
  const bundle = await build({
    entryPoints: [`${root}client/lib/html.ts`],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'policy',
    platform: 'browser',
    logLevel: 'silent',
  })
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  page = await browser.newPage()
  page.on('dialog', (d) => {
    calls.push(`dialog ${d.message()}`)
    void d.dismiss()
  })
  await page.exposeFunction('__called', (what: string) => void calls.push(what))
  // The page comes from a made-up origin, so that site paths resolve as on the real site. Nothing
  // else reaches the network: every other request a payload makes is refused, and counted.
  const PAGE = 'https://mezat.test/mezat/ornek'
  await page.route('**/*', (route) => {
    if (route.request().url() === PAGE)
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="tr"><head><title>policy</title></head><body><div id="host"></div></body></html>',
      })
    calls.push(`request ${route.request().url()}`)
    return route.abort()
  })
  await page.goto(PAGE)
  await page.evaluate(() => {
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const)
      (window as unknown as Record<string, unknown>)[name] = (...a: unknown[]) =>
        (window as unknown as { __called: (s: string) => void }).__called(`${name}(${a.join(',')})`)
  })
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text })
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

type Verdict = { payload: string; out: string; found: string[]; stable: boolean }

/** Purifies each payload in the page, mounts it, and lists whatever the policy does not allow. */
async function judge(payloads: string[]): Promise<Verdict[]> {
  const verdicts = await page.evaluate(
    ({ payloads, elements, attributes, rel }) => {
      const purify = (window as unknown as { policy: { purifyHtml: (h: string) => string } }).policy.purifyHtml
      const host = document.getElementById('host')!
      const executable = new Set(
        'script style iframe frame object embed applet svg math form input button base meta link img image video audio source template noscript'.split(
          ' ',
        ),
      )
      return payloads.map((payload) => {
        const out = purify(payload)
        host.innerHTML = out
        const found: string[] = []
        for (const el of host.querySelectorAll('*')) {
          const tag = el.localName
          if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !elements.includes(tag) || executable.has(tag)) found.push(`<${tag}>`)
          const allowed = tag === 'a' ? ['href', 'rel', 'target'] : (attributes[tag] ?? [])
          for (const { name, value } of el.attributes) {
            // DOMPurify voids `is` rather than removing it: the parser already gave the element its
            // "is value", which the serializer would write back were the attribute gone. Empty, it names no element.
            if (name === 'is' && value === '') continue
            if (!allowed.includes(name) || name.startsWith('on') || name === 'style') found.push(`${tag}[${name}]`)
            if (/^[\s\u0000-\u001f]*(javascript|vbscript|data):/i.test(value)) found.push(`${name}=${value}`)
          }
          if (el instanceof HTMLAnchorElement && el.href) {
            const url = new URL(el.href)
            const onSite = url.origin === location.origin
            if (!onSite && url.protocol !== 'https:' && url.protocol !== 'mailto:') found.push(`href=${el.href}`)
            if (!onSite && el.rel !== rel) found.push(`off-site without rel: ${el.href}`)
            if (!onSite && url.protocol === 'https:' && el.target !== '_blank') found.push(`off-site in the same tab: ${el.href}`)
          }
        }
        return { payload, out, found, stable: purify(host.innerHTML) === host.innerHTML }
      })
    },
    { payloads, elements: [...HTML_ELEMENTS] as string[], attributes: HTML_ATTRIBUTES as Record<string, string[]>, rel: OFF_SITE_REL },
  )
  // Let any event a payload scheduled (load, error, focus) run before the verdict is read.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)))
  return verdicts
}

describe('browser HTML policy (DOMPurify in Chromium)', () => {
  it("leaves nothing executable in DOMPurify's fixtures (test/fixtures/expect.mjs), and purifying again changes nothing", async (ctx) => {
    if (fixtures.length === 0) return ctx.skip()
    expect(fixtures.length).toBeGreaterThan(200)
    const bad = (await judge(fixtures.map((f) => f.payload))).filter((v) => v.found.length || !v.stable)
    expect(bad).toEqual([])
    expect(calls).toEqual([])
  })

  it('look-alike local links leave marked, nothing throws, no text is lost', async () => {
    const [lookAlike, parserError, unclosed] = await judge([
      '<a href="/\\evil.example/">a</a><a href="/&#47;evil.example/">b</a><a href="/iletisim">c</a>',
      '<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=alert(1)>">',
      '<p>Bir</p><math><p>İki</p><p>Üç',
    ])
    expect(lookAlike!.found).toEqual([])
    expect(lookAlike!.out).toBe(
      `<a href="https://evil.example/" rel="${OFF_SITE_REL}" target="_blank">a</a><a href="https://evil.example/" rel="${OFF_SITE_REL}" target="_blank">b</a><a href="/iletisim">c</a>`,
    )
    expect(parserError!.found).toEqual([])
    expect(unclosed!.out.replace(/<[^>]+>/g, '')).toBe('Birİkiüç'.replace('ü', 'Ü'))
    expect(calls).toEqual([])
  })

  it('keeps every allowed element and all its text', async () => {
    const html = HTML_ELEMENTS.map((tag, i) => `<${tag}>söz${i}</${tag}>`).join('')
    const [v] = await judge([
      `<table><caption>başlık</caption><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td colspan="2">b</td></tr></tbody><tfoot><tr><td>c</td></tr></tfoot></table>${html}`,
    ])
    for (let i = 0; i < HTML_ELEMENTS.length; i++) if (!['br', 'hr'].includes(HTML_ELEMENTS[i]!)) expect(v!.out).toContain(`söz${i}`)
    for (const tag of HTML_ELEMENTS) expect(v!.out).toMatch(new RegExp(`<${tag}[ >]`))
    expect(v!.out).toContain('<th scope="col">a</th>')
    expect(v!.out).toContain('<td colspan="2">b</td>')
  })
})
