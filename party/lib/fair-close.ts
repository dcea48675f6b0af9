// A fair close (docs/bidding.md "A fair close"): when the room was away in an auction's last minutes — it
// restarted, or its alarm ran late — bidders could not bid for a while, so the end moves by the soft-close
// window, past the extension cap if it must. Pure, like every rule of party/lib/.
import { SOFT_CLOSE_WINDOW_MS } from '#common/auction-rules.ts'
import type { RoomState, ServiceExtension } from './room-state.ts'

/** The last stretch of an auction in which an interruption earns an extension. */
export const FAIR_CLOSE_WINDOW_MS = 2 * 60_000
/** How late the room may wake (against the time it planned to) before it counts as an interruption. */
export const ALARM_LATE_TOLERANCE_MS = 5_000
/**
 * Inside the last stretch (and one tick before it) the room wakes itself this often, so that an interruption
 * there shows as a wake-up later than planned even when no bid, sync or close was due.
 */
export const WATCH_TICK_MS = 5_000

/**
 * The end after waking at `now` when the room had planned to wake at `planned` (null: nothing planned), or
 * null when nothing changes: the auction is closed or not started, the room woke within the tolerance, or
 * the time it lost ended before the last stretch. The end moves to the soft-close window past the later of
 * the end and now; the extension cap does not apply (the bidders lost the time, not the seller).
 */
export function decideFairClose(s: RoomState, planned: number | null, now: number, reason: ServiceExtension['reason']): RoomState | null {
  if (planned === null || s.closed_at !== null || now < s.start_time) return null
  const late = now - planned
  if (late <= ALARM_LATE_TOLERANCE_MS || now < s.end_time - FAIR_CLOSE_WINDOW_MS) return null
  const to = Math.max(s.end_time, now) + SOFT_CLOSE_WINDOW_MS
  return { ...s, end_time: to, version: s.version + 1, service_extension: { reason, at: now, late_ms: late, from: s.end_time, to } }
}

/** When the room should next wake to watch the last stretch, or null outside it. */
export function watchTick(s: RoomState, now: number): number | null {
  if (s.closed_at !== null || !s.started_announced || now >= s.end_time) return null
  return s.end_time - now <= FAIR_CLOSE_WINDOW_MS + WATCH_TICK_MS ? now + WATCH_TICK_MS : null
}
