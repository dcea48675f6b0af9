// Account information, the phone code, bank information and the bank list: 
// "Account form"; real-world rules of docs/member-rules.md (TCKN, IBAN, mobile numbers).
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { trCompare } from '../../../common/text.ts'
import { makeTurkishIban, TURKISH_BANKS } from '../../../common/validation/iban.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { login } from '../../support/auth.ts'
import { call, expectUnauthenticated, get, postForm, postJson, read } from '../../support/http.ts'
import * as m from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'

const put = (path: string, payload: unknown, auth?: string) =>
  call('PUT', path, JSON.stringify(payload), { auth, headers: { 'Content-Type': 'application/json' } })

beforeAll(async () => {
  await m.banks()
})

/** A member with a session and nothing of the account form filled in, and a phone number of their own. */
async function member(over: Parameters<typeof seed.user>[0] = {}) {
  const user = await seed.user(over)
  const phone = m.uniquePhone()
  const form = (o: Record<string, string> = {}) => m.profilePayload({ Telefon: m.typed(phone), ...o })
  return { user, token: await login(user), phone, form }
}
const masked = (phone: string) => `0${phone.slice(0, 3)} *** ** ${phone.slice(8)}`

const refusal = (field: string, message: string) => ({ message, errors: { [field]: [message] } })

describe('GET /api/banks', () => {
  it('answers every bank with its EFT code, in Turkish alphabetical order', async () => {
    const res = await get('/api/banks')
    const { status, body } = await read(res)
    expect(status).toBe(200)
    const expected = [...TURKISH_BANKS].sort((a, b) => trCompare(a.bank_title, b.bank_title))
    expect(body.map((b: { code: string; bank_title: string }) => ({ code: b.code, bank_title: b.bank_title }))).toEqual(expected)
    expect(body[0]).toEqual({ id: expect.any(Number), code: expect.any(String), bank_title: expect.any(String) })
    // Ş sorts after S and before T: Şekerbank comes right before T.C. Ziraat Bankası.
    const titles = body.map((b: { bank_title: string }) => b.bank_title)
    expect(titles.indexOf('Şekerbank') + 1).toBe(titles.indexOf('T.C. Ziraat Bankası'))
    expect(res.headers.get('cache-control')).toContain('max-age')
  })
})

