// Delivery addresses and the il → ilçe → mahalle lists: 
// beyond the spec (docs/member-rules.md): real il and ilçe, the postal code of the il, a mobile number.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { ADDRESS_LIMIT } from '../../../common/schemas/address.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { login } from '../../support/auth.ts'
import { call, expectFieldRefused, expectUnauthenticated, get, postJson, read } from '../../support/http.ts'
import * as m from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'

let places: Awaited<ReturnType<typeof m.geo>>
beforeAll(async () => {
  places = await m.geo()
})

const put = (path: string, payload: unknown, auth?: string) =>
  call('PUT', path, JSON.stringify(payload), { auth, headers: { 'Content-Type': 'application/json' } })
const del = (path: string, auth?: string) => call('DELETE', path, null, { auth })

async function member() {
  const user = await seed.user()
  return { user, token: await login(user) }
}
const addressesOf = (userId: number) =>
  seed.db
    .select()
    .from(schema.delivery_addresses)
    .where(eq(schema.delivery_addresses.user_id, userId))
    .orderBy(schema.delivery_addresses.id)

const expectedAddress = (over: Record<string, unknown> = {}) => ({
  id: expect.any(Number),
  person: 'Ayşe Yılmaz',
  title: 'Ev',
  line1: 'Moda Cad. No: 12 D: 3',
  line2: null,
  town: 'Kadıköy',
  city: 'İstanbul',
  neighbourhood: 'Moda Mah',
  postalcode: '34710',
  phone: '5321234567',
  country: 'TÜRKİYE',
  is_default: true,
  ...over,
})

describe('GET /api/iller, /api/ilceler/{city}, /api/mahalleler/{city}/{town}', () => {
  it('lists the provinces in Turkish alphabetical order, with a long cache', async () => {
    const res = await get('/api/iller')
    const { status, body } = await read(res)
    expect(status).toBe(200)
    expect(body.map((p: { name: string }) => p.name)).toEqual([
      'Ankara',
      'Antalya',
      'Aydın',
      'Balıkesir',
      'Bursa',
      'Çankırı',
      'Denizli',
      'İstanbul',
      'İzmir',
      'Şanlıurfa',
    ])
    expect(body[0]).toEqual({ id: 6, name: 'Ankara' })
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/)
  })

  it("lists a province's districts by plate number or by name, in any case", async () => {
    const expected = [
      { id: places.besiktas.id, name: 'Beşiktaş' },
      { id: places.kadikoy.id, name: 'Kadıköy' },
      { id: places.uskudar.id, name: 'Üsküdar' },
    ]
    for (const city of ['34', 'İstanbul', 'İSTANBUL', 'istanbul']) {
      const { status, body } = await read(await get(`/api/ilceler/${encodeURIComponent(city)}`))
      expect(status, city).toBe(200)
      expect(body, city).toEqual(expected)
    }
  })

  it('lists the mahalle of a district with their postal codes (posta_kodu), in Turkish order', async () => {
    const res = await get(`/api/mahalleler/${encodeURIComponent('İstanbul')}/${encodeURIComponent('KADIKÖY')}`)
    const { status, body } = await read(res)
    expect(status).toBe(200)
    expect(body.map((n: { name: string; posta_kodu: string }) => [n.name, n.posta_kodu])).toEqual([
      ['Acıbadem Mah', '34718'],
      ['Caferağa Mah', '34710'],
      ['Çiftehavuzlar Mah', '34728'],
      ['İçerenköy Mah', '34752'],
      ['Moda Mah', '34710'],
      ['Ünalan Mah', '34700'],
    ])
    expect(body[0]).toEqual({ id: expect.any(Number), name: 'Acıbadem Mah', posta_kodu: '34718' })
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/)
    expect((await read(await get(`/api/mahalleler/34/${places.kadikoy.id}`))).body).toEqual(body)
  })

  it('answers 404 with a Turkish sentence for an unknown il or ilçe', async () => {
    expect(await read(await get('/api/ilceler/Atlantis'))).toEqual({ status: 404, body: { message: tr.address.cityUnknown } })
    expect(await read(await get(`/api/mahalleler/6/${encodeURIComponent('Kadıköy')}`))).toEqual({
      status: 404,
      body: { message: tr.address.townUnknown },
    })
  })
})

