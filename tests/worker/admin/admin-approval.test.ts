// The review queue and the decision (docs/architecture.md "API conventions"):
// the queue, the full review of one listing, approve (live on the storefront) and reject with a reason
// (the seller is told and reads the reason), each with its audit row.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { auditOf, editor, ok, postAdmin, putJson, type Signed } from '../../support/admin-seed.ts'
import { login } from '../../support/auth.ts'
import { get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'
import * as sf from '../../support/storefront-seed.ts'

const HOUR = 3_600_000
let ed: Signed
beforeAll(async () => {
  ed = await editor({ title: 'Editör Ayşe' })
})

async function waiting(over: Partial<typeof schema.auctions.$inferInsert> = {}) {
  const seller = await seed.user({ title: 'Çınar Antika' })
  const a = await seed.auction({
    seller,
    approved: 0,
    approved_at: null,
    start_time: Date.now() + HOUR,
    end_time: Date.now() + 25 * HOUR,
    ...over,
  })
  return { seller, a }
}

describe('GET /api/admin/auctions (review queue)', () => {
  it('lists waiting listings oldest first with seller, categories, prices and photo count', async () => {
    const older = await waiting({ name: 'Gümüş şamdan', created_at: Date.now() - 2 * HOUR })
    const newer = await waiting({ name: 'Osmanlı kahve takımı', created_at: Date.now() - HOUR })
    await sf.images(older.a, 4)
    await seed.auction({ name: 'Yayında olan' })
    const body = await ok(get('/api/admin/auctions', ed.token))
    const ids = body.auctions.data.map((r: { id: number }) => r.id)
    expect(ids.indexOf(older.a.id)).toBeLessThan(ids.indexOf(newer.a.id))
    expect(body.auctions.data.every((r: { approved: number }) => r.approved === 0)).toBe(true)
    expect(body.auctions.data.find((r: { id: number }) => r.id === older.a.id)).toMatchObject({
      name: 'Gümüş şamdan',
      seller_title: 'Çınar Antika',
      image_count: 4,
      opening_price: 100,
      buynow_price: 1000,
      thumbnail_url: `/demo/${older.a.id}-0-thumb.jpg`,
    })
  })

  it('finds a listing by a word typed without Turkish letters or in capitals', async () => {
    const { a } = await waiting({ name: 'IŞIKLI Şamdan Çifti' })
    for (const q of ['isikli', 'ışıklı', 'ŞAMDAN çifti']) {
      const body = await ok(get(`/api/admin/auctions?q=${encodeURIComponent(q)}`, ed.token))
      expect(body.auctions.data.map((r: { id: number }) => r.id)).toEqual([a.id])
    }
  })
})

describe('GET /api/admin/auctions/{id} (full review)', () => {
  it('answers photos, description, properties, prices, dates and the seller file', async () => {
    const { a, seller } = await waiting({ description: '<p>Kusursuz durumda.</p>' })
    await sf.images(a, 2)
    await sf.properties(a, [
      ['Malzeme', 'Gümüş'],
      ['Dönem', 'Osmanlı'],
    ])
    const body = await ok(get(`/api/admin/auctions/${a.id}`, ed.token))
    expect(body.auction).toMatchObject({
      id: a.id,
      name: a.name,
      description: '<p>Kusursuz durumda.</p>',
      approved: 0,
      opening_price: 100,
      buynow_price: 1000,
      properties: [
        { label: 'Malzeme', value: 'Gümüş' },
        { label: 'Dönem', value: 'Osmanlı' },
      ],
      auction_image: [
        expect.objectContaining({ public_url: `/demo/${a.id}-0.jpg` }),
        expect.objectContaining({ public_url: `/demo/${a.id}-1.jpg` }),
      ],
      start_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    })
    expect(body.seller).toMatchObject({
      id: seller.id,
      username: seller.username,
      email: seller.email,
      waiting: 1,
      rejected: 0,
      approved: 0,
    })
  })

  it('answers 404 with the Turkish sentence for an unknown listing', async () => {
    const { status, body } = await read(await get('/api/admin/auctions/999999', ed.token))
    expect(status).toBe(404)
    expect(body).toEqual({ message: tr.admin.auctionNotFound })
  })
})

describe('POST /api/admin/auctions/{id}/reject', () => {
  it('rejects with the reason, tells the seller, and the seller reads the reason', async () => {
    const { a, seller } = await waiting({ name: 'Sahte imzalı tablo' })
    const reason = 'Fotoğraflarda imza okunmuyor; yakın çekim ekleyin.'
    expect(await ok(postAdmin(`/api/admin/auctions/${a.id}/reject`, { reason }, ed.token))).toEqual({ message: tr.admin.rejected })

    const row = await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, a.id) })
    expect(row).toMatchObject({ approved: 1, rejection_reason: reason })
    const [notice] = await seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, seller.id))
    expect(notice).toMatchObject({
      kind: 'rejected',
      notification_title: tr.admin.rejectedTitle,
      notification_message: tr.admin.rejectedMessage(a.name, reason),
    })
    const sellerToken = await login(seller)
    expect(await ok(get(`/api/check-approval-status/${a.id}`, sellerToken))).toEqual({ status: 'rejected', reason })
    const [audit] = await auditOf('auction', a.id)
    expect(audit).toMatchObject({ user_id: ed.user.id, action: 'reject', detail: { reason } })
  })

  it('refuses a short reason with the field sentence and leaves the listing waiting', async () => {
    const { a } = await waiting()
    const { status, body } = await read(await postAdmin(`/api/admin/auctions/${a.id}/reject`, { reason: 'kötü' }, ed.token))
    expect(status).toBe(422)
    expect(body).toEqual({ message: tr.admin.reasonTooShort, errors: { reason: [tr.admin.reasonTooShort] } })
    expect((await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, a.id) }))!.approved).toBe(0)
    expect(await auditOf('auction', a.id)).toEqual([])
  })
})

