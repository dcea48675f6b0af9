// Room → worker: pushes the ledger's bids and state to D1 through the worker's internal call.
// Signed with a five-minute token; failures are retried by the room's alarm with backoff.
import { internalSecret, signInternal } from '#common/internal-token.ts'
import { RoomSyncAnswer, type RoomMetricsReport, type RoomSync } from '#common/schemas/room.ts'

/** The consequences of bids (notices, pushes) follow within this delay; bids arriving meanwhile share one sync. */
export const SYNC_DELAY_MS = 250
/** 2 s, 4 s, 8 s … capped at a minute: the ledger stays the truth until D1 has it (invariant 3). */
export const syncBackoffMs = (attempts: number) => Math.min(60_000, 1_000 * 2 ** Math.min(attempts, 6))

export function workerUrl(env: Record<string, unknown>): string {
  const url = typeof env.WORKER_URL === 'string' && env.WORKER_URL ? env.WORKER_URL : 'http://127.0.0.1:8787'
  return url.replace(/\/$/, '')
}

/** A signed internal call from auction `auctionId`'s room to the worker; throws when the worker does not take it. */
async function postToWorker(env: Record<string, unknown>, auctionId: string, what: 'sync' | 'metrics', payload: unknown): Promise<Response> {
  const token = await signInternal(internalSecret(env), 'worker', auctionId)
  const res = await fetch(`${workerUrl(env)}/api/internal/rooms/${auctionId}/${what}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  })
  if (!res.ok) throw new Error(`worker ${what} ${res.status}: ${(await res.text()).slice(0, 200)}`)
  return res
}

/**
 * Sends one sync; resolves to the worker's answer (the highest seq of the contiguous run of bids D1 holds,
 * from seq 1, and the notices for the members the sync named as watching), or throws.
 */
export async function pushSync(env: Record<string, unknown>, payload: RoomSync): Promise<RoomSyncAnswer> {
  const res = await postToWorker(env, String(payload.state.auction_id), 'sync', payload)
  const answer = RoomSyncAnswer.safeParse(await res.json())
  if (!answer.success) throw new Error(`worker sync: unexpected answer: ${answer.error.message.slice(0, 200)}`)
  return answer.data
}

/** Sends one metrics report (party/lib/room-metrics.ts); throws when the worker does not take it. */
export async function pushMetrics(env: Record<string, unknown>, auctionId: number, report: RoomMetricsReport): Promise<void> {
  await postToWorker(env, String(auctionId), 'metrics', report)
}
