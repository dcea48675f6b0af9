// POST /api/login: throttling per account and address pair, per address and per account
// (LOGIN_LIMIT), and registration per address (REGISTER_LIMIT).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOGIN_LIMIT, REGISTER_LIMIT } from '../../../common/constants.ts'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { login } from '../../support/auth.ts'
import { get, postJson, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const invalid = { message: tr.auth.invalidCredentials, errors: { username: [tr.auth.invalidCredentials] } }
/**
 * tooManyRequests(n) for every n a 15-minute window can give, or the rate limiting binding's refusal that
 * damps a burst before these counters (docs/operations.md "Abuse").
 */
const throttledMessages = [...Array.from({ length: LOGIN_LIMIT.windowSeconds / 60 }, (_, i) => tr.common.tooManyRequests(i + 1)), tr.common.tooFast(60)]

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

describe('login throttling (docs/security.md "Login throttling")', () => {
  const wrong = (user: { username: string }, ip: string, username = user.username) =>
    postJson('/api/login', { username, password: 'Yanlis1234' }, undefined, { ip })
  /** Moves the clock past the pair's waiting period (the longest one is a minute). */
  const later = (seconds = LOGIN_LIMIT.maxDelaySeconds + 1) => vi.setSystemTime(Date.now() + seconds * 1000)

  it(`gives a burst of 40 concurrent wrong passwords no more guesses than the limit (${LOGIN_LIMIT.perPair})`, async () => {
    const user = await seed.user()
    const ip = '198.51.100.40'
    const answers = await Promise.all(Array.from({ length: 40 }, () => wrong(user, ip)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThan(0)
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(LOGIN_LIMIT.perPair)
    expect(statuses.filter((s) => s !== 422).every((s) => s === 429)).toBe(true)
    await expectThrottled(await postJson('/api/login', { username: user.username, password: user.password }, undefined, { ip }))
  })

  it('makes each failure of an account and address pair wait twice as long as the one before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const user = await seed.user()
    const ip = '198.51.100.41'
    expect((await wrong(user, ip)).status).toBe(422)
    await expectThrottled(await wrong(user, ip)) // 1 s
    later(1.5)
    expect((await wrong(user, ip)).status).toBe(422)
    later(1.5)
    await expectThrottled(await wrong(user, ip)) // 2 s
    later(1)
    expect((await wrong(user, ip)).status).toBe(422)
  })

  it(`refuses a pair after ${LOGIN_LIMIT.perPair} attempts in 15 minutes, by e-mail as well as username, even the right password`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const user = await seed.user()
    const ip = '198.51.100.42'
    for (let i = 0; i < LOGIN_LIMIT.perPair; i++) {
      expect((await wrong(user, ip, i % 2 ? user.email : user.username)).status, `failure ${i + 1}`).toBe(422)
      later()
    }
    await expectThrottled(await postJson('/api/login', { username: user.username, password: user.password }, undefined, { ip }))
    later(LOGIN_LIMIT.windowSeconds + 60)
    await login(user, { ip })
  })

  it('never lets a stranger lock a member out: the member signs in from their own address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const member = await seed.user()
    for (let i = 0; i < LOGIN_LIMIT.perPair * 2; i++) {
      expect([422, 429]).toContain((await wrong(member, '198.51.100.43')).status)
      later()
    }
    await login(member, { ip: '198.51.100.44' })
  })

  it(`stops every address at the account's ceiling (${LOGIN_LIMIT.perAccount} attempts), which a success gives back`, async () => {
    const user = await seed.user()
    // As if 49 addresses had each tried once in this window.
    await seed.db
      .insert(schema.rate_limits)
      .values({ key: `login:acct:${user.id}`, count: LOGIN_LIMIT.perAccount - 1, reset_at: Date.now() + 600_000 })
    await login(user, { ip: '198.51.100.45' })
    expect((await wrong(user, '198.51.100.46')).status).toBe(422)
    await expectThrottled(
      await postJson('/api/login', { username: user.username, password: user.password }, undefined, { ip: '198.51.100.47' }),
    )
  })

  it(`refuses an address after ${LOGIN_LIMIT.perAddress} failures over different accounts; others are not affected`, async () => {
    const ip = '203.0.113.7'
    const victim = await seed.user()
    for (let i = 0; i < LOGIN_LIMIT.perAddress; i++) {
      const res = await postJson('/api/login', { username: `deneme_${i}_${seed.unique()}`, password: 'Yanlis1234' }, undefined, { ip })
      expect(res.status, `failure ${i + 1}`).toBe(422)
    }
    await expectThrottled(await postJson('/api/login', { username: victim.username, password: victim.password }, undefined, { ip }))
    await login(victim, { ip: '203.0.113.8' })
  })
})

describe('POST /api/register throttling', () => {
  it(`takes at most ${REGISTER_LIMIT.perAddress} registrations an hour from one address, before hashing anything`, async () => {
    const ip = '198.51.100.50'
    const form = () => {
      const u = `kayit_${seed.unique()}`
      return { username: u, email: `${u}@example.com`, password: 'Guclu.Sifre1', password_confirmation: 'Guclu.Sifre1' }
    }
    for (let i = 0; i < REGISTER_LIMIT.perAddress; i++)
      expect((await postJson('/api/register', form(), undefined, { ip })).status).toBe(200)
    const before = await seed.db.$count(schema.users)
    expect(await read(await postJson('/api/register', form(), undefined, { ip }))).toEqual({
      status: 429,
      body: { message: tr.common.tooManyRequests(REGISTER_LIMIT.windowSeconds / 60) },
    })
    expect(await seed.db.$count(schema.users)).toBe(before)
    expect((await postJson('/api/register', form(), undefined, { ip: '198.51.100.51' })).status).toBe(200)
  })
})
