// Cultural property (2863) and the MSY m.15 cayma exception on single lots (docs/law.md): the wizard's
// declarations with the document and the seller's permit, no approval without the document opened by the
// approving editor, the museum filing's CSV, and an exception that changes the pre-information and refuses cayma.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { caymaExceptionLabel } from '../../../common/lot-law.ts'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { auditOf, del, editor, postAdmin, type Signed } from '../../support/admin-seed.ts'
import { login } from '../../support/auth.ts'
import { paidOrder, setStatus } from '../../support/checkout-seed.ts'
import { call, get, read } from '../../support/http.ts'
import { listingBody, nextDay } from '../../support/listing-form.ts'
import * as m from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const L = tr.lotLaw
const db = seed.db
let antika: { id: number }
let other: { id: number }
let ed: Signed
let ed2: Signed

beforeAll(async () => {
  antika = await seed.category({ title: 'Antika', slug: 'antika' })
  other = await seed.category({ title: 'Saatler' })
  ed = await editor()
  ed2 = await editor()
})

const fields = (category: { id: number }, over: Record<string, string> = {}) => ({
  category_1_id: String(category.id),
  brand: 'Osmanlı',
  model: 'Sahan',
  title: 'Osmanlı dönemi kalaylı bakır sahan, 19. yüzyıl',
  description: '<p>Kapaklı, kalayı yenilenmiş.</p>',
  opening_price: '1.000',
  buynow_price: '5.000',
  ...nextDay(),
  ...over,
})
const pdf = () => new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')], 'tescil.pdf', { type: 'application/pdf' })

function multipart(values: Record<string, string>, document?: File) {
  const images = Array.from({ length: 4 }, (_, i) => m.photoFile(m.jpegBytes(), `f${i}.jpg`))
  return listingBody(values, { 'images[]': images, cultural_document: document ? [document] : [] })
}
const addAuction = (form: FormData, token: string) => call('POST', '/api/addAuction', form, { auth: token })

async function sellerWith(identity: { kind?: 'bireysel' | 'ticari'; permit?: string | null } = {}) {
  const user = await m.seller()
  if (identity.kind || identity.permit)
    await db.insert(schema.seller_identities).values({
      user_id: user.id,
      kind: identity.kind ?? 'bireysel',
      ...(identity.kind === 'ticari' ? TRADER : {}),
      cultural_permit_no: identity.permit ?? null,
      updated_at: Date.now(),
    })
  return { user, token: await login(user) }
}
const TRADER = { trade_name: 'Kaya Antika Ltd. Şti.', vkn: '4781203650', mersis: '0478120365000017', address: 'Çukurcuma Cad. 5, Beyoğlu, İstanbul', kep: 'kaya@hs01.kep.tr' }
const lotRow = async (id: number) => (await db.query.auctions.findFirst({ where: eq(schema.auctions.id, id) }))!

