// POST /api/forgot-password and /api/reset-password: (/sifreyenile/{token}/{email}), 
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAIL_LINK_MINUTES } from '../../../common/constants.ts'
import { tr } from '../../../common/messages.ts'
import { login } from '../../support/auth.ts'
import { expectTurkishRefusal, get, postForm, postJson, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const NEW_PASSWORD = 'YeniŞifre5678'

afterEach(() => {
  vi.useRealTimers()
})

/** Asks for a reset link for `email` and returns the token and e-mail the mail's link carries. */
async function requestReset(email: string) {
  const before = (await seed.mailsTo(email)).length
  const { status, body } = await read(await postForm('/api/forgot-password', { email }))
  expect(status).toBe(200)
  expect(body).toEqual({ message: tr.auth.resetLinkSent })
  const mails = await seed.waitForMails(email, before + 1)
  expect(mails).toHaveLength(before + 1)
  const mail = mails.at(-1)!
  expect(mail.subject).toBe(tr.mail.resetSubject)
  const link = seed.linkIn(mail.body, '/sifreyenile/')
  expect(link, mail.body).toBeDefined()
  const [, , token, linkEmail] = link!.pathname.split('/')
  return { token: decodeURIComponent(token!), email: decodeURIComponent(linkEmail!) }
}

const resetForm = (email: string, token: string, password = NEW_PASSWORD) => ({
  email,
  token,
  password,
  password_confirmation: password,
})

describe('POST /api/forgot-password', () => {
  it('mails a /sifreyenile/{token}/{email} link to a known address', async () => {
    const user = await seed.user()
    const { token, email } = await requestReset(user.email)
    expect(email).toBe(user.email)
    expect(token.length).toBeGreaterThanOrEqual(32)
  })

  it('answers an unknown address with the same sentence and mails nothing (no account enumeration)', async () => {
    const email = `kimse.${seed.unique()}@example.com`
    const mails = await seed.countRows('outbox')
    const { status, body } = await read(await postForm('/api/forgot-password', { email }))
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.auth.resetLinkSent })
    expect(await seed.countRows('outbox')).toBe(mails)
  })

  it('finds the member whatever the case of the address', async () => {
    const user = await seed.user()
    await requestReset(user.email.toUpperCase())
  })

  it('refuses an address that is not one, with the catalogue sentence', async () => {
    const { status, body } = await read(await postForm('/api/forgot-password', { email: 'adres-degil' }))
    expect(status).toBe(422)
    expect(body).toEqual({ message: tr.auth.emailInvalid, errors: { email: [tr.auth.emailInvalid] } })
  })

  it('stores only a hash of the reset token', async () => {
    const user = await seed.user()
    const { token } = await requestReset(user.email)
    const rows = await seed.db.query.password_resets.findMany()
    expect(rows.some((r) => r.token_hash === token)).toBe(false)
  })
})

describe('POST /api/reset-password', () => {
  it('sets the new password: the old one stops working, the new one works', async () => {
    const user = await seed.user()
    const { token } = await requestReset(user.email)
    const { status, body } = await read(await postForm('/api/reset-password', resetForm(user.email, token)))
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.auth.passwordReset })

    const old = await read(await postJson('/api/login', { username: user.username, password: user.password }))
    expect(old).toEqual({
      status: 422,
      body: { message: tr.auth.invalidCredentials, errors: { username: [tr.auth.invalidCredentials] } },
    })
    await login({ username: user.username, password: NEW_PASSWORD })
  })

  it('revokes the sessions that were open before the reset', async () => {
    const user = await seed.user()
    const session = await login(user)
    const { token } = await requestReset(user.email)
    expect((await postForm('/api/reset-password', resetForm(user.email, token))).status).toBe(200)
    expect((await get('/api/user', session)).status).toBe(401)
  })

  it('works once: the same token is refused the second time', async () => {
    const user = await seed.user()
    const { token } = await requestReset(user.email)
    expect((await postForm('/api/reset-password', resetForm(user.email, token))).status).toBe(200)
    const again = await read(await postForm('/api/reset-password', resetForm(user.email, token, 'Baska5678x')))
    expect(again.status).toBe(422)
    expect(again.body.message).toBe(tr.auth.resetTokenInvalid)
    await login({ username: user.username, password: NEW_PASSWORD })
  })

  it('refuses a wrong token and keeps the old password', async () => {
    const user = await seed.user()
    await requestReset(user.email)
    const { status, body } = await read(await postForm('/api/reset-password', resetForm(user.email, 'a'.repeat(64))))
    expect(status).toBe(422)
    expect(body.message).toBe(tr.auth.resetTokenInvalid)
    expect(Object.values(body.errors ?? {}).flat()).toContain(tr.auth.resetTokenInvalid)
    await login(user)
  })

  it("refuses one member's token for another member's address", async () => {
    const [alice, bob] = [await seed.user(), await seed.user()]
    const { token } = await requestReset(alice.email)
    const res = await read(await postForm('/api/reset-password', resetForm(bob.email, token)))
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(tr.auth.resetTokenInvalid)
    await login(bob)
  })

  it('honours only the newest link: an older one stops working', async () => {
    const user = await seed.user()
    const first = await requestReset(user.email)
    const second = await requestReset(user.email)
    expect((await postForm('/api/reset-password', resetForm(user.email, first.token))).status).toBe(422)
    expect((await postForm('/api/reset-password', resetForm(user.email, second.token))).status).toBe(200)
  })

  it(`refuses a token older than ${MAIL_LINK_MINUTES} minutes`, async () => {
    const user = await seed.user()
    const { token } = await requestReset(user.email)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (MAIL_LINK_MINUTES + 1) * 60_000)
    const res = await read(await postForm('/api/reset-password', resetForm(user.email, token)))
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(tr.auth.resetTokenInvalid)
  })

  it('applies the password rules to the new password', async () => {
    const user = await seed.user()
    const { token } = await requestReset(user.email)
    const weak = await read(await postForm('/api/reset-password', resetForm(user.email, token, 'zayif')))
    expect(weak).toEqual({ status: 422, body: { message: tr.auth.passwordRule, errors: { password: [tr.auth.passwordRule] } } })
    const mismatch = await read(
      await postForm('/api/reset-password', { ...resetForm(user.email, token), password_confirmation: 'Baska5678x' }),
    )
    expect(mismatch).toEqual({
      status: 422,
      body: { message: tr.auth.passwordMismatch, errors: { password_confirmation: [tr.auth.passwordMismatch] } },
    })
    // The token was not used up by the refusals.
    expect((await postForm('/api/reset-password', resetForm(user.email, token))).status).toBe(200)
  })

  it('refuses a body without a token in Turkish', async () => {
    await expectTurkishRefusal(await postForm('/api/reset-password', { email: 'a@example.com', password: NEW_PASSWORD }))
  })
})
