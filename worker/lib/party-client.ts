// Worker → room: one signed HTTP call per command (DESIGN.md "Shape").
import { internalSecret, signInternal } from '#common/internal-token.ts'
import type { RoomCommand } from '#common/schemas/room.ts'
import type { Env } from '../env.ts'

export type RoomAnswer = { status: number; body: Record<string, unknown> }

const base = (host: string) => (/^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(host) ? `http://${host}` : `https://${host}`)

/** Sends a command to the auction's room; a network failure answers status 0. */
export async function roomCommand(env: Env, auctionId: number, command: RoomCommand, fetcher: typeof fetch = fetch): Promise<RoomAnswer> {
  const token = await signInternal(internalSecret(env), 'party', String(auctionId))
  try {
    const res = await fetcher(`${base(env.PARTYKIT_HOST)}/parties/auction/${auctionId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(command),
    })
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
    return { status: res.status, body }
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'room unreachable', auctionId, error: String(error) }))
    return { status: 0, body: {} }
  }
}