describe('the wizard’s cultural-property question (POST /api/addAuction)', () => {
  it('asks it in the antique category only, and refuses a yes without the permit or the document, writing nothing', async () => {
    const s = await sellerWith()
    const before = await m.rows('auctions')
    const unanswered = await read(await addAuction(multipart(fields(antika)), s.token))
    expect(unanswered.status).toBe(422)
    expect(unanswered.body.errors.cultural_property).toEqual([L.culturalRequired])
    const noKind = await read(await addAuction(multipart(fields(antika, { cultural_property: '1' })), s.token))
    expect(noKind.body.errors.cultural_document_kind).toEqual([L.documentKindRequired])
    const noPermit = await read(await addAuction(multipart(fields(antika, { cultural_property: '1', cultural_document_kind: 'tescil' }), pdf()), s.token))
    expect(noPermit).toMatchObject({ status: 422, body: { errors: { cultural_property: [L.permitMissing] } } })
    const permitted = await sellerWith({ permit: 'İST-2026/145' })
    const noDocument = await read(await addAuction(multipart(fields(antika, { cultural_property: '1', cultural_document_kind: 'tescil' })), permitted.token))
    expect(noDocument).toMatchObject({ status: 422, body: { errors: { cultural_document: [L.documentRequired] } } })
    expect(await m.rows('auctions')).toBe(before)
    // Outside the categories the answer is not asked and not kept.
    const watch = await read(await addAuction(multipart(fields(other, { cultural_property: '1' })), s.token))
    expect(watch.status).toBe(200)
    expect((await lotRow(watch.body.id)).cultural_property).toBe(false)
  })

  it('keeps a declared lot with its document in R2 under reports/ and the declaration in the audit log', async () => {
    const s = await sellerWith({ permit: 'İST-2026/145' })
    const saved = await read(await addAuction(multipart(fields(antika, { cultural_property: '1', cultural_document_kind: 'ekspertiz' }), pdf()), s.token))
    expect(saved.status).toBe(200)
    const lot = await lotRow(saved.body.id)
    expect(lot).toMatchObject({ cultural_property: true, cultural_document_kind: 'ekspertiz', approved: 0 })
    expect(lot.cultural_document_key).toMatch(/^reports\/[0-9a-f]{2}\/[0-9a-f]{64}\.pdf$/)
    const audit = await auditOf('lot_declaration', lot.id)
    expect(audit[0]).toMatchObject({ user_id: s.user.id, action: 'create' })
    // The document is not public.
    expect((await get(`/media/${lot.cultural_document_key}`)).status).toBe(404)
    const no = await read(await addAuction(multipart(fields(antika, { cultural_property: '0' })), s.token))
    expect(no.status).toBe(200)
    expect((await lotRow(no.body.id)).cultural_property).toBe(false)
  })

  it('takes a cayma exception from a trader only', async () => {
    const priv = await sellerWith()
    const refused = await read(await addAuction(multipart(fields(other, { cayma_exception: 'personalised' })), priv.token))
    expect(refused).toMatchObject({ status: 422, body: { errors: { cayma_exception: [L.exceptionPrivate] } } })
    const trader = await sellerWith({ kind: 'ticari' })
    const bad = await read(await addAuction(multipart(fields(other, { cayma_exception: 'auction' })), trader.token))
    expect(bad.body.errors.cayma_exception).toEqual([L.exceptionInvalid])
    const ok = await read(await addAuction(multipart(fields(other, { cayma_exception: 'personalised' })), trader.token))
    expect(ok.status).toBe(200)
    expect((await lotRow(ok.body.id)).cayma_exception).toBe('personalised')
  })
})

describe('the seller’s permit number (PUT /api/seller-identity)', () => {
  it('is checked, kept for a private seller, audited, and kept when a client leaves it out', async () => {
    const s = await sellerWith()
    const put = (body: unknown) => call('PUT', '/api/seller-identity', JSON.stringify(body), { auth: s.token, headers: { 'Content-Type': 'application/json' } })
    const bad = await read(await put({ kind: 'bireysel', cultural_permit_no: '<script>' }))
    expect(bad).toMatchObject({ status: 422, body: { errors: { cultural_permit_no: [L.permitInvalid] } } })
    const ok = await read(await put({ kind: 'bireysel', cultural_permit_no: 'İST-2026/145' }))
    expect(ok).toMatchObject({ status: 200, body: { cultural_permit_no: 'İST-2026/145', identity: { kind: 'bireysel' } } })
    expect((await auditOf('cultural_permit', s.user.id))[0]).toMatchObject({ user_id: s.user.id, action: 'update' })
    expect((await read(await put({ kind: 'bireysel' }))).body.cultural_permit_no).toBe('İST-2026/145')
    expect((await read(await get('/api/seller-identity', s.token))).body.cultural_permit_no).toBe('İST-2026/145')
  })
})

async function culturalLot(permit: string | null = 'İST-2026/145', over: Partial<typeof schema.auctions.$inferInsert> = {}) {
  const s = await sellerWith({ permit })
  const key = `reports/ab/${'ab'.repeat(32)}.pdf`
  await (await import('cloudflare:workers')).env.PHOTOS.put(key, new TextEncoder().encode('%PDF-1.4 belge'), { httpMetadata: { contentType: 'application/pdf' } })
  const lot = await seed.auction({
    seller: s.user,
    category: { id: antika.id, title: 'Antika' },
    approved: 0,
    approved_at: null,
    start_time: Date.now() + 2 * DAY,
    end_time: Date.now() + 3 * DAY,
    cultural_property: true,
    cultural_document_kind: 'tescil',
    cultural_document_key: key,
    ...over,
  })
  return { seller: s, lot }
}
const approve = (id: number, who: Signed) => postAdmin(`/api/admin/auctions/${id}/approve`, {}, who.token)
const openDocument = (id: number, who: Signed) => get(`/api/admin/auctions/${id}/cultural-document`, who.token)

