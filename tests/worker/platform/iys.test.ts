// The İYS adapter (docs/privacy.md "Commercial messages and İYS") against answers recorded from İYS's public
// documentation, with an injected fetch: the wire format (URLs, method, headers, body), the token's cache,
// a refusal kept with its errors and never resent, a failure retried; and the cron's hand-over of consent
// rows, an SMS consent waiting for a phone.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { iysProvider } from '../../../worker/adapters/iys/index.ts'
import { forgetIysTokens, iysDate, iysRest, TOKEN_MARGIN_MS } from '../../../worker/adapters/iys/iys.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { syncIysConsents } from '../../../worker/domain/platform/iys-sync.ts'
import type { Env } from '../../../worker/env.ts'
import { USER_AGENT } from '../../../worker/lib/outgoing.ts'
import { register } from '../../support/auth.ts'
import { db } from '../../support/seed.ts'
import RECORDED from '../recorded/iys.json'

const BASE = 'https://api.iys.org.tr'
const IYS = {
  IYS_PROVIDER: 'iys',
  IYS_USERNAME: 'mezat-api',
  IYS_PASSWORD: 'Şifre#1',
  IYS_CODE: '654321',
  IYS_BRAND_CODE: '654322',
  IYS_BASE_URL: BASE,
}
const iysEnv = { ...env, ...IYS } as unknown as Env
const config = { username: 'mezat-api', password: 'Şifre#1', iysCode: '654321', brandCode: '654322', baseUrl: BASE }
const CONSENTS_PATH = '/sps/654321/brands/654322/consents'

type Route = (req: Request) => Response | Promise<Response>
type Sent = { recipient: string; type: string; status: string }
/** The consent bodies a run sent to İYS. */
const consentBodies = (requests: Request[]) =>
  Promise.all(requests.filter((r) => new URL(r.url).pathname === CONSENTS_PATH).map((r) => r.clone().json() as Promise<Sent>))
const json = (body: unknown, status = 200) => Response.json(body, { status })

