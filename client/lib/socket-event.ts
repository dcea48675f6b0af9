// A room's message read by its type. The rooms and the worker build every event with the event schemas of
// common/schemas/ (auction-events.ts, live.ts), which normalise nothing, so the browser checks only the
// frame (JSON, an `event` name, a `data` object) and does not build those schemas on a first visit
// (docs/first-visit.md "zod off the first visit"). An event a page does not know is passed over by its
// `switch`/`if` on the name, or refused here when the caller names the events it reads.

/** The event in `raw` (a socket frame's text), or null for anything malformed or not among `names`. */
export function readSocketEvent<E extends { event: string; data: object }>(raw: unknown, names?: readonly E['event'][]): E | null {
  let value: unknown
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : raw
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { event, data } = value as { event?: unknown; data?: unknown }
  if (typeof event !== 'string' || typeof data !== 'object' || data === null) return null
  return !names || names.includes(event) ? (value as E) : null
}
