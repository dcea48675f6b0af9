// "First visit on a Turkish phone": the per-page HTML (worker/html/). The page's meta, link preview,
// JSON-LD, skeleton and inline data, rendered over the app's own index.html (the built one has the
// same head and #root; the build is not part of the worker tests).
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { homeHero } from '../../../common/messages/home.ts'
import { pages } from '../../../common/messages/pages.ts'
import { AuctionDetailAnswer } from '../../../common/schemas/answers-storefront.ts'
import { pageCalls, resolvePage } from '../../../worker/html/page-meta.ts'
import { INLINE_DATA_ID } from '../../../common/page-html.ts'
import { renderPage } from '../../../worker/html/render-page.ts'
import { routePreloads, type Manifest } from '../../../worker/html/route-chunks.ts'
import { cardPhotos, leadBanners } from '../../../worker/routes/pages/page-html.ts'
import { createDb } from '../../../worker/db/client.ts'
import template from '../../../client/index.html?raw'
import { env } from 'cloudflare:workers'
import siteImageData from '../../../client/public/social/mezat.jpg?inline'
import { app } from '../../../worker/app.ts'
import type { Env } from '../../../worker/env.ts'
import { SITE_IMAGE } from '../../../worker/html/link-preview.ts'
import { imageSize, sniffImageType } from '../../../worker/lib/images.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import * as seed from '../../support/seed.ts'
import * as sf from '../../support/storefront-seed.ts'

const ORIGIN = 'https://mezat.example'
const db = () => createDb(env.DB)

async function html(path: string, preloads: string[] = []) {
  const page = await resolvePage(db(), new URL(path, ORIGIN))
  const res = renderPage(new Response(template, { headers: { 'Content-Type': 'text/html' } }), page, preloads)
  return { res, text: await res.text() }
}

const metaContent = (text: string, attr: 'name' | 'property', key: string) =>
  text.match(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))?.[1]
const scriptBody = (text: string, open: string) => {
  const start = text.indexOf(open)
  return start < 0 ? null : text.slice(start + open.length, text.indexOf('</script>', start))
}

/**
 * A build's manifest: the entry (with React), the lot page's route chunk that imports a `shared` chunk of its
 * own (which imports React too), and `more`.
 */
const lotPageManifest = (shared: string, more: Manifest = {}): Manifest => ({
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  [`_${shared}.js`]: { file: `assets/${shared}-1.js`, imports: ['_react.js'] },
  'routes/mezat.$slug.tsx?tsr-split=component---loader': { file: 'assets/mezat-1.js', imports: ['index.html', `_${shared}.js`] },
  ...more,
})

