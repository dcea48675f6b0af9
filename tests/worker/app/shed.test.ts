// Load shedding on the bid routes: past its limit the worker answers at once with 503,
// Retry-After and the catalogue's sentence, and serves again as soon as a slot is free.
import { ApiError } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../../worker/env.ts'
import { shedAbove } from '../../../worker/middleware/shed.ts'

describe('shedAbove', () => {
  it('refuses the request over the limit at once and recovers when one finishes', async () => {
    const gates: (() => void)[] = []
    const app = new Hono<AppEnv>()
      .post('/bid', shedAbove(2), async (c) => {
        await new Promise<void>((open) => gates.push(open))
        return c.json({ ok: true })
      })
      .onError((e, c) => (e instanceof ApiError ? c.json(e.body, e.status, e.headers) : c.json({}, 500)))
    const held = [app.request('/bid', { method: 'POST' }), app.request('/bid', { method: 'POST' })]
    await new Promise((r) => setTimeout(r, 0))
    expect(gates).toHaveLength(2)

    const shed = await app.request('/bid', { method: 'POST' })
    expect(shed.status).toBe(503)
    expect(shed.headers.get('Retry-After')).toBe('1')
    expect(await shed.json()).toEqual({ message: tr.bid.busy })

    gates.shift()!()
    expect((await held[0]!).status).toBe(200)
    const next = app.request('/bid', { method: 'POST' })
    await new Promise((r) => setTimeout(r, 0))
    expect(gates).toHaveLength(2) // admitted, not shed
    gates.forEach((open) => open())
    expect((await next).status).toBe(200)
    expect((await held[1]!).status).toBe(200)
  })
})