describe('POST /api/admin/auctions/{id}/approve', () => {
  it('publishes the listing (it appears in the storefront list), tells the seller, and records who', async () => {
    const { a, seller } = await waiting({ name: 'Art deco masa saati', start_time: Date.now() - 60_000 })
    const before = await ok(get('/api/auctions'))
    expect(before.auctions.data.map((x: { id: number }) => x.id)).not.toContain(a.id)

    const body = await ok(postAdmin(`/api/admin/auctions/${a.id}/approve`, {}, ed.token))
    expect(body).toMatchObject({ message: tr.admin.approved })

    const after = await ok(get('/api/auctions'))
    expect(after.auctions.data.map((x: { id: number }) => x.id)).toContain(a.id)
    const row = await seed.db.query.auctions.findFirst({ where: eq(schema.auctions.id, a.id) })
    expect(row).toMatchObject({ approved: 2, approved_by: ed.user.id, rejection_reason: null })
    const [notice] = await seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, seller.id))
    expect(notice).toMatchObject({ kind: 'approved', notification_target_link: `/mezat/${a.slug}` })
    expect((await auditOf('auction', a.id))[0]).toMatchObject({ action: 'approve', user_id: ed.user.id })
  })

  it('refuses a listing already approved (409) and one whose end has passed (422)', async () => {
    const live = await seed.auction()
    expect((await postAdmin(`/api/admin/auctions/${live.id}/approve`, {}, ed.token)).status).toBe(409)
    const { a } = await waiting({ start_time: Date.now() - 3 * HOUR, end_time: Date.now() - HOUR })
    const { status, body } = await read(await postAdmin(`/api/admin/auctions/${a.id}/approve`, {}, ed.token))
    expect(status).toBe(422)
    expect(body.message).toBe(tr.admin.endPassed)
  })

  it('counts waiting listings on the summary', async () => {
    const body = await ok(get('/api/admin/summary', ed.token))
    expect(body.counts.waiting_auctions).toBeGreaterThan(0)
    expect(Object.keys(body.counts).sort()).toEqual([
      'active_live_sessions',
      'blocked_users',
      'new_orders',
      'open_tickets',
      'overdue_auctions',
      'waiting_auctions',
    ])
  })
})

describe('PUT /api/admin/auctions/{id}/showcase', () => {
  it('a sale label puts a running auction on the featured list; clearing it takes it off', async () => {
    const a = await seed.auction({ name: 'Vitrinlik pirinç semaver' })
    const featured = async () => (await ok(get('/api/showcaseauctions'))).auctions.data.map((x: { id: number }) => x.id)
    expect(await featured()).not.toContain(a.id)
    expect(await ok(putJson(`/api/admin/auctions/${a.id}/showcase`, { sale_label: 'Editörün seçimi', badgetype: 2 }, ed.token))).toEqual({
      message: tr.admin.showcaseSaved,
    })
    expect(await featured()).toContain(a.id)
    expect((await auditOf('auction', a.id))[0]!.detail).toEqual({ sale_label: [null, 'Editörün seçimi'], badgetype: [0, 2] })
    await ok(putJson(`/api/admin/auctions/${a.id}/showcase`, { sale_label: '', badgetype: 0 }, ed.token))
    expect(await featured()).not.toContain(a.id)
    const bad = await read(await putJson(`/api/admin/auctions/${a.id}/showcase`, { badgetype: 9 }, ed.token))
    expect(bad.body.errors).toEqual({ badgetype: [tr.admin.numberRange(tr.admin.field.badgetype, 0, 4)] })
  })
})
