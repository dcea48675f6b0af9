// One structured JSON line per request (docs/operations.md "Logs"): what the on-call engineer filters by
// (route, status, duration, D1 round trips, request id) and what Law 5651 asks a host to keep of its
// traffic (the client's address, the time in UTC, the URL, the result). Nothing else personal is written
// in plain text: the member appears as a keyed hash (the same member gives the same hash, so one member's
// requests can be followed without naming them), and the query string is cut to its parameter names
// (it may carry a reset link's signature or what someone searched for).
import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import { secret, type AppEnv, type Env } from '../env.ts'
import { hmacHex } from '../lib/crypto.ts'
import { withRequestContext, type RequestContext } from '../lib/request-context.ts'

/** The member's id under a keyed hash (16 hex digits): stable per member, meaningless without the secret. */
export const memberHash = async (env: Env, memberId: number) => (await hmacHex(secret(env, 'INTERNAL_SECRET'), `log-member:${memberId}`)).slice(0, 16)

/** The path and the names of its query parameters, never their values. */
export function loggedUrl(url: URL): string {
  const names = [...new Set(url.searchParams.keys())]
  return names.length ? `${url.pathname}?${names.join('&')}` : url.pathname
}

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now()
  const context: RequestContext = { requestId: c.var.requestId, d1Trips: 0 }
  await withRequestContext(context, next)
  const status = c.res.status
  const user = c.var.user
  const line = {
    level: status >= 500 ? 'error' : 'info',
    msg: 'request',
    request_id: context.requestId,
    at: new Date(started).toISOString(),
    ip: c.req.header('cf-connecting-ip') ?? null,
    method: c.req.method,
    url: loggedUrl(new URL(c.req.url)),
    route: routePath(c),
    status,
    ms: Date.now() - started,
    d1: context.d1Trips,
    member: user ? await memberHash(c.env, user.id).catch(() => null) : null,
  }
  console.log(JSON.stringify(line))
})
