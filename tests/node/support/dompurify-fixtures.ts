// DOMPurify's own test fixtures (github.com/cure53/DOMPurify, test/fixtures/expect.mjs: 223 payloads
// written against sanitisers; DOMPurify is © Cure53 and contributors, Apache-2.0 OR MPL-2.0). The file
// is not committed to this repository: the test tooling found here may not copy other projects'
// files into it. It is read from the first of these places that has it, so it can be placed beside
// the checkout (or vendored under tests/fixtures/ with its licence note, should the team decide to):
//   $DOMPURIFY_FIXTURES · tests/fixtures/dompurify-expect.mjs · ../shared/fixtures/dompurify-expect.mjs
//   · .tmp/fixtures/dompurify-expect.mjs
// The payloads matter here, not DOMPurify's expected output: our policy is narrower than its default.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export type HtmlFixture = { title: string; payload: string }

export function dompurifyFixturesPath(root: string): string | null {
  const candidates = [
    process.env.DOMPURIFY_FIXTURES,
    join(root, 'tests/fixtures/dompurify-expect.mjs'),
    join(root, '../shared/fixtures/dompurify-expect.mjs'),
    join(root, '.tmp/fixtures/dompurify-expect.mjs'),
  ]
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null
}

/** The fixtures' titles and payloads, or an empty list when the file is in none of the places. */
export async function loadDompurifyFixtures(root: string): Promise<HtmlFixture[]> {
  const path = dompurifyFixturesPath(root)
  if (!path) return []
  const mod = (await import(pathToFileURL(path).href)) as { default: { title?: string; payload: string }[] }
  return mod.default.map(({ title, payload }, i) => ({ title: title ?? `fixture ${i}`, payload }))
}
