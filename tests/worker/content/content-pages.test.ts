// The support centre, the blog and the contact form: "Tickets, questions and
// contact", GET /api/support[/{title}], GET /api/blog[/{category}[/{title}]], POST /api/contactform.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { CONTACT_LIMIT } from '../../../common/schemas/contact.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { expectFieldRefused, get, postForm, postJson, read } from '../../support/http.ts'
import * as m from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'

const DAY = 86_400_000

beforeAll(async () => {
  await m.siteInfo()
  const titles = await m.supportTitles()
  const odeme = titles.find((t) => t.slug === 'odeme')
  const uyelik = titles.find((t) => t.slug === 'uyelik')
  await seed.db.insert(schema.support_posts).values([
    { support_title_id: odeme!.id, title: 'Kartla ödeme', slug: 'kartla-odeme', content: '<p>3D Secure ile ödeyin.</p>', sort_order: 2 },
    {
      support_title_id: odeme!.id,
      title: 'Taksit',
      slug: 'taksit',
      content: '<p>Taksit seçenekleri.</p>',
      video: 'https://youtu.be/x',
      sort_order: 1,
      support_post_image: 'support/taksit.webp',
    },
    { support_title_id: uyelik!.id, title: 'Üye olmak', slug: 'uye-olmak', content: '<p>Kayıt olun.</p>' },
  ])
  await seed.db
    .insert(schema.support_faqs)
    .values([{ support_title_id: odeme!.id, question: 'İade ne zaman yatar?', answer: '3-5 iş günü.', slug: 'iade-ne-zaman' }])
  const [haber, rehber] = await seed.db
    .insert(schema.blog_categories)
    .values([
      { title: 'Haberler', slug: 'haberler', sort_order: 1 },
      { title: 'Koleksiyon Rehberi', slug: 'rehber', sort_order: 2 },
    ])
    .returning()
  const now = Date.now()
  const pages = await seed.db
    .insert(schema.blog_pages)
    .values([
      {
        blog_category_id: haber!.id,
        page_title: 'Yeni mezat dönemi',
        page_slug: 'yeni-donem',
        page_description: 'Duyuru',
        published_at: now - 2 * DAY,
      },
      {
        blog_category_id: rehber!.id,
        page_title: 'Antika saat nasıl alınır?',
        page_slug: 'antika-saat',
        page_description: 'Rehber',
        page_image: '/demo/blog/saat.webp',
        published_at: now - DAY,
      },
      {
        blog_category_id: rehber!.id,
        page_title: 'Yarın yayında',
        page_slug: 'gelecek',
        page_description: 'Taslak',
        published_at: now + DAY,
      },
    ])
    .returning()
  await seed.db.insert(schema.blog_page_sections).values([
    { blog_page_id: pages[1]!.id, position: 2, section_content: '<p>İkinci bölüm</p>' },
    { blog_page_id: pages[1]!.id, position: 1, section_content: '<p>Birinci bölüm</p>', section_image: 'blog/bolum.webp' },
  ])
})

/** The support titles and blog categories seeded above, as the answers name them. */
const ODEME = { title: 'Ödeme', slug: 'odeme' }
const UYELIK = { title: 'Üyelik', slug: 'uyelik' }
const HABERLER = { title: 'Haberler', slug: 'haberler' }
const REHBER = { title: 'Koleksiyon Rehberi', slug: 'rehber' }

const siteInfo = {
  company_name: 'Mezat Test A.Ş.',
  company_address: 'Caferağa Mah. Moda Cad. No: 1, Kadıköy, İstanbul',
  company_email: 'destek@example.com',
  customer_service_phone: '0850 000 00 00',
  whatsapp_url: 'https://wa.me/908500000000',
}

describe('GET /api/support[/{title}]', () => {
  it('answers the titles and, for the first title, its posts and FAQs in order, and the contact info', async () => {
    const { status, body } = await read(await get('/api/support'))
    expect(status).toBe(200)
    expect(body).toEqual({
      support_titles: [ODEME, UYELIK],
      support_data: {
        title: 'Ödeme',
        slug: 'odeme',
        support_posts: [
          {
            title: 'Taksit',
            slug: 'taksit',
            video: 'https://youtu.be/x',
            content: '<p>Taksit seçenekleri.</p>',
            support_post_image: '/media/support/taksit.webp',
          },
          { title: 'Kartla ödeme', slug: 'kartla-odeme', video: null, content: '<p>3D Secure ile ödeyin.</p>', support_post_image: null },
        ],
        support_faqs: [
          { question: 'İade ne zaman yatar?', answer: '3-5 iş günü.', slug: 'iade-ne-zaman', video: null, support_faq_image: null },
        ],
      },
      selected_title: ODEME,
      site_info: siteInfo,
      // The verification rule for bidding and buying, the spec's default.
      trade_verification: { level: 'none', rule: tr.tradeVerification.rule.none },
    })
  })

  it('answers the chosen title', async () => {
    const { body } = await read(await get('/api/support/uyelik'))
    expect(body.selected_title).toEqual(UYELIK)
    expect(body.support_data.support_posts.map((p: { slug: string }) => p.slug)).toEqual(['uye-olmak'])
    expect(body.support_data.support_faqs).toEqual([])
  })

  it('answers 404 for an unknown title', async () => {
    expect(await read(await get('/api/support/yok'))).toEqual({ status: 404, body: { message: tr.supportCentre.notFound } })
  })
})

