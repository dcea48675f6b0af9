// Shell data the account pages need: footer, categories, header search, contracts.
// and (contracts, categories).
import { beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_MAX } from '../../../common/constants.ts'
import { tr } from '../../../common/messages.ts'
import { expectTurkishRefusal, get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

/** A list answer: the bare array, or the array under `key`. */
const listOf = (body: unknown, key: string): any[] => {
  if (Array.isArray(body)) return body
  const inner = (body as Record<string, unknown>)[key]
  expect(Array.isArray(inner), `a list, or { ${key}: [...] }: ${JSON.stringify(body).slice(0, 200)}`).toBe(true)
  return inner as any[]
}

describe('GET /api/footer', () => {
  it('answers the link groups in order with their links in order, and the site info', async () => {
    const { site } = await seed.footer()
    const { status, body } = await read(await get('/api/footer'))
    expect(status).toBe(200)
    expect(body.footer_links).toMatchObject([
      {
        footer_header: 'Kurumsal',
        pagefooterlinks: [
          { footer_link_title: 'Hakkımızda', footer_link_url: '/hakkimizda' },
          { footer_link_title: 'İletişim', footer_link_url: '/iletisim' },
        ],
      },
      {
        footer_header: 'Yardım',
        pagefooterlinks: [
          { footer_link_title: 'Destek Merkezi', footer_link_url: '/destekmerkezi' },
          { footer_link_title: 'Sözleşmeler', footer_link_url: '/sozlesmeler' },
        ],
      },
    ])
    expect(body.site_info).toMatchObject({
      customer_service_phone: site.customer_service_phone,
      whatsapp_url: site.whatsapp_url,
      facebook_url: site.facebook_url,
      twitter_url: site.twitter_url,
      instagram_url: site.instagram_url,
      youtube_url: site.youtube_url,
    })
  })
})

describe('GET /api/categories', () => {
  it('lists categories with id, parent (0 for a root), title and slug', async () => {
    const root = await seed.category({ title: 'Antika ve Koleksiyon' })
    const child = await seed.category({ title: 'Işıklı Avizeler', parent: root })
    const { status, body } = await read(await get('/api/categories'))
    expect(status).toBe(200)
    const list = listOf(body, 'categories')
    expect(list).toContainEqual(expect.objectContaining({ id: root.id, parent: 0, title: root.title, slug: root.slug }))
    expect(list).toContainEqual(expect.objectContaining({ id: child.id, parent: root.id, title: child.title, slug: child.slug }))
  })
})

describe('GET /api/searchsummary', () => {
  let flowers: Awaited<ReturnType<typeof seed.auction>>
  let chandelier: Awaited<ReturnType<typeof seed.auction>>
  let waiting: Awaited<ReturnType<typeof seed.auction>>

  beforeAll(async () => {
    const cat = await seed.category({ title: 'Ev ve Yaşam' })
    flowers = await seed.auction({ name: 'Çiçek desenli porselen vazo', category: cat })
    chandelier = await seed.auction({ name: 'Işıklı kristal avize', category: cat })
    waiting = await seed.auction({ name: 'Çiçekli onay bekleyen tabak', category: cat, approved: 0 })
    await seed.auction({ name: 'Gümüş cep saati', category: cat })
  })

  const slugsFor = async (q: string) => {
    const { status, body } = await read(await get(`/api/searchsummary?q=${encodeURIComponent(q)}`))
    expect(status, JSON.stringify(body)).toBe(200)
    const list = listOf(body, 'search_data')
    for (const s of list)
      expect(s).toEqual(expect.objectContaining({ slug: expect.any(String), title: expect.any(String), name: expect.any(String) }))
    return list.map((s) => s.slug as string)
  }

  it.each(['cicek', 'ÇİÇEK', 'Çiçek', 'çiçek desenli'])('finds "Çiçek desenli porselen vazo" for %j', async (q) => {
    expect(await slugsFor(q)).toContain(flowers.slug)
  })

  it.each(['isikli', 'IŞIKLI', 'ışıklı', 'ISIKLI'])('finds "Işıklı kristal avize" for %j (dotless ı)', async (q) => {
    expect(await slugsFor(q)).toContain(chandelier.slug)
  })

  it('suggests only approved auctions', async () => {
    expect(await slugsFor('cicek')).not.toContain(waiting.slug)
  })

  it('finds nothing for a word no auction has', async () => {
    expect(await slugsFor('zzyzx')).toEqual([])
  })

  it('refuses a query shorter than 2 characters', async () => {
    const { status, body } = await read(await get('/api/searchsummary?q=%C3%A7'))
    expect(status).toBe(422)
    expect(body).toEqual({ message: tr.search.min, errors: { q: [tr.search.min] } })
  })

  it('refuses a missing query', async () => {
    const { status, body } = await read(await get('/api/searchsummary'))
    expect(status).toBe(422)
    expect(body.message).toBe(tr.search.required)
  })

  it(`refuses a query longer than ${SEARCH_MAX} characters`, async () => {
    const { status, body } = await read(await get(`/api/searchsummary?q=${'a'.repeat(SEARCH_MAX + 1)}`))
    expect(status).toBe(422)
    expect(body).toEqual({ message: tr.search.max, errors: { q: [tr.search.max] } })
  })

  it('treats FTS syntax in the query as plain text, never a 500', async () => {
    for (const q of ['"cicek', 'cicek*', 'NEAR(a b)', "'; DROP TABLE auctions; --", 'a OR b', '^^']) {
      const res = await get(`/api/searchsummary?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBeLessThan(500)
    }
  })
})

describe('GET /api/contracts/{slug}', () => {
  it('answers the contract with the titles of all contracts', async () => {
    const membership = await seed.contract({ slug: 'uyelik-sozlesmesi', title: 'Üyelik Sözleşmesi', sort_order: 1 })
    const privacy = await seed.contract({ slug: 'gizlilik-sozlesmesi', title: 'Gizlilik Sözleşmesi', sort_order: 2 })
    const { status, body } = await read(await get('/api/contracts/uyelik-sozlesmesi'))
    expect(status).toBe(200)
    expect(body).toEqual({
      contract_data: [{ title: membership.title, slug: membership.slug, contract_content: membership.contract_content }],
      contract_titles: [
        { title: membership.title, slug: membership.slug },
        { title: privacy.title, slug: privacy.slug },
      ],
      selected_title: { title: membership.title, slug: membership.slug },
    })
  })

  it('answers an unknown contract with 404', async () => {
    const { status } = await expectTurkishRefusal(await get('/api/contracts/boyle-bir-sozlesme-yok'))
    expect(status).toBe(404)
  })
})
