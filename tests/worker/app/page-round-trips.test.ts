// A page in one step (docs/first-visit.md "One step"): a navigation's HTML carries the answers of its first
// screen, and reading them waits at most one D1 round trip for a guest and two for a member (the session,
// then the data), with the edge copy on (as in production) and off. Counted by wrapping the D1 binding
// (tests/support/d1-counter.ts); tests/e2e/first-visit.spec.ts checks that the browser then asks nothing.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { INLINE_DATA_ID } from '../../../common/page-html.ts'
import template from '../../../client/index.html?raw'
import { app } from '../../../worker/app.ts'
import type { Env } from '../../../worker/env.ts'
import { countingD1 } from '../../support/d1-counter.ts'
import { ORIGIN } from '../../support/http.ts'
import { liveSession, lots, person, type Person } from '../../support/live-seed.ts'
import * as seed from '../../support/seed.ts'
import * as store from '../../support/storefront-seed.ts'

const counter = countingD1(env.DB)
let pending: Promise<unknown>[] = []
const ctx = { waitUntil: (p: Promise<unknown>) => pending.push(p), passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
const assets = { fetch: async () => new Response(template, { headers: { 'Content-Type': 'text/html' } }) } as unknown as Fetcher

type Block = { member?: boolean; entries: Array<{ path: string; answer: unknown }> }

/** A browser's navigation to `path` (with the member's cookie), its D1 cost and its inline block. */
async function navigate(path: string, { member, edge }: { member?: Person; edge: boolean }) {
  counter.reset()
  pending = []
  const headers: Record<string, string> = { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' }
  if (member) headers.Cookie = `access_token=${member.token}`
  const over: Partial<Env> = { DB: counter.db, ASSETS: assets, EDGE_CACHE: edge ? 'on' : 'off' }
  const res = await app.fetch(new Request(new URL(path, ORIGIN), { headers }), { ...(env as unknown as Env), ...over }, ctx)
  const text = await res.text()
  await Promise.all(pending)
  const open = `<script type="application/json" id="${INLINE_DATA_ID}">`
  const at = text.indexOf(open)
  const block = (at < 0 ? { entries: [] } : JSON.parse(text.slice(at + open.length, text.indexOf('</script>', at)))) as Block
  const report = `${path}\n${counter.counts.trips.map((t) => `  level ${t.level}: ${t.statements.map((s) => s.slice(0, 100)).join(' | ')}`).join('\n')}`
  return { res, block, paths: block.entries.map((e) => e.path), counts: { ...counter.counts }, report }
}

const paths: Record<string, string> = {}
let member: Person

beforeAll(async () => {
  const root = await seed.category({ title: 'Antika' })
  const mid = await seed.category({ title: 'Saatler', parent: root })
  const seller = await seed.user({ username: 'saatci' })
  const a = await seed.auction({ seller, category: root, name: 'Gümüş cep saati', category_2_id: mid.id })
  member = await person()
  await store.images(a)
  await store.bids(a, [{ user: member, lira: 5 }])
  await store.banner({ category_id: mid.id })
  await store.banner()
  await store.carousel('anasayfa', [{}])
  const session = await liveSession({ category_id: root.id })
  await lots(session.id, [a.id])
  await seed.footer()
  Object.assign(paths, { seller: seller.slug, root: root.slug, mid: mid.slug, category: `/kategori/${root.slug}/${mid.slug}`, auction: `/mezat/${a.slug}`, auctionId: String(a.id) })
})

const pages: Array<[string, () => string, (string | (() => string))[]]> = [
  ['the home page', () => '/', ['/api/showcaseauctions?page=1', '/api/auctions?page=1', '/api/live_session/index', '/api/banners/0', '/api/footer']],
  [
    'a category page',
    () => paths.category as string,
    ['/api/categories', '/api/footer', () => `/api/live_session/${paths.root}`, () => `/api/banners/3/${paths.mid}`, () => `/api/auctions?category=${paths.mid}&type=open&page=1`],
  ],
  ['an auction page', () => paths.auction as string, ['/api/categories', '/api/footer', () => `/api/auctions/${paths.auction?.slice('/mezat/'.length)}`]],
  ["a category's past lots", () => `${paths.category}?type=past`, [() => `/api/auctions?category=${paths.mid}&type=past&page=1`]],
  ["a seller's profile", () => `/profil/${paths.seller}`, ['/api/categories', () => `/api/profil/${paths.seller}?page=1`]],
  ['the blog', () => '/blog', ['/api/footer', '/api/blog']],
  ['the support centre', () => '/destekmerkezi', ['/api/footer', '/api/support']],
  ["the day's lots", () => '/gunun_mezatlari', ['/api/categories', '/api/showdaily?page=1', '/api/banners/3']],
]
const named = (calls: (string | (() => string))[]) => calls.map((c) => (typeof c === 'string' ? c : c()))

describe.each([true, false])('edge copy %s', (edge) => {
  describe('a guest waits one round trip', () => {
    it.each(pages)('%s: its first screen is inline, one D1 round trip deep, cold and warm', async (_, path, calls) => {
      for (const round of ['cold', 'warm']) {
        const page = await navigate(path(), { edge })
        expect(page.res.status).toBe(200)
        expect(page.res.headers.get('Cache-Control')).toBe('no-cache')
        expect(page.block.member, round).toBeUndefined()
        expect(page.paths, `${round}: ${page.paths.join(', ')}`).toEqual(expect.arrayContaining(named(calls)))
        expect(page.counts.depth, `${round}: ${page.report}`).toBeLessThanOrEqual(1)
      }
    })
  })

  describe('a member waits two: the session, then their data', () => {
    it.each(pages)("%s: the member's own answers are inline, the session read once", async (_, path, calls) => {
      const page = await navigate(path(), { member, edge })
      expect(page.res.status).toBe(200)
      expect(page.res.headers.get('Cache-Control')).toBe('private, no-store')
      expect(page.block.member).toBe(true)
      expect(page.paths, page.paths.join(', ')).toEqual(expect.arrayContaining([...named(calls), '/api/user']))
      const user = page.block.entries.find((e) => e.path === '/api/user')?.answer as { user?: { username?: string } } | undefined
      expect(user?.user?.username).toBe(member.username)
      expect(page.counts.depth, page.report).toBeLessThanOrEqual(2)
      const sessionReads = page.counts.trips.filter((t) => t.statements.some((s) => /from "sessions"/i.test(s)))
      expect(sessionReads, page.report).toHaveLength(1)
    })

    // (The member's automatic bid is the auction room's answer: no room runs in these tests; the browser
    // test sees it inline.)
    it("an auction page: the member's own view of the lot and its pre-information come with it", async () => {
      const page = await navigate(paths.auction as string, { member, edge })
      expect(page.paths).toEqual(expect.arrayContaining([`/api/auctions/${paths.auctionId}/preinfo`]))
      const detail = page.block.entries.find((e) => e.path.startsWith('/api/auctions/') && !e.path.endsWith('/preinfo'))
      expect(detail).toBeDefined()
    })
  })
})

describe("a token that no longer opens a session", () => {
  it('leaves the member-only answers out (the browser asks, and is told to sign in)', async () => {
    const gone = { ...member, token: `${member.token.slice(0, -4)}AAAA` }
    const page = await navigate('/', { member: gone, edge: false })
    expect(page.res.status).toBe(200)
    expect(page.paths).not.toContain('/api/user')
    expect(page.counts.depth, page.report).toBeLessThanOrEqual(2)
  })
})
