// The rate limiting bindings in front of the forms a script would hammer (docs/operations.md "Abuse"), with
// production's figures (tests/worker/vitest.config.ts reads them from wrangler.toml's top level): past the
// limit, 429 with Retry-After and the catalogue's sentence, before any D1 read or hashing.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { addressKey } from '../../../worker/middleware/rate-limit.ts'
import { login } from '../../support/auth.ts'
import { member } from '../../support/checkout-seed.ts'
import { postForm, postJson, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

/**
 * The local binding (miniflare) counts in windows aligned to the wall clock: a test that needs `needMs`
 * inside one window waits for the next when the current one ends sooner, so it never straddles two.
 */
async function oneWindow(periodS: number, needMs: number) {
  const left = periodS * 1000 - (Date.now() % (periodS * 1000))
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 20))
}

const expectDamped = async (res: Response, seconds: number) => {
  expect(res.status).toBe(429)
  expect(res.headers.get('Retry-After')).toBe(String(seconds))
  expect((await read(res)).body).toEqual({ message: tr.common.tooFast(seconds) })
}

describe('damping by account', () => {
  it('refuses the 21st login of one account from one address in a minute; the member at their own address still gets in', async () => {
    const user = await seed.user()
    const ip = '198.51.100.5'
    await oneWindow(60, 5000)
    // The exact counters let 5 wrong passwords through per address and account; the damping counts them all.
    for (let i = 0; i < 20; i++) expect((await postJson('/api/login', { username: user.username, password: 'Yanlis1234' }, null, { ip })).status).not.toBe(200)
    // The same account in other letter cases is the same account.
    await expectDamped(await postJson('/api/login', { username: user.username.toLocaleUpperCase('tr-TR'), password: user.password }, null, { ip }), 60)
    await login(user, { ip: '198.51.100.6' })
  })

  it('counts a reset link for one address wherever the requests come from, and each form apart', async () => {
    const email = `veli.${crypto.randomUUID().slice(0, 8)}@example.com`
    await oneWindow(60, 5000)
    for (let i = 0; i < 20; i++) expect((await postForm('/api/forgot-password', { email })).status).toBe(200)
    await expectDamped(await postForm('/api/forgot-password', { email: email.toUpperCase() }), 60)
    expect((await postJson('/api/login', { username: email, password: 'Yanlis1234' })).status).toBe(422)
  })

  it('refuses the 31st bid of one member in ten seconds, from any address', async () => {
    const m = await member()
    await oneWindow(10, 4000)
    // An empty bid is refused by its form (422) after the damping has counted it: the cheapest way to count.
    for (let i = 0; i < 30; i++) expect((await postForm('/api/addBid', { auction_id: 1 }, m.token)).status).not.toBe(429)
    await expectDamped(await postForm('/api/addBid', { auction_id: 1 }, m.token), 10)
  })
})

describe('damping by address', () => {
  it('refuses the 61st registration, login, reset or contact form from one address in a minute', async () => {
    const ip = '198.51.100.23'
    await oneWindow(60, 8000)
    for (let i = 0; i < 60; i++)
      expect((await postForm('/api/forgot-password', { email: `kisi${i}.${crypto.randomUUID().slice(0, 6)}@example.com` }, null, { ip })).status).toBe(200)
    await expectDamped(await postJson('/api/register', { username: 'yeni_uye' }, null, { ip }), 60)
    await expectDamped(await postForm('/api/contactform', { name: 'Ayşe', email: 'ayse@example.com', message: 'Merhaba' }, null, { ip }), 60)
    // Another address is not touched.
    expect((await postForm('/api/forgot-password', { email: 'baska@example.com' }, null, { ip: '198.51.100.24' })).status).toBe(200)
  })

  it('refuses the 301st bid from one address in ten seconds, before asking who sends it', async () => {
    const ip = '198.51.100.99'
    await oneWindow(10, 4000)
    // 299 counted straight on the binding under the address's key (300 requests take longer than the window
    // on a loaded machine), the 300th through the route: still served; the 301st refused.
    const counted = await Promise.all(Array.from({ length: 299 }, () => env.BID_ADDRESS_LIMIT.limit({ key: addressKey(ip) })))
    expect(counted.every((o) => o.success)).toBe(true)
    expect((await postForm('/api/addBid', { auction_id: 1 }, null, { ip })).status).toBe(401)
    await expectDamped(await postForm('/api/addBid', { auction_id: 1 }, null, { ip }), 10)
  })
})
