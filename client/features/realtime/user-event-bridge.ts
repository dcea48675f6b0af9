// Events of the member's that reach a page on another socket than its user channel: an auction room tells the
// page that is bidding there it was outbid (party/README.md "Outbid notices on the bidding page") instead of
// a push into the user room. The user channel (use-user-channel.ts, loaded lazily for members) handles them
// exactly as its own (one bell +1 per notification id). A module of its own, with no imports, so that the
// auction page's first visit does not pull the user channel's code in with it (the first visit's byte budget, tests/e2e/first-visit.spec.ts).
import type { UserEvent } from '#common/schemas/user-events.ts'

const handlers = new Set<(event: UserEvent) => void>()

/** The user channel's handler, while it is mounted; the returned function removes it. */
export function onUserEventElsewhere(handle: (event: UserEvent) => void): () => void {
  handlers.add(handle)
  return () => void handlers.delete(handle)
}

/** Hands an event to the user channel's handler (dropped when no member's channel is mounted). */
export function receiveUserEvent(event: UserEvent) {
  for (const handle of handlers) handle(event)
}
