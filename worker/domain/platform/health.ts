// The health answer for uptime checks (README "Deploy", docs/operations.md "Health"): the running version,
// whether D1 and an auction room answer, and how long the oldest unsent mail or SMS has waited. Every
// check runs at once under one budget, so the answer comes within HEALTH_BUDGET_MS even when a part hangs
// (that part is then reported as not answering).
import type { Env } from '../../env.ts'
import { roomRequest } from '../../lib/party-client.ts'
import { pushKeys } from './push.ts'

/** Each check's time limit; with the answer's own work the whole stays under half a second. */
export const HEALTH_BUDGET_MS = 400
/** The room the check asks: it has no auction, so the question changes nothing and stores nothing. */
const PROBE_ROOM = 'healthz'

export type Health = {
  ok: boolean
  version: { id: string; tag: string; timestamp: string } | null
  d1: { ok: boolean; ms: number }
  room: { ok: boolean; ms: number; status: number }
  outbox: { oldest_unsent_age_s: number | null; dead: number | null }
  /** Web push is off while its keys are missing (docs/alerts.md "Web push"): reported, not a failure of the whole. */
  push: { on: boolean; missing: string[] }
}

const timeout = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([work.catch(() => fallback), new Promise<T>((r) => setTimeout(() => r(fallback), HEALTH_BUDGET_MS))])

type OutboxFigures = { oldest: number | null; dead: number }

async function checkD1(db: D1Database) {
  const started = Date.now()
  const row = await timeout(
    db
      .prepare(
        "SELECT (SELECT min(created_at) FROM outbox WHERE status IN ('pending', 'sending')) AS oldest, (SELECT count(*) FROM outbox WHERE status = 'failed') AS dead",
      )
      .first<OutboxFigures>(),
    null,
  )
  return { row, ms: Date.now() - started }
}

async function checkRoom(env: Env, fetcher?: typeof fetch) {
  const started = Date.now()
  const answer = await timeout(
    roomRequest(env, {
      party: 'auction',
      room: PROBE_ROOM,
      subject: PROBE_ROOM,
      body: { kind: 'state' },
      timeoutMs: HEALTH_BUDGET_MS,
      signingFailureIsUnreachable: true,
      log: { probe: 'healthz' },
      ...(fetcher ? { fetcher } : {}),
    }),
    { status: 0, body: {}, headers: null },
  )
  // A room with no auction answers 404 "unconfigured" after checking the signature: the room host is up
  // and shares the worker's secret. A 401 means the secrets differ, which is as bad as no room.
  const ok = answer.status === 404 && answer.body.code === 'unconfigured'
  return { ok, status: answer.status, ms: Date.now() - started }
}

export async function health(env: Env, now = Date.now(), fetcher?: typeof fetch): Promise<Health> {
  const [d1, room] = await Promise.all([checkD1(env.DB), checkRoom(env, fetcher)])
  const meta = env.CF_VERSION_METADATA
  const oldest = d1.row?.oldest ?? null
  const keys = pushKeys(env)
  return {
    ok: d1.row !== null && room.ok,
    version: meta ? { id: meta.id, tag: meta.tag, timestamp: meta.timestamp } : null,
    d1: { ok: d1.row !== null, ms: d1.ms },
    room,
    outbox: { oldest_unsent_age_s: oldest === null ? null : Math.max(0, Math.round((now - oldest) / 1000)), dead: d1.row?.dead ?? null },
    push: { on: !('missing' in keys), missing: 'missing' in keys ? keys.missing : [] },
  }
}
