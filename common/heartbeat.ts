// The auction socket's heartbeat, apart from the event schemas (common/schemas/auction-events.ts): the lot
// page's first visit reads these and builds no zod schema (docs/first-visit.md "zod off the first visit").

/**
 * The heartbeat: the page sends `Ping` every HEARTBEAT_MS and the room answers `Pong`; a page
 * that has heard nothing for HEARTBEAT_TIMEOUT_MS takes its socket for dead (a silent socket included) and
 * reconnects at once. Detection is therefore at most HEARTBEAT_TIMEOUT_MS after the last frame.
 */
export const HEARTBEAT_MS = 4_000
export const HEARTBEAT_TIMEOUT_MS = 8_000
/** While its socket is down the auction page fetches the auction this often (the leader may have changed). */
export const DOWN_POLL_MS = 4_000