describe('per-page HTML', () => {
  it('describes an auction: title, description with the current price, canonical, Open Graph, Twitter card, Product/Offer JSON-LD', async () => {
    const category = await seed.category({ title: 'Cumhuriyet Paraları' })
    const a = await seed.auction({ category, name: 'Gümüş 1 Lira <1923>', current_price_kurus: 1_250_50, description: '<p>Çok <b>temiz</b>.</p>' })
    await sf.images(a, 2)

    const { res, text } = await html(`/mezat/${a.slug}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    expect(text).toContain('<title>Gümüş 1 Lira &lt;1923&gt; · Mezat</title>')
    const description = metaContent(text, 'name', 'description')
    expect(description).toContain('1.250,5')
    expect(description).toContain('Cumhuriyet Paraları')
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/mezat/${a.slug}" />`)
    expect(metaContent(text, 'property', 'og:type')).toBe('product')
    expect(metaContent(text, 'property', 'og:image')).toBe(`${ORIGIN}/demo/${a.id}-0.jpg`)
    expect(metaContent(text, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(text, 'property', 'product:price:amount')).toBe('1250.50')

    const ld = JSON.parse(scriptBody(text, '<script type="application/ld+json">') ?? 'null') as Record<string, any>
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Gümüş 1 Lira <1923>',
      description: 'Çok temiz .',
      image: [`${ORIGIN}/demo/${a.id}-0.jpg`, `${ORIGIN}/demo/${a.id}-1.jpg`],
      offers: { '@type': 'Offer', priceCurrency: 'TRY', price: '1250.50', availability: 'https://schema.org/InStock' },
    })
    // The script text never closes its element early.
    expect(scriptBody(text, '<script type="application/ld+json">')).not.toContain('<')
  })

  it('paints a skeleton with the first photo, the name and the price, and carries the guest API answer inline', async () => {
    const a = await seed.auction({ name: 'Osmanlı Saati', current_price_kurus: 900_00 })
    await sf.images(a, 1)
    const { text } = await html(`/mezat/${a.slug}`, ['assets/mezat._slug-abc.js'])
    const root = text.slice(text.indexOf('<div id="root">'))
    expect(root).toMatch(/^<div id="root"><div class="flex min-h-dvh flex-col" aria-busy="true">/)
    expect(root).toContain(`<img src="/demo/${a.id}-0.jpg"`)
    expect(root).toContain('Osmanlı Saati')
    expect(root).toContain('900\u00a0₺')
    expect(root).toContain(pages.loading)
    // The route's chunk is preloaded by the entry once the first screen has loaded (client/main.tsx), not before.
    expect(text).toContain('<template data-app-preloads><link rel="modulepreload" crossorigin href="/assets/mezat._slug-abc.js" /></template>')

    const inline = JSON.parse(scriptBody(text, `<script type="application/json" id="${INLINE_DATA_ID}">`) ?? 'null') as { entries: Array<{ path: string; answer: unknown }> }
    expect(inline.entries.map((e) => e.path)).toEqual([`/api/auctions/${a.slug}`])
    const parsed = AuctionDetailAnswer.safeParse(inline.entries[0]?.answer)
    expect(parsed.success).toBe(true)
    expect(parsed.data?.data).toMatchObject({ id: a.id, name: 'Osmanlı Saati', current_price: 900 })
    // A guest's view only: nothing of a member.
    expect(parsed.data).toMatchObject({ b: false, c: false, watch_list: false, in_cart: false, user_watchlist: [] })
    // The only scripts are the app's module, JSON-LD and the non-executable inline data (CSP: no inline code).
    const inlineScripts = [...text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/\bsrc=/.test(attrs ?? ''))
    expect(inlineScripts.every((attrs) => /type="application\/(ld\+)?json"/.test(attrs ?? ''))).toBe(true)
  })

  it('answers 404 with the site meta and no data for an unknown or unapproved auction', async () => {
    const pending = await seed.auction({ approved: 0 })
    for (const slug of ['yok-boyle-bir-mezat', pending.slug]) {
      const { res, text } = await html(`/mezat/${slug}`)
      expect(res.status).toBe(404)
      expect(text).toContain(`<title>${pages.siteTitle}</title>`)
      expect(text).toContain('<meta name="robots" content="noindex" />')
      expect(text).not.toContain(INLINE_DATA_ID)
    }
  })

  it('gives categories, search, the showcase lists, seller profiles and support pages their own title and description', async () => {
    const category = await seed.category({ title: 'Gramofonlar' })
    const seller = await seed.user({ title: 'Plakçı Ahmet' })
    const cases: Array<[string, string, string | undefined]> = [
      [`/kategori/${category.slug}`, pages.title('Gramofonlar'), pages.categoryDescription('Gramofonlar')],
      ['/ara?q=saat', pages.title(pages.searchTitle('saat')), pages.searchDescription('saat')],
      ['/gunun_mezatlari', pages.title(pages.dailyTitle), pages.dailyDescription],
      ['/gelecek_mezatlar', pages.title(pages.upcomingTitle), pages.upcomingDescription],
      ['/firsatlar', pages.title(pages.dealsTitle), pages.dealsDescription],
      ['/canli-mezatlar', pages.title(pages.liveShowsTitle), pages.liveShowsDescription],
      [`/profil/${seller.slug}`, pages.title('Plakçı Ahmet'), pages.sellerDescription('Plakçı Ahmet')],
      ['/blog', pages.title(pages.blogTitle), pages.blogDescription],
    ]
    for (const [path, title, description] of cases) {
      const { res, text } = await html(path)
      expect(res.status, path).toBe(200)
      expect(text, path).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`)
      expect(metaContent(text, 'name', 'description'), path).toBe(description?.replace(/&/g, '&amp;').replace(/"/g, '&quot;'))
    }
    // Search results are not indexed; the member area is the app itself with the site's meta.
    expect((await html('/ara?q=saat')).text).toContain('<meta name="robots" content="noindex" />')
    const member = await html('/u/hesapbilgilerim')
    expect(member.text).toContain(`<title>${pages.siteTitle}</title>`)
    expect(member.text).not.toContain(INLINE_DATA_ID)
  })

  it('appends the answers of the page\'s further calls at the end of <body>, escaped, and nothing when there are none', async () => {
    const page = await resolvePage(db(), new URL('/', ORIGIN))
    expect(pageCalls(new URL('/', ORIGIN))).toEqual(expect.arrayContaining(['/api/categories', '/api/showcaseauctions?page=1', '/api/banners/0']))
    const answers = Promise.resolve([{ path: '/api/footer', answer: { note: '</script><script>alert(1)</script>' } }])
    const text = await renderPage(new Response(template), page, [], answers).text()
    const block = scriptBody(text, `<script type="application/json" id="${INLINE_DATA_ID}">`) ?? ''
    expect(block).not.toContain('<')
    expect(JSON.parse(block)).toEqual({ entries: [{ path: '/api/footer', answer: { note: '</script><script>alert(1)</script>' } }] })
    expect(text.indexOf(INLINE_DATA_ID)).toBeGreaterThan(text.indexOf('<div id="root">'))
    expect(await renderPage(new Response(template), page, []).text()).not.toContain(INLINE_DATA_ID)
  })

  it('preloads a route chunk and its imports, not what the entry already has', () => {
    const manifest = lotPageManifest('card')
    expect(routePreloads(manifest, 'mezat.$slug.tsx')).toEqual(['assets/mezat-1.js', 'assets/card-1.js'])
  })

  it("preloads the lot page's live connection after its route chunks, each file once", () => {
    const manifest = lotPageManifest('queries', {
      'features/auction-detail/live-connection.tsx': { file: 'assets/live-1.js', imports: ['_queries.js', '_socket.js'] },
      '_socket.js': { file: 'assets/socket-1.js' },
    })
    expect(routePreloads(manifest, 'mezat.$slug.tsx')).toEqual(['assets/mezat-1.js', 'assets/queries-1.js', 'assets/live-1.js', 'assets/socket-1.js'])
    expect(routePreloads(manifest, 'kategori.$.tsx')).toEqual([])
  })

  it('paints a listing\'s first card photos in its skeleton and preloads, only when a session is on air, the live panel', async () => {
    const listing = { path: '/api/auctions?category=antika&type=open&page=1', answer: { auctions: { data: [{ thumbnail_url: '/media/a.jpg' }, { thumbnail_url: null }, { thumbnail_url: '/media/c.jpg' }] } } }
    expect(cardPhotos([{ path: '/api/footer', answer: {} }, listing])).toEqual(['/media/a.jpg', '', '/media/c.jpg'])

    const category = await seed.category({ title: 'Antika' })
    const page = { ...(await resolvePage(db(), new URL(`/kategori/${category.slug}`, ORIGIN))), cardPhotos: cardPhotos([listing]) }
    const offAir = { path: '/api/live_session/index', answer: [] }
    const text = await renderPage(new Response(template), page, [], Promise.resolve([offAir]), ['assets/live-panel-1.js']).text()
    const skeleton = text.slice(text.indexOf('<div id="root">'), text.indexOf(INLINE_DATA_ID))
    expect(skeleton).toContain('<img src="/media/a.jpg" alt=""')
    expect(skeleton).toContain('<img src="/media/c.jpg" alt=""')
    // The category page's frame around them (listing-layout.tsx): its name as the heading, the app's grid.
    expect(skeleton).toMatch(/<h1 class="[^"]*"><span class="[^"]*"><\/span>Antika<\/h1>/)
    expect(skeleton).toContain('<div class="grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"><div class="overflow-hidden rounded-card')
    const photoPreload = text.indexOf('<link rel="preload" as="image" href="/media/a.jpg" fetchpriority="high" />')
    expect(photoPreload).toBeGreaterThan(0)
    expect(photoPreload).toBeLessThan(text.indexOf('<title>')) // before any script preload
    expect(text).not.toContain('live-panel-1.js')

    const onAir = { path: '/api/live_session/index', answer: [{ id: 1 }] }
    expect(await renderPage(new Response(template), page, [], Promise.resolve([onAir]), ['assets/live-panel-1.js']).text()).toContain(
      '<template data-app-preloads><link rel="modulepreload" crossorigin href="/assets/live-panel-1.js" /></template>',
    )
  })

  it('paints the home\'s hero and placement-0 banners from the HTML, the first banner\'s image preloaded for the phone and the wide screen; never the popup banner', async () => {
    const banners = {
      path: '/api/banners/0',
      answer: {
        banners: [
          { id: 1, banner_image: '/media/wide.svg', banner_image_mobile: '/media/phone.svg', banner_title: 'Saat <haftası>', banner_link: '/kategori/saat', banner_bgcolor: '#1d2b44' },
          { id: 2, banner_image: '/media/second.svg', banner_image_mobile: null, banner_title: 'Pullar', banner_link: 'https://elsewhere.example/', banner_bgcolor: 'red;background:url(x)' },
        ],
      },
    }
    const popup = { path: '/api/banners/5', answer: { banners: [{ banner_image: '/media/popup.jpg', banner_image_mobile: '/media/popup-m.jpg' }] } }
    expect(leadBanners([popup, banners]).map((b) => b.image)).toEqual(['/media/wide.svg', '/media/second.svg'])

    const page = { ...(await resolvePage(db(), new URL('/', ORIGIN))), banners: leadBanners([banners]) }
    const text = await renderPage(new Response(template), page, [], Promise.resolve([banners, popup])).text()
    const skeleton = text.slice(text.indexOf('<div id="root">'), text.indexOf(INLINE_DATA_ID))
    expect(skeleton).toContain(`>${homeHero.heroTitle}</h1>`)
    expect(skeleton).toContain('<a href="/gunun_mezatlari"')
    // The app's frame and <picture> (banners.tsx): the phone image under 650 px, the first one fetched first.
    expect(skeleton).toContain(
      '<a href="/kategori/saat" class="block overflow-hidden rounded-card shadow-card ring-1 ring-line"><div style="background:#1d2b44"><picture><source media="(max-width: 649px)" srcset="/media/phone.svg" /><img src="/media/wide.svg" alt="Saat &lt;haftası&gt;" decoding="async" fetchpriority="high" class="block w-full object-cover aspect-[2/1] min-[650px]:aspect-[4/1]" /></picture></div></a>',
    )
    // Another site's link and a colour that is not one are left out of the skeleton.
    expect(skeleton).toContain('<div class="block overflow-hidden rounded-card shadow-card ring-1 ring-line"><div><picture><img src="/media/second.svg" alt="Pullar" decoding="async" class="block w-full object-cover aspect-[4/1]" /></picture></div></div>')
    // Preloaded after the viewport's meta (a preload's media is read against the viewport then), before any script.
    const phone = text.indexOf('<link rel="preload" as="image" href="/media/phone.svg" media="(max-width: 649px)" fetchpriority="high" />')
    expect(phone).toBeGreaterThan(text.indexOf('<meta name="viewport"'))
    expect(phone).toBeLessThan(text.indexOf('<script'))
    expect(text).toContain('<link rel="preload" as="image" href="/media/wide.svg" media="(min-width: 650px)" fetchpriority="high" />')
    expect(text).not.toContain('/media/second.svg" media')
    // The popup waits for a later page of the visit (client/features/storefront/components/banners.tsx): nothing of it is fetched here.
    expect(text.slice(0, text.indexOf(INLINE_DATA_ID))).not.toContain('popup')

    // The entry's stylesheet (Vite writes it below its module preloads) moves above the preloads, once.
    const built = template.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>')
    const styled = await renderPage(new Response(built), page, [], Promise.resolve([]), [], ['assets/index-1.css']).text()
    expect(styled.match(/rel="stylesheet"/g)).toHaveLength(1)
    expect(styled.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-1.css" />')).toBeLessThan(styled.indexOf('/media/phone.svg'))
    expect(styled.indexOf('/media/phone.svg')).toBeLessThan(styled.indexOf('modulepreload'))
    // Vite's own preloads of the entry's imports stay; the app's are in the template (none given here).
    expect(styled).not.toContain('data-app-preloads')
  })
})

/** The link preview's picture as the page's tags give it. */
const preview = (text: string) => ({
  url: metaContent(text, 'property', 'og:image'),
  type: metaContent(text, 'property', 'og:image:type'),
  width: metaContent(text, 'property', 'og:image:width'),
  height: metaContent(text, 'property', 'og:image:height'),
  alt: metaContent(text, 'property', 'og:image:alt'),
  twitter: metaContent(text, 'name', 'twitter:image'),
  card: metaContent(text, 'name', 'twitter:card'),
})
const SITE_PREVIEW = {
  url: `${ORIGIN}/social/mezat.jpg`,
  type: 'image/jpeg',
  width: '1200',
  height: '630',
  alt: pages.siteImageAlt,
  twitter: `${ORIGIN}/social/mezat.jpg`,
  card: 'summary_large_image',
}
const ldOf = (text: string) => JSON.parse(scriptBody(text, '<script type="application/ld+json">') ?? 'null') as Record<string, any>

describe('link previews', () => {
  it('the site image is the committed 1200 × 630 JPEG the tags say it is', () => {
    const bytes = Uint8Array.from(atob(siteImageData.slice(siteImageData.indexOf(',') + 1)), (c) => c.charCodeAt(0))
    const type = sniffImageType(bytes)
    expect(type?.mime).toBe(SITE_IMAGE.type)
    expect(imageSize(bytes, type!)).toEqual({ width: SITE_IMAGE.width, height: SITE_IMAGE.height })
    expect(SITE_IMAGE.width).toBeGreaterThanOrEqual(1200)
    expect(SITE_IMAGE.height).toBeGreaterThanOrEqual(630)
  })

  it('gives the home, a category and every other page type a raster picture with its type, size and alt text', async () => {
    const category = await seed.category({ title: 'Plaklar' })
    const seller = await seed.user({ title: 'Plakçı Mehmet' })
    const paths = ['/', `/kategori/${category.slug}`, '/ara?q=saat', '/gunun_mezatlari', '/gelecek_mezatlar', '/firsatlar', '/kategoriler', `/profil/${seller.slug}`, '/blog', '/destekmerkezi', '/iletisim', '/u/hesapbilgilerim', '/mezat/yok-boyle-bir-mezat']
    for (const path of paths) expect(preview((await html(path)).text), path).toEqual(SITE_PREVIEW)
  })

  it("uses a lot's first photo with its stored size, the demo's too, and the site image when the photo is an SVG or too small to be drawn", async () => {
    const photo = async (image_path: string, width: number | null, height: number | null) => {
      const a = await seed.auction({ name: 'Pirinç Semaver' })
      await db().insert(schema.auction_images).values([
        { auction_id: a.id, position: 0, image_path, thumbnail_path: image_path, width, height },
        { auction_id: a.id, position: 1, image_path: 'auctions/zz/second.jpg', thumbnail_path: 'auctions/zz/second.jpg', width: 2000, height: 2000 },
      ])
      return preview((await html(`/mezat/${a.slug}`)).text)
    }
    const alt = pages.auctionImageAlt('Pirinç Semaver')
    const url = `${ORIGIN}/media/auctions/ab/semaver.webp`
    expect(await photo('auctions/ab/semaver.webp', 1600, 1200)).toEqual({ url, type: 'image/webp', width: '1600', height: '1200', alt, twitter: url, card: 'summary_large_image' })
    // An upload whose size was never stored goes without one (a wrong size would be drawn cropped).
    expect(await photo('auctions/ab/semaver.webp', null, null)).toEqual({ url, type: 'image/webp', width: undefined, height: undefined, alt, twitter: url, card: 'summary_large_image' })
    // The demo's photos are WebP like uploads, 800 px square as the seed stores them: previewed as themselves.
    const demo = `${ORIGIN}/demo/auctions/ewer-brass-front.webp`
    expect(await photo('/demo/auctions/ewer-brass-front.webp', 800, 800)).toEqual({ url: demo, type: 'image/webp', width: '800', height: '800', alt, twitter: demo, card: 'summary_large_image' })
    // An SVG is not drawn by WhatsApp or Facebook; Facebook leaves out pictures under 200 px.
    expect(await photo('auctions/ab/semaver.svg', null, null)).toEqual(SITE_PREVIEW)
    expect(await photo('auctions/ab/tiny.jpg', 160, 120)).toEqual(SITE_PREVIEW)
    // A lot without photos is previewed with the site image too.
    const bare = await seed.auction()
    expect(preview((await html(`/mezat/${bare.slug}`)).text)).toEqual(SITE_PREVIEW)
  })

  it('says a sold lot is sold and an unsold one ended, never inviting bids', async () => {
    const category = await seed.category({ title: 'Gümüş Eşyalar' })
    const ended = { start_time: Date.now() - 48 * 3_600_000, end_time: Date.now() - 3_600_000, closed_at: Date.now() - 3_600_000 }
    const sold = await seed.auction({ category, name: 'Gümüş Tepsi', current_price_kurus: 2_750_00, ...ended, sold_via: 'bid' })
    const bought = await seed.auction({ category, name: 'Gümüş Kase', current_price_kurus: 1_000_00, ...ended, sold_via: 'buynow' })
    const unsold = await seed.auction({ category, name: 'Gümüş Şamdan', ...ended, sold_via: 'unsold' })
    const open = await seed.auction({ category, name: 'Gümüş Kutu', current_price_kurus: 500_00 })

    const soldText = (await html(`/mezat/${sold.slug}`)).text
    expect(metaContent(soldText, 'name', 'description')).toBe(pages.auctionSoldDescription('Gümüş Tepsi', '2.750\u00a0₺', 'Gümüş Eşyalar'))
    expect(metaContent(soldText, 'property', 'og:description')).toContain('2.750\u00a0₺ fiyatla satıldı')
    expect(ldOf(soldText).offers).toMatchObject({ price: '2750.00', availability: 'https://schema.org/SoldOut' })
    expect(metaContent((await html(`/mezat/${bought.slug}`)).text, 'name', 'description')).toContain('1.000\u00a0₺ fiyatla satıldı')

    const unsoldText = (await html(`/mezat/${unsold.slug}`)).text
    expect(metaContent(unsoldText, 'name', 'description')).toContain('açık artırma sona erdi; ürün satılmadı')
    expect(ldOf(unsoldText).offers).toMatchObject({ availability: 'https://schema.org/Discontinued' })

    for (const text of [soldText, unsoldText]) {
      for (const key of ['description', 'twitter:description']) expect(metaContent(text, 'name', key)).not.toMatch(/pey verin|katılın/)
      expect(metaContent(text, 'property', 'og:description')).not.toMatch(/pey verin|katılın/)
    }
    const openText = (await html(`/mezat/${open.slug}`)).text
    expect(metaContent(openText, 'name', 'description')).toContain('pey verin')
    expect(ldOf(openText).offers).toMatchObject({ availability: 'https://schema.org/InStock' })
  })

  it("describes a category as a CollectionPage with its breadcrumb and, from the page's own listing, its lots", async () => {
    const parent = await seed.category({ title: 'Saatler' })
    const child = await seed.category({ title: 'Cep Saatleri', parent })
    const first = await seed.auction({ category: child, name: 'Gümüş Cep Saati' })
    await db().update(schema.auctions).set({ category_1_id: parent.id, category_2_id: child.id }).where(eq(schema.auctions.id, first.id))
    const second = await seed.auction({ category: child, name: 'Altın Köstekli Saat' })
    await db().update(schema.auctions).set({ category_1_id: parent.id, category_2_id: child.id }).where(eq(schema.auctions.id, second.id))

    // Through the app, as a browser's navigation: the listing is answered in-process and read for the skeleton.
    const assets = { fetch: async () => new Response(template, { headers: { 'Content-Type': 'text/html' } }) } as unknown as Fetcher
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
    const path = `/kategori/${parent.slug}/${child.slug}`
    const res = await app.fetch(new Request(new URL(path, ORIGIN), { headers: { Accept: 'text/html' } }), { ...(env as unknown as Env), ASSETS: assets }, ctx)
    const text = await res.text()
    expect(res.status).toBe(200)
    const ld = ldOf(text)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Cep Saatleri',
      url: `${ORIGIN}${path}`,
      description: pages.categoryDescription('Cep Saatleri'),
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: pages.homeCrumb, item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Saatler', item: `${ORIGIN}/kategori/${parent.slug}` },
          { '@type': 'ListItem', position: 3, name: 'Cep Saatleri', item: `${ORIGIN}${path}` },
        ],
      },
    })
    expect(ld.mainEntity['@type']).toBe('ItemList')
    const lots = ld.mainEntity.itemListElement as Array<{ position: number; name: string; url: string }>
    expect(ld.mainEntity.numberOfItems).toBe(lots.length)
    expect(lots.map((l) => l.position)).toEqual(lots.map((_, i) => i + 1))
    expect(lots.map((l) => [l.name, l.url]).sort()).toEqual(
      [
        ['Altın Köstekli Saat', `${ORIGIN}/mezat/${second.slug}`],
        ['Gümüş Cep Saati', `${ORIGIN}/mezat/${first.slug}`],
      ].sort(),
    )

    // A category without open lots keeps its CollectionPage and breadcrumb, with no empty list.
    const empty = await seed.category({ title: 'Boş Kategori' })
    const emptyLd = ldOf((await html(`/kategori/${empty.slug}`)).text)
    expect(emptyLd).toMatchObject({ '@type': 'CollectionPage', name: 'Boş Kategori' })
    expect(emptyLd.mainEntity).toBeUndefined()
  })
})
