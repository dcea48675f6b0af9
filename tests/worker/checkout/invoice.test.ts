// Invoice profiles: beyond the spec
// (docs/member-rules.md): the TCKN checksum for gerçek, the Vergi No check digit for tüzel.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { INVOICE_LIMIT } from '../../../common/schemas/invoice.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { login } from '../../support/auth.ts'
import { INVOICE_PROFILE } from '../../support/checkout-seed.ts'
import { expectFieldRefused, expectUnauthenticated, get, postJson, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

async function member() {
  const user = await seed.user()
  return { user, token: await login(user) }
}
const profilesOf = (userId: number) => seed.db.select().from(schema.invoice_addresses).where(eq(schema.invoice_addresses.user_id, userId))

const gercek = (over: Record<string, unknown> = {}) => ({ ...INVOICE_PROFILE, ...over })
const tuzel = (over: Record<string, unknown> = {}) =>
  gercek({ type: 'tuzel', full_name: 'Yılmaz Antika Ltd. Şti.', tax_number: '4540536920', tax_office: 'Kozyatağı', is_efatura: 1, ...over })

describe('POST /api/invoice-addresses/add', () => {
  it('refuses a guest with exactly {"message":"Unauthenticated."}', async () => {
    await expectUnauthenticated(await postJson('/api/invoice-addresses/add', gercek()))
    await expectUnauthenticated(await get('/api/invoice-addresses'))
    await expectUnauthenticated(await postJson('/api/invoice-addresses/update/1', gercek()))
  })

  it('saves a gerçek kişi profile with an 11-digit T.C. Kimlik No', async () => {
    const { token } = await member()
    const { status, body } = await read(await postJson('/api/invoice-addresses/add', gercek(), token))
    expect(status).toBe(200)
    const saved = { id: expect.any(Number), ...gercek() }
    expect(body).toEqual({ message: tr.invoice.saved, invoice_address: saved, invoice_addresses: [saved] })
    expect((await read(await get('/api/invoice-addresses', token))).body).toEqual([saved])
  })

  it('saves a tüzel kişi profile with a 10-digit Vergi No, e-Fatura yes, without a phone', async () => {
    const { token } = await member()
    const { status, body } = await read(await postJson('/api/invoice-addresses/add', tuzel({ phone: '', city: '', district: null }), token))
    expect(status).toBe(200)
    expect(body.invoice_address).toEqual({ id: expect.any(Number), ...tuzel({ phone: null, city: null, district: null }) })
  })

  it('reads e-Fatura as "no" (2) when it is not sent', async () => {
    const { token } = await member()
    const { is_efatura: _omit, ...payload } = gercek()
    expect((await read(await postJson('/api/invoice-addresses/add', payload, token))).body.invoice_address.is_efatura).toBe(2)
  })

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no type', gercek({ type: '' }), 'type', tr.invoice.required],
    ['an unknown type', gercek({ type: 'sirket' }), 'type', tr.invoice.typeInvalid],
    ['no full name', gercek({ full_name: ' ' }), 'full_name', tr.invoice.required],
    ['no tax number', gercek({ tax_number: '' }), 'tax_number', tr.invoice.required],
    ['no tax office', gercek({ tax_office: '' }), 'tax_office', tr.invoice.required],
    ['no address', gercek({ address: '' }), 'address', tr.invoice.required],
    ['a tax number with letters', gercek({ tax_number: '1000000014a' }), 'tax_number', tr.invoice.digitsOnly],
    ['a gerçek tax number of 10 digits', gercek({ tax_number: '4540536920' }), 'tax_number', tr.invoice.gercekLength],
    ['a gerçek T.C. Kimlik No failing its checksum', gercek({ tax_number: '10000000147' }), 'tax_number', tr.invoice.tcknChecksum],
    ['a tüzel tax number of 11 digits', tuzel({ tax_number: '10000000146' }), 'tax_number', tr.invoice.tuzelLength],
    ['a tüzel Vergi No failing its check digit', tuzel({ tax_number: '4540536921' }), 'tax_number', tr.invoice.vknChecksum],
    ['a phone not starting with 0', gercek({ phone: '53212345678' }), 'phone', tr.invoice.phoneFormat],
    ['a phone of 10 digits', gercek({ phone: '0532123456' }), 'phone', tr.invoice.phoneFormat],
    ['an e-Fatura flag other than 1 or 2', gercek({ is_efatura: 3 }), 'is_efatura', tr.invoice.efaturaInvalid],
  ]
  it.each(cases)('refuses %s with its message and writes nothing', async (_n, payload, field, message) => {
    const { user, token } = await member()
    await expectFieldRefused(await postJson('/api/invoice-addresses/add', payload, token), field, message)
    expect(await profilesOf(user.id)).toHaveLength(0)
  })

  it("answers 'Lütfen tüm zorunlu alanları doldurun.' on top when everything is missing", async () => {
    const { token } = await member()
    const { status, body } = await read(await postJson('/api/invoice-addresses/add', {}, token))
    expect(status).toBe(422)
    expect(body).toEqual({
      message: tr.invoice.required,
      errors: {
        type: [tr.invoice.required],
        full_name: [tr.invoice.required],
        tax_number: [tr.invoice.required],
        tax_office: [tr.invoice.required],
        address: [tr.invoice.required],
      },
    })
  })

  it(`keeps at most ${INVOICE_LIMIT} profiles`, async () => {
    const { user, token } = await member()
    for (let i = 0; i < INVOICE_LIMIT; i++) expect((await postJson('/api/invoice-addresses/add', gercek(), token)).status).toBe(200)
    expect(await read(await postJson('/api/invoice-addresses/add', gercek(), token))).toEqual({
      status: 422,
      body: { message: tr.invoice.limit(INVOICE_LIMIT) },
    })
    expect(await profilesOf(user.id)).toHaveLength(INVOICE_LIMIT)
  })
})

