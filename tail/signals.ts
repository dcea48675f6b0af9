// What the alerts look for in the producer's trace events. Each event of the worker carries its console
// lines (`logs`, each line's `message` the array of console arguments: our one JSON string) and any uncaught
// exception. The lines are the worker's structured log lines (docs/operations.md "Logs"); the signals are:
//   route_errors     a request answered 5xx (its request line), or an invocation that died without one
//   room_unreachable the worker could not reach an auction room ("room unreachable", worker/lib/party-client.ts)
//   close_late       an auction closed later than its end ("auction closed", worker/domain/auctions/rooms.ts)
//   outbox_failing   a mail or SMS failed to send ("outbox send failed", worker/domain/platform/outbox.ts)
import type { AlertSignal } from '#common/messages/operations.ts'

/** `value`: the close's lag in ms for close_late, 1 for the counted signals. */
export type Observation = { signal: AlertSignal; subject: string; value: number }

type Line = Record<string, unknown>

/**
 * The JSON object of a console line, or null for anything else. The object is the call's one argument in
 * production; `wrangler dev` with several workers puts the worker's name (`[mezat-dev]`) before it.
 */
function parseLine(log: TraceLog): Line | null {
  const args: unknown[] = Array.isArray(log.message) ? log.message : [log.message]
  const json = args.find((a): a is string => typeof a === 'string' && a.startsWith('{'))
  if (!json) return null
  try {
    const line: unknown = JSON.parse(json)
    return line && typeof line === 'object' ? (line as Line) : null
  } catch {
    return null
  }
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' || typeof v === 'number' ? String(v) : fallback)

function fromLine(line: Line): Observation | null {
  switch (line.msg) {
    case 'request':
      return typeof line.status === 'number' && line.status >= 500 ? { signal: 'route_errors', subject: text(line.route, '?'), value: 1 } : null
    case 'room unreachable':
      // The auction's room, a member's channel or the health probe: each names itself in the line.
      return { signal: 'room_unreachable', subject: text(line.auctionId ?? line.roomId ?? line.probe, 'room'), value: 1 }
    case 'auction closed':
      return typeof line.lag_ms === 'number' ? { signal: 'close_late', subject: `auction ${text(line.auction_id, '?')}`, value: line.lag_ms } : null
    case 'outbox send failed':
      return { signal: 'outbox_failing', subject: text(line.channel, 'outbox'), value: 1 }
    case 'backup failed':
      return { signal: 'route_errors', subject: 'nightly backup', value: 1 }
    default:
      return null
  }
}

/** Which part of the worker an invocation that left no request line was: its route is not known. */
function invocationName(event: TraceItem): string {
  const info = event.event
  if (info && 'request' in info) return `${info.request.method} ${new URL(info.request.url).pathname}`
  if (info && 'cron' in info) return `cron ${info.cron}`
  return event.entrypoint ?? 'worker'
}

/** Every observation in one batch of trace events. */
export function observe(events: readonly TraceItem[]): Observation[] {
  const found: Observation[] = []
  for (const event of events) {
    let answered = false
    for (const log of event.logs) {
      const line = parseLine(log)
      if (!line) continue
      if (line.msg === 'request') answered = true
      const o = fromLine(line)
      if (o) found.push(o)
    }
    // An exception that escaped the app (or the CPU limit) leaves no request line: still an error.
    if (!answered && event.outcome !== 'ok' && event.outcome !== 'canceled')
      found.push({ signal: 'route_errors', subject: `${invocationName(event)} (${event.outcome})`, value: 1 })
  }
  return found
}
