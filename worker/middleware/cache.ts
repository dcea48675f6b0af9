// Cache-Control of the public storefront answers, and the edge's own copy of them ("Cacheable
// where public").
//
// Context: lists, an auction's public part, categories and the other storefront decorations are the same
// for every guest; the live price comes from the auction's room anyway, so a few seconds of staleness costs
// nothing and lets the browser and any shared cache in front of the worker answer repeats.
// Decision: a 200 to a guest carries `public, max-age=5, s-maxage=10` and `Vary: Authorization, Cookie`;
// a request with a token (bearer or the access_token cookie) gets `private, no-store`, because some of
// these answers (the auction detail) hold the member's own state. Errors carry nothing (never cached).
// What a page refetches when a room tells it something changed (the auction detail on AuctionStarted /
// AuctionClosed, the live sessions and a session's lots) keeps 0 s in the browser, edge only: that
// refetch must not be answered from the browser's own copy.
//
// The edge's copy: Cloudflare does not keep a Worker's own answers by their headers; only the Cache API
// does. So a guest's 200 is also put in `caches.default` (the data centre's cache, shared by every isolate
// there) for `edgeSeconds`, and the next guest asking the same URL in that data centre is answered from it
// without D1. Keyed by the URL with its query parameters sorted (one entry for ?a=1&b=2 and ?b=2&a=1).
// Never for a request that carries a token or a D1 bookmark (a member, or a guest who has just written and
// must read that write), never for anything but a 200.
// Not for the rarely changing content (categories, footer, contracts, banners: `edge: false`): an editor's
// change must show at once, and the worker's own copy (worker/domain/content/content-cache.ts) already answers
// them in one trip that reads one short version row. A Cache API entry keyed by that version would need
// the same trip to learn the version, so it would save nothing; one kept by time alone would show an edit
// up to `edgeSeconds` late.
// Development keeps no edge copy unless EDGE_CACHE=on (a developer and the tests see every change at
// once); production always does.
// Consequences: a guest's list, auction page, search, live sessions or seller profile may be up to
// `edgeSeconds` (5–10 s) old at the edge; listings show a renamed category's new name as late. Purging is
// per data centre only (Cache API), so nothing relies on it: the short lifetime is the invalidation.
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import { COOKIES } from '#common/constants.ts'
import { isDevelopment } from '#common/deployment.ts'
import type { AppEnv, Env } from '../env.ts'
import { BOOKMARK_HEADER } from './d1-session.ts'

/** The header saying whether the edge's copy answered (`hit`) or the worker did and kept it (`miss`). */
export const EDGE_CACHE_HEADER = 'x-edge-cache'

const keepsAtEdge = (env: Env) => !isDevelopment(env) || env.EDGE_CACHE === 'on'
const isMember = (c: Context<AppEnv>) => !!c.req.header('authorization') || !!getCookie(c, COOKIES.accessToken)
const hasBookmark = (c: Context<AppEnv>) => !!c.req.header(BOOKMARK_HEADER) || !!getCookie(c, COOKIES.bookmark)

/** The cache key: the URL without fragment, its query parameters sorted; always a plain GET. */
function edgeKey(url: string) {
  const u = new URL(url)
  u.hash = ''
  u.searchParams.sort()
  return new Request(u.toString(), { method: 'GET' })
}

/**
 * `browserSeconds` for the browser (max-age), `edgeSeconds` for shared caches (s-maxage) and for the
 * edge's own copy unless `edge: false` (see the header).
 */
export const publicCache = (browserSeconds = 5, edgeSeconds = 10, { edge = true } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const guestHeaders = { 'Cache-Control': `public, max-age=${browserSeconds}, s-maxage=${edgeSeconds}`, Vary: 'Authorization, Cookie' }
    const member = isMember(c)
    const shared = edge && !member && !hasBookmark(c) && c.req.method === 'GET' && keepsAtEdge(c.env)
    const key = shared ? edgeKey(c.req.url) : null
    if (key) {
      const hit = await caches.default.match(key)
      if (hit) {
        const res = new Response(hit.body, hit)
        for (const [name, value] of Object.entries(guestHeaders)) res.headers.set(name, value)
        res.headers.set(EDGE_CACHE_HEADER, 'hit')
        return res
      }
    }
    await next()
    if (c.res.status !== 200) return
    c.header('Cache-Control', member ? 'private, no-store' : guestHeaders['Cache-Control'])
    c.header('Vary', guestHeaders.Vary, { append: true })
    if (!key || c.res.headers.has('Set-Cookie')) return
    const kept = c.res.clone()
    const copy = new Response(kept.body, kept)
    copy.headers.set('Cache-Control', `public, max-age=${edgeSeconds}`) // the Cache API keeps it this long
    c.executionCtx.waitUntil(caches.default.put(key, copy))
    c.header(EDGE_CACHE_HEADER, 'miss')
  })

/** The rarely changing content's headers, without an edge copy: the worker's own copy answers it (see the header). */
export const contentCache = () => publicCache(5, 10, { edge: false })
