// Commercial messages and their consents (docs/privacy.md "Commercial messages and İYS"): the boxes at
// registration and in the preferences, every change recorded; a commercial mail without consent is never
// sent, one with consent carries the opt-out link and List-Unsubscribe one-click, and an opt-out stops the
// next one at once; transactional messages are untouched.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { CONSENT_TEXT_VERSION } from '../../../common/schemas/message-consents.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { optOutToken } from '../../../worker/domain/platform/message-consents.ts'
import { deliverOutbox, queueCommercial, queueMail } from '../../../worker/domain/platform/outbox.ts'
import type { Env } from '../../../worker/env.ts'
import { register } from '../../support/auth.ts'
import { call, get, read } from '../../support/http.ts'
import { db } from '../../support/seed.ts'

const resendEnv = { ...env, MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_test', MAIL_FROM: 'Mezat <bildirim@mezat.test>' } as unknown as Env

/** A Resend that accepts everything and keeps what it was sent. */
function resend() {
  const sent: { to: string[]; subject: string; text: string; headers?: Record<string, string> }[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)))
    return Response.json({ id: `re_${sent.length}` })
  }) as typeof fetch
  return { fetcher, to: (email: string) => sent.filter((m) => m.to.includes(email)) }
}

const putConsents = (token: string, body: unknown) =>
  call('PUT', '/api/user/message-consents', JSON.stringify(body), { auth: token, headers: { 'Content-Type': 'application/json' } })

const rowsOf = (userId: number) => db.select().from(schema.message_consents).where(eq(schema.message_consents.user_id, userId))
const userOf = async (email: string) => (await db.select().from(schema.users).where(eq(schema.users.email, email)))[0]!

async function campaign(userId: number, email: string, subject: string) {
  return queueCommercial(db, env as unknown as Env, { userId, channel: 'mail', to: email, subject, body: 'Bu hafta saat mezatları.' })
}
/** A member registered with the `consents` boxes ticked, and a campaign mail queued for them. */
async function campaignTo(consents: Parameters<typeof register>[0], subject: string) {
  const m = await register(consents)
  const u = await userOf(m.email)
  return { m, u, row: await campaign(u.id, m.email, subject) }
}
/** The outbox delivered now through a Resend that keeps what it was sent. */
async function deliverAll() {
  const r = resend()
  await deliverOutbox(db, resendEnv, Date.now(), 500, r.fetcher)
  return r
}
const outboxRow = async (id: number) => (await db.select().from(schema.outbox).where(eq(schema.outbox.id, id)))[0]!

describe('consent boxes at registration', () => {
  it('records only the ticked channels, each with its source and text version', async () => {
    const m = await register({ consent_email: true, consent_sms: false })
    const u = await userOf(m.email)
    const rows = await rowsOf(u.id)
    expect(rows.map((r) => [r.channel, r.granted, r.source, r.text_version, r.iys_state])).toEqual([
      ['email', true, 'registration', CONSENT_TEXT_VERSION, 'pending'],
    ])
    const { body } = await read(await get('/api/user/message-consents', m.token))
    expect(body.consents).toEqual({ sms: false, email: true, call: false })
  })

  it('records nothing when no box is ticked: no consent is the default', async () => {
    const m = await register()
    expect(await rowsOf((await userOf(m.email)).id)).toEqual([])
  })
})

describe('a commercial mail', () => {
  it('is never sent to a member without consent for e-mail', async () => {
    const { m, row } = await campaignTo({ consent_sms: true }, 'Kampanya 1')
    const r = await deliverAll()
    expect(r.to(m.email).map((x) => x.subject)).toEqual([tr.mail.verifySubject])
    expect((await outboxRow(row.id)).status).toBe('withheld')
  })

  it('goes to a consenting member with the opt-out link and List-Unsubscribe one-click; the opt-out stops the next one', async () => {
    const { m, u, row: first } = await campaignTo({ consent_email: true }, 'Kampanya 2')
    const r = await deliverAll()
    const [mail] = r.to(m.email).filter((x) => x.subject === 'Kampanya 2')
    const token = await optOutToken(env as unknown as Env, u.id, 'email')
    expect(mail!.text).toContain(`${new URL(env.APP_URL).origin}/ileti-izni/${token}`)
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${new URL(env.APP_URL).origin}/api/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect((await outboxRow(first.id)).status).toBe('sent')

    // The mail client's one-click POST (RFC 8058 body), no login: effective for the very next message.
    const res = await call('POST', `/api/unsubscribe/${token}`, 'List-Unsubscribe=One-Click', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(await read(res)).toEqual({ status: 200, body: { message: tr.messageConsent.unsubscribed('E-posta') } })
    const next = await campaign(u.id, m.email, 'Kampanya 3')
    const r2 = await deliverAll()
    expect(r2.to(m.email)).toEqual([])
    expect((await outboxRow(next.id)).status).toBe('withheld')
    const last = (await rowsOf(u.id)).at(-1)!
    expect([last.channel, last.granted, last.source]).toEqual(['email', false, 'unsubscribe_link'])
  })

  it('is stopped when consent is withdrawn between queueing and delivery; a transactional mail still goes', async () => {
    const { m, row } = await campaignTo({ consent_email: true }, 'Kampanya 4')
    await queueMail(db, m.email, 'Siparişiniz kargoda', 'Kargo takip numaranız: 123')
    expect((await read(await putConsents(m.token, { sms: false, email: false, call: false }))).body.message).toBe(tr.messageConsent.saved)
    const r = await deliverAll()
    expect(r.to(m.email).map((x) => x.subject)).toEqual([tr.mail.verifySubject, 'Siparişiniz kargoda'])
    expect((await outboxRow(row.id)).status).toBe('withheld')
  })
})

describe('the opt-out link and the preferences', () => {
  it('refuses a forged or foreign link and changes nothing', async () => {
    const m = await register({ consent_email: true })
    const u = await userOf(m.email)
    const other = await optOutToken(env as unknown as Env, u.id + 1, 'email')
    for (const bad of [
      `${u.id}.email.${'0'.repeat(64)}`,
      `${u.id}.fax.${other.split('.')[2]}`,
      `${u.id}.email.${other.split('.')[2]}`,
      'x',
    ]) {
      const { status, body } = await read(await call('POST', `/api/unsubscribe/${bad}`))
      expect([status, body.message]).toEqual([422, tr.messageConsent.badLink])
    }
    expect((await rowsOf(u.id)).length).toBe(1)
  })

  it('records each changed channel once, names the field of a bad choice, and needs a member', async () => {
    const m = await register()
    const u = await userOf(m.email)
    const { body } = await read(await putConsents(m.token, { sms: true, email: false, call: true }))
    expect(body.consents).toEqual({ sms: true, email: false, call: true })
    expect(body.history.map((h: { channel: string; source: string }) => [h.channel, h.source]).sort()).toEqual([
      ['call', 'preferences'],
      ['sms', 'preferences'],
    ])
    expect((await read(await putConsents(m.token, { sms: true, email: false, call: true }))).body.message).toBe(tr.messageConsent.unchanged)
    const bad = await read(await putConsents(m.token, { sms: 'evet', email: false, call: true }))
    expect([bad.status, bad.body.errors.sms]).toEqual([422, [tr.messageConsent.invalidChoice]])
    expect((await rowsOf(u.id)).length).toBe(2)
    expect((await read(await get('/api/user/message-consents'))).status).toBe(401)
  })
})