describe('POST /api/setProfileDetails', () => {
  it('refuses a guest with exactly {"message":"Unauthenticated."}', async () => {
    await expectUnauthenticated(await postForm('/api/setProfileDetails', m.profilePayload()))
  })

  it('saves the form, normalises phone and IBAN, and sends a 4-digit code by SMS', async () => {
    const { user, token, phone, form } = await member()
    const payload = form({
      iban: m.GARANTI_IBAN.slice(2)
        .replace(/(.{4})/g, '$1 ')
        .toLowerCase(),
      Telefon: `+90 (${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`,
    })
    const { status, body } = await read(await postForm('/api/setProfileDetails', payload, token))
    expect(status).toBe(200)
    expect(body).toEqual({
      message: tr.account.profileSaved(masked(phone)),
      verification_sent: true,
      phone: masked(phone),
      code_expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    })
    const row = await m.findUserRow(user.id)
    expect(row).toMatchObject({
      title: payload.title,
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      tckn: m.VALID_TCKN,
      birth_day: 14,
      birth_month: 5,
      birth_year: 1990,
      phone_1: phone,
      phone_verified_at: null,
      bank_title: 'Garanti BBVA',
      bank_account_name: 'Ayşe Yılmaz',
      bank_iban: m.GARANTI_IBAN,
    })
    const sms = await m.smsTo(phone)
    expect(sms).toHaveLength(1)
    expect(sms[0]).toMatchObject({ channel: 'sms', status: 'pending' })
    const code = await m.lastCode(phone)
    expect(code).toMatch(/^\d{4}$/)
    expect(sms[0]!.body).toBe(tr.account.smsBody(code))
  })

  it('accepts the holder name in any Turkish case and spacing', async () => {
    const { token, form } = await member()
    const res = await postForm('/api/setProfileDetails', form({ account_name: '  AYŞE   yılmaz ' }), token)
    expect(res.status).toBe(200)
  })

  it('accepts a valid IBAN of a bank that is not on our list, with the bank the member chose', async () => {
    const { user, token, form } = await member()
    const iban = makeTurkishIban('00999', '12345')
    expect((await postForm('/api/setProfileDetails', form({ iban, bank_title: 'Akbank' }), token)).status).toBe(200)
    expect(await m.findUserRow(user.id)).toMatchObject({ bank_iban: iban, bank_title: 'Akbank' })
  })

  it.each(['0090 530 999 00 11', '+90 (0530) 999 00 11', '+90 530 999 00 11', '0530-999-00-11', '530 999 0011', '(0530) 999 00 11'])(
    'accepts the mobile number written as %s and stores it as 5309990011',
    async (written) => {
      const { user, token, form } = await member()
      expect((await postForm('/api/setProfileDetails', form({ Telefon: written }), token)).status).toBe(200)
      expect((await m.findUserRow(user.id))!.phone_1).toBe('5309990011')
    },
  )

  it('keeps a verified phone verified when the number does not change, and unverifies a new number', async () => {
    const verifiedAt = Date.now() - 1000
    const phone = m.uniquePhone()
    const { user, token, form } = await member({ phone_1: phone, phone_verified_at: verifiedAt })
    expect((await postForm('/api/setProfileDetails', form({ Telefon: m.typed(phone) }), token)).status).toBe(200)
    expect((await m.findUserRow(user.id))!.phone_verified_at).toBe(verifiedAt)
    const other = m.uniquePhone()
    expect((await postForm('/api/setProfileDetails', form({ Telefon: m.typed(other) }), token)).status).toBe(200)
    expect((await m.findUserRow(user.id))!.phone_verified_at).toBeNull()
    expect(await m.smsTo(other)).toHaveLength(1)
  })

  /** A valid Garanti IBAN whose check digits are `real`, written with `fake` instead. */
  const withCheck = (real: number, fake: string) => {
    for (let n = 1; ; n++) {
      const iban = makeTurkishIban('00062', String(n))
      if (Number(iban.slice(2, 4)) === real) return `TR${fake}${iban.slice(4)}`
    }
  }
  const bad = makeTurkishIban('00062', '12345678901').replace(/^TR(\d\d)/, (_, c) => `TR${String((Number(c) + 1) % 100).padStart(2, '0')}`)
  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['an empty nickname', { title: ' ' }, 'title', tr.account.titleRequired],
    ['a nickname over 50 characters', { title: 'x'.repeat(51) }, 'title', tr.account.titleTooLong],
    ['an empty first name', { Ad: '' }, 'Ad', tr.account.firstNameRequired],
    ['a first name with digits', { Ad: 'Ayşe2' }, 'Ad', tr.account.namePattern],
    ['an empty last name', { Soyad: '' }, 'Soyad', tr.account.lastNameRequired],
    ['a last name over 50 characters', { Soyad: 'Y'.repeat(51) }, 'Soyad', tr.account.lastNameTooLong],
    ['a TCKN of 10 digits', { TCKN: '1000000014' }, 'TCKN', tr.account.tcknInvalid],
    ['a TCKN with letters', { TCKN: '1000000014a' }, 'TCKN', tr.account.tcknInvalid],
    ['a TCKN with a wrong check digit', { TCKN: '10000000147' }, 'TCKN', tr.account.tcknChecksum],
    ['a TCKN starting with 0', { TCKN: '01234567890' }, 'TCKN', tr.account.tcknChecksum],
    ['31 February', { DogumGunu: '31', DogumAyi: '2' }, 'DogumGunu', tr.account.birthDateInvalid],
    ['month 13', { DogumAyi: '13' }, 'DogumAyi', tr.account.birthDateInvalid],
    ['a birth year after 2004', { DogumYili: '2005' }, 'DogumYili', tr.account.birthYearRange],
    ['a birth year before 1930', { DogumYili: '1929' }, 'DogumYili', tr.account.birthYearRange],
    ['an empty phone', { Telefon: '' }, 'Telefon', tr.account.phoneRequired],
    ['a landline number', { Telefon: '0216 123 45 67' }, 'Telefon', tr.account.phoneInvalid],
    ['a short number', { Telefon: '532 123' }, 'Telefon', tr.account.phoneInvalid],
    ['an empty account holder', { account_name: '' }, 'account_name', tr.account.accountNameRequired],
    ['an account holder who is someone else', { account_name: 'Mehmet Yılmaz' }, 'account_name', tr.account.accountNameMismatch],
    ['no bank', { bank_title: '' }, 'bank_title', tr.account.bankRequired],
    ['a bank not on the list', { bank_title: 'Olmayan Bank' }, 'bank_title', tr.account.bankUnknown],
    ['an empty IBAN', { iban: '' }, 'iban', tr.account.ibanRequired],
    ['a short IBAN', { iban: 'TR33 0006 1005' }, 'iban', tr.account.ibanLength],
    ['an IBAN with letters in the account', { iban: 'TR33000610051978645784132A' }, 'iban', tr.account.ibanLength],
    ['an IBAN with a wrong check number', { iban: bad }, 'iban', tr.account.ibanInvalid],
    [
      'an IBAN whose reserve digit is not 0',
      { iban: makeTurkishIban('00062', '1').replace(/^(TR\d{7})0/, '$11') },
      'iban',
      tr.account.ibanInvalid,
    ],
    // 00 ≡ 97 and 01 ≡ 98 (mod 97): mod-97 alone passes them, ISO 13616 never issues them.
    ['an IBAN with check digits 00', { iban: withCheck(97, '00') }, 'iban', tr.account.ibanInvalid],
    ['an IBAN with check digits 01', { iban: withCheck(98, '01') }, 'iban', tr.account.ibanInvalid],
    ['an IBAN with check digits 99', { iban: withCheck(2, '99') }, 'iban', tr.account.ibanInvalid],
    ['a pager number (0512)', { Telefon: '0512 123 45 67' }, 'Telefon', tr.account.phoneInvalid],
    ['a prefix no operator has (0577)', { Telefon: '0577 123 45 67' }, 'Telefon', tr.account.phoneInvalid],
    ['a prefix no operator has (0561)', { Telefon: '0561 123 45 67' }, 'Telefon', tr.account.phoneInvalid],
    ['a foreign number', { Telefon: '+1 202 555 0100' }, 'Telefon', tr.account.phoneInvalid],
    ['a number with letters', { Telefon: '0532 123 45 6x' }, 'Telefon', tr.account.phoneInvalid],
    ["a bank that is not the IBAN's bank", { bank_title: 'Akbank' }, 'bank_title', tr.account.ibanBankMismatch('Garanti BBVA')],
  ]
  it.each(cases)('refuses %s with its message under the field and writes nothing', async (_name, over, field, message) => {
    const { user, token, phone, form } = await member()
    const before = await m.findUserRow(user.id)
    const { status, body } = await read(await postForm('/api/setProfileDetails', form(over), token))
    expect(status).toBe(422)
    expect(body).toEqual(refusal(field, message))
    expect(await m.findUserRow(user.id)).toEqual(before)
    expect(await seed.db.query.phone_verifications.findFirst({ where: eq(schema.phone_verifications.user_id, user.id) })).toBeUndefined()
    expect(await m.smsTo(phone)).toHaveLength(0)
  })

  it('names every broken field at once, the first one on top', async () => {
    const { token, form } = await member()
    const { status, body } = await read(await postForm('/api/setProfileDetails', form({ title: '', TCKN: '1', iban: 'x' }), token))
    expect(status).toBe(422)
    expect(body).toEqual({
      message: tr.account.titleRequired,
      errors: { title: [tr.account.titleRequired], TCKN: [tr.account.tcknInvalid], iban: [tr.account.ibanLength] },
    })
  })

  it('sends at most 5 codes an hour, then answers 429 and sends nothing', async () => {
    const { user, token, phone, form } = await member()
    for (let i = 0; i < 5; i++) expect((await postForm('/api/setProfileDetails', form(), token)).status).toBe(200)
    const before = await m.findUserRow(user.id)
    const res = await postForm('/api/setProfileDetails', form({ title: 'baska_rumuz' }), token)
    const { status, body } = await read(res)
    expect(status).toBe(429)
    expect(body).toEqual({ message: tr.common.tooManyRequests(60) })
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await m.smsTo(phone)).toHaveLength(5)
    expect(await m.findUserRow(user.id)).toEqual(before)
  })
})

