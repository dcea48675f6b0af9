// Worker → the live-work rooms (`user`, `live`, `livesession`): one signed HTTP call each, through the one
// room client (./party-client.ts `roomRequest`), and the channel token a member's page needs to join its
// own `user` room.
// Pushes are best-effort: they never throw and never fail the request that caused them; a page that
// missed one catches up when it reconnects (it refetches its counts and lists).
import { internalSecret } from '#common/internal-token.ts'
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
import { roomRequest, type RoomAnswer } from './party-client.ts'

export type Party = 'user' | 'live' | 'livesession'

/** A push waits this long at most: the room is on the same edge, a slow one is a down one. */
const PUSH_TIMEOUT_MS = 3_000

/** Sends one signed JSON body to a room; any failure (signing, network, timeout) answers status 0. */
export function sendToRoom(env: Env, party: Party, roomId: string, body: unknown, fetcher: typeof fetch = fetch): Promise<RoomAnswer> {
  return roomRequest(env, {
    party,
    room: roomId,
    body,
    subject: channelSubject(party, roomId),
    timeoutMs: PUSH_TIMEOUT_MS,
    signingFailureIsUnreachable: true,
    log: { party, roomId },
    fetcher,
  })
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
