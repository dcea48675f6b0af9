// Console content: image uploads to R2, banners, the carousel, videos, live sessions, contracts, the
// support centre, the blog, footer links and site info — each read back through the storefront's
// own calls, HTML sanitised on the way in, every change with its audit row.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { auditOf, del, editor, ok, postAdmin, putJson, uploadImage, type Signed } from '../../support/admin-seed.ts'
import { call, get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const m = tr.admin
let ed: Signed
beforeAll(async () => {
  ed = await editor()
})

describe('POST /api/admin/uploads', () => {
  it('stores the image in R2 under a content key that GET /media/{key} serves', async () => {
    const key = await uploadImage(ed.token)
    expect(key).toMatch(/^content\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/)
    expect(await env.PHOTOS.head(key)).not.toBeNull()
    const media = await call('GET', `/media/${key}`)
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toBe('image/png')
    expect((await auditOf('image', key))[0]).toMatchObject({ action: 'upload', user_id: ed.user.id })
  })

  it('refuses a file that is not an image, whatever its name says', async () => {
    const form = new FormData()
    form.set('file', new File(['<script>alert(1)</script>'], 'afis.png', { type: 'image/png' }))
    const { status, body } = await read(await call('POST', '/api/admin/uploads', form, { auth: ed.token }))
    expect(status).toBe(422)
    expect(body).toEqual({ message: tr.listing.photoType, errors: { file: [tr.listing.photoType] } })
  })
})

describe('banners', () => {
  it('creates a popup banner (placement 5) with desktop and phone images; the storefront shows it', async () => {
    const desktop = await uploadImage(ed.token)
    const phone = await uploadImage(ed.token)
    const b = await ok(
      postAdmin(
        '/api/admin/banners',
        {
          banner_placement: 5,
          banner_title: 'Yılbaşı mezatı',
          banner_link: '/gunun_mezatlari',
          banner_target: '_blank',
          banner_bgcolor: '#112233',
          banner_image: desktop,
          banner_image_mobile: phone,
        },
        ed.token,
      ),
    )
    const shown = await ok(get('/api/banners/5'))
    expect(shown.banners).toContainEqual({
      id: b.id,
      banner_placement: 5,
      banner_bgcolor: '#112233',
      banner_link: '/gunun_mezatlari',
      banner_title: 'Yılbaşı mezatı',
      banner_target: '_blank',
      banner_image: `/media/${desktop}`,
      banner_image_mobile: `/media/${phone}`,
    })
    await ok(
      putJson(
        `/api/admin/banners/${b.id}`,
        { banner_placement: 5, banner_title: 'Yılbaşı mezatı', banner_image: desktop, is_active: false },
        ed.token,
      ),
    )
    expect((await ok(get('/api/banners/5'))).banners.map((x: { id: number }) => x.id)).not.toContain(b.id)
    expect((await auditOf('banner', b.id)).map((r) => r.action)).toEqual(['update', 'create'])
  })

  it('refuses an image key that was never uploaded', async () => {
    const ghost = `content/ab/${'cd'.repeat(32)}.png`
    const { status, body } = await read(
      await postAdmin('/api/admin/banners', { banner_placement: 0, banner_title: 'X', banner_image: ghost }, ed.token),
    )
    expect(status).toBe(422)
    expect(body).toEqual({ message: m.imageMissing, errors: { banner_image: [m.imageMissing] } })
  })
})

describe('carousel and videos', () => {
  it('adds, edits and removes home carousel slides; the storefront reads them in order', async () => {
    const home = await ok(postAdmin('/api/admin/carousels', { title: 'Ana Sayfa', slug: 'anasayfa' }, ed.token))
    const image = await uploadImage(ed.token)
    const second = await ok(
      postAdmin(`/api/admin/carousels/${home.id}/items`, { image_path: image, link_url: '/firsatlar', sort_order: 2 }, ed.token),
    )
    await ok(
      postAdmin(`/api/admin/carousels/${home.id}/items`, { image_path: '/demo/carousel/1.webp', title: 'İlk', sort_order: 1 }, ed.token),
    )
    const shown = await ok(get('/api/carousels/anasayfa'))
    expect(shown.carousel_item.map((i: { public_url: string }) => i.public_url)).toEqual(['/demo/carousel/1.webp', `/media/${image}`])
    await ok(del(`/api/admin/carousel-items/${second.id}`, ed.token))
    expect((await ok(get('/api/carousels/anasayfa'))).carousel_item).toHaveLength(1)
    expect(await read(await del(`/api/admin/carousels/${home.id}`, ed.token))).toEqual({
      status: 409,
      body: { message: m.homeBlockLocked },
    })
  })

  it('ties a video to an auction, whose card the video block then carries; an unknown auction is refused', async () => {
    const block = await ok(postAdmin('/api/admin/videos', { title: 'Videolar', slug: `v-${seed.unique()}` }, ed.token))
    const slug = (await seed.db.query.videos.findFirst({ where: eq(schema.videos.id, block.id) }))!.slug
    const a = await seed.auction({ name: 'Videolu saat' })
    await ok(
      postAdmin(
        `/api/admin/videos/${block.id}/items`,
        { video_title: 'Yakından', video_url: 'https://www.youtube.com/embed/aqz-KE-bpKQ', auction_id: a.id },
        ed.token,
      ),
    )
    const shown = await ok(get(`/api/videos/${slug}`))
    expect(shown.video_data[0]).toMatchObject({
      video_title: 'Yakından',
      auction: expect.objectContaining({ id: a.id, name: 'Videolu saat' }),
    })
    const bad = await read(await postAdmin(`/api/admin/videos/${block.id}/items`, { video_title: 'X', auction_id: 999999 }, ed.token))
    expect(bad.body).toEqual({ message: m.videoAuctionNotFound, errors: { auction_id: [m.videoAuctionNotFound] } })
  })
})

describe('live sessions', () => {
  it('creates a session with its auctions, starts and stops it (live.ts), and refuses deleting it while on air', async () => {
    const a = await seed.auction()
    const s = await ok(
      postAdmin(
        '/api/admin/live-sessions',
        { title: 'Pazar akşamı', live_broadcast_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', auction_ids: String(a.id) },
        ed.token,
      ),
    )
    expect((await ok(get(`/api/liveauction/${s.id}`))).data.map((x: { id: number }) => x.id)).toEqual([a.id])
    await ok(postAdmin(`/api/admin/live-sessions/${s.id}/start`, {}, ed.token))
    expect((await ok(get('/api/live_session/index'))).map((x: { id: number }) => x.id)).toContain(s.id)
    expect(await read(await del(`/api/admin/live-sessions/${s.id}`, ed.token))).toEqual({
      status: 409,
      body: { message: m.liveActiveNoDelete },
    })
    await ok(postAdmin(`/api/admin/live-sessions/${s.id}/stop`, {}, ed.token))
    await ok(del(`/api/admin/live-sessions/${s.id}`, ed.token))
    expect((await auditOf('live_session', s.id)).map((r) => r.action)).toEqual(['delete', 'live_stop', 'live_start', 'create'])
  })

  it('names the auction numbers that do not exist', async () => {
    const { body } = await read(
      await postAdmin(
        '/api/admin/live-sessions',
        { title: 'X', live_broadcast_url: 'https://x.test/a.m3u8', auction_ids: '999998, 999999' },
        ed.token,
      ),
    )
    expect(body.errors).toEqual({ auction_ids: [m.liveAuctionsUnknown('999998, 999999')] })
  })
})

describe('contracts', () => {
  it('stores sanitised HTML: scripts, handlers and javascript: links are gone, text and safe links stay', async () => {
    const html =
      '<h2 onclick="x()">Madde 1</h2><script>alert(1)</script><p>Metin <a href="javascript:alert(1)">kötü</a> <a href="/iletisim">iyi</a></p><img src=x onerror=alert(1)>'
    const c = await ok(postAdmin('/api/admin/contracts', { title: 'Çerez Politikası', contract_content: html }, ed.token))
    const shown = await ok(get('/api/contracts/cerez-politikasi'))
    expect(shown.contract_data[0].contract_content).toBe('<h2>Madde 1</h2><p>Metin <a>kötü</a> <a href="/iletisim">iyi</a></p>')
    expect((await auditOf('contract', c.id))[0]).toMatchObject({ action: 'create' })
  })

  it('refuses content that is empty once sanitised, and keeps the slugs registration and the cart read', async () => {
    const empty = await read(await postAdmin('/api/admin/contracts', { title: 'Boş', contract_content: '<script>x</script>' }, ed.token))
    expect(empty.body).toEqual({ message: m.required(m.field.content), errors: { contract_content: [m.required(m.field.content)] } })
    const site = await seed.contract({ slug: 'uyelik-sozlesmesi', title: 'Üyelik Sözleşmesi' })
    const moved = await read(
      await putJson(`/api/admin/contracts/${site.id}`, { title: 'Üyelik', slug: 'uyelik', contract_content: '<p>a</p>' }, ed.token),
    )
    expect(moved.body).toEqual({ message: m.contractSlugLocked, errors: { slug: [m.contractSlugLocked] } })
    expect(await read(await del(`/api/admin/contracts/${site.id}`, ed.token))).toEqual({
      status: 409,
      body: { message: m.contractRequiredBySite },
    })
  })
})

describe('support centre and blog', () => {
  it('a support title with a post and a question shows in the support centre', async () => {
    const t = await ok(postAdmin('/api/admin/support-titles', { title: 'Ödeme ve İade' }, ed.token))
    await ok(
      postAdmin('/api/admin/support-posts', { support_title_id: t.id, title: 'Kartla ödeme', content: '<p>3D Secure ile.</p>' }, ed.token),
    )
    await ok(
      postAdmin(
        '/api/admin/support-faqs',
        { support_title_id: t.id, question: 'İade ne zaman?', answer: '<p>7 gün içinde.</p>' },
        ed.token,
      ),
    )
    const shown = await ok(get('/api/support/odeme-ve-iade'))
    expect(JSON.stringify(shown)).toContain('Kartla ödeme')
    expect(JSON.stringify(shown)).toContain('7 gün içinde.')
    expect(await read(await del(`/api/admin/support-titles/${t.id}`, ed.token))).toEqual({
      status: 409,
      body: { message: m.supportTitleInUse },
    })
  })

  it('a blog page with two sections is published at the given time, in section order', async () => {
    const cat = await ok(postAdmin('/api/admin/blog-categories', { title: 'Koleksiyon Rehberi' }, ed.token))
    const image = await uploadImage(ed.token)
    const page = await ok(
      postAdmin(
        '/api/admin/blog-pages',
        {
          blog_category_id: cat.id,
          page_title: 'Saat nasıl saklanır?',
          page_description: 'Kısa rehber',
          published_at: '2026-01-02 10:00',
          sections: [{ section_content: '<p>Birinci</p>', section_image: image }, { section_content: '<p>İkinci<script>x</script></p>' }],
        },
        ed.token,
      ),
    )
    const shown = await ok(get('/api/blog/koleksiyon-rehberi/saat-nasil-saklanir'))
    expect(shown.blog_data).toMatchObject({ page_title: 'Saat nasıl saklanır?', created_at: '2026-01-02 10:00:00' })
    expect(shown.blog_data.blog_page_sections).toEqual([
      { section_image: `/media/${image}`, section_content: '<p>Birinci</p>' },
      { section_image: null, section_content: '<p>İkinci</p>' },
    ])
    await ok(
      putJson(
        `/api/admin/blog-pages/${page.id}`,
        { blog_category_id: cat.id, page_title: 'Saat nasıl saklanır?', sections: [{ section_content: '<p>Tek</p>' }] },
        ed.token,
      ),
    )
    const edited = await ok(get('/api/blog/koleksiyon-rehberi/saat-nasil-saklanir'))
    expect(edited.blog_data.blog_page_sections).toEqual([{ section_image: null, section_content: '<p>Tek</p>' }])
    expect((await auditOf('blog_page', page.id)).map((r) => r.action)).toEqual(['update', 'create'])
  })
})

describe('footer and site info', () => {
  it('groups and links appear in GET /api/footer; site info is saved and audited', async () => {
    const g = await ok(postAdmin('/api/admin/footer-groups', { footer_header: 'Kurumsal', sort_order: 1 }, ed.token))
    await ok(
      postAdmin('/api/admin/footer-links', { group_id: g.id, footer_link_title: 'Hakkımızda', footer_link_url: '/hakkimizda' }, ed.token),
    )
    await ok(
      putJson(
        '/api/admin/site-info',
        {
          company_name: 'Mezat A.Ş.',
          company_address: 'Kadıköy',
          company_email: 'destek@mezat.test',
          customer_service_phone: '0850 555 12 34',
          instagram_url: 'https://instagram.com/mezat',
          about_content: '<p>Biz</p><script>x</script>',
        },
        ed.token,
      ),
    )
    const footer = await ok(get('/api/footer'))
    expect(footer.footer_links).toContainEqual({
      footer_header: 'Kurumsal',
      pagefooterlinks: [{ footer_link_title: 'Hakkımızda', footer_link_url: '/hakkimizda' }],
    })
    expect(footer.site_info).toMatchObject({
      customer_service_phone: '0850 555 12 34',
      instagram_url: 'https://instagram.com/mezat',
      whatsapp_url: null,
    })
    expect((await seed.db.query.site_info.findFirst())!.about_content).toBe('<p>Biz</p>')
    expect((await auditOf('site_info', 1))[0]).toMatchObject({ action: 'update', user_id: ed.user.id })
  })
})

describe('editor HTML: look-alike links', () => {
  it('a blog section with markup that made the parser throw is stored, its text kept, and a look-alike link marked off-site', async () => {
    const cat = await ok(postAdmin('/api/admin/blog-categories', { title: 'Ayrıştırıcı' }, ed.token))
    const payload =
      '<p>Önce</p><select><template><style><!--</style><a rel="--></template></select><img src=x onerror=alert(1)>">' +
      '<math><p>Sonra <a href="/\\evil.example/">bağlantı</a></p>'
    await ok(
      postAdmin(
        '/api/admin/blog-pages',
        { blog_category_id: cat.id, page_title: 'Bozuk biçim', sections: [{ section_content: payload }] },
        ed.token,
      ),
    )
    const shown = await ok(get('/api/blog/ayristirici/bozuk-bicim'))
    expect(shown.blog_data.blog_page_sections[0].section_content).toBe(
      // The unclosed <a rel=…> (no href: it is no link) holds the rest; nothing after <math> is lost.
      '<p>Önce</p><a><p>Sonra <a href="https://evil.example/" rel="noopener noreferrer nofollow ugc" target="_blank">bağlantı</a></p></a>',
    )
  })
})
