// Cache-Control of the public storefront answers (issue 21 "Cacheable where public").
//
// Context: lists, an auction's public part, categories and the other storefront decorations are the same
// for every guest; the live price comes from the auction's room anyway, so a few seconds of staleness costs
// nothing and lets the browser and any shared cache in front of the worker answer repeats.
// Decision: a 200 to a guest carries `public, max-age=5, s-maxage=10` and `Vary: Authorization, Cookie`;
// a request with a token (bearer or the access_token cookie) gets `private, no-store`, because some of
// these answers (the auction detail) hold the member's own state. Errors carry nothing (never cached).
// Consequences: an editor's change reaches a guest's screen within seconds (the worker's own copy of
// rarely changing tables follows the edit at once, worker/domain/content-cache.ts).
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { COOKIES } from '#common/constants.ts'
import type { AppEnv } from '../env.ts'

export const PUBLIC_MAX_AGE_SECONDS = 5
export const SHARED_MAX_AGE_SECONDS = 10

export const publicCache = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.status !== 200) return
  const member = !!c.req.header('authorization') || !!getCookie(c, COOKIES.accessToken)
  c.header('Cache-Control', member ? 'private, no-store' : `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, s-maxage=${SHARED_MAX_AGE_SECONDS}`)
  c.header('Vary', 'Authorization, Cookie', { append: true })
})
