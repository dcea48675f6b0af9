// D1 read replication through the Sessions API (README "Deploy").
//
// Context: D1 has one primary and, once replication is on, read-only replicas near the readers. Reads that
// may come from any replica are far closer to a Turkish visitor than the primary; but a member who has just
// written (a bid's follow-up, an address, a question) must read that write back, and a replica may lag.
// Decision: every request reads and writes through one D1 session.
//   - GET and HEAD (the storefront and a member's reads) start 'first-unconstrained': the nearest replica.
//   - Everything else (writes) starts 'first-primary', as without replication.
//   - The room's signed calls (/api/internal/*: a decided bid written to D1) use the binding itself, as
//     before: always the primary, and no member to hand a bookmark to.
//   - A request carrying a bookmark (header x-d1-bookmark, else the mezat_bookmark cookie) starts from it:
//     its reads are at least as fresh as the write that produced the bookmark.
//   - A write answers its session's bookmark in the cookie (the SPA sends it back by itself) and in the
//     header (for clients on a bearer token); a request that came with a token or a bookmark gets the
//     header back too. A guest's plain read gets neither, so public answers stay the same for everyone.
// Consequences: without replication every session goes to the primary and nothing changes. A bookmark
// is only a lower bound on freshness; a forged or stale one cannot show anyone else's data.
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { COOKIES } from '#common/constants.ts'
import { createDb } from '../db/client.ts'
import { countTrips } from '../lib/d1-trips.ts'
import { isProduction, type AppEnv } from '../env.ts'

export const BOOKMARK_HEADER = 'x-d1-bookmark'
/** Long enough for any replica to catch up many times over; a bookmark past it only costs a fresher read. */
const BOOKMARK_COOKIE_SECONDS = 3600
/** D1 bookmarks are dash-separated hex groups; anything else is ignored rather than handed to D1. */
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,8}$/i

const validBookmark = (value: string | undefined | null) => (value && value.length <= 256 && BOOKMARK.test(value) ? value : null)

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path.startsWith('/api/internal/')) {
    c.set('db', createDb(countTrips(c.env.DB)))
    return next()
  }
  const read = c.req.method === 'GET' || c.req.method === 'HEAD'
  const bookmark = validBookmark(c.req.header(BOOKMARK_HEADER)) ?? validBookmark(getCookie(c, COOKIES.bookmark))
  const session = c.env.DB.withSession(bookmark ?? (read ? 'first-unconstrained' : 'first-primary'))
  c.set('db', createDb(countTrips(session)))
  await next()
  const latest = session.getBookmark()
  if (!latest) return
  const member = !!c.req.header('authorization') || !!getCookie(c, COOKIES.accessToken)
  if (!read)
    setCookie(c, COOKIES.bookmark, latest, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: isProduction(c.env),
      maxAge: BOOKMARK_COOKIE_SECONDS,
    })
  if (!read || member || bookmark) c.header(BOOKMARK_HEADER, latest)
})
