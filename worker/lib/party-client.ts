// Worker → room: one signed HTTP call per command (DESIGN.md "Shape").
import { internalSecret, signInternal } from '#common/internal-token.ts'
import type { RoomCommand } from '#common/schemas/room.ts'
import type { Env } from '../env.ts'
import { withUserAgent } from './outgoing.ts'

export type RoomAnswer = { status: number; body: Record<string, unknown> }

const base = (host: string) => (/^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(host) ? `http://${host}` : `https://${host}`)

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
    const answer = await send(env, auctionId, cmd as RoomCommand, fetcher)
    if (answer.status !== 0) return answer
  }
  return { status: 0, body: {} }
}

const MUTATING = new Set<RoomCommand['kind']>(['autobid', 'autobid-remove', 'buynow', 'buynow-release', 'buynow-complete'])

async function send(env: Env, auctionId: number, command: RoomCommand, fetcher: typeof fetch): Promise<RoomAnswer> {
  const token = await signInternal(internalSecret(env), 'party', String(auctionId))
  try {
    const res = await fetcher(`${base(env.PARTYKIT_HOST)}/parties/auction/${auctionId}`, {
      method: 'POST',
      headers: withUserAgent({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }),
      body: JSON.stringify(command),
    })
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
    return { status: res.status, body }
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'room unreachable', auctionId, error: String(error) }))
    return { status: 0, body: {} }
  }
}