describe('POST /api/user/addresses', () => {
  it('refuses a guest with exactly {"message":"Unauthenticated."}', async () => {
    await expectUnauthenticated(await postJson('/api/user/addresses', m.addressPayload()))
    await expectUnauthenticated(await get('/api/user/addresses'))
  })

  it('adds the first address as the default, with the country TÜRKİYE and the phone normalised', async () => {
    const { user, token } = await member()
    const { status, body } = await read(
      await postJson('/api/user/addresses', m.addressPayload({ city: 'istanbul', town: 'kadıköy' }), token),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.address.saved, address: expectedAddress(), addresses: [expectedAddress()] })
    expect(await addressesOf(user.id)).toHaveLength(1)
    expect((await read(await get('/api/user/addresses', token))).body).toEqual([expectedAddress()])
  })

  it('adds later addresses as not default', async () => {
    const { token } = await member()
    await postJson('/api/user/addresses', m.addressPayload(), token)
    const { body } = await read(
      await postJson('/api/user/addresses', m.addressPayload({ title: 'İş', town: 'Beşiktaş', postalcode: '34353' }), token),
    )
    expect(body.address).toEqual(expectedAddress({ title: 'İş', town: 'Beşiktaş', postalcode: '34353', is_default: false }))
    expect(body.addresses.map((a: { title: string; is_default: boolean }) => [a.title, a.is_default])).toEqual([
      ['Ev', true],
      ['İş', false],
    ])
  })

  const empty: Array<[string, string, string]> = [
    ['person', 'Teslim alacak kişi', ''],
    ['title', 'Adres Başlığı', ''],
    ['line1', 'Açık Adres', '   '],
    ['city', 'İl', ''],
    ['town', 'İlçe', ''],
    ['postalcode', 'Posta Kodu', ''],
    ['phone', 'Cep Telefonu', ''],
  ]
  it.each(empty)('refuses an empty %s with "%s alanı boş bırakılamaz" and writes nothing', async (field, label, value) => {
    const { user, token } = await member()
    const { status, body } = await read(await postJson('/api/user/addresses', m.addressPayload({ [field]: value }), token))
    expect(status).toBe(422)
    expect(body).toEqual({ message: `${label} alanı boş bırakılamaz`, errors: { [field]: [`${label} alanı boş bırakılamaz`] } })
    expect(await addressesOf(user.id)).toHaveLength(0)
  })

  it('names the first missing field on top when several are missing, and every one below', async () => {
    const { token } = await member()
    const payload = m.addressPayload({ title: '', town: '', phone: undefined })
    const { status, body } = await read(await postJson('/api/user/addresses', payload, token))
    expect(status).toBe(422)
    expect(body).toEqual({
      message: 'Adres Başlığı alanı boş bırakılamaz',
      errors: {
        title: ['Adres Başlığı alanı boş bırakılamaz'],
        town: ['İlçe alanı boş bırakılamaz'],
        phone: ['Cep Telefonu alanı boş bırakılamaz'],
      },
    })
  })

  const wrong: Array<[string, Record<string, unknown>, string, string]> = [
    ['a 4-digit postal code', { postalcode: '3471' }, 'postalcode', tr.address.postalFormat],
    ['a postal code with letters', { postalcode: '34A10' }, 'postalcode', tr.address.postalFormat],
    ["a postal code of another il (Ankara's 06…)", { postalcode: '06420' }, 'postalcode', tr.address.postalCityMismatch],
    ['a landline phone', { phone: '0216 123 45 67' }, 'phone', tr.account.phoneInvalid],
    ['an il that does not exist', { city: 'Atlantis' }, 'city', tr.address.cityUnknown],
    ['an ilçe of another il', { town: 'Çankaya' }, 'town', tr.address.townUnknown],
    ['a title over 50 characters', { title: 'x'.repeat(51) }, 'title', tr.address.tooLong('Adres Başlığı', 50)],
  ]
  it.each(wrong)('refuses %s and writes nothing', async (_n, over, field, message) => {
    const { user, token } = await member()
    await expectFieldRefused(await postJson('/api/user/addresses', m.addressPayload(over), token), field, message)
    expect(await addressesOf(user.id)).toHaveLength(0)
  })

  it(`keeps at most ${ADDRESS_LIMIT} addresses`, async () => {
    const { user, token } = await member()
    // One row per statement: D1 allows 100 bound values per query.
    for (let i = 0; i < ADDRESS_LIMIT; i++)
      await seed.db.insert(schema.delivery_addresses).values({
        user_id: user.id,
        person: 'A',
        title: `Adres ${i}`,
        line1: 'x',
        city: 'İstanbul',
        town: 'Kadıköy',
        postalcode: '34710',
        phone: '5321234567',
        is_default: i === 0,
      })
    expect(await read(await postJson('/api/user/addresses', m.addressPayload(), token))).toEqual({
      status: 422,
      body: { message: tr.address.limit(ADDRESS_LIMIT) },
    })
    expect(await addressesOf(user.id)).toHaveLength(ADDRESS_LIMIT)
  })
})

