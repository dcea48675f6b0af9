// Console catalogue: categories in three levels (show_brand, shipping_type, property group), property
// groups with label_1..15, brands — what the storefront and the listing wizard then read.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { auditOf, del, editor, ok, postAdmin, putJson, type Signed } from '../../support/admin-seed.ts'
import { get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const m = tr.admin
let ed: Signed
beforeAll(async () => {
  ed = await editor()
})
const categoryRow = (id: number) => seed.db.query.categories.findFirst({ where: eq(schema.categories.id, id) })

describe('categories', () => {
  it('builds a three-level tree with slugs from the titles; the storefront lists it', async () => {
    const root = await ok(postAdmin('/api/admin/categories', { title: 'Müzik Aletleri' }, ed.token))
    const sub = await ok(postAdmin('/api/admin/categories', { title: 'Telli Çalgılar', parent_id: root.id, shipping_type: 2 }, ed.token))
    const leaf = await ok(postAdmin('/api/admin/categories', { title: 'Bağlama', parent_id: sub.id, show_brand: false }, ed.token))
    expect(root).toEqual({ message: m.created, id: expect.any(Number) })
    expect(await categoryRow(leaf.id)).toMatchObject({
      slug: 'baglama',
      level: 3,
      parent_id: sub.id,
      show_brand: 0,
      title_normalized: 'baglama',
    })
    expect(await categoryRow(sub.id)).toMatchObject({ slug: 'telli-calgilar', level: 2, shipping_type: 2 })

    const list = await ok(get('/api/categories'))
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ id: leaf.id, parent: sub.id, slug: 'baglama', show_brand: 0 })]))
    expect((await auditOf('category', root.id))[0]).toMatchObject({
      action: 'create',
      user_id: ed.user.id,
      detail: expect.objectContaining({ title: 'Müzik Aletleri' }),
    })
  })

  it('gives a taken title the next free slug, and refuses a typed slug that is taken', async () => {
    const a = await ok(postAdmin('/api/admin/categories', { title: 'Kitap' }, ed.token))
    const b = await ok(postAdmin('/api/admin/categories', { title: 'KİTAP' }, ed.token))
    expect((await categoryRow(a.id))!.slug).toBe('kitap')
    expect((await categoryRow(b.id))!.slug).toBe('kitap-2')
    const { status, body } = await read(await postAdmin('/api/admin/categories', { title: 'Dergi', slug: 'kitap' }, ed.token))
    expect(status).toBe(422)
    expect(body).toEqual({ message: m.slugTaken, errors: { slug: [m.slugTaken] } })
  })

  it('refuses a fourth level and an unknown parent or property group', async () => {
    const l1 = await seed.category()
    const l2 = await seed.category({ parent: l1 })
    const l3 = await seed.category({ parent: l2 })
    const deep = await read(await postAdmin('/api/admin/categories', { title: 'Dördüncü', parent_id: l3.id }, ed.token))
    expect(deep).toEqual({ status: 422, body: { message: m.parentTooDeep, errors: { parent_id: [m.parentTooDeep] } } })
    expect((await read(await postAdmin('/api/admin/categories', { title: 'X', parent_id: 999999 }, ed.token))).body.message).toBe(
      m.parentNotFound,
    )
    expect((await read(await postAdmin('/api/admin/categories', { title: 'X', property_group_id: 999999 }, ed.token))).body.message).toBe(
      m.propertyGroupNotFound,
    )
  })

  it('moves a sub-category to another main category and its auctions follow; a level change is refused', async () => {
    const from = await seed.category({ title: 'Eski Ana' })
    const to = await seed.category({ title: 'Yeni Ana' })
    const sub = await seed.category({ parent: from, title: 'Taşınan' })
    const leaf = await seed.category({ parent: { id: sub.id, level: 2 }, title: 'Yaprak' })
    const a = await seed.auction({ category: from, category_2_id: sub.id, category_3_id: leaf.id })
    await ok(putJson(`/api/admin/categories/${sub.id}`, { title: 'Taşınan', parent_id: to.id }, ed.token))
    expect((await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, a.id) }))!.category_1_id).toBe(to.id)
    expect((await auditOf('category', sub.id))[0]!.detail).toMatchObject({ parent_id: [from.id, to.id] })
    const up = await read(await putJson(`/api/admin/categories/${sub.id}`, { title: 'Taşınan', parent_id: null }, ed.token))
    expect(up.body).toEqual({ message: m.categoryMoveLevel, errors: { parent_id: [m.categoryMoveLevel] } })
  })

  it('deletes an empty category; refuses one with children or auctions (409)', async () => {
    const root = await seed.category()
    await seed.category({ parent: root })
    expect(await read(await del(`/api/admin/categories/${root.id}`, ed.token))).toEqual({
      status: 409,
      body: { message: m.categoryHasChildren },
    })
    const used = await seed.category()
    await seed.auction({ category: used })
    expect(await read(await del(`/api/admin/categories/${used.id}`, ed.token))).toEqual({
      status: 409,
      body: { message: m.categoryHasAuctions(1) },
    })
    const empty = await seed.category()
    expect(await ok(del(`/api/admin/categories/${empty.id}`, ed.token))).toEqual({ message: m.deleted })
    expect(await categoryRow(empty.id)).toBeUndefined()
    expect((await auditOf('category', empty.id))[0]).toMatchObject({ action: 'delete' })
  })
})

