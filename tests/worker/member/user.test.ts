// GET /api/user and POST /api/logout: –
// tokens per OWASP ASVS 9.1–9.2 (performance-and-reliability.md S2).
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCESS_TOKEN_DAYS, COOKIES } from '../../../common/constants.ts'
import { tr } from '../../../common/messages.ts'
import { decodeJwt, login, register, signJwt, tamperedJwt, unsignedJwt } from '../../support/auth.ts'
import { call, ORIGIN, expectUnauthenticated, get, postJson, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('GET /api/user', () => {
  it('answers the member, the host and the cart and notification counts', async () => {
    const user = await seed.user()
    await seed.notification(user.id)
    await seed.notification(user.id)
    await seed.notification(user.id, { read_at: Date.now() })
    const { status, body } = await read(await get('/api/user', await login(user)))
    expect(status).toBe(200)
    expect(body).toMatchObject({
      user: { id: user.id, username: user.username, email: user.email, role: 'member' },
      cartItemCount: 0,
      notificationCount: 2,
    })
    expect(body).toHaveProperty('host')
  })

  it('never answers the password hash', async () => {
    const user = await seed.user()
    const res = await get('/api/user', await login(user))
    const text = await res.text()
    expect(text).not.toContain('password')
    expect(text).not.toContain(user.password_hash)
  })

  it("answers an editor's role", async () => {
    const editor = await seed.user({ role: 'editor' })
    const { body } = await read(await get('/api/user', await login(editor)))
    expect(body.user.role).toBe('editor')
  })

  it(`accepts the token from the ${COOKIES.accessToken} cookie`, async () => {
    const { token } = await register()
    const res = await get('/api/user', undefined, { headers: { Cookie: `${COOKIES.accessToken}=${token}` } })
    expect(res.status).toBe(200)
  })

  describe('refuses with exactly {"message":"Unauthenticated."}', () => {
    it('without a token', async () => {
      await expectUnauthenticated(await get('/api/user'))
    })

    it('with a garbage token, an empty bearer and a non-bearer scheme', async () => {
      await expectUnauthenticated(await get('/api/user', 'bu-bir-token-degil'))
      await expectUnauthenticated(await get('/api/user', undefined, { headers: { Authorization: 'Bearer ' } }))
      await expectUnauthenticated(await get('/api/user', undefined, { headers: { Authorization: 'Basic dXllOnBhcm9sYQ==' } }))
      await expectUnauthenticated(await get('/api/user', undefined, { headers: { Cookie: `${COOKIES.accessToken}=x.y.z` } }))
    })

    it('with a token signed by another key', async () => {
      const { header, payload } = decodeJwt((await register()).token)
      await expectUnauthenticated(await get('/api/user', await signJwt(header, payload, 'a-key-that-is-not-the-servers-key-0123456789')))
    })

    it('with alg "none" and no signature', async () => {
      const { header, payload } = decodeJwt((await register()).token)
      await expectUnauthenticated(await get('/api/user', unsignedJwt(header, payload)))
    })

    it("with a real token whose subject was changed to another member's id", async () => {
      const other = await seed.user()
      const { token } = await register()
      const { payload } = decodeJwt(token)
      const sub = typeof payload.sub === 'number' ? other.id : String(other.id)
      await expectUnauthenticated(await get('/api/user', tamperedJwt(token, { sub })))
    })

    it('with a token past its expiry, signed with the right key', async () => {
      const { token } = await register()
      const { header, payload } = decodeJwt(token)
      expect(payload.exp, 'the token carries an expiry').toEqual(expect.any(Number))
      // Control: the same claims re-signed with the server key still work, so only exp differs below.
      const resigned = await signJwt(header, payload, env.JWT_SECRET)
      expect((await get('/api/user', resigned)).status, 'the token is signed with JWT_SECRET').toBe(200)
      const now = Math.floor(Date.now() / 1000)
      const expired = await signJwt(header, { ...payload, iat: now - 7200, exp: now - 60 }, env.JWT_SECRET)
      await expectUnauthenticated(await get('/api/user', expired))
    })

    it(`once the token is older than ${ACCESS_TOKEN_DAYS} days`, async () => {
      const { token } = await register()
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + (ACCESS_TOKEN_DAYS + 1) * 86_400_000)
      await expectUnauthenticated(await get('/api/user', token))
    })
  })
})

describe('POST /api/logout', () => {
  it('logs out, and the same token is refused afterwards', async () => {
    const { token } = await register()
    const { status, body } = await read(await call('POST', '/api/logout', null, { auth: token }))
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.auth.loggedOut })
    await expectUnauthenticated(await get('/api/user', token))
    await expectUnauthenticated(await call('POST', '/api/logout', null, { auth: token }))
  })

  it('ends only the session it was called with', async () => {
    const user = await seed.user()
    const [phone, laptop] = [await login(user), await login(user)]
    expect((await call('POST', '/api/logout', null, { auth: phone })).status).toBe(200)
    expect((await get('/api/user', laptop)).status).toBe(200)
  })

  it('refuses without a token', async () => {
    await expectUnauthenticated(await call('POST', '/api/logout'))
  })

  it('accepts the token from the cookie too (from our own pages: tests/worker/app/edges.test.ts)', async () => {
    const { token } = await register()
    const res = await postJson('/api/logout', {}, undefined, { headers: { Cookie: `${COOKIES.accessToken}=${token}`, Origin: ORIGIN } })
    expect(res.status).toBe(200)
    await expectUnauthenticated(await get('/api/user', token))
  })
})
