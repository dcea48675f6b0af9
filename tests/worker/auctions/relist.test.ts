// A seller relists an auction that ended unsold or whose buyer cancelled the order. The copy
// waits for an editor (approved 0) with the same photos and properties; nothing else may be relisted,
// and nothing twice.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { member, ok, type Signed } from '../../support/admin-seed.ts'
import { get, postForm, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'
import * as sf from '../../support/storefront-seed.ts'

const HOUR = 3_600_000
let seller: Signed
let buyer: Signed
const sellerProfile = { phone_verified_at: Date.now(), bank_iban: 'TR330006100519786457841326', first_name: 'Ayşe', last_name: 'Kaya', tckn: '10000000146' }

beforeAll(async () => {
  seller = await member(sellerProfile)
  buyer = await member()
})

const ended = (over: Parameters<typeof seed.auction>[0] = {}) =>
  seed.auction({ seller: seller.user, start_time: Date.now() - 3 * HOUR, end_time: Date.now() - HOUR, closed_at: Date.now() - HOUR, ...over })
const refusal = { status: 422, body: { message: tr.relist.notAllowed, errors: { auction_id: [tr.relist.notAllowed] } } }
const relist = (id: number, token = seller.token) => postForm('/api/relistAuction', { auction_id: id }, token)
const copiesOf = (id: number) => seed.db.select().from(schema.auctions).where(eq(schema.auctions.relisted_from_id, id))

describe('POST /api/relistAuction', () => {
  it('relists an unsold auction once, as a new listing waiting for an editor, with its photos, properties and condition report', async () => {
    const a = await ended({ sold_via: 'unsold', condition_grade: 'fair', condition_notes: 'Camda çizik.' })
    await sf.images(a, 2)
    await sf.properties(a, [['Marka', 'Seiko']])
    await seed.conditionPhoto(a.id, { caption: 'Camdaki çizik' })
    const before = await ok(get('/api/myauctions', seller.token))
    expect(before.closed_auctions.find((x: { id: number }) => x.id === a.id).can_relist).toBe(true)

    const answer = await ok(relist(a.id))
    expect(answer.message).toBe(tr.relist.done)
    const [copy] = await copiesOf(a.id)
    expect(copy).toMatchObject({ id: answer.auction_id, slug: answer.slug, approved: 0, bid_count: 0, closed_at: null, name: a.name, seller_id: seller.user.id })
    expect(copy!.end_time - copy!.start_time).toBeGreaterThanOrEqual(24 * HOUR)
    expect(await seed.db.select().from(schema.auction_images).where(eq(schema.auction_images.auction_id, copy!.id))).toHaveLength(2)
    expect(await seed.db.select().from(schema.auction_properties).where(eq(schema.auction_properties.auction_id, copy!.id))).toHaveLength(1)
    expect(copy).toMatchObject({ condition_grade: 'fair', condition_notes: 'Camda çizik.' })
    const conditionPhotos = await seed.db.select().from(schema.auction_condition_photos).where(eq(schema.auction_condition_photos.auction_id, copy!.id))
    expect(conditionPhotos.map((p) => p.caption)).toEqual(['Camdaki çizik'])

    expect(await read(await relist(a.id))).toEqual(refusal)
    expect(await copiesOf(a.id)).toHaveLength(1)
    const after = await ok(get('/api/myauctions', seller.token))
    expect(after.closed_auctions.find((x: { id: number }) => x.id === a.id).can_relist).toBe(false)
    expect(after.waiting_auctions.map((x: { id: number }) => x.id)).toContain(copy!.id)
  })

  it('relists an auction whose buyer cancelled the order', async () => {
    const a = await ended({ sold_via: 'bid', winner_user_id: buyer.user.id })
    expect(await read(await relist(a.id))).toEqual(refusal)
    const [order] = await seed.db
      .insert(schema.orders)
      .values({ buyer_id: buyer.user.id, seller_id: seller.user.id, status: 0, cancelled_at: Date.now() })
      .returning()
    await seed.db.insert(schema.order_items).values({ order_id: order!.id, auction_id: a.id, name: a.name, slug: a.slug, item_price_kurus: 100_00 })
    await ok(relist(a.id))
    expect(await copiesOf(a.id)).toHaveLength(1)
  })

  it('refuses a sold, a running and someone else’s auction, and stores nothing', async () => {
    const sold = await ended({ sold_via: 'bid', winner_user_id: buyer.user.id })
    const running = await seed.auction({ seller: seller.user })
    expect(await read(await relist(sold.id))).toEqual(refusal)
    expect(await read(await relist(running.id))).toEqual(refusal)
    const other = await ended({ seller: buyer.user, sold_via: 'unsold' })
    expect((await read(await relist(other.id))).status).toBe(404)
    expect((await read(await relist(other.id, ''))).status).toBe(401)
    for (const a of [sold, running, other]) expect(await copiesOf(a.id)).toHaveLength(0)
  })
})
