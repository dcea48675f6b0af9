// Production by default (docs/security.md): development conveniences only when
// ENVIRONMENT says development or test; a worker without its secrets or addresses refuses every request.
// These tests build the app with the environment a forgetful deploy would give it.
import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isDevelopment, missingConfig, readSecret } from '../../../common/deployment.ts'
import { signInternal } from '../../../common/internal-token.ts'
import { tr } from '../../../common/messages.ts'
import { app } from '../../../worker/app.ts'
import worker from '../../../worker/index.ts'
import type { Env } from '../../../worker/env.ts'

const PRODUCTION = {
  ...env,
  ENVIRONMENT: 'production',
  APP_URL: 'https://mezat.example',
  PARTYKIT_HOST: 'rooms.mezat.example',
} as unknown as Env
const DEV_INTERNAL_SECRET = 'mezat-dev-internal_secret-not-for-production'

const fetchAs = (bindings: Env, path: string, init?: RequestInit) =>
  app.fetch(new Request(new URL(path, 'https://mezat.example'), init), bindings, createExecutionContext())

afterEach(() => vi.restoreAllMocks())

describe('the dev-secret rule (common/deployment.ts)', () => {
  it.each([
    ['development', true],
    ['test', true],
    ['production', false],
    ['', false],
    [undefined, false],
    ['staging', false],
  ])('ENVIRONMENT %j is development: %s', (value, expected) => {
    expect(isDevelopment({ ENVIRONMENT: value })).toBe(expected)
  })

  it('gives the stand-in secret only in development, and throws otherwise', () => {
    expect(readSecret({ ENVIRONMENT: 'development' }, 'INTERNAL_SECRET')).toBe(DEV_INTERNAL_SECRET)
    expect(() => readSecret({}, 'INTERNAL_SECRET')).toThrow('INTERNAL_SECRET is not set')
    expect(() => readSecret({ ENVIRONMENT: 'production', JWT_SECRET: '' }, 'JWT_SECRET')).toThrow('JWT_SECRET is not set')
    expect(readSecret({ JWT_SECRET: 'real' }, 'JWT_SECRET')).toBe('real')
  })

  it('names every missing setting of a deployed worker and party', () => {
    expect(missingConfig({}, 'worker')).toEqual(['JWT_SECRET', 'INTERNAL_SECRET', 'APP_URL', 'PARTYKIT_HOST'])
    expect(missingConfig({ INTERNAL_SECRET: 'x' }, 'party')).toEqual(['WORKER_URL'])
    expect(missingConfig({ ENVIRONMENT: 'development' }, 'worker')).toEqual([])
  })
})

describe('a deployed worker without its secrets', () => {
  it.each([
    ['ENVIRONMENT production', { ENVIRONMENT: 'production' }],
    ['no ENVIRONMENT at all', { ENVIRONMENT: undefined }],
  ])('with %s refuses every request with 503 and logs which secret is missing', async (_what, overrides) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bindings = { ...PRODUCTION, ...overrides, JWT_SECRET: undefined, INTERNAL_SECRET: undefined } as unknown as Env
    for (const [path, init] of [
      ['/api/footer', undefined],
      ['/api/login', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }],
      ['/__dev/outbox.json', undefined],
      ['/api/internal/rooms/1/sync', { method: 'POST', body: '{}' }],
    ] as const) {
      const res = await fetchAs(bindings, path, init)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ message: tr.common.serviceUnavailable })
    }
    expect(log).toHaveBeenCalledTimes(4)
    const line = JSON.parse(String(log.mock.calls[0]![0]))
    expect(line).toMatchObject({ level: 'error', missing: ['JWT_SECRET', 'INTERNAL_SECRET'], path: '/api/footer' })
    expect(line.msg).toContain('JWT_SECRET and INTERNAL_SECRET are not set')
  })

  it('refuses while APP_URL is still empty, as wrangler.toml ships it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await fetchAs({ ...PRODUCTION, APP_URL: '' } as Env, '/api/footer')
    expect(res.status).toBe(503)
  })

  it('runs no cron work either', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const waits: Promise<unknown>[] = []
    const ctx = { waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {} } as unknown as ExecutionContext
    await worker.scheduled!({} as ScheduledController, { ...PRODUCTION, JWT_SECRET: undefined } as unknown as Env, ctx)
    expect(waits).toHaveLength(0)
    expect(String(log.mock.calls[0]![0])).toContain('JWT_SECRET')
  })
})

describe('a deployed worker with its secrets', () => {
  it('serves the API', async () => {
    expect((await fetchAs(PRODUCTION, '/api/footer')).status).toBe(200)
  })

  it.each(['/__dev/outbox', '/__dev/outbox.json?to=a@b.c', '/__sim/cargo/123', '/__sim/3ds/1'])('has no %s', async (path) => {
    for (const bindings of [PRODUCTION, { ...PRODUCTION, ENVIRONMENT: undefined } as unknown as Env]) {
      const res = await fetchAs(bindings, path)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: tr.common.notFound })
    }
  })

  it('runs no SQL posted to /__dev/sql', async () => {
    const res = await fetchAs(PRODUCTION, '/__dev/sql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sql: "UPDATE site_settings SET value = 'x'" }),
    })
    expect(res.status).toBe(404)
  })

  it('refuses a room call signed with the public development secret', async () => {
    const token = await signInternal(DEV_INTERNAL_SECRET, 'worker', '1')
    const res = await fetchAs({ ...PRODUCTION, ENVIRONMENT: undefined } as unknown as Env, '/api/internal/rooms/1/sync', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(401)
  })
})

describe('development, switched on explicitly', () => {
  const DEV = { ...env, ENVIRONMENT: 'development' } as unknown as Env
  const postSql = (sql: unknown, type = 'application/json') =>
    fetchAs(DEV, '/__dev/sql', { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify({ sql }) })

  it('keeps the outbox page', async () => {
    expect((await fetchAs(DEV, '/__dev/outbox.json')).status).toBe(200)
  })

  it("runs a browser test's setup script through the worker's own D1, split at semicolons outside strings", async () => {
    const res = await postSql(`INSERT INTO outbox (channel, recipient, subject, body, status, attempts, created_at)
        VALUES ('mail', 'dev-sql@example.com', 'a; b', 'it''s; fine', 'failed', 1, 1);
      UPDATE outbox SET attempts = 2 WHERE recipient = 'dev-sql@example.com';`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ changes: 2 })
    const row = await env.DB.prepare("SELECT subject, body, attempts FROM outbox WHERE recipient = 'dev-sql@example.com'").first()
    expect(row).toEqual({ subject: 'a; b', body: "it's; fine", attempts: 2 })
  })

  it('runs a script in one transaction: a failing statement leaves the ones before it undone', async () => {
    const res = await postSql(`INSERT INTO outbox (channel, recipient, subject, body, status, attempts, created_at)
        VALUES ('mail', 'dev-sql-undone@example.com', 's', 'b', 'failed', 1, 1); INSERT INTO no_such_table VALUES (1)`)
    expect(res.status).toBe(422)
    expect(((await res.json()) as { errors: { sql: string[] } }).errors.sql[0]).toContain('no_such_table')
    expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE recipient = 'dev-sql-undone@example.com'").first('n')).toBe(0)
  })

  it('takes JSON only, with the script in sql', async () => {
    expect((await postSql('   ')).status).toBe(422)
    expect((await postSql("DELETE FROM outbox", 'text/plain')).status).toBe(415)
  })
})
