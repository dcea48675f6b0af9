// The seller's wizard on the server: 
// POST /api/addAuction, GET /api/brands, GET /api/propertygroups; photos as worker/lib/images.ts checks them.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { HTML_ELEMENTS } from '../../../common/html-policy.ts'
import { tr } from '../../../common/messages.ts'
import { auctionSearchText } from '../../../common/search.ts'
import { trCompare } from '../../../common/text.ts'
import { toWireTime } from '../../../common/time.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { login } from '../../support/auth.ts'
import { call, expectUnauthenticated, get, read } from '../../support/http.ts'
import { listingBody, localInput, watchFields } from '../../support/listing-form.ts'
import * as m from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'

const HOUR = 3_600_000
let cats: Awaited<ReturnType<typeof m.categoryTree>>
let seiko: Awaited<ReturnType<typeof m.brand>>

beforeAll(async () => {
  cats = await m.categoryTree()
  seiko = await m.brand('Seiko')
  await m.brand('Çınar')
  await m.brand('Casio')
})

const fields = (over: Record<string, string> = {}) =>
  watchFields(cats, seiko.id, {
    series: '7S26',
    description: '<p>Çalışır durumda, <strong>orijinal</strong> kayışıyla.</p>',
    shipping_payment_by: '0',
    ...over,
  })

type Photos = { images?: File[]; thumbnails?: File[] }
const fourPhotos = (): Required<Photos> => ({
  images: [
    m.photoFile(m.jpegBytes(), 'on.jpg'),
    m.photoFile(m.pngBytes(), 'arka.png', 'image/png'),
    m.photoFile(m.webpBytes(1600, 1200), 'yan.webp', 'image/webp'),
    m.photoFile(m.jpegBytes(), 'kutu.jpg'),
  ],
  thumbnails: [0, 1, 2, 3].map((i) => m.photoFile(m.webpBytes(400, 300), `t${i}.webp`, 'image/webp')),
})

const multipart = (values: Record<string, string>, photos: Photos = fourPhotos()) =>
  listingBody(values, { 'images[]': photos.images ?? [], 'thumbnails[]': photos.thumbnails ?? [] })
const addAuction = (form: FormData, auth?: string) => call('POST', '/api/addAuction', form, { auth })

async function sellerToken() {
  const user = await m.seller()
  return { user, token: await login(user) }
}

/** Everything a listing writes, to show a refusal wrote nothing. */
async function footprint() {
  return {
    auctions: await m.rows('auctions'),
    images: await m.rows('auction_images'),
    properties: await m.rows('auction_properties'),
    brands: await m.rows('brands'),
    fts: await m.ftsRows(),
    photos: (await m.photoKeys()).length,
  }
}

describe('GET /api/brands and /api/propertygroups', () => {
  it('lists the brands in Turkish alphabetical order', async () => {
    const { status, body } = await read(await get('/api/brands'))
    expect(status).toBe(200)
    const titles = body.map((b: { title: string }) => b.title)
    expect(titles).toEqual([...titles].sort(trCompare))
    expect(titles.indexOf('Casio')).toBeLessThan(titles.indexOf('Çınar'))
    expect(body.find((b: { id: number }) => b.id === seiko.id)).toEqual({ id: seiko.id, title: 'Seiko', slug: 'seiko' })
  })

  it('answers each property group with label_1..15, each a title and comma-separated values or null', async () => {
    const { status, body } = await read(await get('/api/propertygroups'))
    expect(status).toBe(200)
    const group = body.find((g: { id: number }) => g.id === cats.group.id)
    expect(group).toMatchObject({
      id: cats.group.id,
      title: cats.group.title,
      label_1: { title: 'Kasa', values: 'Çelik, Altın ,Titanyum' },
      label_2: null,
      label_3: { title: 'Cam', values: 'Safir,Mineral' },
      label_4: { title: 'Boş etiket', values: '' },
      label_15: null,
    })
    expect(Object.keys(group)).toHaveLength(17)
  })
})

