// The condition report's own photos (docs/storefront.md "Condition report"): sent with the listing apart from
// the gallery, each with a caption; checked like the gallery's photos and refused naming their field; stored in
// R2 and D1 in the listing's batch; shown in the lot's detail answer, in the editor's review and in the
// pre-information.
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONDITION_CAPTION_MAX, CONDITION_PHOTOS_MAX } from '../../../common/condition.ts'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { editor } from '../../support/admin-seed.ts'
import { login } from '../../support/auth.ts'
import { call, get, read } from '../../support/http.ts'
import { listingBody, watchFields } from '../../support/listing-form.ts'
import * as m from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'

let cats: Awaited<ReturnType<typeof m.categoryTree>>
let brandId: number
let token: string

beforeAll(async () => {
  cats = await m.categoryTree()
  brandId = (await m.brand()).id
  token = await login(await m.seller())
})

const fields = (over: Record<string, string> = {}) =>
  watchFields(cats, brandId, {
    title: 'Seiko SKX007 otomatik dalgıç saati, durum fotoğraflı',
    opening_price: '1.000',
    buynow_price: '3.000',
    condition_grade: 'good',
    condition_notes: 'Kasada çizikler var.',
    ...over,
  })

const jpeg = (name: string) => m.photoFile(m.jpegBytes(), name)
const thumb = (name: string) => m.photoFile(m.webpBytes(400, 300), name, 'image/webp')

function multipart(values: Record<string, string>, condition: File[] = [], conditionThumbs: File[] = condition.map((_, i) => thumb(`dt${i}.webp`))) {
  const gallery = Array.from({ length: 4 }, (_, i) => jpeg(`g${i}.jpg`))
  return listingBody(values, { 'images[]': gallery, 'condition_images[]': condition, 'condition_thumbnails[]': conditionThumbs })
}
const addAuction = (form: FormData) => call('POST', '/api/addAuction', form, { auth: token })

async function footprint() {
  return {
    auctions: await m.rows('auctions'),
    images: await m.rows('auction_images'),
    condition: await m.rows('auction_condition_photos'),
    photos: (await m.photoKeys()).length,
  }
}

