// Every /api/admin/* call is for editors (docs/architecture.md "API conventions"): a guest gets 401
// {"message":"Unauthenticated."}, a member 403, and neither changes anything. The calls are read from
// the app's own route table, so a call added later is covered without touching this file.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { app } from '../../../worker/app.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { auditCount, editor, member, type Signed } from '../../support/admin-seed.ts'
import { call, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'

const calls = [
  ...new Map(
    app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
]
/** A concrete address for a route pattern: ids of rows that do not exist, a cargo code. */
const concrete = (path: string) => path.replace(/:code\b/g, 'yurtici').replace(/:[a-z_]+(\{[^}]*\})?/gi, '999999')
const send = (method: string, path: string, auth?: string) =>
  call(method, concrete(path), method === 'GET' || method === 'DELETE' ? null : '{}', {
    auth,
    headers: method === 'GET' || method === 'DELETE' ? {} : { 'Content-Type': 'application/json' },
  })

/** Row counts of the tables a console call could change. */
async function snapshot() {
  const tables = [
    'audit_log',
    'categories',
    'brands',
    'banners',
    'contracts',
    'users',
    'sessions',
    'notifications',
    'support_ticket_replies',
  ] as const
  const out: Record<string, number> = {}
  for (const t of tables) out[t] = (await seed.db.select({ n: count() }).from(schema[t]))[0]!.n
  return out
}

let someMember: Signed
let anEditor: Signed
beforeAll(async () => {
  someMember = await member()
  anEditor = await editor()
})

describe('the console route table', () => {
  it('lists every console call (approval, catalogue, content, people, settings, audit, uploads)', () => {
    const paths = calls.map((c) => `${c.method} ${c.path}`)
    expect(paths).toContain('POST /api/admin/auctions/:id/approve')
    expect(paths).toContain('POST /api/admin/auctions/:id/reject')
    for (const p of [
      'categories',
      'property-groups',
      'brands',
      'banners',
      'carousels',
      'videos',
      'live-sessions',
      'contracts',
      'blog',
      'support',
      'footer',
      'tickets',
      'users',
      'orders',
      'settings',
      'audit',
    ])
      expect(paths).toContain(`GET /api/admin/${p}`)
    expect(calls.length).toBeGreaterThan(70)
  })
})

describe.each(calls)('$method $path', ({ method, path }) => {
  it('refuses a guest with exactly {"message":"Unauthenticated."} and changes nothing', async () => {
    const before = await snapshot()
    const res = await send(method, path)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' })
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a member with 403 and the Turkish sentence, and changes nothing', async () => {
    const before = await snapshot()
    const { status, body } = await read(await send(method, path, someMember.token))
    expect(status).toBe(403)
    expect(body).toEqual({ message: tr.common.forbidden })
    expect(await snapshot()).toEqual(before)
  })

  it('lets an editor through to the call itself (never 401, 403 or 500)', async () => {
    const { status, body } = await read(await send(method, path, anEditor.token))
    expect([401, 403], JSON.stringify(body)).not.toContain(status)
    expect(status, JSON.stringify(body)).toBeLessThan(500)
  })
})

describe('a guest or member on an unknown console address', () => {
  it('gets 401 / 403 before any 404 says what exists', async () => {
    expect((await call('GET', '/api/admin/yok-boyle-bir-sey')).status).toBe(401)
    expect((await call('GET', '/api/admin/yok-boyle-bir-sey', null, { auth: someMember.token })).status).toBe(403)
  })

  it('a token that is forged or of a blocked editor gets 401', async () => {
    const blocked = await editor()
    await seed.db.update(schema.users).set({ blocked_at: Date.now() }).where(eq(schema.users.id, blocked.user.id))
    expect((await call('GET', '/api/admin/summary', null, { auth: blocked.token })).status).toBe(401)
    expect((await call('GET', '/api/admin/summary', null, { auth: 'eyJhbGciOiJub25lIn0.e30.' })).status).toBe(401)
    expect(await auditCount()).toBe(0)
  })
})
