// POST /api/login: member-area.md §7; throttling per account and per address (LOGIN_LIMIT).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOGIN_LIMIT } from '../../common/constants.ts'
import { tr } from '../../common/messages.ts'
import { login } from '../support/auth.ts'
import { get, postJson, read } from '../support/http.ts'
import * as seed from '../support/seed.ts'

const invalid = { message: tr.auth.invalidCredentials, errors: { username: [tr.auth.invalidCredentials] } }
/** tooManyRequests(n) for every n a 15-minute window can give. */
const throttledMessages = Array.from({ length: LOGIN_LIMIT.windowSeconds / 60 }, (_, i) => tr.common.tooManyRequests(i + 1))

async function expectThrottled(res: Response) {
  const { status, body } = await read(res)
  expect(status).toBe(429)
  expect(Object.keys(body)).toEqual(['message'])
  expect(throttledMessages).toContain(body.message)
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /api/login', () => {
  it('logs in with the username and answers with a token and the welcome sentence', async () => {
    const user = await seed.user()
    const token = await login(user)
    const me = await read(await get('/api/user', token))
    expect(me.status).toBe(200)
    expect(me.body.user).toMatchObject({ id: user.id, username: user.username })
  })

  it('logs in with the e-mail address in the username field, in any case', async () => {
    const user = await seed.user()
    await login({ username: user.email, password: user.password })
    await login({ username: user.email.toUpperCase(), password: user.password })
  })

  it('matches the username with Turkish case rules (IŞIKLI logs in as ışıklı)', async () => {
    const user = await seed.user({ username: `ışıklı${seed.unique()}` })
    await login({ username: user.username.toLocaleUpperCase('tr-TR'), password: user.password })
  })

  it('records a session for each login', async () => {
    const user = await seed.user()
    const before = await seed.countRows('sessions')
    await login(user)
    expect(await seed.countRows('sessions')).toBe(before + 1)
  })

  it('refuses a wrong password with one sentence on the username field', async () => {
    const user = await seed.user()
    const { status, body } = await read(await postJson('/api/login', { username: user.username, password: 'Yanlis1234' }))
    expect(status).toBe(422)
    expect(body).toEqual(invalid)
  })

  it('answers an unknown username exactly like a wrong password (no account enumeration)', async () => {
    const { status, body } = await read(await postJson('/api/login', { username: `yok_${seed.unique()}`, password: 'Yanlis1234' }))
    expect(status).toBe(422)
    expect(body).toEqual(invalid)
  })

  it('refuses a password that differs only in case', async () => {
    const user = await seed.user({ password: 'Işıklı1234' })
    const res = await postJson('/api/login', { username: user.username, password: 'IŞIKLI1234' })
    expect(res.status).toBe(422)
  })

  it('asks for the missing fields with their catalogue sentences', async () => {
    const { status, body } = await read(await postJson('/api/login', {}))
    expect(status).toBe(422)
    expect(body).toEqual({
      message: tr.auth.usernameRequired,
      errors: { username: [tr.auth.usernameRequired], password: [tr.auth.passwordRequired] },
    })
  })

  it('refuses a blocked member with 403 even with the right password, and issues no session', async () => {
    const user = await seed.user({ blocked: true })
    const sessions = await seed.countRows('sessions')
    const { status, body } = await read(await postJson('/api/login', { username: user.username, password: user.password }))
    expect(status).toBe(403)
    expect(body).toEqual({ message: tr.auth.blocked })
    expect(await seed.countRows('sessions')).toBe(sessions)
  })
})

describe('login throttling', () => {
  it(`locks an account after ${LOGIN_LIMIT.perAccount} failures in 15 minutes, even for the right password`, async () => {
    const user = await seed.user()
    for (let i = 0; i < LOGIN_LIMIT.perAccount; i++) {
      const res = await postJson('/api/login', { username: user.username, password: `Yanlis${i}234` })
      expect(res.status, `failure ${i + 1}`).toBe(422)
    }
    await expectThrottled(await postJson('/api/login', { username: user.username, password: user.password }))
  })

  it('counts failures per account whatever address they come from, and by e-mail as well as username', async () => {
    const user = await seed.user()
    for (let i = 0; i < LOGIN_LIMIT.perAccount; i++) {
      const name = i % 2 ? user.email : user.username
      expect((await postJson('/api/login', { username: name, password: 'Yanlis1234' })).status).toBe(422)
    }
    await expectThrottled(await postJson('/api/login', { username: user.email, password: user.password }))
  })

  it('does not lock other accounts when one is locked', async () => {
    const [locked, other] = [await seed.user(), await seed.user()]
    for (let i = 0; i < LOGIN_LIMIT.perAccount; i++) {
      await postJson('/api/login', { username: locked.username, password: 'Yanlis1234' })
    }
    await login(other)
  })

  it('lets the account in again once the 15-minute window has passed', async () => {
    const user = await seed.user()
    for (let i = 0; i < LOGIN_LIMIT.perAccount; i++) {
      await postJson('/api/login', { username: user.username, password: 'Yanlis1234' })
    }
    await expectThrottled(await postJson('/api/login', { username: user.username, password: user.password }))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (LOGIN_LIMIT.windowSeconds + 60) * 1000)
    await login(user)
  })

  it(`locks an address after ${LOGIN_LIMIT.perAddress} failures over different accounts`, async () => {
    const ip = '203.0.113.7'
    const victim = await seed.user()
    for (let i = 0; i < LOGIN_LIMIT.perAddress; i++) {
      const res = await postJson('/api/login', { username: `deneme_${i}_${seed.unique()}`, password: 'Yanlis1234' }, undefined, { ip })
      expect(res.status, `failure ${i + 1}`).toBe(422)
    }
    await expectThrottled(await postJson('/api/login', { username: victim.username, password: victim.password }, undefined, { ip }))
    // The same member from another address is not affected.
    await login(victim, { ip: '203.0.113.8' })
  })
})
