// Who may join which room (docs/architecture.md "The channels"): the user room `{userId}` only with a channel
// token for that member (POST /api/broadcasting/auth); the internal endpoints of every room only with an
// internal token for that room. Pure apart from the signature check (jose, WebCrypto).
import { internalSecret, verifyInternal } from '#common/internal-token.ts'
import { CHANNEL_TOKEN, channelSubject } from '#common/schemas/user-events.ts'
import { jwtVerify } from 'jose'

/** The token a connecting page put in its URL (`?token=`), or null. */
export function tokenFromUrl(url: string): string | null {
  try {
    return new URL(url).searchParams.get(CHANNEL_TOKEN.queryParam) || null
  } catch {
    return null
  }
}

export type ChannelGrant = { sid: string | null; issuedAt: number }

/** The grant of a valid, unexpired channel token whose subject is this room's member, else null. */
export async function joinUserRoom(secret: string, roomId: string, token: string | null): Promise<ChannelGrant | null> {
  if (!token || !/^[1-9]\d*$/.test(roomId)) return null
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: CHANNEL_TOKEN.issuer,
      audience: CHANNEL_TOKEN.audience,
    })
    if (payload.sub !== roomId) return null
    return { sid: typeof payload.sid === 'string' ? payload.sid : null, issuedAt: (payload.iat ?? 0) * 1000 }
  } catch {
    return null
  }
}

/** True when `token` is a valid, unexpired channel token whose subject is this room's member. */
export const mayJoinUserRoom = async (secret: string, roomId: string, token: string | null) =>
  (await joinUserRoom(secret, roomId, token)) !== null

/** True when a worker → room call carries a valid internal token for this room. */
export const isWorkerCall = (env: Record<string, unknown>, party: 'user' | 'live' | 'livesession', roomId: string, req: Request) =>
  verifyInternal(internalSecret(env), 'party', channelSubject(party, roomId), req.headers.get('authorization'))
