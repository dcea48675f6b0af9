// Round-trip budgets: every storefront read reaches D1 at most once in
// a row for a guest, and at most twice for a member (the session, then the data). Counted by wrapping
// the D1 binding (tests/support/d1-counter.ts); the worker's own code is the production code.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../../worker/app.ts'
import type { Env } from '../../../worker/env.ts'
import { countingD1 } from '../../support/d1-counter.ts'
import { ORIGIN } from '../../support/http.ts'
import { liveSession, lots, person, type Person } from '../../support/live-seed.ts'
import * as seed from '../../support/seed.ts'
import * as store from '../../support/storefront-seed.ts'

const counter = countingD1(env.DB)
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext

/** Calls the app with the counting binding and answers what the request cost. */
async function cost(path: string, member?: Person) {
  counter.reset()
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (member) headers.Authorization = `Bearer ${member.token}`
  const res = await app.fetch(new Request(new URL(path, ORIGIN), { headers }), { ...(env as unknown as Env), DB: counter.db }, ctx)
  const text = await res.text()
  expect(res.status, `${path}: ${text.slice(0, 300)}`).toBe(200)
  const trips = counter.counts.trips.map((t) => `  level ${t.level}: ${t.statements.map((s) => s.slice(0, 120)).join(' | ')}`).join('\n')
  return { ...counter.counts, report: `${path}\n${trips}`, body: JSON.parse(text) as unknown }
}

const paths: Record<string, string> = {}
let member: Person
let leaver: Person

beforeAll(async () => {
  const root = await seed.category({ title: 'Antika' })
  const mid = await seed.category({ title: 'Saatler', parent: root })
  const leaf = await seed.category({ title: 'Cep Saatleri', parent: mid })
  const seller = await seed.user({ username: 'saatci' })
  const buyer = await seed.user()
  const a = await seed.auction({ seller, category: root, name: 'Gümüş cep saati', category_2_id: mid.id, category_3_id: leaf.id })
  const b = await seed.auction({ seller, category: root, name: 'Altın köstekli saat', category_2_id: mid.id })
  member = await person()
  leaver = await person()
  await store.images(a)
  await store.properties(a, [['Malzeme', 'Gümüş']])
  await store.bids(a, [{ user: buyer, lira: 10 }, { user: member, lira: 5 }])
  const q = await store.question(a, buyer)
  await store.answer(q, seller)
  await store.rating(seller, buyer)
  await store.cargoChannels()
  await store.banner({ category_id: mid.id })
  await store.banner()
  await store.video('anasayfa', [{ auction_id: a.id }, { video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }])
  await store.carousel('anasayfa', [{}, {}])
  const session = await liveSession({ category_id: root.id })
  await lots(session.id, [a.id, b.id])
  await seed.footer()
  await seed.contract()
  await store.watch(member, b)
  await store.bids(b, [{ user: leaver, lira: 3 }])
  Object.assign(paths, { root: root.slug, leaf: leaf.slug, auction: a.slug, auctionId: String(a.id), otherId: String(b.id), session: String(session.id), seller: seller.slug })
})

describe('storefront reads: at most one sequential D1 round trip for a guest', () => {
  const guest: Array<[string, () => string]> = [
    ['home list', () => '/api/auctions'],
    ['showcase', () => '/api/showcaseauctions'],
    ['daily', () => '/api/showdaily'],
    ['upcoming', () => '/api/shownext'],
    ['hot in a category', () => `/api/showhot?category=${paths.leaf}`],
    ['carousel', () => '/api/carousels/anasayfa'],
    ['video', () => '/api/videos/anasayfa'],
    ['banners', () => '/api/banners/0'],
    ['banners of a third-level category', () => `/api/banners/0/${paths.leaf}`],
    ['categories', () => '/api/categories'],
    ['footer', () => '/api/footer'],
    ['contracts', () => '/api/contracts'],
    ['category listing', () => `/api/auctions?category=${paths.leaf}`],
    ['past listing', () => `/api/auctions?category=${paths.root}&type=past`],
    ['auction detail', () => `/api/auctions/${paths.auction}`],
    ['search', () => '/api/search?q=saat'],
    ['search falling back to any word', () => '/api/search?q=saat+zzzz'],
    ['search suggestions', () => '/api/searchsummary?q=saat'],
    ['live sessions', () => '/api/live_session/index'],
    ['live sessions of a sub-category', () => `/api/live_session/${paths.leaf}`],
    ['a live session\'s auctions', () => `/api/liveauction/${paths.session}`],
    ['seller profile', () => `/api/profil/${paths.seller}`],
    ['bid list', () => `/api/bids/${paths.auctionId}`],
    ['bid list, a later page', () => `/api/bids/${paths.auctionId}?page=2`],
  ]
  it.each(guest)('%s', async (_name, path) => {
    const c = await cost(path())
    expect(c.depth, c.report).toBeLessThanOrEqual(1)
    expect(c.roundTrips, c.report).toBeLessThanOrEqual(1)
  })
})

describe("a member's reads: at most two (the session, then the data)", () => {
  it.each([
    ['auction detail', () => `/api/auctions/${paths.auction}`],
    ['user', () => '/api/user'],
    ['home list', () => '/api/auctions'],
  ] as Array<[string, () => string]>)('%s', async (_name, path) => {
    const c = await cost(path(), member)
    expect(c.depth, c.report).toBeLessThanOrEqual(2)
    expect(c.roundTrips, c.report).toBeLessThanOrEqual(2)
  })
})

describe('the bid list: one round trip for a member too (the session lookup rides in its batch)', () => {
  it("marks the member's own bid in the same trip", async () => {
    const c = await cost(`/api/bids/${paths.auctionId}`, member)
    expect(c.roundTrips, c.report).toBe(1)
    expect((c.body as { data: Array<{ member: string }> }).data.map((b) => b.member)).toContain('Siz')
  })

  it('reads a token whose session was closed as a guest, still in one trip', async () => {
    const members = async () => ((await cost(`/api/bids/${paths.otherId}`, leaver)).body as { data: Array<{ member: string }> }).data.map((b) => b.member)
    expect(await members()).toEqual(['Siz'])
    await store.exec('UPDATE sessions SET revoked_at = ? WHERE user_id = ?', Date.now(), leaver.id)
    expect(await members()).toEqual([expect.stringMatching(/\*\*\*/)])
    expect(counter.counts.roundTrips).toBe(1)
  })
})

describe('the counter', () => {
  it('counts sequential calls one level each and a batch as one trip', async () => {
    counter.reset()
    const d1 = counter.db
    await d1.prepare('SELECT 1').first()
    await Promise.all([d1.prepare('SELECT 2').all(), d1.batch([d1.prepare('SELECT 3'), d1.prepare('SELECT 4')])])
    await d1.withSession('first-unconstrained').prepare('SELECT 5').run()
    expect(counter.counts).toMatchObject({ roundTrips: 4, statements: 5, depth: 3 })
  })
})
