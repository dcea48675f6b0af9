// D1 read replication (worker/middleware/d1-session.ts): storefront reads may come from any
// replica, writes start on the primary, and a member's bookmark makes their next reads see their writes.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../../worker/app.ts'
import type { Env } from '../../../worker/env.ts'
import { countingD1 } from '../../support/d1-counter.ts'
import { ORIGIN } from '../../support/http.ts'
import { person, type Person } from '../../support/live-seed.ts'
import * as seed from '../../support/seed.ts'
import * as store from '../../support/storefront-seed.ts'

const counter = countingD1(env.DB)
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext

async function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  counter.reset()
  const request = new Request(new URL(path, ORIGIN), { method, headers: { Accept: 'application/json', ...headers }, body })
  const res = await app.fetch(request, { ...(env as unknown as Env), DB: counter.db }, ctx)
  return { res, sessions: [...counter.counts.sessions], body: await res.text() }
}

let member: Person
let bannerId: number
beforeAll(async () => {
  member = await person()
  bannerId = (await store.banner()).id
})

describe('D1 sessions', () => {
  it('reads a guest storefront answer from any replica and hands out no bookmark', async () => {
    const { res, sessions } = await send('GET', '/api/banners/0')
    expect(res.status).toBe(200)
    expect(sessions).toEqual(['first-unconstrained'])
    expect(res.headers.get('x-d1-bookmark')).toBeNull()
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('starts a write on the primary and answers its bookmark in the cookie and the header', async () => {
    const { res, sessions } = await send('POST', '/api/bannerclick', { 'Content-Type': 'application/json' }, JSON.stringify({ banner_id: bannerId }))
    expect(res.status).toBe(200)
    expect(sessions).toEqual(['first-primary'])
    const bookmark = res.headers.get('x-d1-bookmark')
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/i)
    expect(res.headers.get('set-cookie')).toContain(`mezat_bookmark=${bookmark}`)
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i)
  })

  it("starts a member's read from the bookmark they carry (cookie or header) and answers the newer one", async () => {
    const write = await send('POST', '/api/bannerclick', { 'Content-Type': 'application/json' }, JSON.stringify({ banner_id: bannerId }))
    const bookmark = write.res.headers.get('x-d1-bookmark')!
    const byCookie = await send('GET', '/api/user', { Authorization: `Bearer ${member.token}`, Cookie: `mezat_bookmark=${bookmark}` })
    expect(byCookie.res.status).toBe(200)
    expect(byCookie.sessions).toEqual([bookmark])
    expect(byCookie.res.headers.get('x-d1-bookmark')).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/i)
    expect(byCookie.res.headers.get('set-cookie')).toBeNull()
    const byHeader = await send('GET', '/api/user', { Authorization: `Bearer ${member.token}`, 'x-d1-bookmark': bookmark })
    expect(byHeader.sessions).toEqual([bookmark])
  })

  it("leaves the room's signed calls on the binding itself (the primary), as before", async () => {
    const { res, sessions } = await send('POST', '/api/internal/rooms/1/sync', { 'Content-Type': 'application/json' }, '{}')
    expect(res.status).toBe(401)
    expect(sessions).toEqual([])
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('ignores a bookmark that is not one, never a 500', async () => {
    for (const junk of ["'; DROP TABLE users; --", 'x'.repeat(300), 'first-primary']) {
      const { res, sessions } = await send('GET', '/api/banners/0', { 'x-d1-bookmark': junk })
      expect(res.status).toBe(200)
      expect(sessions).toEqual(['first-unconstrained'])
    }
  })
})

describe('Cache-Control of public storefront answers', () => {
  it('lets a guest answer be kept a few seconds, varying on the credentials', async () => {
    const { res } = await send('GET', '/api/banners/0')
    expect(res.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=10')
    expect(res.headers.get('vary')).toMatch(/Authorization, Cookie/)
  })

  it('keeps what a room event makes the page refetch only at the edge, never in the browser', async () => {
    const auction = await seed.auction()
    const { res } = await send('GET', `/api/auctions/${auction.slug}`)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5')
  })

  it("never lets an answer to a member be kept (it may hold the member's own state)", async () => {
    const auction = await seed.auction()
    const both: Record<string, string>[] = [{ Authorization: `Bearer ${member.token}` }, { Cookie: `access_token=${member.token}` }]
    for (const headers of both) {
      const { res } = await send('GET', `/api/auctions/${auction.slug}`, headers)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('keeps no refusal', async () => {
    const { res } = await send('GET', '/api/auctions/yok-boyle-bir-mezat')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBeNull()
  })
})