describe('GET /api/blog[/{category}[/{title}]]', () => {
  const item = (over: Record<string, unknown>) => ({ page_image: null, created_at: expect.any(String), ...over })
  const yeni = item({ page_title: 'Yeni mezat dönemi', page_slug: 'yeni-donem', page_description: 'Duyuru', category_slug: 'haberler' })
  const antika = item({
    page_title: 'Antika saat nasıl alınır?',
    page_slug: 'antika-saat',
    page_description: 'Rehber',
    page_image: '/demo/blog/saat.webp',
    category_slug: 'rehber',
  })

  it('answers the categories, the latest published pages and every category with its pages; no page before its date', async () => {
    const { status, body } = await read(await get('/api/blog'))
    expect(status).toBe(200)
    expect(body).toEqual({
      blog_categories: [HABERLER, REHBER],
      latest_items: [antika, yeni],
      blog_list: [
        { ...HABERLER, blog_pages: [yeni] },
        { ...REHBER, blog_pages: [antika] },
      ],
      blog_data: null,
      selected_category: null,
    })
  })

  it('answers one category', async () => {
    const { body } = await read(await get('/api/blog/rehber'))
    expect(body.selected_category).toEqual(REHBER)
    expect(body.blog_list).toEqual([{ ...REHBER, blog_pages: [antika] }])
  })

  it('answers one page with its sections in order', async () => {
    const { body } = await read(await get('/api/blog/rehber/antika-saat'))
    expect(body.blog_data).toEqual({
      ...antika,
      blog_page_sections: [
        { section_image: '/media/blog/bolum.webp', section_content: '<p>Birinci bölüm</p>' },
        { section_image: null, section_content: '<p>İkinci bölüm</p>' },
      ],
    })
  })

  it('answers 404 for an unknown category, an unknown page, a page of another category and an unpublished page', async () => {
    expect(await read(await get('/api/blog/yok'))).toEqual({ status: 404, body: { message: tr.blog.categoryNotFound } })
    expect(await read(await get('/api/blog/rehber/yok'))).toEqual({ status: 404, body: { message: tr.blog.pageNotFound } })
    expect(await read(await get('/api/blog/haberler/antika-saat'))).toEqual({ status: 404, body: { message: tr.blog.pageNotFound } })
    expect(await read(await get('/api/blog/rehber/gelecek'))).toEqual({ status: 404, body: { message: tr.blog.pageNotFound } })
  })
})

describe('POST /api/contactform', () => {
  const messages = () => seed.db.select().from(schema.contact_messages)

  it('stores the message, queues a mail to the staff and thanks the sender', async () => {
    const before = (await messages()).length
    const { status, body } = await read(
      await postForm(
        '/api/contactform',
        { name: 'Mehmet Kaya', email: 'Mehmet@Example.com', message: 'Satıcı olmak istiyorum.' },
        undefined,
        { ip: '203.0.113.1' },
      ),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.contact.sent })
    const rows = await messages()
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toMatchObject({
      name: 'Mehmet Kaya',
      email: 'Mehmet@Example.com',
      message: 'Satıcı olmak istiyorum.',
      ip: '203.0.113.1',
    })
    const mail = await seed.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, 'destek@example.com'))
    expect(mail.at(-1)).toMatchObject({ channel: 'mail', subject: tr.contact.staffSubject('Mehmet Kaya') })
    expect(mail.at(-1)!.body).toContain('Satıcı olmak istiyorum.')
  })

  it('accepts JSON as well', async () => {
    const res = await postJson('/api/contactform', { name: 'Ali', email: 'ali@example.com', message: 'Merhaba' })
    expect(res.status).toBe(200)
  })

  it.each([
    ['no name', { name: ' ', email: 'a@example.com', message: 'x' }, 'name', 'Lütfen adınızı soyadınızı yazın'],
    ['a bad e-mail', { name: 'Ali', email: 'ali@', message: 'x' }, 'email', 'Geçersiz E-posta adresi'],
    // An empty e-mail asks for it instead of calling it invalid.
    ['no e-mail', { name: 'Ali', email: '', message: 'x' }, 'email', 'Lütfen e-posta adresinizi yazın'],
    ['no message', { name: 'Ali', email: 'a@example.com', message: '' }, 'message', 'Lütfen bir mesaj içeriği yazın'],
    [
      'a message over 5000 characters',
      { name: 'Ali', email: 'a@example.com', message: 'x'.repeat(5001) },
      'message',
      tr.ticket.textTooLong,
    ],
  ])('refuses %s with its message and stores nothing', async (_n, payload, field, message) => {
    const before = (await messages()).length
    await expectFieldRefused(await postForm('/api/contactform', payload), field, message)
    expect(await messages()).toHaveLength(before)
  })

  it(`takes ${CONTACT_LIMIT.perAddress} messages an hour from one address, then answers 429`, async () => {
    const ip = '198.51.100.7'
    const payload = { name: 'Ali', email: 'ali@example.com', message: 'Merhaba' }
    for (let i = 0; i < CONTACT_LIMIT.perAddress; i++)
      expect((await postForm('/api/contactform', payload, undefined, { ip })).status).toBe(200)
    const before = (await messages()).length
    const res = await postForm('/api/contactform', payload, undefined, { ip })
    expect(await read(res)).toEqual({ status: 429, body: { message: tr.common.tooManyRequests(60) } })
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await messages()).toHaveLength(before)
    expect((await postForm('/api/contactform', payload, undefined, { ip: '198.51.100.8' })).status).toBe(200)
  })
})
