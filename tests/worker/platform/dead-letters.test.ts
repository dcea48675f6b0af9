// Mail and SMS never stop silently (docs/operations.md "Mail and SMS"): a message that keeps failing is
// retried with backoff, then dead; editors see it with its error and send it again, exactly once, audited.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { deliverOutbox, MAX_ATTEMPTS, queueMail } from '../../../worker/domain/platform/outbox.ts'
import type { Env } from '../../../worker/env.ts'
import { auditOf, editor, member, ok, postAdmin } from '../../support/admin-seed.ts'
import { get, read } from '../../support/http.ts'
import { db, unique } from '../../support/seed.ts'

const resendEnv = { ...env, MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_test', MAIL_FROM: 'Mezat <bildirim@mezat.test>' } as unknown as Env
const HOUR = 3_600_000

/** A Resend that refuses mail to `broken` while `down` is set, accepts the rest, and counts what it took. */
function resend(broken: string) {
  const state = { down: true, accepted: 0 }
  const fetcher = (async (_: RequestInfo | URL, init?: RequestInit) => {
    const mail = JSON.parse(String(init?.body)) as { to: string[] }
    if (!mail.to.includes(broken)) return Response.json({ id: 're_other' })
    if (state.down) return new Response('mailbox unavailable', { status: 422 })
    state.accepted++
    return Response.json({ id: 're_ok' })
  }) as typeof fetch
  return { fetcher, state }
}

const rowOf = async (id: number) => (await db.select().from(schema.outbox).where(eq(schema.outbox.id, id)))[0]!

/** A mail that failed every attempt, each run an hour after the last (past any backoff). */
async function deadMail() {
  const to = `kapali.${unique()}@example.com`
  const [queued] = await queueMail(db, to, 'Siparişiniz kargoda', 'Kargo takip numaranız: 123').returning()
  const provider = resend(to)
  let now = Date.now()
  for (let i = 1; i <= MAX_ATTEMPTS; i++) {
    await deliverOutbox(db, resendEnv, now, 500, provider.fetcher)
    const row = await rowOf(queued!.id)
    expect(row.attempts).toBe(i)
    expect(row.status).toBe(i < MAX_ATTEMPTS ? 'pending' : 'failed')
    now += HOUR
  }
  return { id: queued!.id, to, provider, now }
}

describe('dead letters', () => {
  it('a message that fails every attempt is retried with backoff, then dead with its error, listed and counted', async () => {
    const { id, to, provider, now } = await deadMail()
    const row = await rowOf(id)
    expect(row.last_error).toContain('resend 422: mailbox unavailable')
    // Dead means no further attempt by the cron.
    await deliverOutbox(db, resendEnv, now + 24 * HOUR, 500, provider.fetcher)
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })

    const ed = await editor()
    const list = await ok(get('/api/admin/outbox/dead', ed.token))
    expect(list.total).toBeGreaterThanOrEqual(1)
    expect(list.dead).toContainEqual(
      expect.objectContaining({ id, channel: 'mail', recipient: to, subject: 'Siparişiniz kargoda', attempts: MAX_ATTEMPTS, expired: false }),
    )
    expect(JSON.stringify(list)).not.toContain('Kargo takip numaranız')
    const health = await read(await get('/healthz'))
    expect(health.body.outbox.dead).toBe(list.total)
  })

  it('“Tekrar gönder” requeues exactly that message once, audited, and it is sent once', async () => {
    const { id, provider, now } = await deadMail()
    const other = await deadMail()
    const ed = await editor()
    expect(await ok(postAdmin(`/api/admin/outbox/${id}/resend`, {}, ed.token))).toEqual({ message: tr.admin.messageRequeued })
    const again = await read(await postAdmin(`/api/admin/outbox/${id}/resend`, {}, ed.token))
    expect(again).toMatchObject({ status: 409, body: { message: tr.admin.messageNotDead } })
    const audit = await auditOf('outbox', id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ user_id: ed.user.id, action: 'resend', entity_id: String(id) })

    provider.state.down = false
    other.provider.state.down = false
    await deliverOutbox(db, resendEnv, now, 500, provider.fetcher)
    await deliverOutbox(db, resendEnv, now + HOUR, 500, provider.fetcher)
    expect(provider.state.accepted).toBe(1)
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: MAX_ATTEMPTS })
    // Only that message: the other dead one stays dead until an editor sends it.
    await deliverOutbox(db, resendEnv, now + 2 * HOUR, 500, other.provider.fetcher)
    expect(other.provider.state.accepted).toBe(0)
    expect((await rowOf(other.id)).status).toBe('failed')
  })

  it('a requeued message that fails again is dead after one more attempt', async () => {
    const { id, provider, now } = await deadMail()
    const ed = await editor()
    await ok(postAdmin(`/api/admin/outbox/${id}/resend`, {}, ed.token))
    await deliverOutbox(db, resendEnv, now, 500, provider.fetcher)
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
  })

  it('refuses guests and members, and changes nothing', async () => {
    const { id } = await deadMail()
    const { token } = await member()
    expect((await postAdmin(`/api/admin/outbox/${id}/resend`, {}, undefined)).status).toBe(401)
    expect((await postAdmin(`/api/admin/outbox/${id}/resend`, {}, token)).status).toBe(403)
    expect((await get('/api/admin/outbox/dead', token)).status).toBe(403)
    expect((await rowOf(id)).status).toBe('failed')
    expect(await auditOf('outbox', id)).toHaveLength(0)
  })

  it('answers 404 for an unknown message and 409 for an expired secret', async () => {
    const ed = await editor()
    expect((await postAdmin('/api/admin/outbox/99999999/resend', {}, ed.token)).status).toBe(404)
    const [row] = await queueMail(db, `sifre.${unique()}@example.com`, 'Şifre', 'link', { secretUntil: Date.now() - 1 }).returning()
    await db.update(schema.outbox).set({ status: 'failed', attempts: MAX_ATTEMPTS }).where(eq(schema.outbox.id, row!.id))
    const res = await read(await postAdmin(`/api/admin/outbox/${row!.id}/resend`, {}, ed.token))
    expect(res).toMatchObject({ status: 409, body: { message: tr.admin.messageSecretExpired } })
  })
})
