// "Verilerimi indir" (docs/privacy.md "The member's own data"): the export is built in the background into
// R2 with its progress, holds every table of the member and nobody else's rows, leaves card data out, and
// is downloadable only by its member while its link lasts; then the sweep deletes the file.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { EXPORT_LINK_MS } from '../../../common/retention.ts'
import { DataExportAnswer } from '../../../common/schemas/data-export.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { EXPORT_TABLES } from '../../../worker/domain/member/data-export-tables.ts'
import { runExports } from '../../../worker/domain/member/data-export.ts'
import type { Env } from '../../../worker/env.ts'
import { paidOrder } from '../../support/checkout-seed.ts'
import { call, get, read } from '../../support/http.ts'
import { auction, db, notification } from '../../support/seed.ts'

const workerEnv = env as unknown as Env
const start = (token: string) => call('POST', '/api/user/data-export', null, { auth: token })

/** Starts an export and waits for it (the request's waitUntil, or the cron, whichever gets there). */
async function exportOf(token: string) {
  const started = await read(await start(token))
  expect(started.status).toBe(200)
  expect(started.body.message).toBe(tr.dataRights.exportStarted)
  for (let i = 0; i < 50; i++) {
    await runExports(db, workerEnv)
    const { body } = await read(await get('/api/user/data-export', token))
    const answer = DataExportAnswer.parse(body)
    if (answer.export?.status === 'ready') return answer.export
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the export was never ready')
}

async function download(url: string, token: string) {
  const res = await get(url, token)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/zip')
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="mezat-verilerim-\d{4}-\d{2}-\d{2}\.zip"$/)
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
  return { files, all: JSON.parse(strFromU8(files['verilerim.json']!)) as Record<string, Record<string, unknown>[]> }
}

describe('Verilerimi indir', () => {
  it('holds the member’s rows of every table, as JSON and CSV, and nobody else’s', async () => {
    const { buyer, seller, order } = await paidOrder()
    const other = await paidOrder({ seller })
    const lot = await auction({ seller })
    await db.insert(schema.watchlist).values({ user_id: buyer.id, auction_id: lot.id })
    await db.insert(schema.watchlist).values({ user_id: other.buyer.id, auction_id: lot.id })
    await notification(buyer.id, { notification_title: 'Alıcının bildirimi' })
    await notification(other.buyer.id, { notification_title: 'Başkasının bildirimi' })
    const kvkk = (userId: number, reference: string) => ({
      reference,
      user_id: userId,
      name: 'Ad',
      email: `${reference}@example.com`,
      kinds: '["learn"]',
      details: reference,
      status: 'open' as const,
      created_at: Date.now(),
      received_at: Date.now(),
      due_at: Date.now() + 1,
    })
    await db.insert(schema.kvkk_requests).values([kvkk(buyer.id, 'KVKK-ALICI001'), kvkk(other.buyer.id, 'KVKK-BASKA001')])

    const ready = await exportOf(buyer.token)
    expect(ready.progress).toBe(100)
    const { files, all } = await download(ready.download_url!, buyer.token)
    for (const t of EXPORT_TABLES) {
      expect(Object.keys(files)).toContain(`json/${t.name}.json`)
      expect(Object.keys(files)).toContain(`csv/${t.name}.csv`)
    }
    expect(all.profil).toEqual([expect.objectContaining({ id: buyer.id, email: buyer.email })])
    expect(all.profil![0]).not.toHaveProperty('password_hash')
    expect(all.siparisler_alici!.map((o) => o.id)).toEqual([order.id])
    expect(all.takip_listesi!.map((w) => w.auction_id)).toEqual([lot.id])
    expect(all.bildirimler!.map((n) => n.notification_title)).toContain('Alıcının bildirimi')
    expect(all.odemeler).toHaveLength(1)
    expect(all.kvkk_basvurulari!.map((r) => r.reference)).toEqual(['KVKK-ALICI001'])
    // Nothing of the other buyer anywhere, and no card data.
    const text = strFromU8(files['verilerim.json']!)
    expect(text).not.toContain(other.buyer.email)
    expect(text).not.toContain('Başkasının bildirimi')
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.user_id, buyer.id))
    expect(payment!.last_four).toBeTruthy()
    for (const card of ['bin_no', 'last_four', 'card_association', 'card_family', 'card_type'])
      expect(all.odemeler![0]).not.toHaveProperty(card)
    const csv = files['csv/siparisler_alici.csv']!
    expect([...csv.slice(0, 3)], 'a UTF-8 BOM, for spreadsheet programs').toEqual([0xef, 0xbb, 0xbf])
    expect(strFromU8(csv).split('\r\n')[0]).toMatch(/^id,seller_id,/)

    // The seller's export has the sold order without the buyer's name and address.
    const sellerFile = await download((await exportOf(seller.token)).download_url!, seller.token)
    expect(sellerFile.all.siparisler_satici!.map((o) => o.id).sort()).toEqual([order.id, other.order.id].sort())
    expect(strFromU8(sellerFile.files['verilerim.json']!)).not.toContain(order.delivery_contact_name!)
  })

  it('is only its member’s: another member, a guest and an expired link get nothing; the sweep deletes the file', async () => {
    const { buyer, seller } = await paidOrder()
    const ready = await exportOf(buyer.token)
    expect((await get(ready.download_url!, seller.token)).status).toBe(404)
    expect((await get(ready.download_url!)).status).toBe(401)
    const [row] = await db.select().from(schema.data_exports).where(eq(schema.data_exports.id, ready.id))
    expect(await workerEnv.EXPORTS.head(row!.object_key!)).not.toBeNull()
    expect(row!.expires_at! - row!.ready_at!).toBe(EXPORT_LINK_MS)

    await runExports(db, workerEnv, row!.expires_at! + 1)
    expect((await get(ready.download_url!, buyer.token)).status).toBe(404)
    expect(await workerEnv.EXPORTS.head(row!.object_key!)).toBeNull()
    const { body } = await read(await get('/api/user/data-export', buyer.token))
    expect(body.export).toMatchObject({ id: ready.id, status: 'expired', download_url: null })
  })

  it('starts one build at a time: a second click answers the one on its way', async () => {
    const { buyer } = await paidOrder()
    const first = await exportOf(buyer.token)
    // Held as if a build were still at work (its background build is over, so nothing races this).
    await db
      .update(schema.data_exports)
      .set({ status: 'building', lease_until: Date.now() + 60_000 })
      .where(eq(schema.data_exports.id, first.id))
    const second = await read(await start(buyer.token))
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ message: tr.dataRights.exportRunning, export: { id: first.id, status: 'building' } })
    expect((await call('POST', '/api/user/data-export')).status).toBe(401)
  })
})
