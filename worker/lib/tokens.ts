// Access tokens: HS256 JWTs signed with jose; each carries a jti that names a sessions row,
// so logout and password resets revoke a token before it expires.
import { jwtVerify, SignJWT } from 'jose'
import { ACCESS_TOKEN_DAYS } from '#common/constants.ts'
import { secret, type Env } from '../env.ts'

const ISSUER = 'mezat'
const AUDIENCE = 'mezat-api'
const key = (env: Env) => new TextEncoder().encode(secret(env, 'JWT_SECRET'))

export const accessTokenLifetimeMs = ACCESS_TOKEN_DAYS * 86_400_000

export async function signAccessToken(env: Env, userId: number, sessionId: string, expiresAt: number) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(sessionId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key(env))
}

/** The session id and user id of a valid token, or null (bad signature, wrong alg, expired, malformed). */
export async function verifyAccessToken(env: Env, token: string): Promise<{ userId: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(env), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE })
    const userId = Number(payload.sub)
    if (!Number.isInteger(userId) || !payload.jti) return null
    return { userId, sessionId: payload.jti }
  } catch {
    return null
  }
}
