// POST /api/broadcasting/auth with the bearer token gives the token that
// lets a member's pages join their private channel (party `user`, room `{userId}`); nobody else gets one.
import { env } from 'cloudflare:workers'
import { decodeJwt, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { internalSecret } from '../../../common/internal-token.ts'
import { CHANNEL_TOKEN } from '../../../common/schemas/user-events.ts'
import { call, expectUnauthenticated, postForm, postJson, read } from '../../support/http.ts'
import { person } from '../../support/live-seed.ts'

const verify = (token: string) =>
  jwtVerify(token, new TextEncoder().encode(internalSecret(env as never)), {
    algorithms: ['HS256'],
    issuer: CHANNEL_TOKEN.issuer,
    audience: CHANNEL_TOKEN.audience,
  })

describe('POST /api/broadcasting/auth', () => {
  it('gives a member a short-lived token for their own room, not to be cached', async () => {
    const alice = await person()
    const res = await postJson('/api/broadcasting/auth', {}, alice.token)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const { status, body } = await read(res)
    expect(status).toBe(200)
    expect(body).toEqual({ auth: expect.any(String), party: 'user', room: String(alice.id), expires_in: 60 })
    const { payload, protectedHeader } = await verify(body.auth)
    expect(protectedHeader.alg).toBe('HS256')
    expect(payload.sub).toBe(String(alice.id))
    expect(payload.exp! - payload.iat!).toBe(CHANNEL_TOKEN.lifetimeSeconds)
  })

  it('takes the Laravel-style form too (channel_name, socket_id are ignored)', async () => {
    const alice = await person()
    const { status, body } = await read(
      await postForm('/api/broadcasting/auth', { channel_name: 'private-user.1', socket_id: '1.2' }, alice.token),
    )
    expect(status).toBe(200)
    expect(decodeJwt(body.auth).sub).toBe(String(alice.id))
  })

  it('answers a guest, a forged token and a logged-out session with 401 Unauthenticated.', async () => {
    await expectUnauthenticated(await postJson('/api/broadcasting/auth', {}))
    await expectUnauthenticated(await postJson('/api/broadcasting/auth', {}, 'not-a-token'))
    const alice = await person()
    expect((await call('POST', '/api/logout', null, { auth: alice.token })).status).toBe(200)
    await expectUnauthenticated(await postJson('/api/broadcasting/auth', {}, alice.token))
  })
})
