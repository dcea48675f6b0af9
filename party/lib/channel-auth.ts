// Who may join which room (docs/architecture.md "The channels"): the user room `{userId}` only with a channel
// token for that member (POST /api/broadcasting/auth); the internal endpoints of every room only with an
// internal token for that room. Pure apart from the signature check (jose, WebCrypto).
import { fromZod } from '#common/errors.ts'
import { internalSecret, verifyInternal } from '#common/internal-token.ts'
import { tr } from '#common/messages.ts'
import { CHANNEL_TOKEN, channelSubject } from '#common/schemas/user-events.ts'
import { jwtVerify } from 'jose'
import type * as Party from 'partykit/server'
import type { z } from 'zod'

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

/** A room's JSON answer. */
export const roomJson = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers })

type WorkerParty = Parameters<typeof isWorkerCall>[1]
export type WorkerCall<T> = { ok: true; data: T } | { ok: false; answer: Response }

/**
 * The body of a worker → room call (null when it is not JSON), or the answer refusing the call: 401 without
 * a valid internal token for this room, 405 for any method but POST. Every room's `onRequest` starts here.
 */
export async function workerCallBody(room: Party.Room, party: WorkerParty, req: Party.Request): Promise<WorkerCall<unknown>> {
  if (!(await isWorkerCall(room.env, party, room.id, req as unknown as Request)))
    return { ok: false, answer: roomJson(401, { message: tr.auth.unauthenticated }) }
  if (req.method !== 'POST') return { ok: false, answer: roomJson(405, { message: tr.common.invalidRequest }) }
  return { ok: true, data: await req.json().catch(() => null) }
}

/** workerCallBody, the body read with `schema` (422 with the fields' messages when it does not fit). */
export async function workerCommand<T>(room: Party.Room, party: WorkerParty, req: Party.Request, schema: z.ZodType<T>): Promise<WorkerCall<T>> {
  const call = await workerCallBody(room, party, req)
  if (!call.ok) return call
  const parsed = schema.safeParse(call.data)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, answer: roomJson(422, fromZod(parsed.error).body) }
}
