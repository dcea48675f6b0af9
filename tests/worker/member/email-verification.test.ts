// E-mail verification: (/epostadogrula/{id}/{hash}?expires&signature), 
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAIL_LINK_MINUTES } from '../../../common/constants.ts'
import { tr } from '../../../common/messages.ts'
import { register } from '../../support/auth.ts'
import { call, expectUnauthenticated, get, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** The API path for the newest verification link mailed to `email`. */
async function verifyPath(email: string, atLeast = 1) {
  const mails = await seed.waitForMails(email, atLeast)
  expect(mails.length).toBeGreaterThanOrEqual(atLeast)
  const link = seed.linkIn(mails.at(-1)!.body, '/epostadogrula/')
  expect(link, mails.at(-1)!.body).toBeDefined()
  const [, , id, hash] = link!.pathname.split('/')
  return {
    id: id!,
    hash: hash!,
    expires: link!.searchParams.get('expires')!,
    signature: link!.searchParams.get('signature')!,
    path: (p: { id?: string; hash?: string; expires?: string; signature?: string } = {}) =>
      `/api/email/verify/${p.id ?? id}/${p.hash ?? hash}?expires=${p.expires ?? link!.searchParams.get('expires')}&signature=${
        p.signature ?? link!.searchParams.get('signature')
      }`,
  }
}

async function expectLinkRefused(res: Response, message: string = tr.auth.verifyLinkInvalid) {
  const { status, body } = await read(res)
  expect([403, 422]).toContain(status)
  expect(body.message).toBe(message)
}

const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1)

describe('GET /api/email/verify/{id}/{hash}', () => {
  it('verifies the address with the mailed link, and /api/user shows it', async () => {
    const member = await register()
    const link = await verifyPath(member.email)
    const { status, body } = await read(await get(link.path(), member.token))
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.auth.emailVerified })
    const me = await read(await get('/api/user', member.token))
    expect(me.body.user.email_verified_at).toBeTruthy()
  })

  it('needs the member to be logged in', async () => {
    const member = await register()
    const link = await verifyPath(member.email)
    await expectUnauthenticated(await get(link.path()))
    expect((await seed.findUserByEmail(member.email))?.email_verified_at).toBeNull()
  })

  it("refuses another member's link with its own sentence", async () => {
    const [owner, other] = [await register(), await register()]
    const link = await verifyPath(owner.email)
    await expectLinkRefused(await get(link.path(), other.token), tr.auth.verifyWrongUser)
    expect((await seed.findUserByEmail(owner.email))?.email_verified_at).toBeNull()
  })

  it('refuses a tampered signature, a changed expiry and a changed hash', async () => {
    const member = await register()
    const link = await verifyPath(member.email)
    await expectLinkRefused(await get(link.path({ signature: flip(link.signature) }), member.token))
    await expectLinkRefused(await get(link.path({ expires: String(Number(link.expires) + 86_400) }), member.token))
    await expectLinkRefused(await get(link.path({ hash: flip(link.hash) }), member.token))
    expect((await seed.findUserByEmail(member.email))?.email_verified_at).toBeNull()
  })

  it('refuses a malformed link in Turkish, never with a 500', async () => {
    const member = await register()
    const link = await verifyPath(member.email)
    await expectLinkRefused(await get(link.path({ signature: 'x' }), member.token))
    await expectLinkRefused(await get(link.path({ expires: 'yarin' }), member.token))
    await expectLinkRefused(await get(`/api/email/verify/${link.id}/${link.hash}`, member.token))
  })

  it(`refuses a link older than ${MAIL_LINK_MINUTES} minutes`, async () => {
    const member = await register()
    const link = await verifyPath(member.email)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (MAIL_LINK_MINUTES + 1) * 60_000)
    await expectLinkRefused(await get(link.path(), member.token))
    vi.useRealTimers()
    expect((await seed.findUserByEmail(member.email))?.email_verified_at).toBeNull()
  })
})

describe('POST /api/email/verification-notification', () => {
  it('queues a new verification mail whose link works', async () => {
    const member = await register()
    await seed.waitForMails(member.email, 1)
    const res = await call('POST', '/api/email/verification-notification', null, { auth: member.token })
    expect(res.status).toBe(200)
    const link = await verifyPath(member.email, 2)
    expect(await seed.mailsTo(member.email)).toHaveLength(2)
    expect((await get(link.path(), member.token)).status).toBe(200)
  })

  it('needs the member to be logged in', async () => {
    await expectUnauthenticated(await call('POST', '/api/email/verification-notification'))
  })
})
