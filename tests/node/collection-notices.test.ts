// Every collection point named in the aydınlatma catalogue (common/messages/aydinlatma.ts) has its notice
// placed beside a form in the client, and no form asks the person to tick the aydınlatma or the privacy
// text (docs/privacy.md "Aydınlatma at every collection point", "Registration: information, contract and
// consent apart"). The browser specs render three of the points; this reads the sources for all of them.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectionNotice } from '../../common/messages/aydinlatma.ts'
import { CONTRACTS } from '../../scripts/seed/contracts.ts'

const CLIENT = new URL('../../client/', import.meta.url).pathname
const sources = (readdirSync(CLIENT, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => ({ file: f, text: readFileSync(join(CLIENT, f), 'utf8') }))

describe('the aydınlatma notices', () => {
  it.each(Object.keys(collectionNotice.points))('the point %s has its notice beside a form', (point) => {
    const placed = sources.filter((s) => s.text.includes(`<CollectionNotice point="${point}"`)).map((s) => s.file)
    expect(placed, `no <CollectionNotice point="${point}"> in client/`).not.toEqual([])
  })

  it('is never a box to tick: no checkbox is named after the privacy or aydınlatma text', () => {
    const boxes = sources.flatMap((s) => [...s.text.matchAll(/<CheckboxField[^>]*?name="([^"]+)"/g)].map((m) => ({ file: s.file, name: m[1]! })))
    expect(boxes.map((b) => b.name)).toContain('membership_contract')
    expect(boxes.filter((b) => /privacy|gizlilik|aydinlatma|kvkk/i.test(b.name))).toEqual([])
  })
})

describe('the demo texts', () => {
  const text = (slug: string) => CONTRACTS.find((c) => c.slug === slug)!.html

  it('the aydınlatma names every processor docs/privacy.md lists', () => {
    for (const processor of ['Cloudflare', 'iyzico', 'Resend', 'Netgsm', 'MNG Kargo', 'İYS']) expect(text('kvkk-aydinlatma-metni')).toContain(processor)
  })

  it('no text asks the member to accept the aydınlatma or makes it part of the membership contract', () => {
    expect(text('uyelik-sozlesmesi')).not.toMatch(/okuduğunu kabul eder\./)
    expect(text('gizlilik-sozlesmesi')).not.toMatch(/ayrılmaz bir parçası/)
  })
})
