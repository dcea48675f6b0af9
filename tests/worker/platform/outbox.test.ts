// Mail and SMS leaving the worker (docs/security.md "Links from APP_URL", "The outbox keeps no secrets"):
// links built from APP_URL whatever Host the request names; rows with a secret expire, and in production
// go once sent; two delivery runs never send one row twice.
import { env, exports } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { MAIL_LINK_MINUTES } from '../../../common/constants.ts'
import { tr } from '../../../common/messages.ts'
import { localMailer } from '../../../worker/adapters/mail/local.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { deliverOutbox, queueMail } from '../../../worker/domain/platform/outbox.ts'
import type { Env } from '../../../worker/env.ts'
import { cartItem, member, paymentForm, prices, readyToPay } from '../../support/checkout-seed.ts'
import { read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const worker = (exports as unknown as { default: Fetcher }).default
const APP = new URL(env.APP_URL).origin

/** A request whose URL (and so its Host header) is the attacker's. */
const fromEvilHost = (path: string, body: Record<string, string | number>, token?: string) =>
  worker.fetch(
    new Request(`http://evil.example${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'CF-Connecting-IP': `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
    }),
  )

describe('links are built from APP_URL, never from the Host header', () => {
  it('mails a reset link to APP_URL when forgot-password is sent with Host: evil.example', async () => {
    const user = await seed.user()
    expect((await fromEvilHost('/api/forgot-password', { email: user.email })).status).toBe(200)
    const [mail] = await seed.mailsTo(user.email)
    expect(mail!.body).toContain(`${APP}/sifreyenile/`)
    expect(mail!.body).not.toContain('evil.example')
  })

  it('sends the bank a 3-D Secure callback on APP_URL', async () => {
    await prices()
    const buyer = await member()
    await cartItem(buyer, { price: 100_000 })
    const cart = await readyToPay(buyer)
    const { body } = await read(await fromEvilHost('/api/makePayment', paymentForm(cart.id, cart.cart_total_buyer), buyer.token))
    const html = new TextDecoder().decode(Uint8Array.from(atob(body.threeDSHtmlContent), (c) => c.charCodeAt(0)))
    expect(html).toContain(`action="${APP}/__sim/3ds/`)
    expect(html).not.toContain('evil.example')
  })
})

describe('the outbox', () => {
  const rowsTo = (to: string) => seed.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, to))

  it('sends each row once when two delivery runs overlap', async () => {
    const to = `ikiz.${seed.unique()}@example.com`
    for (let i = 0; i < 6; i++) await queueMail(seed.db, to, `Konu ${i}`, 'Gövde')
    const spy = vi.spyOn(localMailer, 'send')
    let calls
    try {
      const now = Date.now()
      await Promise.all([deliverOutbox(seed.db, env as Env, now), deliverOutbox(seed.db, env as Env, now)])
      calls = spy.mock.calls.map(([mail]) => mail)
    } finally {
      spy.mockRestore()
    }
    const mine = calls.filter((m) => m.to === to)
    expect(mine.map((m) => m.subject).sort()).toEqual(['Konu 0', 'Konu 1', 'Konu 2', 'Konu 3', 'Konu 4', 'Konu 5'])
    expect((await rowsTo(to)).map((r) => r.status)).toEqual(Array.from({ length: 6 }, () => 'sent'))
  })

  it('deletes a sent reset mail in production, and lets it expire with its link in development', async () => {
    const user = await seed.user()
    expect((await fromEvilHost('/api/forgot-password', { email: user.email })).status).toBe(200)
    const [row] = await rowsTo(user.email)
    expect(row!.expires_at).toBeGreaterThanOrEqual(row!.created_at + MAIL_LINK_MINUTES * 60_000 - 1000)
    const now = Date.now()
    await deliverOutbox(seed.db, env as Env, now)
    expect((await rowsTo(user.email)).map((r) => r.status)).toEqual(['sent']) // development and tests: readable until it expires
    await deliverOutbox(seed.db, env as Env, row!.expires_at! + 1)
    expect(await rowsTo(user.email)).toEqual([])

    const other = await seed.user()
    expect((await fromEvilHost('/api/forgot-password', { email: other.email })).status).toBe(200)
    await deliverOutbox(seed.db, { ...env, ENVIRONMENT: 'production' } as Env, Date.now())
    expect(await rowsTo(other.email)).toEqual([])
  })

  it('keeps an order receipt (no secret in it) after sending', async () => {
    const to = `makbuz.${seed.unique()}@example.com`
    await queueMail(seed.db, to, tr.orders.notify.mailSubject, 'Ödemeniz alındı')
    await deliverOutbox(seed.db, { ...env, ENVIRONMENT: 'production' } as Env, Date.now())
    expect((await rowsTo(to)).map((r) => [r.status, r.expires_at])).toEqual([['sent', null]])
  })
})
