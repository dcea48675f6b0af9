// The private user channel (party `user`, room `{userId}`; docs/architecture.md "The channels"; 
// "Other realtime"): what the worker pushes to one member's open pages, and the token that lets a page in.
import { z } from 'zod'
import { parseSocketMessage } from './socket-message.ts'

/**
 * The channel token of POST /api/broadcasting/auth: a JWT (HS256, shared secret) whose subject is the
 * member's id. Short-lived: a page fetches a fresh one for every (re)connection.
 */
export const CHANNEL_TOKEN = { issuer: 'mezat', audience: 'user-channel', lifetimeSeconds: 60, queryParam: 'token' } as const

export const BroadcastAuthAnswer = z.object({
  /** The token, sent as `?token=` when connecting. */
  auth: z.string().min(1),
  party: z.literal('user'),
  room: z.string(),
  expires_in: z.number().int(),
})
export type BroadcastAuthAnswer = z.infer<typeof BroadcastAuthAnswer>

export const NotificationPush = z.object({
  id: z.number().int(),
  kind: z.string(),
  notification_title: z.string(),
  notification_message: z.string(),
  notification_target_link: z.string().nullable(),
  created_at: z.number(),
})
export type NotificationPush = z.infer<typeof NotificationPush>

/**
 * A notification for one member that an auction room tells that member's page on the auction's socket
 * (party/README.md "Outbid notices on the bidding page"): the same row as a `NotificationCreated` push, with
 * whose it is, so that a page signed in as anyone else drops it.
 */
export const MemberNotice = NotificationPush.extend({ user_id: z.number().int().positive() })
export type MemberNotice = z.infer<typeof MemberNotice>

export const UserEvent = z.discriminatedUnion('event', [
  /** A notification row was written: the bell goes up by one. */
  z.object({ event: z.literal('NotificationCreated'), data: NotificationPush }),
  /** An item landed in the cart (buy now, or won at the close): the cart badge goes up by one. */
  z.object({
    event: z.literal('CartItemAdded'),
    data: z.object({ auction_id: z.number().int(), slug: z.string(), name: z.string(), source: z.enum(['buynow', 'won']) }),
  }),
])
export type UserEvent = z.infer<typeof UserEvent>

/** Worker → user room: the event and a key under which the room drops repeats (a retried push). */
export const UserPush = z.object({ key: z.string().min(1).max(200), event: UserEvent })
export type UserPush = z.infer<typeof UserPush>

/**
 * Worker → user room: close the member's open sockets: those of one session (logout), or all of them (block,
 * password reset). Tokens issued before it no longer open a socket (docs/security.md "Private channel").
 */
export const UserSignOut = z.object({ kind: z.literal('signout'), session_id: z.string().min(1).max(100).optional() })
export type UserSignOut = z.infer<typeof UserSignOut>
/** Close code of a socket whose session ended (4000–4999 are the application's). */
export const CLOSE_SIGNED_OUT = 4003

/** The key of an event: a notification by its row id; a cart addition by auction and reservation/close. */
export const userEventKey = (e: UserEvent, discriminator = ''): string =>
  e.event === 'NotificationCreated' ? `n:${e.data.id}` : `c:${e.data.auction_id}:${e.data.source}:${discriminator}`

/**
 * The subject of an internal (worker → room) token for the live-work parties: party and room (`user:12`,
 * `live:3`, `livesession:main`), so a token for one room is never valid in another party's room of the same id.
 */
export const channelSubject = (party: 'user' | 'live' | 'livesession', roomId: string) => `${party}:${roomId}`

/** Parses a socket message; null for malformed or unknown events (never throws). */
export const parseUserEvent = (raw: unknown): UserEvent | null => parseSocketMessage(UserEvent, raw)