describe('PUT /api/user/addresses/{id}', () => {
  async function twoAddresses() {
    const { user, token } = await member()
    const first = (await read(await postJson('/api/user/addresses', m.addressPayload(), token))).body.address
    const second = (await read(await postJson('/api/user/addresses', m.addressPayload({ title: 'İş' }), token))).body.address
    return { user, token, first, second }
  }

  it('edits the fields and keeps the default flag as it was', async () => {
    const { token, first } = await twoAddresses()
    const { status, body } = await read(
      await put(
        `/api/user/addresses/${first.id}`,
        m.addressPayload({ line1: 'Bahariye Cad. 5', town: 'Üsküdar', postalcode: '34664' }),
        token,
      ),
    )
    expect(status).toBe(200)
    expect(body.message).toBe(tr.address.updated)
    expect(body.address).toEqual(
      expectedAddress({ id: first.id, line1: 'Bahariye Cad. 5', town: 'Üsküdar', postalcode: '34664', is_default: true }),
    )
  })

  it('makes another address the default with {is_default:true}: exactly one default remains', async () => {
    const { user, token, second } = await twoAddresses()
    const { status, body } = await read(await put(`/api/user/addresses/${second.id}`, { is_default: true }, token))
    expect(status).toBe(200)
    expect(body.message).toBe(tr.address.defaultSet)
    const rows = await addressesOf(user.id)
    expect(rows.filter((r) => r.is_default).map((r) => r.id)).toEqual([second.id])
    expect(body.addresses[0]).toMatchObject({ id: second.id, is_default: true })
  })

  it("answers 404 for another member's address and changes nothing", async () => {
    const { user, first } = await twoAddresses()
    const stranger = await member()
    expect(await read(await put(`/api/user/addresses/${first.id}`, { is_default: true }, stranger.token))).toEqual({
      status: 404,
      body: { message: tr.address.notFound },
    })
    expect(await read(await put(`/api/user/addresses/${first.id}`, m.addressPayload({ title: 'Ele geçirildi' }), stranger.token))).toEqual({
      status: 404,
      body: { message: tr.address.notFound },
    })
    expect((await addressesOf(user.id)).map((r) => r.title)).toEqual(['Ev', 'İş'])
  })

  it('refuses broken fields with the same messages as adding', async () => {
    const { token, first } = await twoAddresses()
    const msg = 'Posta Kodu alanı boş bırakılamaz'
    expect(await read(await put(`/api/user/addresses/${first.id}`, m.addressPayload({ postalcode: '' }), token))).toEqual({
      status: 422,
      body: { message: msg, errors: { postalcode: [msg] } },
    })
  })
})

describe('DELETE /api/user/addresses/{id}', () => {
  it('deletes an address; when it was the default, the newest one left becomes the default', async () => {
    const { user, token } = await member()
    const a = (await read(await postJson('/api/user/addresses', m.addressPayload({ title: 'A' }), token))).body.address
    const b = (await read(await postJson('/api/user/addresses', m.addressPayload({ title: 'B' }), token))).body.address
    const c = (await read(await postJson('/api/user/addresses', m.addressPayload({ title: 'C' }), token))).body.address
    const { status, body } = await read(await del(`/api/user/addresses/${a.id}`, token))
    expect(status).toBe(200)
    expect(body.message).toBe(tr.address.deleted)
    const rows = await addressesOf(user.id)
    expect(rows.map((r) => [r.title, r.is_default])).toEqual([
      ['B', false],
      ['C', true],
    ])
    await del(`/api/user/addresses/${b.id}`, token)
    expect((await addressesOf(user.id)).map((r) => [r.id, r.is_default])).toEqual([[c.id, true]])
  })

  it("refuses another member's address", async () => {
    const owner = await member()
    const a = (await read(await postJson('/api/user/addresses', m.addressPayload(), owner.token))).body.address
    const stranger = await member()
    expect(await read(await del(`/api/user/addresses/${a.id}`, stranger.token))).toEqual({
      status: 404,
      body: { message: tr.address.notFound },
    })
    expect(await seed.db.query.delivery_addresses.findFirst({ where: and(eq(schema.delivery_addresses.id, a.id)) })).toBeDefined()
  })

  it('refuses a guest', async () => {
    await expectUnauthenticated(await del('/api/user/addresses/1'))
    await expectUnauthenticated(await put('/api/user/addresses/1', { is_default: true }))
  })
})