describe('the editor’s approval of a cultural-property lot', () => {
  it('is refused until this editor opened the document; the opening is recorded and audited', async () => {
    const { lot } = await culturalLot()
    const review = await read(await get(`/api/admin/auctions/${lot.id}`, ed.token))
    expect(review.body.declarations).toEqual({
      cultural_property: true,
      cultural_document_kind: 'tescil',
      document_opened: false,
      permit_no: 'İST-2026/145',
      cayma_exception: null,
    })
    const refused = await read(await approve(lot.id, ed))
    expect(refused).toEqual({ status: 422, body: { message: L.documentNotOpened, errors: { cultural_document: [L.documentNotOpened] } } })
    expect((await lotRow(lot.id)).approved).toBe(0)

    const file = await openDocument(lot.id, ed)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(await file.text()).toBe('%PDF-1.4 belge')
    expect((await auditOf('cultural_document', lot.id))[0]).toMatchObject({ user_id: ed.user.id, action: 'review' })
    expect((await read(await get(`/api/admin/auctions/${lot.id}`, ed.token))).body.declarations.document_opened).toBe(true)
    // Another editor's opening does not count for this one.
    expect((await read(await approve(lot.id, ed2))).status).toBe(422)
    expect((await read(await approve(lot.id, ed))).status).toBe(200)
    expect((await lotRow(lot.id)).approved).toBe(2)
    expect((await auditOf('auction', lot.id))[0]!.detail).toMatchObject({ cultural_property: true, permit_no: 'İST-2026/145' })
  })

  it('is refused while the seller has no permit number on file, even with the document opened', async () => {
    const { lot } = await culturalLot(null)
    expect((await openDocument(lot.id, ed)).status).toBe(200)
    const refused = await read(await approve(lot.id, ed))
    expect(refused).toMatchObject({ status: 422, body: { message: L.permitRequiredForApproval, errors: { cultural_property: [L.permitRequiredForApproval] } } })
    expect((await lotRow(lot.id)).approved).toBe(0)
  })

  it('answers 404 for a lot without a document, and members cannot open one', async () => {
    const plain = await seed.auction({ approved: 0 })
    expect((await read(await openDocument(plain.id, ed))).body.message).toBe(L.documentNotFound)
    const { lot, seller } = await culturalLot()
    expect((await get(`/api/admin/auctions/${lot.id}/cultural-document`, seller.token)).status).toBe(403)
  })
})

