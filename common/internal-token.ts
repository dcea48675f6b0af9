// Short-lived signed tokens for the worker ⇄ room HTTP calls (docs/architecture.md "The shape": a room cannot bind D1,
// so the two talk over HTTP, each call signed with a shared secret that the other side verifies).
// NOTE: this is the one file in common/ that imports more than zod: jose is plain WebCrypto and runs
// alike in workerd (worker, party) and Node; the browser never imports it.
import { jwtVerify, SignJWT } from 'jose'
import { readSecret } from './deployment.ts'

export type InternalAudience = 'party' | 'worker'
// Five minutes: a command may wait in a busy room's queue before it is verified (under load a
// one-minute token expired in the queue: tests/party/room.test.ts, 500 concurrent bids).
const LIFETIME_S = 300

/** The shared secret, or in development and tests a fixed stand-in (the rule lives in ./deployment.ts). */
export const internalSecret = (env: { INTERNAL_SECRET?: unknown; ENVIRONMENT?: unknown }): string => readSecret(env, 'INTERNAL_SECRET')

const key = (secret: string) => new TextEncoder().encode(secret)

/** A token for one room (subject = auction id), valid for five minutes, for the named receiver. */
export const signInternal = (secret: string, audience: InternalAudience, subject: string) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('mezat-internal')
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_S}s`)
    .sign(key(secret))

/** True when the request carries a valid token for `audience` and `subject`. */
export async function verifyInternal(secret: string, audience: InternalAudience, subject: string, authorization: string | null) {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (!token) return false
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer: 'mezat-internal', audience, clockTolerance: 30 })
    return payload.sub === subject
  } catch {
    return false
  }
}

/**
 * Bid tickets (party/README.md "Bids on the socket"): the worker's signed word, after its one D1 read
 * (session, member, strikes, verification: requireTrader), that this member may bid on this auction. The
 * room checks it without D1, so a bid on the socket crosses one hop. A revoked session, a struck-out or
 * blocked member can bid on the socket until their ticket expires: at most this long (the page fetches a
 * new one shortly before its ticket expires while it is open: client/features/auction-detail/queries.ts). Signed with a key derived from the internal secret
 * for this one purpose, and with its own audience: a ticket is never a room command.
 */
export const BID_TICKET_LIFETIME_S = 30
const ticketKey = (secret: string) => key(`${secret}\u0000bid-ticket`)

/** `expires_at`: UTC ms, the ticket's own expiry (a room keeps a verified ticket no longer). */
export type BidTicket = { user_id: number; user_title: string; expires_at: number }

/** A ticket for one member on one auction; `expires_at` in UTC ms. */
export async function signBidTicket(secret: string, auctionId: number, member: { id: number; title: string }, now = Date.now()) {
  const expiresAt = (Math.floor(now / 1000) + BID_TICKET_LIFETIME_S) * 1000
  const ticket = await new SignJWT({ uid: member.id, title: member.title })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('mezat')
    .setAudience('bid-ticket')
    .setSubject(String(auctionId))
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expiresAt / 1000)
    .sign(ticketKey(secret))
  return { ticket, expires_at: expiresAt }
}

/** The member a ticket names, or null when it is forged, expired or for another auction. No clock tolerance. */
export async function verifyBidTicket(secret: string, auctionId: number, ticket: string): Promise<BidTicket | null> {
  try {
    const { payload } = await jwtVerify(ticket, ticketKey(secret), { algorithms: ['HS256'], issuer: 'mezat', audience: 'bid-ticket', subject: String(auctionId) })
    const { uid, title, exp } = payload
    return typeof uid === 'number' && Number.isInteger(uid) && typeof title === 'string' && typeof exp === 'number'
      ? { user_id: uid, user_title: title, expires_at: exp * 1000 }
      : null
  } catch {
    return null
  }
}
