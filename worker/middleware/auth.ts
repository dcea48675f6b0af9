// Bearer token first, then the access_token cookie (the SPA keeps its token there).
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { COOKIES } from '#common/constants.ts'
import { ApiError, forbidden, unauthenticated } from '#common/errors.ts'
import { preinfoRefusal } from '#common/preinfo.ts'
import { tr } from '#common/messages.ts'
import type { Context } from 'hono'
import { authenticate, type TokenClaims } from '../domain/member/auth.ts'
import { authenticateTrader } from '../domain/member/auth.ts'
import { assertMayTrade, struckOut, verificationRequired } from '../domain/member/trade-verification.ts'
import type { AppEnv } from '../env.ts'
import { appOrigin } from '../lib/app-url.ts'
import { verifyAccessToken } from '../lib/tokens.ts'
import { peekBodyField } from '../lib/validate.ts'
import { fromOwnOrigin, SAFE_METHODS } from './security.ts'

function tokenOf(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization')
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    return match?.[1] ?? null
  }
  const cookie = getCookie(c, COOKIES.accessToken) ?? null
  // A write authenticated by the cookie only from our own pages (docs/security.md "Edges").
  if (cookie && !SAFE_METHODS.has(c.req.method) && !fromOwnOrigin(c.env, c.req.raw)) throw forbidden(tr.common.crossOrigin)
  return cookie
}

/** Sets c.var.user when a valid token came along; guests pass through. */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = tokenOf(c)
  c.set('user', token ? await authenticate(c.var.db, c.env, token) : null)
  await next()
})

/**
 * A token's claims checked without D1 (signature, expiry), or null: for a read that folds the session
 * lookup into its own batch (domain/auth.ts sessionQuery) instead of optionalUser's separate round trip.
 */
export async function tokenClaims(c: Context<AppEnv>): Promise<TokenClaims | null> {
  const token = tokenOf(c)
  return token ? verifyAccessToken(c.env, token) : null
}

/** 401 {"message":"Unauthenticated."} unless a valid token came along. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = tokenOf(c)
  const user = token ? await authenticate(c.var.db, c.env, token) : null
  if (!user) throw unauthenticated()
  c.set('user', user)
  await next()
})

/** Editors only: guests 401, members 403. */
export const requireEditor = createMiddleware<AppEnv>(async (c, next) => {
  const token = tokenOf(c)
  const user = token ? await authenticate(c.var.db, c.env, token) : null
  if (!user) throw unauthenticated()
  if (user.role !== 'editor') throw forbidden()
  c.set('user', user)
  await next()
})

/** The signed-in member; only for handlers behind requireUser. */
export function currentUser(c: Context<AppEnv>) {
  const user = c.var.user
  if (!user) throw unauthenticated()
  return user
}

export const clientIp = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'local'
export const clientMeta = (c: Context<AppEnv>) => ({
  ip: clientIp(c),
  userAgent: c.req.header('user-agent') ?? null,
  /** For links that leave the worker: APP_URL, never the Host header (worker/lib/app-url.ts). */
  origin: appOrigin(c.env),
})

/**
 * After requireUser where buying is not on the hot path (accepting a second-chance offer): the same refusals
 * as requireTrader, from the member's own row.
 */
export const requireTradeVerification = createMiddleware<AppEnv>(async (c, next) => {
  await assertMayTrade(c.var.db, currentUser(c).id)
  await next()
})

/** Which lot a bidding or buying call is about, read from the request before the handler validates it. */
type LotOf = (c: Context<AppEnv>) => Promise<{ id: number } | { slug: string } | null>

const positiveId = (v: unknown) => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null
}
/** The lot of POST /api/addBid and /api/addAutoBid (body auction_id). */
export const lotInBody: LotOf = async (c) => {
  const id = positiveId(await peekBodyField(c, 'auction_id'))
  return id ? { id } : null
}
/** The lot of POST /api/addtoCart (body slug). */
export const lotSlugInBody: LotOf = async (c) => {
  const slug = await peekBodyField(c, 'slug')
  return typeof slug === 'string' && slug.trim() !== '' ? { slug: slug.trim() } : null
}
/** The lot of GET /api/bidTicket/{auctionId}: the ticket is the socket bid's authorisation. */
export const lotInPath: LotOf = async (c) => {
  const id = positiveId(c.req.param('auctionId'))
  return id ? { id } : null
}

/**
 * Bidding and buying (instead of requireUser + requireTradeVerification): 401 without a valid token; 403
 * (Turkish sentence, verify_url) for a member blocked by non-payer strikes or who has not verified
 * what the editors' setting asks for; 422 naming `preinfo` for a member who has not
 * confirmed the lot's pre-information (docs/law.md "Pre-information") — all before the room is asked. The
 * session, the member, the setting, the strikes and the confirmation come from one D1 statement, the only
 * read on the bid path. A lot the request does not name readably is left to the handler's 422.
 */
/** Every guard requireTrader made: the API reference reads a route's access from its guards (worker/openapi/). */
const traderGuards = new WeakSet<object>()
export const isTraderGuard = (handler: unknown) => typeof handler === 'function' && traderGuards.has(handler)

export const requireTrader = (lotOf: LotOf) => {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const token = tokenOf(c)
    if (!token) throw unauthenticated()
    const found = await authenticateTrader(c.var.db, c.env, token, await lotOf(c))
    if (!found) throw unauthenticated()
    if (found.struckOut) throw struckOut()
    if (found.missing) throw verificationRequired(found.missing)
    if (found.preinfoMissing) throw new ApiError(422, preinfoRefusal())
    c.set('user', found.user)
    await next()
  })
  traderGuards.add(guard)
  return guard
}
