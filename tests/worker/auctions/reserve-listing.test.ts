// The wizard's optional reserve (docs/decisions/0020-reserve-price.md): kept hidden on the lot, refused with a Turkish
// 422 naming `reserve_price` when it is not whole lira, not above the opening price, not below the buy-now price, or on
// a lot whose opening price is under the editors' threshold, which editors change in the console (audited).
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { formatKurus } from '../../../common/money.ts'
import { RESERVE_THRESHOLD_TL_DEFAULT } from '../../../common/reserve.ts'
import { ReserveThresholdAnswer } from '../../../common/schemas/reserve.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { auditOf, editor, ok, putJson } from '../../support/admin-seed.ts'
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
  brandId = (await m.brand('Seiko')).id
  token = await login(await m.seller())
})

/** A listing opening at 2.000 ₺ with buy-now 9.000 ₺ (over the default threshold), with the given reserve. */
function listing(over: Record<string, string>) {
  const values = watchFields(cats, brandId, { opening_price: '2.000', buynow_price: '9.000', shipping_payment_by: '0', ...over })
  const images = Array.from({ length: 4 }, (_, i) => m.photoFile(m.jpegBytes(), `foto${i}.jpg`))
  return call('POST', '/api/addAuction', listingBody(values, { 'images[]': images }), { auth: token })
}
const reserveOf = async (id: number) => (await seed.db.select().from(schema.auctions).where(eq(schema.auctions.id, id)))[0]!.reserve_kurus

describe('the wizard’s reserve', () => {
  it('keeps a valid reserve on the lot, and none when the field is left empty', async () => {
    const { status, body } = await read(await listing({ reserve_price: '5.000' }))
    expect(status).toBe(200)
    expect(await reserveOf(body.id)).toBe(5_000_00)
    const plain = await read(await listing({ reserve_price: '' }))
    expect(plain.status).toBe(200)
    expect(await reserveOf(plain.body.id)).toBeNull()
  })

  it('refuses, naming reserve_price in Turkish and writing nothing: not whole lira, not above opening, not below buy-now, a lot under the threshold', async () => {
    const before = await m.rows('auctions')
    const threshold = formatKurus(RESERVE_THRESHOLD_TL_DEFAULT * 100)
    const cases: Array<[Record<string, string>, string]> = [
      [{ reserve_price: '5.000,50' }, tr.reserve.amountInvalid],
      [{ reserve_price: 'beş bin' }, tr.reserve.amountInvalid],
      [{ reserve_price: '2.000' }, tr.reserve.notAboveOpening],
      [{ reserve_price: '9.000' }, tr.reserve.notBelowBuyNow],
      [{ opening_price: '999', reserve_price: '5.000' }, tr.reserve.lotUnderThreshold(threshold)],
    ]
    for (const [over, message] of cases) {
      const { status, body } = await read(await listing(over))
      expect(status, JSON.stringify(over)).toBe(422)
      expect(body.errors.reserve_price, JSON.stringify(over)).toEqual([message])
    }
    expect(await m.rows('auctions')).toEqual(before)
  })
})

describe('the editors’ threshold', () => {
  it('is read by the wizard, set by an editor (audited), refused when bad, and applies to the next listing', async () => {
    expect(ReserveThresholdAnswer.parse(await ok(get('/api/listing/reserve-threshold')))).toEqual({ reserve_threshold: RESERVE_THRESHOLD_TL_DEFAULT })
    const ed = await editor()
    const bad = await read(await putJson('/api/admin/settings/reserve-threshold', { reserve_threshold: 'bin' }, ed.token))
    expect(bad).toMatchObject({ status: 422, body: { errors: { reserve_threshold: [tr.reserve.thresholdInvalid] } } })
    expect((await read(await putJson('/api/admin/settings/reserve-threshold', { reserve_threshold: 3000 }, token))).status).toBe(403)
    expect(await ok(putJson('/api/admin/settings/reserve-threshold', { reserve_threshold: 3000 }, ed.token))).toEqual({ message: tr.reserve.thresholdSaved })
    expect((await ok(get('/api/admin/settings', ed.token))).reserve_threshold).toBe(3000)
    expect((await auditOf('setting', 'reserve_threshold_tl'))[0]).toMatchObject({ user_id: ed.user.id, action: 'update' })
    expect(await ok(get('/api/listing/reserve-threshold'))).toEqual({ reserve_threshold: 3000 })

    const under = await read(await listing({ reserve_price: '5.000' }))
    expect(under.body.errors.reserve_price).toEqual([tr.reserve.lotUnderThreshold(formatKurus(3000_00))])
    expect((await read(await listing({ opening_price: '3.000', reserve_price: '5.000' }))).status).toBe(200)
  })
})
