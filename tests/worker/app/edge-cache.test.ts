// The edge's own copy of guests' public answers (worker/middleware/cache.ts):
// caches.default of the Workers runtime, on as in production (EDGE_CACHE=on: the tests' development
// environment keeps none by default). A hit reads nothing from D1.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../../worker/app.ts'
import type { Env } from '../../../worker/env.ts'
import { INLINE_DATA_ID } from '../../../common/page-html.ts'
import { EDGE_CACHE_HEADER } from '../../../worker/middleware/cache.ts'
import { countingD1 } from '../../support/d1-counter.ts'
import { ORIGIN } from '../../support/http.ts'
import { person, type Person } from '../../support/live-seed.ts'
import * as seed from '../../support/seed.ts'
import * as store from '../../support/storefront-seed.ts'

const counter = countingD1(env.DB)
let pending: Promise<unknown>[] = []
const ctx = {
  waitUntil: (p: Promise<unknown>) => pending.push(p),
  passThroughOnException: () => {},
  props: {},
} as unknown as ExecutionContext

/** One request with the counting binding; waits for what the answer left to do (the cache put). */
async function send(path: string, headers: Record<string, string> = {}, over: Partial<Env> = { EDGE_CACHE: 'on' }) {
  counter.reset()
  pending = []
  const request = new Request(new URL(path, ORIGIN), { headers: { Accept: 'application/json', ...headers } })
  const res = await app.fetch(request, { ...(env as unknown as Env), ...over, DB: counter.db }, ctx)
  const body = await res.text()
  await Promise.all(pending)
  return {
    status: res.status,
    body,
    cache: res.headers.get(EDGE_CACHE_HEADER),
    control: res.headers.get('cache-control'),
    trips: counter.counts.roundTrips,
  }
}

let member: Person
beforeAll(async () => {
  member = await person()
})

describe('guests are answered from the edge copy', () => {
  it('keeps an auction page: the second guest gets the same answer without D1', async () => {
    const a = await seed.auction()
    const first = await send(`/api/auctions/${a.slug}`)
    expect(first).toMatchObject({ status: 200, cache: 'miss', trips: 1 })
    const second = await send(`/api/auctions/${a.slug}`)
    expect(second).toMatchObject({ status: 200, cache: 'hit', trips: 0, body: first.body, control: 'public, max-age=0, s-maxage=5' })
  })

  it('keeps a bid list and a search under one key whatever the order of the query', async () => {
    const a = await seed.auction({ name: `Kehribar tespih ${Date.now()}` })
    await store.bids(a, [{ user: member, lira: 10 }])
    expect((await send(`/api/bids/${a.id}?page=1`)).trips).toBe(1)
    expect(await send(`/api/bids/${a.id}?page=1`)).toMatchObject({ cache: 'hit', trips: 0 })
    await send('/api/search?q=tespih&page=1')
    expect(await send('/api/search?page=1&q=tespih')).toMatchObject({ cache: 'hit', trips: 0 })
  })

  it("never answers a member from it, nor keeps a member's answer", async () => {
    const a = await seed.auction()
    await send(`/api/auctions/${a.slug}`)
    const credentials: Record<string, string>[] = [{ Authorization: `Bearer ${member.token}` }, { Cookie: `access_token=${member.token}` }]
    for (const headers of credentials) {
      const own = await send(`/api/auctions/${a.slug}`, headers)
      expect(own).toMatchObject({ status: 200, cache: null, control: 'private, no-store' })
      expect(own.trips).toBeGreaterThan(0)
    }
    const b = await seed.auction()
    await send(`/api/auctions/${b.slug}`, { Authorization: `Bearer ${member.token}` })
    expect((await send(`/api/auctions/${b.slug}`)).cache).toBe('miss')
  })

  it('never answers a request carrying a D1 bookmark from it (it must read its own write)', async () => {
    const a = await seed.auction()
    await send(`/api/auctions/${a.slug}`)
    const fresh = await send(`/api/auctions/${a.slug}`, { Cookie: 'mezat_bookmark=0000000a-00000001-0000' })
    expect(fresh).toMatchObject({ status: 200, cache: null })
    expect(fresh.trips).toBe(1)
  })

  it('keeps no refusal', async () => {
    expect(await send('/api/auctions/yok-boyle-bir-mezat-edge')).toMatchObject({ status: 404, cache: null })
    expect(await send('/api/auctions/yok-boyle-bir-mezat-edge')).toMatchObject({ status: 404, cache: null, trips: 1 })
  })

  it("leaves the rarely changing content to the worker's own copy, so an edit shows at once", async () => {
    const before = JSON.parse((await send('/api/categories')).body) as unknown[]
    await seed.category()
    const after = await send('/api/categories')
    expect(after).toMatchObject({ cache: null, trips: 1, control: 'public, max-age=5, s-maxage=10' })
    expect(JSON.parse(after.body)).toHaveLength(before.length + 1)
  })

  it('keeps nothing in development unless EDGE_CACHE=on', async () => {
    const a = await seed.auction()
    await send(`/api/auctions/${a.slug}`, {}, {})
    expect(await send(`/api/auctions/${a.slug}`, {}, {})).toMatchObject({ status: 200, cache: null, trips: 1 })
  })
})

describe("a page's inline answers with the edge copy on", () => {
  it('answers them in-process on a cold cache and fills the edge copy the next guest reads', async () => {
    await seed.auction({ name: `Bakır ibrik ${Date.now()}` })
    const template = '<!doctype html><html lang="tr"><head><title>Mezat</title></head><body><div id="root"></div></body></html>'
    const assets = { fetch: async () => new Response(template, { headers: { 'Content-Type': 'text/html' } }) } as unknown as Fetcher
    pending = []
    const res = await app.fetch(new Request(new URL('/', ORIGIN), { headers: { Accept: 'text/html' } }), { ...(env as unknown as Env), EDGE_CACHE: 'on', ASSETS: assets }, ctx)
    const text = await res.text()
    await Promise.all(pending)
    const open = `<script type="application/json" id="${INLINE_DATA_ID}">`
    const block = text.slice(text.indexOf(open) + open.length, text.indexOf('</script>', text.indexOf(open)))
    const paths = (JSON.parse(block) as { entries: Array<{ path: string }> }).entries.map((e) => e.path)
    // The home's storefront lists are edge-kept answers: each is inline, and the next guest's read of it
    // is the copy this page's in-process call put there.
    const lists = paths.filter((p) => p.startsWith('/api/showcaseauctions') || p.startsWith('/api/live_session'))
    expect(lists.length, paths.join(', ')).toBeGreaterThan(0)
    for (const path of lists) expect(await send(path), path).toMatchObject({ status: 200, cache: 'hit', trips: 0 })
  })
})