/** A fetch that plays İYS: keeps each request and answers from the recorded routes (404 otherwise). */
function iys(routes: Record<string, Route> = {}) {
  const requests: Request[] = []
  const all: Record<string, Route> = {
    'POST /oauth2/token': () => json(RECORDED.token),
    [`POST ${CONSENTS_PATH}`]: () => json(RECORDED.addConsent),
    ...routes,
  }
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init)
    requests.push(req)
    const url = new URL(req.url)
    const route = url.origin === BASE ? all[`${req.method} ${url.pathname}`] : undefined
    return route ? route(req.clone()) : json({ errors: [{ code: 'H404', message: 'Bulunamadı' }] }, 404)
  }) as typeof fetch
  return { fetcher, requests, calls: () => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`) }
}

beforeEach(() => forgetIysTokens())

describe('the İYS REST adapter', () => {
  it('takes a token with the API user, then registers the consent as İYS documents it', async () => {
    const wire = iys()
    const at = Date.UTC(2026, 10, 28, 9, 30, 0)
    const answer = await iysRest(config, wire.fetcher).addConsent({
      consentDate: at,
      recipient: 'uye@example.com',
      type: 'EPOSTA',
      status: 'ONAY',
    })
    expect(answer).toEqual({ transactionId: RECORDED.addConsent.transactionId })
    expect(wire.calls()).toEqual(['POST /oauth2/token', `POST ${CONSENTS_PATH}`])
    const [tokenReq, consentReq] = wire.requests
    expect(await tokenReq!.json()).toEqual({ username: 'mezat-api', password: 'Şifre#1', grant_type: 'password' })
    expect(tokenReq!.headers.get('User-Agent')).toBe(USER_AGENT)
    expect(consentReq!.headers.get('Authorization')).toBe(`Bearer ${RECORDED.token.access_token}`)
    expect(consentReq!.headers.get('Content-Type')).toBe('application/json')
    expect(await consentReq!.json()).toEqual({
      consentDate: '2026-11-28 12:30:00',
      source: 'HS_WEB',
      recipient: 'uye@example.com',
      recipientType: 'BIREYSEL',
      status: 'ONAY',
      type: 'EPOSTA',
    })
  })

  it('keeps its token until shortly before İYS says it expires', async () => {
    const wire = iys()
    let now = Date.UTC(2026, 10, 28, 9, 0, 0)
    const rest = iysRest(config, wire.fetcher, () => now)
    const consent = { consentDate: now, recipient: '+905321234567', type: 'MESAJ', status: 'RET' } as const
    await rest.addConsent(consent)
    now += RECORDED.token.expires_in * 1000 - TOKEN_MARGIN_MS - 1
    await rest.addConsent(consent)
    now += 2
    await rest.addConsent(consent)
    expect(wire.calls().filter((c) => c === 'POST /oauth2/token')).toHaveLength(2)
  })

  it('reads the date in Turkish time', () => expect(iysDate(Date.UTC(2026, 0, 1, 21, 0, 5))).toBe('2026-01-02 00:00:05'))

  it('is the only provider production accepts', () => {
    expect(() => iysProvider({ ...env, ENVIRONMENT: 'production', IYS_PROVIDER: 'local' } as unknown as Env)).toThrow(/production/)
    expect(() => iysProvider({ ...iysEnv, IYS_PASSWORD: '' } as unknown as Env)).toThrow(/IYS_PASSWORD/)
  })
})

describe('the cron hands consent changes to İYS', () => {
  const rowsOf = (userId: number) => db.select().from(schema.message_consents).where(eq(schema.message_consents.user_id, userId))
  const userId = async (email: string) => (await db.select().from(schema.users).where(eq(schema.users.email, email)))[0]!.id

  it('sends each change once with the member’s address; an SMS consent waits until the member has a phone', async () => {
    const m = await register({ consent_email: true, consent_sms: true })
    const id = await userId(m.email)
    const wire = iys()
    const now = Date.now()
    await syncIysConsents(db, iysEnv, now, wire.fetcher, 500)
    const sentBodies = await consentBodies(wire.requests)
    expect(sentBodies.filter((b) => b.recipient === m.email).map((b) => [b.type, b.status])).toEqual([['EPOSTA', 'ONAY']])
    const rows = await rowsOf(id)
    const email = rows.find((r) => r.channel === 'email')!
    const sms = rows.find((r) => r.channel === 'sms')!
    expect([email.iys_state, email.iys_transaction_id, email.iys_recipient]).toEqual(['sent', RECORDED.addConsent.transactionId, m.email])
    expect([sms.iys_state, sms.iys_recipient]).toEqual(['pending', null])

    // The member saves a phone: the waiting SMS consent goes with it; nothing is sent twice.
    await db.update(schema.users).set({ phone_1: '5321234567' }).where(eq(schema.users.id, id))
    const later = iys()
    await syncIysConsents(db, iysEnv, now + 7 * 3_600_000, later.fetcher, 500)
    const bodies = await consentBodies(later.requests)
    expect(bodies.filter((b) => b.recipient === '+905321234567' || b.recipient === m.email).map((b) => [b.type, b.recipient])).toEqual([
      ['MESAJ', '+905321234567'],
    ])
  })

  it('leaves the rows waiting, without failing the cron, while production lacks the İYS secrets', async () => {
    const m = await register({ consent_email: true })
    const unset = { ...iysEnv, ENVIRONMENT: 'production', IYS_PASSWORD: '' } as unknown as Env
    expect(await syncIysConsents(db, unset, Date.now(), iys().fetcher, 500)).toBe(0)
    expect((await rowsOf(await userId(m.email)))[0]!.iys_state).toBe('pending')
  })

  it('keeps a refusal with İYS’s errors and never resends it; retries one İYS could not take', async () => {
    const refused = await register({ consent_email: true })
    const down = await register({ consent_call: true })
    await db
      .update(schema.users)
      .set({ phone_1: '5331234567' })
      .where(eq(schema.users.id, await userId(down.email)))
    const wire = iys({
      [`POST ${CONSENTS_PATH}`]: async (req) => {
        const b = (await req.json()) as { recipient: string }
        if (b.recipient === refused.email) return json(RECORDED.addConsentRefused, 422)
        if (b.recipient === '+905331234567') return json({ message: 'Service Unavailable' }, 503)
        return json(RECORDED.addConsent)
      },
    })
    const now = Date.now()
    await syncIysConsents(db, iysEnv, now, wire.fetcher, 500)
    const [r] = await rowsOf(await userId(refused.email))
    expect([r!.iys_state, r!.iys_error]).toEqual(['refused', 'H114: Alıcı (recipient) bulunamadı.; H111: İzin tipi (type) bulunamadı.'])
    const [d] = await rowsOf(await userId(down.email))
    expect([d!.iys_state, d!.iys_attempts, d!.iys_next_at]).toEqual(['pending', 1, now + 120_000])

    const again = iys()
    await syncIysConsents(db, iysEnv, now + 120_000, again.fetcher, 500)
    const bodies = await consentBodies(again.requests)
    expect(bodies.map((b) => b.recipient)).toContain('+905331234567')
    expect(bodies.map((b) => b.recipient)).not.toContain(refused.email)
    expect((await rowsOf(await userId(down.email)))[0]!.iys_state).toBe('sent')
  })
})