describe('POST /api/invoice-addresses/update/{id}', () => {
  it('switches a profile from gerçek to tüzel', async () => {
    const { token } = await member()
    const id = (await read(await postJson('/api/invoice-addresses/add', gercek(), token))).body.invoice_address.id
    const { status, body } = await read(await postJson(`/api/invoice-addresses/update/${id}`, tuzel(), token))
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.invoice.updated, invoice_address: { id, ...tuzel() }, invoice_addresses: [{ id, ...tuzel() }] })
  })

  it("answers 404 for another member's profile and changes nothing", async () => {
    const owner = await member()
    const id = (await read(await postJson('/api/invoice-addresses/add', gercek(), owner.token))).body.invoice_address.id
    const stranger = await member()
    expect(await read(await postJson(`/api/invoice-addresses/update/${id}`, tuzel(), stranger.token))).toEqual({
      status: 404,
      body: { message: tr.invoice.notFound },
    })
    expect((await profilesOf(owner.user.id))[0]!.type).toBe('gercek')
  })

  it('refuses broken fields and leaves the profile as it was', async () => {
    const { user, token } = await member()
    const id = (await read(await postJson('/api/invoice-addresses/add', gercek(), token))).body.invoice_address.id
    expect(await read(await postJson(`/api/invoice-addresses/update/${id}`, gercek({ type: 'tuzel' }), token))).toEqual({
      status: 422,
      body: { message: tr.invoice.tuzelLength, errors: { tax_number: [tr.invoice.tuzelLength] } },
    })
    expect((await profilesOf(user.id))[0]!.type).toBe('gercek')
  })
})

describe('invoice phone', () => {
  it.each(['+90 532 123 45 67', '0090 532 123 45 67', '0532-123-45-67', '+90 (0212) 123 45 67'])(
    "accepts %s and stores the spec's 11 digits",
    async (written) => {
      const token = await login(await seed.user())
      const { status, body } = await read(await postJson('/api/invoice-addresses/add', gercek({ phone: written }), token))
      expect(status).toBe(200)
      expect(body.invoice_address.phone).toMatch(/^0(5321234567|2121234567)$/)
    },
  )
})
