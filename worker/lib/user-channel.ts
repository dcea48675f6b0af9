// Worker → the live-work rooms (`user`, `live`, `livesession`): one signed HTTP call each (DESIGN.md
// "Shape"), and the channel token a member's page needs to join its own `user` room.
// Pushes are best-effort: they never throw and never fail the request that caused them; a page that
// missed one catches up when it reconnects (it refetches its counts and lists).
import { internalSecret, signInternal } from '#common/internal-token.ts'
import {
  CHANNEL_TOKEN,
  channelSubject,
  userEventKey,
  type UserEvent,
  type UserPush,
  type UserSignOut,
} from '#common/schemas/user-events.ts'
import { SignJWT } from 'jose'
import type { Env } from '../env.ts'
import { withUserAgent } from './outgoing.ts'

export type Party = 'user' | 'live' | 'livesession'
export type RoomReply = { status: number; body: Record<string, unknown>; headers: Headers | null }

/** A push waits this long at most: the room is on the same edge, a slow one is a down one. */
const PUSH_TIMEOUT_MS = 3_000

// NOTE: the same rule as worker/lib/party-client.ts (auction rooms): plain http for local hosts only.
const base = (host: string) => (/^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(host) ? `http://${host}` : `https://${host}`)

/** Sends one signed JSON body to a room; a network failure or timeout answers status 0. */
export async function sendToRoom(env: Env, party: Party, roomId: string, body: unknown, fetcher: typeof fetch = fetch): Promise<RoomReply> {
  try {
    const token = await signInternal(internalSecret(env), 'party', channelSubject(party, roomId))
    const res = await fetcher(`${base(env.PARTYKIT_HOST)}/parties/${party}/${encodeURIComponent(roomId)}`, {
      method: 'POST',
      headers: withUserAgent({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    })
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, headers: res.headers }
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'room unreachable', party, roomId, error: String(error) }))
    return { status: 0, body: {}, headers: null }
  }
}

/**
 * Pushes one event to a member's open pages (bell +1, cart +1). `discriminator` tells two genuine cart
 * additions of one auction apart (a reservation released and taken again); notifications use their id.
 */
export async function pushToUser(env: Env, userId: number, event: UserEvent, discriminator = ''): Promise<boolean> {
  const push: UserPush = { key: userEventKey(event, discriminator), event }
  const reply = await sendToRoom(env, 'user', String(userId), push)
  return reply.status === 200
}

/** Runs pushes six at a time (a Worker keeps at most six connections open at once). */
export async function pushAll<T>(items: T[], push: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += 6) await Promise.all(items.slice(i, i + 6).map(push))
}

/**
 * A channel token for the member's own room (`user` / `{userId}`), valid CHANNEL_TOKEN.lifetimeSeconds; it
 * names the session, so that logging out closes that session's sockets only.
 */
export async function signChannelToken(env: Env, userId: number, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(CHANNEL_TOKEN.issuer)
    .setAudience(CHANNEL_TOKEN.audience)
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${CHANNEL_TOKEN.lifetimeSeconds}s`)
    .sign(new TextEncoder().encode(internalSecret(env)))
}

/**
 * Closes the member's open private-channel sockets: one session's (logout) or all (block, password reset).
 * Best-effort like every push; a page that keeps a socket anyway cannot get a new token (its session is over).
 */
export async function signOutSockets(env: Env, userId: number, sessionId?: string): Promise<boolean> {
  const command: UserSignOut = sessionId ? { kind: 'signout', session_id: sessionId } : { kind: 'signout' }
  return (await sendToRoom(env, 'user', String(userId), command)).status === 200
}
