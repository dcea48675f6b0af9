// Calls that leave the worker, checked in workerd, where fetch adds no User-Agent of its own (Node's
// does, which is why tests under Node never saw it missing): every adapter names us; mail carries one
// Idempotency-Key per outbox row; the outbox honours Retry-After; Netgsm's Basic credentials are UTF-8.
// The wire format beside the providers' official clients: tests/node/providers.test.ts.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { resendMailer } from '../../../worker/adapters/mail/resend.ts'
import { iyzicoProvider } from '../../../worker/adapters/payment/iyzico.ts'
import { netgsmSms } from '../../../worker/adapters/sms/netgsm.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { deliverOutbox, queueMail } from '../../../worker/domain/platform/outbox.ts'
import type { Env } from '../../../worker/env.ts'
import { USER_AGENT } from '../../../worker/lib/outgoing.ts'
import { roomCommand } from '../../../worker/lib/party-client.ts'
import { sendToRoom } from '../../../worker/lib/user-channel.ts'
import * as seed from '../../support/seed.ts'

const providers = {
  ...env,
  MAIL_PROVIDER: 'resend',
  RESEND_API_KEY: 're_test_key',
  MAIL_FROM: 'Mezat <bildirim@mezat.test>',
  SMS_PROVIDER: 'netgsm',
  NETGSM_USERCODE: '8503000000',
  NETGSM_PASSWORD: 'Şifre-ğüı1',
  NETGSM_HEADER: 'MEZAT',
} as unknown as Env

/** A fetch that keeps each request as workerd built it and answers with `answer`. */
function recorder(
  answer: (req: Request, n: number) => Response | Promise<Response> = () => Response.json({ code: '00', status: 'success' }),
) {
  const requests: Request[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init)
    requests.push(req)
    return answer(req.clone(), requests.length)
  }) as typeof fetch
  return { requests, fetcher }
}

describe('User-Agent on every outgoing call', () => {
  it('names Mezat and its version on Resend, Netgsm, iyzico and the rooms', async () => {
    const { requests, fetcher } = recorder()
    await resendMailer(providers, fetcher).send({ to: 'uye@example.com', subject: 'Konu', text: 'Metin' })
    await netgsmSms(providers, fetcher).send({ to: '05321234567', text: 'Kod: 123456' })
    await iyzicoProvider({ apiKey: 'k', secretKey: 's', baseUrl: 'https://sandbox-api.iyzipay.com' }, fetcher).cancel({
      paymentId: '1',
      conversationId: 'c',
      ip: '127.0.0.1',
    })
    await roomCommand(env, 1, { kind: 'state' }, fetcher)
    await sendToRoom(env, 'user', '1', { event: 'x' }, fetcher)
    expect(requests.map((r) => new URL(r.url).host)).toEqual([
      'api.resend.com',
      'api.netgsm.com.tr',
      'sandbox-api.iyzipay.com',
      env.PARTYKIT_HOST,
      env.PARTYKIT_HOST,
    ])
    expect(USER_AGENT).toMatch(/^Mezat\/\d+\.\d+\.\d+$/)
    for (const r of requests) expect(r.headers.get('User-Agent')).toBe(USER_AGENT)
  })
})

describe('Netgsm credentials', () => {
  it('encodes the Basic credentials as UTF-8, so a password with ş, ğ or ı goes out as the official client sends it', async () => {
    const { requests, fetcher } = recorder()
    await netgsmSms(providers, fetcher).send({ to: '+90 532 123 45 67', text: 'Kod' })
    const sent = requests[0]!.headers.get('Authorization')!.replace(/^Basic /, '')
    const bytes = Uint8Array.from(atob(sent), (c) => c.charCodeAt(0))
    expect(new TextDecoder().decode(bytes)).toBe('8503000000:Şifre-ğüı1')
  })
})

describe('outbox delivery', () => {
  const pending = async (recipient: string) =>
    (await seed.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, recipient)))[0]!

  it('sends one Idempotency-Key per outbox row, the same on every retry', async () => {
    const a = `a-${seed.unique()}@example.com`
    const b = `b-${seed.unique()}@example.com`
    await queueMail(seed.db, a, 'Konu', 'Metin')
    await queueMail(seed.db, b, 'Konu', 'Metin')
    // The first attempt of each times out after Resend may already have taken it.
    const { requests, fetcher } = recorder((_req, n) => (n <= 2 ? Promise.reject(new Error('timeout')) : Response.json({ id: 'x' })))
    const now = Date.now()
    await deliverOutbox(seed.db, providers, now, 50, fetcher)
    expect((await pending(a)).status).toBe('pending')
    await deliverOutbox(seed.db, providers, now + 3_600_000, 50, fetcher)
    expect((await pending(a)).status).toBe('sent')
    const keys = await Promise.all(
      requests.map(async (r) => [((await r.clone().json()) as { to: string[] }).to[0], r.headers.get('Idempotency-Key')] as const),
    )
    const forA = keys.filter(([to]) => to === a).map(([, k]) => k)
    const forB = keys.filter(([to]) => to === b).map(([, k]) => k)
    expect(forA).toHaveLength(2)
    expect(forA[0]).toBeTruthy()
    expect(forA[0]).toBe(forA[1])
    expect(forB[0]).toBe(forB[1])
    expect(forA[0]).not.toBe(forB[0])
  })

  it("waits as long as the provider's Retry-After asks before trying again", async () => {
    const to = `c-${seed.unique()}@example.com`
    await queueMail(seed.db, to, 'Konu', 'Metin')
    const { fetcher } = recorder(() => new Response('{"name":"rate_limit_exceeded"}', { status: 429, headers: { 'Retry-After': '600' } }))
    const now = Date.now()
    await deliverOutbox(seed.db, providers, now, 50, fetcher)
    const row = await pending(to)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row.next_attempt_at).toBe(now + 600_000)
    // Not due before then: a run in between sends nothing.
    expect(await deliverOutbox(seed.db, providers, now + 599_000, 50, recorder().fetcher)).toBe(0)
  })
})
