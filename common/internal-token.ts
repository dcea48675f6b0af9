// Short-lived signed tokens for the worker ⇄ room HTTP calls (DESIGN.md "Shape": a room cannot bind D1,
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