describe('POST /api/addAuction with condition photos', () => {
  it('stores them apart from the gallery with their captions, in R2 and D1, and the detail answer returns them', async () => {
    const form = multipart(
      fields({ condition_caption_1: '  Sol alt köşede   yırtık ', condition_caption_2: '', condition_caption_3: 'Arka kapakta leke' }),
      [jpeg('d1.jpg'), m.photoFile(m.pngBytes(), 'd2.png', 'image/png'), m.photoFile(m.webpBytes(1600, 1200), 'd3.webp', 'image/webp')],
    )
    const saved = await read(await addAuction(form))
    expect(saved.status).toBe(200)
    const rows = await seed.db
      .select()
      .from(schema.auction_condition_photos)
      .where(eq(schema.auction_condition_photos.auction_id, saved.body.id))
      .orderBy(asc(schema.auction_condition_photos.position))
    expect(rows.map((r) => [r.position, r.caption])).toEqual([
      [0, 'Sol alt köşede yırtık'],
      [1, null],
      [2, 'Arka kapakta leke'],
    ])
    expect(rows[2]).toMatchObject({ width: 1600, height: 1200 })
    const keys = await m.photoKeys()
    for (const r of rows) {
      expect(r.image_path).toMatch(/^auctions\/[0-9a-f]{2}\/[0-9a-f]{64}\.(jpg|png|webp)$/)
      expect(r.thumbnail_path).toMatch(/^thumbs\//)
      expect(keys).toContain(r.image_path)
    }
    expect(await m.rows('auction_images')).toBeGreaterThanOrEqual(4)

    await seed.db.update(schema.auctions).set({ approved: 2 }).where(eq(schema.auctions.id, saved.body.id))
    const page = await read(await get(`/api/auctions/${saved.body.slug}`))
    expect(page.body.data.condition).toEqual({
      grade: 'good',
      title: 'İyi',
      meaning: expect.any(String),
      notes: 'Kasada çizikler var.',
      photos: rows.map((r) => ({ public_url: `/media/${r.image_path}`, thumbnail_url: `/media/${r.thumbnail_path}`, caption: r.caption })),
    })
    expect(page.body.data.auction_image).toHaveLength(4)
  })

  it(`refuses more than ${CONDITION_PHOTOS_MAX} and writes nothing`, async () => {
    const before = await footprint()
    const seven = Array.from({ length: CONDITION_PHOTOS_MAX + 1 }, (_, i) => jpeg(`d${i}.jpg`))
    const { status, body } = await read(await addAuction(multipart(fields(), seven)))
    expect(status).toBe(422)
    expect(body.errors.condition_images).toEqual([tr.listing.conditionPhotosMax(CONDITION_PHOTOS_MAX)])
    expect(body.message).toContain('durum fotoğrafı')
    expect(await footprint()).toEqual(before)
  })

  const big = () => {
    const bytes = new Uint8Array(10 * 1024 * 1024 + 1)
    bytes.set(m.jpegBytes())
    return m.photoFile(bytes, 'buyuk.jpg')
  }
  it.each([
    ['a text file named .jpg', () => [m.photoFile(new TextEncoder().encode('<?php echo 1; ?>'), 'x.jpg')], undefined, 'condition_images', tr.listing.conditionPhotoType],
    ['a GIF', () => [m.photoFile(new TextEncoder().encode('GIF89a....'), 'a.gif', 'image/gif')], undefined, 'condition_images', tr.listing.conditionPhotoType],
    ['a photo over 10 MB', () => [big()], undefined, 'condition_images', tr.listing.conditionPhotoTooLarge],
    ['a thumbnail that is no image', () => [jpeg('d.jpg')], () => [m.photoFile(new Uint8Array([1, 2, 3]), 't.webp')], 'condition_thumbnails', tr.listing.conditionPhotoType],
    ['fewer thumbnails than photos', () => [jpeg('a.jpg'), jpeg('b.jpg')], () => [thumb('t.webp')], 'condition_thumbnails', tr.listing.conditionThumbnailsMismatch],
  ] as const)('refuses %s with 422 naming the field, in Turkish, and stores nothing', async (_n, photos, thumbs, field, message) => {
    const before = await footprint()
    const files = photos()
    const { status, body } = await read(await addAuction(multipart(fields(), files, thumbs ? thumbs() : files.map(() => thumb('t.webp')))))
    expect(status).toBe(422)
    expect(body.errors[field]).toEqual([message])
    expect(message).toMatch(/[Dd]urum fotoğraf/)
    expect(await footprint()).toEqual(before)
  })

  it.each([
    ['photos without a grade', { condition_grade: '', condition_notes: '' }, 1, 'condition_grade', tr.listing.conditionPhotosNeedGrade],
    ['a caption without its photo', { condition_caption_3: 'Leke' }, 2, 'condition_caption_3', tr.listing.conditionCaptionWithoutPhoto(3)],
    [
      'a caption too long',
      { condition_caption_1: 'ç'.repeat(CONDITION_CAPTION_MAX + 1) },
      1,
      'condition_caption_1',
      tr.listing.conditionCaptionTooLong(1, CONDITION_CAPTION_MAX),
    ],
  ] as const)('refuses %s with 422 naming the field', async (_n, over, count, field, message) => {
    const before = await footprint()
    const files = Array.from({ length: count }, (_, i) => jpeg(`d${i}.jpg`))
    const { status, body } = await read(await addAuction(multipart(fields(over), files)))
    expect(status).toBe(422)
    expect(body.errors[field]).toEqual([message])
    expect(await footprint()).toEqual(before)
  })
})

describe('condition photos on the lot', () => {
  it('the pre-information says how many there are and what each shows', async () => {
    const a = await seed.auction({ condition_grade: 'fair', condition_notes: 'Köşe yırtık.' })
    await seed.conditionPhoto(a.id, { position: 1, caption: 'Arka yüzde leke.' })
    await seed.conditionPhoto(a.id, { position: 0, caption: 'Sol alt köşede yırtık' })
    await seed.conditionPhoto(a.id, { position: 2, caption: null })
    const preinfo = await read(await get(`/api/auctions/${a.id}/preinfo`))
    const item = preinfo.body.sections.find((s: { key: string }) => s.key === 'item')
    expect(item.lines).toEqual([
      expect.any(String),
      expect.stringContaining('Satıcının durum raporu: Orta'),
      'Durum raporunda 3 fotoğraf var (ürün sayfasında): 1) Sol alt köşede yırtık; 2) Arka yüzde leke; 3) açıklamasız.',
    ])
  })

  it("a lot without them keeps its pre-information's text and version", async () => {
    const a = await seed.auction({ condition_grade: 'good' })
    const before = await read(await get(`/api/auctions/${a.id}/preinfo`))
    expect(before.body.sections.find((s: { key: string }) => s.key === 'item').lines).toHaveLength(2)
    await seed.conditionPhoto(a.id, { caption: 'Kadran' })
    const after = await read(await get(`/api/auctions/${a.id}/preinfo`))
    expect(after.body.version).not.toBe(before.body.version)
  })

  it("are in the editor's review of a waiting listing", async () => {
    const ed = await editor()
    const a = await seed.auction({ approved: 0, approved_at: null, condition_grade: 'very_good' })
    const p = await seed.conditionPhoto(a.id, { caption: 'Kayışta aşınma' })
    const review = await read(await get(`/api/admin/auctions/${a.id}`, ed.token))
    expect(review.status).toBe(200)
    expect(review.body.auction.condition.photos).toEqual([
      { public_url: `/media/${p.image_path}`, thumbnail_url: `/media/${p.thumbnail_path}`, caption: 'Kayışta aşınma' },
    ])
  })
})
