// Bad input never answers 500 (docs/architecture.md "API conventions", docs/conventions.md "One failure shape"):
// every refusal is a 4xx whose message is a sentence of the catalogue, and nothing is written.
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { registration } from '../../support/auth.ts'
import { call, expectTurkishRefusal, postForm, postJson, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const json = { 'Content-Type': 'application/json' }

describe('accounts API under bad input', () => {
  it('answers malformed JSON with the "request could not be read" sentence', async () => {
    for (const path of ['/api/register', '/api/login']) {
      const users = await seed.countRows('users')
      const res = await call('POST', path, '{"username": "ayse", "password": ', { headers: json })
      const { body } = await expectTurkishRefusal(res)
      expect(body.message).toBe(tr.common.invalidRequest)
      expect(await seed.countRows('users')).toBe(users)
    }
  })

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"kayit"'],
    ['a number', '42'],
    ['an empty body', ''],
  ])('answers a JSON body that is %s with a Turkish 4xx', async (_what, raw) => {
    const users = await seed.countRows('users')
    await expectTurkishRefusal(await call('POST', '/api/register', raw, { headers: json }))
    await expectTurkishRefusal(await call('POST', '/api/login', raw, { headers: json }))
    expect(await seed.countRows('users')).toBe(users)
  })

  it('answers a form body where JSON is expected with a Turkish 4xx and registers nobody', async () => {
    const users = await seed.countRows('users')
    const fields = registration() as unknown as Record<string, string>
    await expectTurkishRefusal(await postForm('/api/register', fields))
    await expectTurkishRefusal(await postForm('/api/login', { username: 'ayse', password: 'Parola1234' }))
    expect(await seed.countRows('users')).toBe(users)
  })

  it('refuses numbers and objects in the reset form fields with a Turkish 4xx', async () => {
    await expectTurkishRefusal(await postJson('/api/forgot-password', { email: { $gt: '' } }))
    await expectTurkishRefusal(await postJson('/api/reset-password', { email: 'a@example.com', token: 1, password: 1 }))
  })

  // A JSON endpoint that also takes text/plain or form bodies can be posted to cross-site without a
  // CORS preflight, and the worker accepts the access_token cookie: require application/json.
  it('answers a text/plain body (a cross-site "simple request") with a Turkish 4xx', async () => {
    const res = await call('POST', '/api/register', JSON.stringify(registration()), { headers: { 'Content-Type': 'text/plain' } })
    await expectTurkishRefusal(res)
  })

  it.each([
    ['username', { username: 12345 }, tr.auth.usernameRequired],
    ['username', { username: null }, tr.auth.usernameRequired],
    ['username', { username: ['ayse'] }, tr.auth.usernameRequired],
    ['username', { username: { $ne: '' } }, tr.auth.usernameRequired],
    ['email', { email: 5 }, tr.auth.emailRequired],
    ['email', { email: true }, tr.auth.emailRequired],
    ['password', { password: 12345678, password_confirmation: 12345678 }, tr.auth.passwordRequired],
  ])('refuses a %s of the wrong type (%j) with its sentence', async (field, over, message) => {
    const users = await seed.countRows('users')
    const { status, body } = await read(await postJson('/api/register', registration(over)))
    expect(status).toBe(422)
    expect(body.message).toBe(message)
    expect(body.errors[field]).toEqual([message])
    expect(await seed.countRows('users')).toBe(users)
  })

  it('refuses a membership contract box sent as "0", "false" or 0 with the contract sentence', async () => {
    for (const value of ['0', 'false', 0]) {
      const users = await seed.countRows('users')
      const { status, body } = await read(await postJson('/api/register', registration({ membership_contract: value })))
      expect(status, `membership_contract: ${JSON.stringify(value)}`).toBe(422)
      expect(body.message, `membership_contract: ${JSON.stringify(value)}`).toBe(tr.auth.membershipContractRequired)
      expect(await seed.countRows('users')).toBe(users)
    }
  })

  it('refuses numbers in the login fields with a Turkish 4xx', async () => {
    await expectTurkishRefusal(await postJson('/api/login', { username: 12345, password: 12345678 }))
  })

  it('refuses huge strings with their length sentences, without hashing them', async () => {
    const huge = 'a'.repeat(100_000)
    const users = await seed.countRows('users')
    const username = await read(await postJson('/api/register', registration({ username: huge })))
    expect(username).toEqual({ status: 422, body: { message: tr.auth.usernameFormat, errors: { username: [tr.auth.usernameFormat] } } })
    const password = await read(
      await postJson('/api/register', registration({ password: `A1${huge}`, password_confirmation: `A1${huge}` })),
    )
    expect(password).toEqual({ status: 422, body: { message: tr.auth.passwordTooLong, errors: { password: [tr.auth.passwordTooLong] } } })
    await expectTurkishRefusal(await postJson('/api/login', { username: huge, password: huge }))
    expect(await seed.countRows('users')).toBe(users)
  })

  it('refuses a body of several megabytes with a Turkish 4xx', async () => {
    const users = await seed.countRows('users')
    const res = await postJson('/api/register', registration({ username: 'ş'.repeat(3_000_000) }))
    await expectTurkishRefusal(res)
    expect(await seed.countRows('users')).toBe(users)
  })

  it('answers an unknown API path with a Turkish 404, in JSON', async () => {
    const { status, body } = await read(await call('GET', '/api/boyle-bir-yol-yok'))
    expect(status).toBe(404)
    expect(body).toEqual({ message: tr.common.notFound })
  })
})
