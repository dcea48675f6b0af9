// The seller's kind and trader identity (docs/law.md "Seller kind"): the VKN check digit, the 422s naming
// the field, the editor's verification (audited, undone by a change), and the lot page and the seller's
// profile naming who sells.
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { isValidVkn } from '../../../common/validation/tckn.ts'
import { auditOf, editor, member, postAdmin, putJson } from '../../support/admin-seed.ts'
import { get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const m = tr.sellerIdentity
/** A valid VKN from nine digits: the one check digit that passes. */
const vkn = (nine: string) => [...'0123456789'].map((d) => `${nine}${d}`).find(isValidVkn)!
const trader = (over: Record<string, string> = {}) => ({
  kind: 'ticari',
  trade_name: 'Eski Zaman Antika Ticaret Ltd. Şti.',
  vkn: vkn('123456789'),
  mersis: '0123456789000017',
  address: 'Çukurcuma Cad. No: 12, Beyoğlu, İstanbul',
  kep: 'eskizaman@hs01.kep.tr',
  ...over,
})

describe('the VKN check digit', () => {
  it('accepts exactly one last digit for nine digits, and refuses other lengths', () => {
    expect([...'0123456789'].filter((d) => isValidVkn(`123456789${d}`))).toHaveLength(1)
    expect(isValidVkn('1234567890'.slice(0, 9))).toBe(false)
    expect(isValidVkn('12345678901')).toBe(false)
  })
})

describe('PUT /api/seller-identity', () => {
  it('is private by default, and 401 without a token', async () => {
    const me = await member()
    expect(await read(await get('/api/seller-identity', me.token))).toEqual({ status: 200, body: { identity: { kind: 'bireysel' }, cultural_permit_no: null } })
    expect((await putJson('/api/seller-identity', { kind: 'bireysel' })).status).toBe(401)
  })

  it('refuses a trader with a wrong VKN, a short MERSİS, a KEP outside kep.tr, naming each field, and keeps nothing', async () => {
    const me = await member()
    const good = vkn('987654321')
    const bad = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`
    const { status, body } = await read(await putJson('/api/seller-identity', trader({ vkn: bad, mersis: '123', kep: 'a@gmail.com', trade_name: '' }), me.token))
    expect(status).toBe(422)
    expect(body.errors).toEqual({ vkn: [m.vknChecksum], mersis: [m.mersisLength], kep: [m.kepInvalid], trade_name: [m.tradeNameRequired] })
    expect((await read(await get('/api/seller-identity', me.token))).body.identity).toEqual({ kind: 'bireysel' })
    expect((await read(await putJson('/api/seller-identity', { kind: 'şirket' }, me.token))).body.errors).toEqual({ kind: [m.kindInvalid] })
  })

  it('saves a trader unverified; an editor verifies it (audited); a change clears the check; back to private clears the data', async () => {
    const me = await member()
    const ed = await editor()
    const saved = await read(await putJson('/api/seller-identity', trader(), me.token))
    expect(saved).toEqual({ status: 200, body: { message: m.savedTrader, identity: { ...trader(), kind: 'ticari', verified: false }, cultural_permit_no: null } })

    expect((await postAdmin(`/api/admin/users/${me.user.id}/seller-identity/verify`, {}, me.token)).status).toBe(403)
    expect(await read(await postAdmin(`/api/admin/users/${me.user.id}/seller-identity/verify`, {}, ed.token))).toEqual({ status: 200, body: { message: m.verified } })
    expect((await postAdmin(`/api/admin/users/${me.user.id}/seller-identity/verify`, {}, ed.token)).status).toBe(409)
    const [entry] = await auditOf('seller_identity', me.user.id)
    expect(entry).toMatchObject({ user_id: ed.user.id, action: 'approve' })
    expect((await read(await get(`/api/admin/users/${me.user.id}`, ed.token))).body.user.seller_identity).toMatchObject({ kind: 'ticari', verified: true })

    // The same identity saved again keeps the check; a new address waits for the editors again.
    expect((await read(await putJson('/api/seller-identity', trader(), me.token))).body.identity.verified).toBe(true)
    expect((await read(await putJson('/api/seller-identity', trader({ address: 'Yeni adres, Kadıköy, İstanbul' }), me.token))).body.identity.verified).toBe(false)

    expect((await read(await putJson('/api/seller-identity', { ...trader(), kind: 'bireysel' }, me.token))).body.identity).toEqual({ kind: 'bireysel' })
    const [row] = await seed.db.query.seller_identities.findMany({ where: (t, { eq }) => eq(t.user_id, me.user.id) })
    expect(row).toMatchObject({ kind: 'bireysel', vkn: null, mersis: null, kep: null, verified_at: null })
    expect((await postAdmin(`/api/admin/users/${me.user.id}/seller-identity/verify`, {}, ed.token)).status).toBe(409)
  })
})

describe('who sells, on the lot page and the seller profile', () => {
  it('names a trader with the identity and the check, and a private seller by kind only', async () => {
    const shop = await member()
    await putJson('/api/seller-identity', trader(), shop.token)
    const person = await member()
    const [a, b] = [await seed.auction({ seller: shop.user }), await seed.auction({ seller: person.user })]

    const lotOf = async (slug: string) => (await read(await get(`/api/auctions/${slug}`))).body.data.seller.identity
    expect(await lotOf(a.slug)).toEqual({ ...trader(), kind: 'ticari', verified: false })
    expect(await lotOf(b.slug)).toEqual({ kind: 'bireysel' })
    const profileOf = async (slug: string) => (await read(await get(`/api/profil/${slug}`))).body.seller.identity
    expect(await profileOf(shop.user.slug)).toEqual({ ...trader(), kind: 'ticari', verified: false })
    expect(await profileOf(person.user.slug)).toEqual({ kind: 'bireysel' })
  })
})