describe('POST /api/verifyPhone', () => {
  async function withCode() {
    const { user, token, phone, form } = await member()
    expect((await postForm('/api/setProfileDetails', form(), token)).status).toBe(200)
    return { user, token, phone, form, code: await m.lastCode(phone) }
  }
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')

  it('refuses a guest', async () => {
    await expectUnauthenticated(await postForm('/api/verifyPhone', { verification_code: '1234' }))
  })

  it('verifies the phone with the code from the SMS', async () => {
    const { user, token, code } = await withCode()
    const { status, body } = await read(await postForm('/api/verifyPhone', { verification_code: code }, token))
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.phone.verified, phone_verified_at: expect.any(String) })
    expect((await m.findUserRow(user.id))!.phone_verified_at).toEqual(expect.any(Number))
    expect(await seed.db.query.phone_verifications.findFirst({ where: eq(schema.phone_verifications.user_id, user.id) })).toBeUndefined()
    // The code is spent.
    expect(await read(await postForm('/api/verifyPhone', { verification_code: code }, token))).toEqual({
      status: 422,
      body: refusal('verification_code', tr.phone.codeMissing),
    })
  })

  it.each(['', '123', '12345', '12a4', ' '])('refuses the code %j: not 4 digits', async (code) => {
    const { user, token } = await withCode()
    const { status, body } = await read(await postForm('/api/verifyPhone', { verification_code: code }, token))
    expect(status).toBe(422)
    expect(body).toEqual(refusal('verification_code', tr.phone.codeFormat))
    const pending = await seed.db.query.phone_verifications.findFirst({ where: eq(schema.phone_verifications.user_id, user.id) })
    expect(pending!.attempts).toBe(0)
  })

  it("answers 'Geçersiz doğrulama kodu' to a wrong code and leaves the phone unverified", async () => {
    const { user, token, code } = await withCode()
    const { status, body } = await read(await postForm('/api/verifyPhone', { verification_code: wrong(code) }, token))
    expect(status).toBe(422)
    expect(body).toEqual(refusal('verification_code', 'Geçersiz doğrulama kodu'))
    expect((await m.findUserRow(user.id))!.phone_verified_at).toBeNull()
  })

  it('allows 5 tries: after them even the right code is refused until a new one is sent', async () => {
    const { user, token, code, phone, form } = await withCode()
    for (let i = 0; i < 5; i++) expect((await postForm('/api/verifyPhone', { verification_code: wrong(code) }, token)).status).toBe(422)
    const { status, body } = await read(await postForm('/api/verifyPhone', { verification_code: code }, token))
    expect(status).toBe(429)
    expect(body).toEqual(refusal('verification_code', tr.phone.tooManyAttempts))
    expect((await m.findUserRow(user.id))!.phone_verified_at).toBeNull()
    // A new save sends a new code with fresh tries.
    expect((await postForm('/api/setProfileDetails', form(), token)).status).toBe(200)
    expect((await postForm('/api/verifyPhone', { verification_code: await m.lastCode(phone) }, token)).status).toBe(200)
  })

  it('refuses a code older than 10 minutes', async () => {
    const { user, token, code } = await withCode()
    await seed.db
      .update(schema.phone_verifications)
      .set({ expires_at: Date.now() - 1 })
      .where(eq(schema.phone_verifications.user_id, user.id))
    expect(await read(await postForm('/api/verifyPhone', { verification_code: code }, token))).toEqual({
      status: 422,
      body: refusal('verification_code', tr.phone.codeExpired),
    })
    expect((await m.findUserRow(user.id))!.phone_verified_at).toBeNull()
  })

  it('sets the code to expire 10 minutes after it was sent', async () => {
    const before = Date.now()
    const { user, phone } = await withCode()
    const pending = await seed.db.query.phone_verifications.findFirst({ where: eq(schema.phone_verifications.user_id, user.id) })
    expect(pending!.expires_at - before).toBeGreaterThanOrEqual(10 * 60_000)
    expect(pending!.expires_at - Date.now()).toBeLessThanOrEqual(10 * 60_000)
    expect(pending!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(pending!.code_hash).not.toContain(await m.lastCode(phone))
  })

  it('refuses when no code was asked for', async () => {
    const { token } = await member()
    expect(await read(await postForm('/api/verifyPhone', { verification_code: '1234' }, token))).toEqual({
      status: 422,
      body: refusal('verification_code', tr.phone.codeMissing),
    })
  })
})