describe('property groups', () => {
  it('stores the filled slots at their positions; the wizard reads label_n', async () => {
    const labels = Array.from({ length: 15 }, () => ({ title: '', values: '' }))
    labels[0] = { title: 'Renk', values: 'Siyah, Beyaz' }
    labels[4] = { title: 'Mekanizma', values: 'Otomatik,Kuvars' }
    const g = await ok(postAdmin('/api/admin/property-groups', { title: 'Saatler', labels }, ed.token))
    const groups = await ok(get('/api/propertygroups'))
    const mine = groups.find((x: { id: number }) => x.id === g.id)
    expect(mine).toMatchObject({
      title: 'Saatler',
      label_1: { title: 'Renk', values: 'Siyah, Beyaz' },
      label_2: null,
      label_5: { title: 'Mekanizma', values: 'Otomatik, Kuvars' },
    })
    expect((await auditOf('property_group', g.id))[0]).toMatchObject({ action: 'create' })

    labels[0] = { title: '', values: '' }
    await ok(putJson(`/api/admin/property-groups/${g.id}`, { title: 'Saatler', labels }, ed.token))
    const admin = await ok(get('/api/admin/property-groups', ed.token))
    const edited = admin.property_groups.find((x: { id: number }) => x.id === g.id)
    expect(edited.labels).toHaveLength(15)
    expect(edited.labels[0]).toEqual({ position: 1, title: '', values: '' })
    expect(edited.labels[4]).toEqual({ position: 5, title: 'Mekanizma', values: 'Otomatik, Kuvars' })
  })

  it('refuses to delete a group a category uses', async () => {
    const g = await ok(postAdmin('/api/admin/property-groups', { title: 'Kullanılan', labels: [{ title: 'A', values: 'b' }] }, ed.token))
    await ok(postAdmin('/api/admin/categories', { title: `Gruplu ${seed.unique()}`, property_group_id: g.id }, ed.token))
    expect(await read(await del(`/api/admin/property-groups/${g.id}`, ed.token))).toEqual({
      status: 409,
      body: { message: m.propertyGroupInUse(1) },
    })
  })
})

describe('brands', () => {
  it('creates, finds by a folded search, renames and deletes an unused brand', async () => {
    const b = await ok(postAdmin('/api/admin/brands', { title: 'Şişecam' }, ed.token))
    const found = await ok(get('/api/admin/brands?q=SISE', ed.token))
    expect(found.brands.data).toEqual([{ id: b.id, title: 'Şişecam', slug: 'sisecam', auction_count: 0 }])
    await ok(putJson(`/api/admin/brands/${b.id}`, { title: 'Paşabahçe' }, ed.token))
    expect(await seed.db.query.brands.findFirst({ where: eq(schema.brands.id, b.id) })).toMatchObject({
      title: 'Paşabahçe',
      slug: 'sisecam',
    })
    await ok(del(`/api/admin/brands/${b.id}`, ed.token))
    expect((await auditOf('brand', b.id)).map((r) => r.action)).toEqual(['delete', 'update', 'create'])
  })

  it('refuses the same brand twice (any case) and a brand in use', async () => {
    await ok(postAdmin('/api/admin/brands', { title: 'Iznik Çini' }, ed.token))
    const twice = await read(await postAdmin('/api/admin/brands', { title: 'IZNIK ÇİNİ' }, ed.token))
    expect(twice.body).toEqual({ message: m.brandTaken, errors: { title: [m.brandTaken] } })
    const used = await ok(postAdmin('/api/admin/brands', { title: 'Kullanılan Marka' }, ed.token))
    await seed.auction({ brand_id: used.id })
    expect(await read(await del(`/api/admin/brands/${used.id}`, ed.token))).toEqual({ status: 409, body: { message: m.brandInUse(1) } })
  })
})
