// POST /api/register: rules in common/schemas/auth.ts.
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { register, registration } from '../../support/auth.ts'
import { get, postJson, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const PW_RULE = tr.auth.passwordRule

describe('POST /api/register', () => {
  it('creates a member, answers with a token, and the token opens /api/user', async () => {
    const payload = registration()
    const { status, body } = await read(await postJson('/api/register', payload))
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'success', message: tr.auth.registered, token: expect.any(String) })

    const me = await read(await get('/api/user', body.token))
    expect(me.status).toBe(200)
    expect(me.body.user).toMatchObject({ username: payload.username, email: payload.email, role: 'member' })
    expect(me.body.user.email_verified_at ?? null).toBeNull()
  })

  it('stores a password hash, never the password, and records that the contracts were accepted', async () => {
    const { email, password } = await register()
    const row = await seed.findUserByEmail(email)
    expect(row?.password_hash).toMatch(/^pbkdf2_sha256\$/)
    expect(row?.password_hash).not.toContain(password)
    expect(row?.contracts_accepted_at).toEqual(expect.any(Number))
  })

  it('accepts a registration without the contract fields (a spec-only client)', async () => {
    const { membership_contract: _m, ...payload } = registration()
    const res = await postJson('/api/register', payload)
    expect(res.status).toBe(200)
  })

  // The aydınlatma is information, not a term: an older client's privacy box, ticked or not, changes nothing.
  it.each([false, '0', 'false', true])('registers whatever privacy_contract an older client sends (%j)', async (value) => {
    const payload = registration({ privacy_contract: value })
    const { status } = await read(await postJson('/api/register', payload))
    expect(status).toBe(200)
    expect(await seed.findUserByEmail(payload.email)).toMatchObject({ email: payload.email, contracts_accepted_at: expect.any(Number) })
  })

  it('stores the e-mail address in lower case', async () => {
    const payload = registration()
    await register({ ...payload, email: payload.email.toUpperCase() })
    expect(await seed.findUserByEmail(payload.email)).toMatchObject({ email: payload.email })
  })

  it('queues a verification mail in the outbox with a signed /epostadogrula link', async () => {
    const { email } = await register()
    const mails = await seed.waitForMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ channel: 'mail', subject: tr.mail.verifySubject })
    const link = seed.linkIn(mails[0]!.body, '/epostadogrula/')
    expect(link?.pathname).toMatch(/^\/epostadogrula\/\d+\/[0-9a-f]{40,64}$/)
    expect(link?.searchParams.get('expires')).toMatch(/^\d+$/)
    expect(link?.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/)
  })

  // Each row breaks exactly one rule; the answer names that field with its catalogue sentence.
  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['username is missing', { username: undefined }, 'username', tr.auth.usernameRequired],
    ['username is too short', { username: 'ab' }, 'username', tr.auth.usernameFormat],
    ['username is longer than 30', { username: 'a'.repeat(31) }, 'username', tr.auth.usernameFormat],
    ['username has a space', { username: 'ali veli' }, 'username', tr.auth.usernameFormat],
    ['username has markup', { username: '<b>ali</b>' }, 'username', tr.auth.usernameFormat],
    ['email is missing', { email: undefined }, 'email', tr.auth.emailRequired],
    ['email is empty', { email: '' }, 'email', tr.auth.emailRequired],
    ['email is not an address', { email: 'ayse.example.com' }, 'email', tr.auth.emailInvalid],
    ['password is shorter than 8', { password: 'Parola1', password_confirmation: 'Parola1' }, 'password', PW_RULE],
    ['password has no upper-case letter', { password: 'parola123', password_confirmation: 'parola123' }, 'password', PW_RULE],
    ['password has no lower-case letter', { password: 'PAROLA123', password_confirmation: 'PAROLA123' }, 'password', PW_RULE],
    ['password has no digit', { password: 'Parolaaaa', password_confirmation: 'Parolaaaa' }, 'password', PW_RULE],
    [
      'password is longer than 128',
      { password: `Pa1${'x'.repeat(130)}`, password_confirmation: `Pa1${'x'.repeat(130)}` },
      'password',
      tr.auth.passwordTooLong,
    ],
    ['confirmation differs', { password_confirmation: 'Parola1235' }, 'password_confirmation', tr.auth.passwordMismatch],
    ['confirmation is missing', { password_confirmation: undefined }, 'password_confirmation', tr.auth.passwordMismatch],
    ['membership contract is not accepted', { membership_contract: false }, 'membership_contract', tr.auth.membershipContractRequired],
  ]
  it.each(refusals)('refuses when %s, naming the field, and writes nothing', async (_case, over, field, message) => {
    const [users, mails] = [await seed.countRows('users'), await seed.countRows('outbox')]
    const { status, body } = await read(await postJson('/api/register', registration(over)))
    expect(status).toBe(422)
    expect(body).toEqual({ message, errors: { [field]: [message] } })
    expect(await seed.countRows('users')).toBe(users)
    expect(await seed.countRows('outbox')).toBe(mails)
  })

  it('accepts Turkish letters in the username and in the password', async () => {
    const { token } = await register({ username: `Çağrı_${seed.unique()}`, password: 'Şifreğüİ1', password_confirmation: 'Şifreğüİ1' })
    expect((await get('/api/user', token)).status).toBe(200)
  })

  it('refuses a username taken with other Turkish case (IŞIK vs ışık) and writes nothing', async () => {
    const taken = `ışık${seed.unique()}`
    await seed.user({ username: taken })
    const users = await seed.countRows('users')
    const { status, body } = await read(await postJson('/api/register', registration({ username: taken.toLocaleUpperCase('tr-TR') })))
    expect(status).toBe(422)
    expect(body).toEqual({ message: tr.auth.usernameTaken, errors: { username: [tr.auth.usernameTaken] } })
    expect(await seed.countRows('users')).toBe(users)
  })

  it('tells dotted and dotless i apart: Isik is not ışık', async () => {
    const suffix = seed.unique()
    await seed.user({ username: `ışık${suffix}` })
    const res = await postJson('/api/register', registration({ username: `Isik${suffix}` }))
    expect(res.status).toBe(200)
  })

  it('refuses an e-mail address already registered, whatever its case, and writes nothing', async () => {
    const existing = await seed.user()
    const users = await seed.countRows('users')
    const { status, body } = await read(await postJson('/api/register', registration({ email: existing.email.toUpperCase() })))
    expect(status).toBe(422)
    expect(body).toEqual({ message: tr.auth.emailTaken, errors: { email: [tr.auth.emailTaken] } })
    expect(await seed.countRows('users')).toBe(users)
  })

  it('lets exactly one of two simultaneous registrations of one username through', async () => {
    const username = `ayni_${seed.unique()}`
    const answers = await Promise.all(
      [1, 2].map((i) => postJson('/api/register', registration({ username, email: `${username}.${i}@example.com` }))),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422])
    const refused = answers.find((r) => r.status === 422)!
    expect(await refused.json()).toEqual({ message: tr.auth.usernameTaken, errors: { username: [tr.auth.usernameTaken] } })
  })
})
