// Cache-Control of the public storefront answers (issue 21 "Cacheable where public").
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
// Consequences: an editor's change reaches a guest's screen within seconds (the worker's own copy of
// rarely changing tables follows the edit at once, worker/domain/content-cache.ts).
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { COOKIES } from '#common/constants.ts'
import type { AppEnv } from '../env.ts'

/** `browserSeconds` for the browser (max-age), `edgeSeconds` for shared caches (s-maxage). */
export const publicCache = (browserSeconds = 5, edgeSeconds = 10) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    if (c.res.status !== 200) return
    const member = !!c.req.header('authorization') || !!getCookie(c, COOKIES.accessToken)
    c.header('Cache-Control', member ? 'private, no-store' : `public, max-age=${browserSeconds}, s-maxage=${edgeSeconds}`)
    c.header('Vary', 'Authorization, Cookie', { append: true })
  })
