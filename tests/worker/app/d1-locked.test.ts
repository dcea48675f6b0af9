// A local D1 shares its file with the browser tests' setup (tests/e2e/d1.ts), and workerd answers "database is
// locked" instead of waiting: the worker runs such a statement or batch again (worker/lib/d1-trips.ts), since a
// locked one never ran. Any other D1 error still reaches the error handler at once.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../../../worker/app.ts'
import type { Env } from '../../../worker/env.ts'
import { registration } from '../../support/auth.ts'
import { ORIGIN } from '../../support/http.ts'
import { db } from '../../support/seed.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { eq } from 'drizzle-orm'

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext

/** The binding, whose next `failures` runs (statements or batches) throw `message` before reaching D1. */
function lockedD1(real: D1Database, failures: number, message: string) {
  const state = { left: failures, thrown: 0 }
  const maybeFail = () => {
    if (state.left > 0) {
      state.left--
      state.thrown++
      throw new Error(message)
    }
  }
  const statement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, prop, receiver) {
        if (prop === 'bind') return (...args: unknown[]) => statement(target.bind(...args))
        if (prop === 'run' || prop === 'all' || prop === 'raw' || prop === 'first')
          return async (...args: unknown[]) => {
            maybeFail()
            return (target[prop] as (...a: unknown[]) => unknown).apply(target, args)
          }
        const value = Reflect.get(target, prop, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  const runner = <T extends object>(r: T): T =>
    new Proxy(r, {
      get(target, prop, receiver) {
        if (prop === 'prepare') return (sql: string) => statement((target as unknown as D1Database).prepare(sql))
        if (prop === 'batch')
          return async (list: D1PreparedStatement[]) => {
            maybeFail()
            return (target as unknown as D1Database).batch(list)
          }
        if (prop === 'withSession') return (c?: string) => runner((target as unknown as D1Database).withSession(c))
        const value = Reflect.get(target, prop, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  return { db: runner(real), state }
}

const register = (binding: D1Database, payload: Record<string, unknown>, address: string) =>
  app.fetch(
    new Request(new URL('/api/register', ORIGIN), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': address },
      body: JSON.stringify(payload),
    }),
    { ...(env as unknown as Env), DB: binding },
    ctx,
  )

describe('a locked local D1', () => {
  it('runs a locked statement again: the registration succeeds once', async () => {
    const payload = registration()
    const locked = lockedD1(env.DB, 2, 'D1_ERROR: database is locked: SQLITE_BUSY')
    const res = await register(locked.db, payload, '198.51.100.21')
    expect(res.status, await res.clone().text()).toBe(200)
    expect(locked.state.thrown).toBe(2)
    expect(await db.select().from(schema.users).where(eq(schema.users.email, String(payload.email)))).toHaveLength(1)
  })

  it('does not run any other failure again', async () => {
    const payload = registration()
    const broken = lockedD1(env.DB, 1, 'D1_ERROR: no such table: nowhere')
    const res = await register(broken.db, payload, '198.51.100.22')
    expect(res.status).toBe(500)
    expect(broken.state.thrown).toBe(1)
    expect(await db.select().from(schema.users).where(eq(schema.users.email, String(payload.email)))).toHaveLength(0)
  })
})
