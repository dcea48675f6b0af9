// Worker → room: the one signed HTTP client for every room (docs/architecture.md "The shape": a room cannot bind D1, so
// the worker talks to it over HTTP, each call signed with the shared secret). Auction commands
// (`roomCommand`) and the live-work pushes (worker/lib/user-channel.ts) both go through `roomRequest`.
import { internalSecret, signInternal } from '#common/internal-token.ts'
import type { RoomCommand } from '#common/schemas/room.ts'
import type { Env } from '../env.ts'
import { withUserAgent } from './outgoing.ts'
import { currentRequest, REQUEST_ID_HEADER } from './request-context.ts'

export type RoomAnswer = { status: number; body: Record<string, unknown>; headers: Headers | null }

const base = (host: string) => (/^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(host) ? `http://${host}` : `https://${host}`)

type RoomRequest = {
  party: 'auction' | 'user' | 'live' | 'livesession'
  room: string
  body: unknown
  /** The token's subject, which the room checks: the auction id for `auction`, `party:room` for the others. */
  subject: string
  /**
   * Pushes set one (a slow room on the same edge is a down one, and a push must not hold up the request
   * that caused it); auction commands set none: a bid waits for the room's answer (and its retries).
   */
  timeoutMs?: number
  /**
   * Pushes are best-effort, so for them a failure to sign (no secret in production) answers status 0 like a
   * network error; an auction command lets it throw: a configuration error must not look like a room that
   * is down.
   */
  signingFailureIsUnreachable?: boolean
  /** Fields that name the room in the "room unreachable" log line. */
  log: Record<string, unknown>
  fetcher?: typeof fetch
}

/** Sends one signed JSON body to a room; a network failure or timeout answers status 0 (and is logged). */
export async function roomRequest(env: Env, req: RoomRequest): Promise<RoomAnswer> {
  const sign = () => signInternal(internalSecret(env), 'party', req.subject)
  const early = req.signingFailureIsUnreachable ? null : await sign()
  try {
    const token = early ?? (await sign())
    const requestId = currentRequest()?.requestId
    const res = await (req.fetcher ?? fetch)(`${base(env.PARTYKIT_HOST)}/parties/${req.party}/${encodeURIComponent(req.room)}`, {
      method: 'POST',
      // The request id travels with the command, so the room's log line names the request that caused it.
      headers: withUserAgent({
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      }),
      body: JSON.stringify(req.body),
      ...(req.timeoutMs ? { signal: AbortSignal.timeout(req.timeoutMs) } : {}),
    })
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, headers: res.headers }
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'room unreachable', request_id: currentRequest()?.requestId ?? null, ...req.log, error: String(error) }))
    return { status: 0, body: {}, headers: null }
  }
}

const RETRY_DELAYS_MS = [50, 200, 600]

/**
 * Sends a command to the auction's room. A lost connection is retried with the same request id, which
 * the room remembers, so a bid the room accepted before the connection dropped is answered, not placed
 * twice (`npm run bench:bids` saw such drops under load). Still unreachable: status 0.
 */
export async function roomCommand(env: Env, auctionId: number, command: RoomCommand, fetcher: typeof fetch = fetch): Promise<RoomAnswer> {
  const cmd = 'request_id' in command || !MUTATING.has(command.kind) ? command : { ...command, request_id: crypto.randomUUID() }
  for (const delay of [0, ...RETRY_DELAYS_MS]) {
    if (delay) await new Promise((r) => setTimeout(r, delay))
    const room = String(auctionId)
    const answer = await roomRequest(env, { party: 'auction', room, body: cmd, subject: room, log: { auctionId }, fetcher })
    if (answer.status !== 0) return answer
  }
  return { status: 0, body: {}, headers: null }
}

const MUTATING = new Set<RoomCommand['kind']>(['autobid', 'autobid-remove', 'buynow', 'buynow-release', 'buynow-complete'])