describe('the museum filing (GET /api/admin/reports/cultural-property)', () => {
  it('lists the waiting and approved cultural-property lots starting in the days asked, with the seller’s permit', async () => {
    const start = Date.UTC(2031, 4, 10, 9, 0) // 12:00 in Istanbul
    const inRange = await culturalLot('ANK-77/2031', { start_time: start, end_time: start + DAY, name: 'Kütahya çini tabak; "lale" desenli' })
    await culturalLot('X-1', { start_time: start, end_time: start + DAY, approved: 1 })
    await culturalLot('X-2', { start_time: start + 40 * DAY, end_time: start + 41 * DAY })
    await seed.auction({ start_time: start, end_time: start + DAY, category: { id: antika.id, title: 'Antika' } })
    const res = await get('/api/admin/reports/cultural-property?from=2031-05-10&to=2031-05-10', ed.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe(L.csv.columns.join(';'))
    expect(lines).toHaveLength(2)
    const cells = lines[1]!.split(';')
    expect(cells[0]).toBe(String(inRange.lot.id))
    expect(lines[1]).toContain('"Kütahya çini tabak; ""lale"" desenli"')
    expect(lines[1]).toContain('10.05.2031 12:00')
    expect(lines[1]).toContain(L.csv.state[0])
    expect(lines[1]).toContain(L.documentKinds.tescil)
    expect(lines[1]).toContain('ANK-77/2031')
    expect(lines[1]).toContain(`/mezat/${inRange.lot.slug}`)
  })

  it('refuses days that are not days, or in the wrong order, with 422 naming the field', async () => {
    const bad = await read(await get('/api/admin/reports/cultural-property?from=2031-5-1&to=2031-05-10', ed.token))
    expect(bad).toMatchObject({ status: 422, body: { errors: { from: [L.reportDayInvalid] } } })
    const order = await read(await get('/api/admin/reports/cultural-property?from=2031-05-10&to=2031-05-01', ed.token))
    expect(order).toMatchObject({ status: 422, body: { errors: { to: [L.reportRangeOrder] } } })
    expect((await get('/api/admin/reports/cultural-property?from=2031-05-10&to=2031-05-10')).status).toBe(401)
  })
})

describe('an MSY m.15 exception on a trader’s lot', () => {
  it('changes the pre-information’s cayma section, and the editor’s clearing puts the right back, audited', async () => {
    const trader = await sellerWith({ kind: 'ticari' })
    const lot = await seed.auction({ seller: trader.user, cayma_exception: 'personalised' })
    const label = caymaExceptionLabel('personalised')
    const excepted = (await read(await get(`/api/auctions/${lot.id}/preinfo`))).body
    expect(excepted.cayma_applies).toBe(false)
    expect(excepted.sections.find((s: { key: string }) => s.key === 'cayma').lines).toEqual(L.preinfoException(label))
    const detail = (await read(await get(`/api/auctions/${lot.slug}`))).body.data
    expect(detail.cayma_exception).toBe(L.exceptionApplies(label))

    const cleared = await read(await del(`/api/admin/auctions/${lot.id}/cayma-exception`, ed.token))
    expect(cleared).toEqual({ status: 200, body: { message: L.exceptionCleared } })
    expect((await auditOf('cayma_exception', lot.id))[0]).toMatchObject({ user_id: ed.user.id, detail: { cayma_exception: ['personalised', null] } })
    const plain = (await read(await get(`/api/auctions/${lot.id}/preinfo`))).body
    expect(plain.cayma_applies).toBe(true)
    expect(plain.sections.find((s: { key: string }) => s.key === 'cayma').lines).toEqual([...tr.preinfo.caymaApplies])
    expect(plain.version).not.toBe(excepted.version)
    expect((await read(await del(`/api/admin/auctions/${lot.id}/cayma-exception`, ed.token))).status).toBe(409)
  })

  it('refuses the cayma notice of such an order with the reason, and the order page says why', async () => {
    const o = await paidOrder()
    await db.insert(schema.seller_identities).values({ user_id: o.seller.id, kind: 'ticari', trade_name: 'Kaya Antika Ltd. Şti.', updated_at: Date.now() })
    await setStatus(o.order.id, 4)
    await db.update(schema.orders).set({ delivered_at: Date.now() - DAY }).where(eq(schema.orders.id, o.order.id))
    const items = await db.select().from(schema.order_items).where(eq(schema.order_items.order_id, o.order.id))
    for (const i of items) await db.update(schema.auctions).set({ cayma_exception: 'perishable' }).where(eq(schema.auctions.id, i.auction_id))
    const label = caymaExceptionLabel('perishable')
    const shown = (await read(await get(`/api/showOrder/${o.order.id}`, o.buyer.token))).body.data.cayma
    expect(shown).toMatchObject({ applies: false, state: 'exception', exception: label, until: null })
    const refused = await read(
      await call('POST', `/api/orders/${o.order.id}/cayma`, JSON.stringify({ full_name: 'Ayşe Yılmaz', address: 'Moda Cad. No:12, Kadıköy, İstanbul' }), {
        auth: o.buyer.token,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    expect(refused).toEqual({ status: 422, body: { message: L.exceptionRefused(label) } })
    expect(await db.query.cayma_notices.findFirst({ where: eq(schema.cayma_notices.order_id, o.order.id) })).toBeUndefined()
  })
})
