// Turnstile (docs/operations.md "Turnstile"): the adapter's request is Cloudflare's documented siteverify
// call, its answers are read as documented and anything else is a refusal; the forms refuse a token that
// fails, with the always-fail test secret through the local stand-in, and change nothing.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { HUMAN_CHECK_FIELD } from '../../../common/constants.ts'
import { tr } from '../../../common/messages.ts'
import { siteverify, verifyHuman } from '../../../worker/adapters/turnstile/index.ts'
import { SITEVERIFY_URL, TEST_SECRETS } from '../../../worker/adapters/turnstile/keys.ts'
import { app } from '../../../worker/app.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import type { Env } from '../../../worker/env.ts'
import { login, registration } from '../../support/auth.ts'
import { ORIGIN, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
let ips = 0
/** A call to the app with TURNSTILE_SECRET_KEY set to one of Cloudflare's test secrets. */
const withSecret = (secret: string, path: string, payload: Record<string, unknown>) =>
  app.fetch(
    new Request(new URL(path, ORIGIN), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': `192.0.2.${++ips}` },
      body: JSON.stringify(payload),
    }),
    { ...(env as unknown as Env), TURNSTILE_SECRET_KEY: secret },
    ctx,
  )

const refusedFor = async (res: Response, message: string) =>
  expect(await read(res)).toEqual({ status: 422, body: { message, errors: { [HUMAN_CHECK_FIELD]: [message] } } })

/** A fetch that records the request and answers `answer`. */
function cloudflare(answer: () => Response) {
  const seen: Request[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init))
    return answer()
  }) as typeof fetch
  return { fetcher, seen }
}

describe('the siteverify request on the wire', () => {
  it("is Cloudflare's documented POST: form body with secret, response, remoteip and an idempotency key", async () => {
    const cf = cloudflare(() =>
      Response.json({ success: true, challenge_ts: '2026-11-28T12:00:00.000Z', hostname: 'mezat.com.tr', 'error-codes': [], action: '', cdata: '' }),
    )
    expect(await siteverify('0x4AAA-secret', 'token-from-widget', '203.0.113.9', cf.fetcher)).toEqual({ success: true, errorCodes: [] })
    const [req] = cf.seen
    expect(req!.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify')
    expect(req!.method).toBe('POST')
    expect(req!.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    const form = new URLSearchParams([...(await req!.formData()).entries()].map(([k, v]) => [k, String(v)]))
    expect([...form.keys()].sort()).toEqual(['idempotency_key', 'remoteip', 'response', 'secret'])
    expect(Object.fromEntries(form)).toMatchObject({ secret: '0x4AAA-secret', response: 'token-from-widget', remoteip: '203.0.113.9' })
    expect(form.get('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("reads Cloudflare's refusal and its error codes", async () => {
    const cf = cloudflare(() => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }))
    expect(await siteverify('s', 't', null, cf.fetcher)).toEqual({ success: false, errorCodes: ['invalid-input-response'] })
    expect((await cf.seen[0]!.formData()).has('remoteip')).toBe(false)
  })

  it('refuses on anything but an answer that says yes: an HTML error page, a failure status, no network', async () => {
    expect((await siteverify('s', 't', null, cloudflare(() => new Response('<html>502</html>', { status: 502 })).fetcher)).success).toBe(false)
    expect((await siteverify('s', 't', null, cloudflare(() => Response.json({ success: true }, { status: 500 })).fetcher)).success).toBe(false)
    const down = (async () => {
      throw new TypeError('Network connection lost.')
    }) as typeof fetch
    expect((await siteverify('s', 't', null, down)).success).toBe(false)
  })

  it('in production asks Cloudflare with the secret, and without a secret refuses every token', async () => {
    const production = { ...(env as unknown as Env), ENVIRONMENT: 'production' }
    const cf = cloudflare(() => Response.json({ success: true, 'error-codes': [] }))
    expect((await verifyHuman({ ...production, TURNSTILE_SECRET_KEY: 'real-secret' }, 't', null, cf.fetcher)).success).toBe(true)
    expect(cf.seen[0]!.url).toBe(SITEVERIFY_URL)
    expect(await verifyHuman({ ...production, TURNSTILE_SECRET_KEY: undefined }, 't', null, cf.fetcher)).toEqual({
      success: false,
      errorCodes: ['missing-input-secret'],
    })
    expect(cf.seen).toHaveLength(1)
  })
})

describe('the forms with the always-fail test secret', () => {
  it('refuses a registration, naming the field, and creates no member', async () => {
    const payload = registration()
    await refusedFor(await withSecret(TEST_SECRETS.alwaysFails, '/api/register', payload), tr.auth.humanCheckFailed)
    expect(await seed.db.select().from(schema.users).where(eq(schema.users.username, String(payload.username)))).toEqual([])
  })

  it('refuses a reset link request and a contact message, and queues no mail', async () => {
    const user = await seed.user()
    await refusedFor(await withSecret(TEST_SECRETS.alwaysFails, '/api/forgot-password', { email: user.email }), tr.auth.humanCheckFailed)
    await refusedFor(
      await withSecret(TEST_SECRETS.alreadySpent, '/api/contactform', { name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Kargom nerede?' }),
      tr.auth.humanCheckFailed,
    )
    expect(await seed.mailsTo(user.email)).toEqual([])
  })

  it('asks a login for the check only after two failures of the account at that address', async () => {
    const user = await seed.user()
    const ip = '192.0.2.200'
    const attempt = (secret: string, password: string) =>
      app.fetch(
        new Request(new URL('/api/login', ORIGIN), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
          body: JSON.stringify({ username: user.username, password, [HUMAN_CHECK_FIELD]: 'XXXX.DUMMY.TOKEN.XXXX' }),
        }),
        { ...(env as unknown as Env), TURNSTILE_SECRET_KEY: secret },
        ctx,
      )
    // The first login of a pair never needs it, even with a check that would fail.
    expect((await attempt(TEST_SECRETS.alwaysFails, 'Yanlis1234')).status).toBe(422)
    await new Promise((r) => setTimeout(r, 1100)) // the pair's wait after its first failure
    expect((await read(await attempt(TEST_SECRETS.alwaysFails, 'Yanlis1234'))).body.errors).toHaveProperty('username')
    await new Promise((r) => setTimeout(r, 2100))
    await refusedFor(await attempt(TEST_SECRETS.alwaysFails, user.password), tr.auth.humanCheckRequired)
    // With a check that passes, the right password gets in.
    expect((await attempt(TEST_SECRETS.alwaysPasses, user.password)).status).toBe(200)
    await login(user, { ip: '192.0.2.201' })
  })
})
