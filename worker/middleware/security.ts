// The edges of every answer the worker gives (docs/security.md "Edges"):
//  - the Origin test behind the check on writes that authenticate by the access_token cookie (in
//    middleware/auth.ts, where the cookie is read: a login that merely carries an old cookie is not one);
//  - Content-Security-Policy, Referrer-Policy and, in production over HTTPS, Strict-Transport-Security.
// The SPA's files are served by the assets layer without the worker: client/public/_headers gives them
// the production policy below (tests/worker/app/edges.test.ts keeps the two equal).
import { createMiddleware } from 'hono/factory'
import { isDevelopment } from '#common/deployment.ts'
import type { AppEnv, Env } from '../env.ts'

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The origins a page of ours is served from: the request's own and APP_URL's. */
function ownOrigins(env: Env, url: string): string[] {
  const origins = [new URL(url).origin]
  try {
    if (env.APP_URL) origins.push(new URL(env.APP_URL).origin)
  } catch {
    // A malformed APP_URL adds nothing.
  }
  return origins
}

/** True when the request's Origin header names one of our own origins. */
export const fromOwnOrigin = (env: Env, req: Request) => {
  const origin = req.headers.get('origin')
  return origin !== null && ownOrigins(env, req.url).includes(origin)
}

// Pages the 3-D Secure frame of the checkout shows (three-ds-dialog.tsx): our frame route, the simulated
// bank, and the result page the bank's answer lands on. Only these may be framed, and only by us.
const FRAMED_BY_US = [/^\/paymentresult\//, /^\/api\/payment\/3ds-frame$/, /^\/__sim\/3ds\//]

/** The SPA's policy; `connectExtra` for a developer's machine, `upgrade` for production. */
function spaPolicy(ancestors: string, connectExtra: string, upgrade: boolean): string {
  return [
    "default-src 'self'",
    // Turnstile's widget script (docs/operations.md "Turnstile"); its challenge runs in a frame (frame-src https:).
    "script-src 'self' https://challenges.cloudflare.com",
    // Inline styles: the cargo label's print rules (<style> with @page, shipping-label.tsx) and style=""
    // in editors' HTML. Styles cannot run code; scripts stay 'self' only.
    "style-src 'self' 'unsafe-inline'",
    // Photos are ours (/media); blob: for the listing wizard's previews; https: for images in editors' HTML.
    "img-src 'self' data: blob: https:",
    // hls.js plays through MediaSource (blob:) from any https stream host; Safari plays the playlist itself.
    "media-src 'self' blob: https:",
    "worker-src 'self' blob:",
    // The rooms (PartyKit) are another host; live HLS playlists come from any https host.
    `connect-src 'self' https: wss:${connectExtra}`,
    // YouTube (youtube-nocookie) and Vimeo embeds, and the bank's 3-D Secure pages inside our frame.
    "frame-src 'self' https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
    ...(upgrade ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * The policy client/public/_headers gives the SPA's own files, served by the assets layer without the
 * worker: one file for every environment, so the rooms' local address is allowed and nothing is upgraded.
 */
export const staticFilesPolicy = (ancestors: "'none'" | "'self'") =>
  spaPolicy(ancestors, ' http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*', false)

/** The Content-Security-Policy of an answer on `path` (the SPA's unless a route set its own). */
export function contentSecurityPolicy(env: Env, path: string): string {
  const local = (() => {
    try {
      return new URL(env.APP_URL).protocol === 'http:'
    } catch {
      return false
    }
  })()
  const ancestors = FRAMED_BY_US.some((p) => p.test(path)) ? "'self'" : "'none'"
  if (path.startsWith('/__sim/'))
    // The simulated bank's and cargo firm's pages (development only) stand in for other sites: their own inline code.
    return `default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors ${ancestors}`
  if (path.startsWith('/__dev/'))
    return "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
  return spaPolicy(ancestors, local ? ' http: ws:' : '', !local)
}

/** CSP, Referrer-Policy and (production over HTTPS) HSTS on every answer; a route's own CSP is kept. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  // An answer passed on from a fetch (ASSETS, another service) has immutable headers: copy it first.
  try {
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  } catch {
    c.res = new Response(c.res.body, c.res)
  }
  const headers = c.res.headers
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(c.env, c.req.path))
  // Reset and verification links carry their token in the address: never send it to another site.
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  if (!isDevelopment(c.env) && new URL(c.req.url).protocol === 'https:')
    headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
})
