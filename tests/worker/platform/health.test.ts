// GET /healthz (docs/operations.md "Health"): the version, D1, a room and the outbox's oldest unsent age,
// within half a second even when the room hangs. The room that answers is in tests/party/health.test.ts.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema/index.ts'
import { createDb } from '../../../worker/db/client.ts'
import { health, HEALTH_BUDGET_MS } from '../../../worker/domain/platform/health.ts'
import type { Env } from '../../../worker/env.ts'
import { get, read } from '../../support/http.ts'

const workerEnv = env as unknown as Env
const answering = (status: number, body: unknown) => (async () => Response.json(body, { status })) as unknown as typeof fetch
const hanging = (() => new Promise<Response>(() => {})) as unknown as typeof fetch

describe('GET /healthz', () => {
  it('answers the version, D1, the room and the outbox, within 500 ms; 503 while the room does not answer', async () => {
    const started = Date.now()
    const { status, body } = await read(await get('/healthz'))
    expect(Date.now() - started).toBeLessThan(500)
    // No room host runs beside the worker tests: the room part is down, so is the answer.
    expect(status).toBe(503)
    expect(body).toMatchObject({ ok: false, d1: { ok: true }, room: { ok: false }, outbox: { dead: 0 } })
    expect(body.version).toEqual({ id: expect.any(String), tag: expect.any(String), timestamp: expect.any(String) })
  })

  it('is healthy when the room answers, as an auction-less room does, that it has no auction', async () => {
    const h = await health(workerEnv, Date.now(), answering(404, { code: 'unconfigured' }))
    expect(h).toMatchObject({ ok: true, d1: { ok: true }, room: { ok: true, status: 404 } })
  })

  it('counts a room that refuses the signature (the secrets differ) as down', async () => {
    const h = await health(workerEnv, Date.now(), answering(401, { message: 'Unauthenticated.' }))
    expect(h).toMatchObject({ ok: false, room: { ok: false, status: 401 } })
  })

  it('answers within the budget when the room hangs', async () => {
    const started = Date.now()
    const h = await health(workerEnv, Date.now(), hanging)
    expect(Date.now() - started).toBeLessThan(HEALTH_BUDGET_MS + 100)
    expect(h).toMatchObject({ ok: false, d1: { ok: true }, room: { ok: false, status: 0 } })
  })

  it('reports the oldest unsent message age and the dead messages', async () => {
    const db = createDb(env.DB)
    const now = Date.now()
    await db.insert(schema.outbox).values([
      { channel: 'mail', recipient: 'a@mezat.test', subject: 's', body: 'b', created_at: now - 125_000 },
      { channel: 'sms', recipient: '905321112233', body: 'b', created_at: now - 5_000, status: 'sending' },
      { channel: 'mail', recipient: 'c@mezat.test', subject: 's', body: 'b', created_at: now - 900_000, status: 'sent' },
      { channel: 'mail', recipient: 'd@mezat.test', subject: 's', body: 'b', created_at: now - 999_000, status: 'failed', attempts: 8 },
    ])
    const h = await health(workerEnv, now, answering(404, { code: 'unconfigured' }))
    expect(h.outbox).toEqual({ oldest_unsent_age_s: 125, dead: 1 })
  })
})