describe('POST /api/addAuction', () => {
  it("keeps the seller's condition report (a grade of the fixed scale and notes) and refuses a grade off the scale", async () => {
    const { token } = await sellerToken()
    const notes = 'Kasada iki ince çizik var; 3. fotoğrafta görülüyor.'
    const saved = await read(await addAuction(multipart(fields({ condition_grade: 'very_good', condition_notes: notes })), token))
    expect(saved.status).toBe(200)
    const row = await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, saved.body.id) })
    expect(row).toMatchObject({ condition_grade: 'very_good', condition_notes: notes })

    const before = await footprint()
    const off = await read(await addAuction(multipart(fields({ condition_grade: 'mint' })), token))
    expect(off.status).toBe(422)
    expect(off.body.errors.condition_grade).toEqual([tr.listing.conditionGradeInvalid])
    const bare = await read(await addAuction(multipart(fields({ condition_notes: notes })), token))
    expect(bare.body.errors.condition_grade).toEqual([tr.listing.conditionGradeRequired])
    expect(await footprint()).toEqual(before)
  })

  it('refuses a guest with exactly {"message":"Unauthenticated."}', async () => {
    await expectUnauthenticated(await addAuction(multipart(fields())))
  })

  it('refuses a member without a verified phone and a payout IBAN, and writes nothing', async () => {
    const before = await footprint()
    for (const over of [{ phone_verified_at: null }, { bank_iban: null }, { tckn: null }]) {
      const user = await m.seller(over)
      const { status, body } = await read(await addAuction(multipart(fields()), await login(user)))
      expect(status).toBe(403)
      expect(body).toEqual({ message: tr.listing.profileIncomplete })
    }
    expect(await footprint()).toEqual(before)
  })

  it('saves the listing waiting for approval, with photos in R2, properties and its search row, and answers its slug', async () => {
    const { user, token } = await sellerToken()
    const photos = fourPhotos()
    const values = fields()
    const { status, body } = await read(await addAuction(multipart(values, photos), token))
    expect(status).toBe(200)
    expect(body).toEqual({
      message: tr.listing.saved,
      slug: expect.stringMatching(/^seiko-skx007-otomatik-dalgic-saati-1998-[0-9a-f]{6}$/),
      id: expect.any(Number),
    })

    const auction = await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, body.id) })
    expect(auction).toMatchObject({
      seller_id: user.id,
      slug: body.slug,
      name: values.title,
      title: values.title,
      approved: 0,
      category_1_id: cats.watches.id,
      category_2_id: cats.wrist.id,
      category_3_id: cats.automatic.id,
      brand_id: seiko.id,
      model: 'SKX007',
      series: '7S26',
      opening_price_kurus: 125_000,
      current_price_kurus: 125_000,
      buynow_price_kurus: 450_050,
      shipping_type: 1,
      shipping_payment_by: 0,
      description: '<p>Çalışır durumda, <strong>orijinal</strong> kayışıyla.</p>',
    })
    expect(toWireTime(auction!.start_time).slice(0, 16)).toBe(values.start_time.replace('T', ' '))
    expect(toWireTime(auction!.end_time).slice(0, 16)).toBe(values.end_time.replace('T', ' '))
    expect(auction!.search_text).toBe(
      auctionSearchText([values.title, 'Seiko', 'SKX007', '7S26', 'Saat', 'Kol Saati', 'Otomatik', 'Çalışır durumda, orijinal kayışıyla.']),
    )
    const fts = await env.DB.prepare('select rowid, search_text from auctions_fts where rowid = ?').bind(body.id).first()
    expect(fts).toEqual({ rowid: body.id, search_text: auction!.search_text })

    const props = await seed.db.select().from(schema.auction_properties).where(eq(schema.auction_properties.auction_id, body.id))
    expect(props.map((p) => [p.position, p.label, p.value])).toEqual([
      [1, 'Kasa', 'Çelik'],
      [3, 'Cam', 'Safir'],
    ])

    const images = await seed.db
      .select()
      .from(schema.auction_images)
      .where(eq(schema.auction_images.auction_id, body.id))
      .orderBy(schema.auction_images.position)
    expect(images.map((i) => i.position)).toEqual([0, 1, 2, 3])
    expect(images.map((i) => i.image_path.split('.').pop())).toEqual(['jpg', 'png', 'webp', 'jpg'])
    expect(images.map((i) => [i.width, i.height])).toEqual([
      [64, 48],
      [1600, 1200],
      [1600, 1200],
      [64, 48],
    ])
    for (const [i, row] of images.entries()) {
      // Keys are the SHA-256 of the bytes: the same photo is one object, cacheable forever.
      const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', await photos.images[i]!.arrayBuffer()))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('')
      expect(row.image_path).toBe(`auctions/${digest.slice(0, 2)}/${digest}.${row.image_path.split('.').pop()}`)
      expect(row.thumbnail_path).toMatch(/^thumbs\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/)
      const stored = await env.PHOTOS.get(row.image_path)
      expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(new Uint8Array(await photos.images[i]!.arrayBuffer()))
      expect(await env.PHOTOS.head(row.thumbnail_path)).not.toBeNull()
    }
    const media = await get(`/media/${images[1]!.image_path}`)
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toBe('image/png')
    expect(media.headers.get('cache-control')).toContain('immutable')
    await media.arrayBuffer()
  })

  it('appears under waiting_auctions of GET /api/myauctions', async () => {
    const { token } = await sellerToken()
    const { body } = await read(await addAuction(multipart(fields()), token))
    const mine = (await read(await get('/api/myauctions', token))).body
    expect(mine.waiting_auctions.map((a: { slug: string }) => a.slug)).toEqual([body.slug])
    expect(mine.waiting_auctions[0]).toMatchObject({
      approved: 0,
      property_label_1: 'Kasa',
      property_value_1: 'Çelik',
      opening_price: 1250,
      buynow_price: 4500.5,
    })
  })

  it('starts now and lasts 24 hours when no dates are sent', async () => {
    const { token } = await sellerToken()
    const before = Date.now()
    const { body } = await read(await addAuction(multipart(fields({ start_time: '', end_time: '' })), token))
    const row = await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, body.id) })
    expect(row!.start_time).toBeGreaterThanOrEqual(before)
    expect(row!.end_time - row!.start_time).toBe(24 * HOUR)
  })

  it('uses the photo itself as its thumbnail when no thumbnails are sent', async () => {
    const { token } = await sellerToken()
    const { status, body } = await read(await addAuction(multipart(fields(), { images: fourPhotos().images }), token))
    expect(status).toBe(200)
    const rows = await seed.db.select().from(schema.auction_images).where(eq(schema.auction_images.auction_id, body.id))
    expect(rows.every((r) => r.thumbnail_path === r.image_path)).toBe(true)
  })

  it('sanitises the description: no scripts, handlers, comments or javascript: links', async () => {
    const { token } = await sellerToken()
    const dirty =
      '<p onclick="steal()">Merhaba <script>alert(1)</script><a href="javascript:alert(1)">tık</a> <a href=" https://example.com/a " style="x">site</a>' +
      '<img src=x onerror=alert(1)><!-- gizli --><iframe src="https://evil.example"></iframe><b>kalın</b> <marquee>kayan</marquee></p><style>p{}</style>'
    const { body } = await read(await addAuction(multipart(fields({ description: dirty })), token))
    const row = await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, body.id) })
    expect(row!.description).toBe(
      '<p>Merhaba <a>tık</a> <a href="https://example.com/a" rel="noopener noreferrer nofollow ugc" target="_blank">site</a><b>kalın</b> kayan</p>',
    )
  })

  // Look-alike local links, through the real route (the policy itself: tests/worker/app/html-policy.test.ts).
  const described = async (description: string) => {
    const { token } = await sellerToken()
    const res = await read(await addAuction(multipart(fields({ description })), token))
    expect(res.status).toBe(200)
    return (await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, res.body.id) }))!.description
  }

  it('finding 1: a link that looks local but leaves the site is stored as the off-site link it is', async () => {
    const offSite = '<a href="https://evil.example/" rel="noopener noreferrer nofollow ugc" target="_blank">'
    expect(await described('<p><a href="/\\evil.example/">a</a> <a href="/&#47;evil.example/">b</a> <a href="/iletisim">c</a></p>')).toBe(
      `<p>${offSite}a</a> ${offSite}b</a> <a href="/iletisim">c</a></p>`,
    )
  })

  it('finding 2: markup that made the parser throw is stored, not answered with a 500', async () => {
    const payload = '<p>Kutulu</p><select><template><style><!--</style><a rel="--></template></select><img src=x onerror=alert(1)>">'
    expect(await described(payload)).toBe('<p>Kutulu</p><a></a>')
  })

  it('finding 3: an unclosed dropped element keeps the text after it', async () => {
    expect(await described('<p>Birinci paragraf</p><math><p>İkinci paragraf</p><p>Üçüncü paragraf</p>')).toBe(
      '<p>Birinci paragraf</p><p>İkinci paragraf</p><p>Üçüncü paragraf</p>',
    )
  })

  it('a description with every allowed element keeps every element and all its text', async () => {
    const words = HTML_ELEMENTS.map((_, i) => `kelime${i}`)
    const html = HTML_ELEMENTS.map((tag, i) =>
      tag === 'br' || tag === 'hr' ? `<${tag}>${words[i]}` : `<${tag}>${words[i]}</${tag}>`,
    ).join('')
    const stored = await described(html)
    for (const w of words) expect(stored).toContain(w)
    for (const tag of HTML_ELEMENTS) expect(stored).toMatch(new RegExp(`<${tag}( /)?>`))
  })

  it('remembers a new brand typed by the seller and reuses a known one whatever its case', async () => {
    const { token } = await sellerToken()
    const before = await m.rows('brands')
    const first = (await read(await addAuction(multipart(fields({ brand: 'Orient Star' })), token))).body
    const second = (await read(await addAuction(multipart(fields({ brand: 'ORIENT STAR' })), token))).body
    const known = (await read(await addAuction(multipart(fields({ brand: 'seıko' })), token))).body
    expect(await m.rows('brands')).toBe(before + 1)
    const byId = async (id: number) => (await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, id) }))!.brand_id
    expect(await byId(first.id)).toBe(await byId(second.id))
    expect(await byId(known.id)).toBe(seiko.id)
  })

  it('needs neither brand nor model nor properties in a category that shows no brand; freight has no shipping payer', async () => {
    const { token } = await sellerToken()
    const values = fields({
      category_1_id: String(cats.antiques.id),
      category_2_id: '',
      category_3_id: '',
      brand: '',
      model: '',
      series: '',
      property_1: '',
      property_3: '',
      shipping_payment_by: '0',
    })
    const { status, body } = await read(await addAuction(multipart(values), token))
    expect(status).toBe(200)
    expect(await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, body.id) })).toMatchObject({
      category_1_id: cats.antiques.id,
      category_2_id: null,
      brand_id: null,
      shipping_type: 2,
      shipping_payment_by: 1,
    })
  })

  const now = () => Date.now()
  const refusals: Array<[string, () => Record<string, string>, string, string]> = [
    ['no category', () => fields({ category_1_id: '' }), 'category_1_id', tr.listing.categoryRequired],
    ['an unknown category', () => fields({ category_1_id: '99999' }), 'category_1_id', tr.listing.categoryInvalid],
    [
      'a sub-category as the top category',
      () => fields({ category_1_id: String(cats.wrist.id) }),
      'category_1_id',
      tr.listing.categoryInvalid,
    ],
    [
      'an inactive category',
      () => fields({ category_1_id: String(cats.hidden.id), category_2_id: '', category_3_id: '' }),
      'category_1_id',
      tr.listing.categoryInvalid,
    ],
    ['no sub-category under a parent that has some', () => fields({ category_2_id: '' }), 'category_2_id', tr.listing.subCategoryRequired],
    [
      'a third level from another branch',
      () => fields({ category_2_id: String(cats.wrist.id), category_3_id: String(cats.watches.id) }),
      'category_3_id',
      tr.listing.categoryInvalid,
    ],
    ['no brand', () => fields({ brand: '' }), 'brand', 'Marka seçimi zorunludur.'],
    ['an unknown brand id', () => fields({ brand: '99999' }), 'brand', tr.listing.brandRequired],
    ['no model', () => fields({ model: ' ' }), 'model', 'Model bilgisi girmelisiniz.'],
    ['a title under 20 characters', () => fields({ title: 'Seiko saat' }), 'title', tr.listing.titleRequired],
    ['a title over 120 characters', () => fields({ title: 'S'.repeat(121) }), 'title', tr.listing.titleTooLong],
    ['a missing property', () => fields({ property_1: '' }), 'property_1', 'Kasa seçimi zorunludur'],
    ['a property value not on the list', () => fields({ property_3: 'Plastik' }), 'property_3', tr.listing.propertyInvalid('Cam')],
    ['no opening price', () => fields({ opening_price: '' }), 'opening_price', 'Açılış fiyatı girmelisiniz.'],
    ['an opening price of 0', () => fields({ opening_price: '0' }), 'opening_price', 'Açılış fiyatı girmelisiniz.'],
    ['a negative opening price', () => fields({ opening_price: '-5' }), 'opening_price', tr.listing.priceFormat],
    ['no buy-now price', () => fields({ buynow_price: '' }), 'buynow_price', 'Hemen Al fiyatı girmelisiniz.'],
    [
      'a buy-now price not above the opening price',
      () => fields({ buynow_price: '1250' }),
      'buynow_price',
      tr.listing.buyNowNotAboveOpening,
    ],
    ['a price over 10 million', () => fields({ buynow_price: '10.000.001' }), 'buynow_price', tr.listing.priceMax],
    [
      'a start after the end',
      () => fields({ start_time: localInput(now() + 5 * HOUR), end_time: localInput(now() + 3 * HOUR) }),
      'end_time',
      'Başlangıç tarihi, bitiş tarihinden küçük olamaz',
    ],
    ['a start in the past', () => fields({ start_time: localInput(now() - 2 * HOUR) }), 'start_time', tr.listing.startInPast],
    ['an end more than 7 days ahead', () => fields({ end_time: localInput(now() + 8 * 24 * HOUR) }), 'end_time', tr.listing.dateTooFar],
    [
      'an auction shorter than an hour',
      () => fields({ start_time: localInput(now() + HOUR), end_time: localInput(now() + HOUR + 30 * 60_000) }),
      'end_time',
      tr.listing.durationTooShort,
    ],
    ['a date that is not a date', () => fields({ start_time: 'yarın' }), 'start_time', tr.listing.dateFormat],
    [
      'a shipping payer other than 0 or 1',
      () => fields({ shipping_payment_by: '2' }),
      'shipping_payment_by',
      tr.listing.shippingPayerInvalid,
    ],
  ]
  it.each(refusals)('refuses %s with its message and writes nothing', async (_n, values, field, message) => {
    const { token } = await sellerToken()
    const before = await footprint()
    const { status, body } = await read(await addAuction(multipart(values()), token))
    expect(status).toBe(422)
    expect(body).toEqual({ message, errors: { [field]: [message] } })
    expect(await footprint()).toEqual(before)
  })

  it('refuses a start more than 7 days ahead (and the end after it)', async () => {
    const { token } = await sellerToken()
    const values = fields({ start_time: localInput(Date.now() + 7 * 24 * HOUR + HOUR), end_time: localInput(Date.now() + 7 * 24 * HOUR + 2 * HOUR) })
    expect(await read(await addAuction(multipart(values), token))).toEqual({
      status: 422,
      body: { message: tr.listing.dateTooFar, errors: { start_time: [tr.listing.dateTooFar], end_time: [tr.listing.dateTooFar] } },
    })
  })

  it("puts the first step's problem on top when several steps have one", async () => {
    const { token } = await sellerToken()
    const { status, body } = await read(await addAuction(multipart(fields({ brand: '', title: '', opening_price: '' })), token))
    expect(status).toBe(422)
    expect(body).toEqual({
      message: tr.listing.brandRequired,
      errors: { brand: [tr.listing.brandRequired], title: [tr.listing.titleRequired], opening_price: [tr.listing.openingPriceRequired] },
    })
  })

  const photoRefusals: Array<[string, () => Photos, string, string]> = [
    ['3 photos', () => ({ images: fourPhotos().images.slice(0, 3) }), 'images', 'En az 4 fotoğraf yüklemelisiniz.'],
    ['no photos', () => ({}), 'images', tr.listing.photosMin],
    [
      '11 photos',
      () => ({ images: Array.from({ length: 11 }, (_, i) => m.photoFile(m.jpegBytes(), `${i}.jpg`)) }),
      'images',
      tr.listing.photosMax,
    ],
    [
      'a GIF',
      () => ({ images: [...fourPhotos().images.slice(0, 3), m.photoFile(new TextEncoder().encode('GIF89a....'), 'a.gif', 'image/gif')] }),
      'images',
      tr.listing.photoType,
    ],
    [
      'a text file named .jpg',
      () => ({ images: [...fourPhotos().images.slice(0, 3), m.photoFile(new TextEncoder().encode('<?php echo 1; ?>'), 'x.jpg')] }),
      'images',
      tr.listing.photoType,
    ],
    [
      'an empty file',
      () => ({ images: [...fourPhotos().images.slice(0, 3), m.photoFile(new Uint8Array(0), 'bos.jpg')] }),
      'images',
      tr.listing.photoType,
    ],
    [
      'a photo over 10 MB',
      () => {
        const big = new Uint8Array(10 * 1024 * 1024 + 1)
        big.set(m.jpegBytes())
        return { images: [...fourPhotos().images.slice(0, 3), m.photoFile(big, 'buyuk.jpg')] }
      },
      'images',
      tr.listing.photoTooLarge,
    ],
    [
      'fewer thumbnails than photos',
      () => ({ images: fourPhotos().images, thumbnails: fourPhotos().thumbnails.slice(0, 2) }),
      'thumbnails',
      tr.listing.thumbnailsMismatch,
    ],
    [
      'a thumbnail that is not an image',
      () => ({
        images: fourPhotos().images,
        thumbnails: [...fourPhotos().thumbnails.slice(0, 3), m.photoFile(new Uint8Array([1, 2, 3]), 't.webp')],
      }),
      'thumbnails',
      tr.listing.photoType,
    ],
  ]
  it.each(photoRefusals)('refuses %s and stores nothing in R2 or D1', async (_n, photos, field, message) => {
    const { token } = await sellerToken()
    const before = await footprint()
    const { status, body } = await read(await addAuction(multipart(fields({ brand: 'Yepyeni Marka' }), photos()), token))
    expect(status).toBe(422)
    expect(body).toEqual({ message, errors: { [field]: [message] } })
    expect(await footprint()).toEqual(before)
  })

  it('reads the type from the bytes, not from the name or the Content-Type', async () => {
    const { token } = await sellerToken()
    const images = [m.photoFile(m.pngBytes(), 'gercekte-png.jpg', 'image/jpeg'), ...fourPhotos().images.slice(1)]
    const { status, body } = await read(await addAuction(multipart(fields(), { images }), token))
    expect(status).toBe(200)
    const [first] = await seed.db
      .select()
      .from(schema.auction_images)
      .where(eq(schema.auction_images.auction_id, body.id))
      .orderBy(schema.auction_images.position)
    expect(first!.image_path).toMatch(/\.png$/)
    expect((await env.PHOTOS.head(first!.image_path))!.httpMetadata?.contentType).toBe('image/png')
  })

  it('answers a body that is not multipart with a Turkish 422 and no 500', async () => {
    const { token } = await sellerToken()
    const res = await call('POST', '/api/addAuction', 'garbage', {
      auth: token,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    expect(await read(res)).toEqual({ status: 422, body: { message: tr.common.invalidRequest } })
  })
})