describe('PUT /api/user/updateBankInfo', () => {
  const named = { first_name: 'Ayşe', last_name: 'Yılmaz' }
  const bankBody = (over: Record<string, string> = {}) => ({
    bank_title: 'Akbank',
    bank_account_name: 'Ayşe Yılmaz',
    bank_iban: m.AKBANK_IBAN,
    ...over,
  })

  it('refuses a guest', async () => {
    await expectUnauthenticated(await put('/api/user/updateBankInfo', bankBody()))
  })

  it('saves the bank, the holder and the IBAN', async () => {
    const { user, token } = await member(named)
    const { status, body } = await read(
      await put('/api/user/updateBankInfo', bankBody({ bank_iban: ` ${m.AKBANK_IBAN.toLowerCase()} ` }), token),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ message: 'Tebrikler! Banka bilgileriniz başarıyla kaydedildi.' })
    expect(await m.findUserRow(user.id)).toMatchObject({ bank_title: 'Akbank', bank_account_name: 'Ayşe Yılmaz', bank_iban: m.AKBANK_IBAN })
  })

  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['an unknown bank', { bank_title: 'Bilinmeyen' }, 'bank_title', tr.account.bankUnknown],
    ['an empty holder', { bank_account_name: '' }, 'bank_account_name', tr.account.accountNameRequired],
    ['another holder', { bank_account_name: 'Ali Veli' }, 'bank_account_name', tr.account.accountNameMismatch],
    ['an invalid IBAN', { bank_iban: 'TR00 0000' }, 'bank_iban', tr.account.ibanLength],
    ['a mismatched bank', { bank_title: 'Garanti BBVA' }, 'bank_title', tr.account.ibanBankMismatch('Akbank')],
  ]
  it.each(cases)('refuses %s and writes nothing', async (_n, over, field, message) => {
    const { user, token } = await member(named)
    const before = await m.findUserRow(user.id)
    expect(await read(await put('/api/user/updateBankInfo', bankBody(over), token))).toEqual({ status: 422, body: refusal(field, message) })
    expect(await m.findUserRow(user.id)).toEqual(before)
  })

  it('asks for the name first when the account form was never filled in', async () => {
    const { token } = await member()
    expect(await read(await put('/api/user/updateBankInfo', bankBody(), token))).toEqual({
      status: 422,
      body: refusal('bank_account_name', tr.account.namesMissingForBank),
    })
  })

  it('answers a malformed JSON body with a Turkish 422', async () => {
    const { token } = await member(named)
    const res = await call('PUT', '/api/user/updateBankInfo', '{"bank_title":', {
      auth: token,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await read(res)).toEqual({ status: 422, body: { message: tr.common.invalidRequest } })
  })
})

describe('POST /api/mynotifications/read', () => {
  it('marks every notification read, so the bell shows none', async () => {
    const { user, token } = await member()
    await seed.notification(user.id)
    await seed.notification(user.id)
    const other = await seed.user()
    await seed.notification(other.id)
    const { status, body } = await read(await postJson('/api/mynotifications/read', {}, token))
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.notificationsRead.done, notificationCount: 0 })
    expect((await read(await get('/api/user', token))).body.notificationCount).toBe(0)
    const others = await seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, other.id))
    expect(others[0]!.read_at).toBeNull()
  })

  it('refuses a guest', async () => {
    await expectUnauthenticated(await postJson('/api/mynotifications/read', {}))
  })
})
